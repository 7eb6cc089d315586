package io.sparqlcheck.model;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * An RDF literal: a lexical form with a datatype IRI, or with a language tag (datatype
 * {@code rdf:langString}). A simple literal is an {@code xsd:string} literal, as in RDF 1.1.
 *
 * <p>The lexical form is kept exactly as given, including non-canonical or ill-typed forms: what
 * an engine does with {@code "020"^^xsd:integer} or {@code "abc"^^xsd:integer} is part of what
 * is tested.
 */
public record Literal(String lexical, String datatype, String language) implements Term {

	private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
	private static final Pattern DECIMAL = Pattern.compile("[+-]?[0-9]*\\.[0-9]+");
	private static final Pattern DOUBLE = Pattern.compile("[+-]?([0-9]+\\.[0-9]*|\\.?[0-9]+)[eE][+-]?[0-9]+");
	private static final Pattern LANG = Pattern.compile("[a-zA-Z]+(-[a-zA-Z0-9]+)*");

	public Literal {
		Objects.requireNonNull(lexical, "lexical");
		Objects.requireNonNull(datatype, "datatype");
		Objects.requireNonNull(language, "language (use \"\" for none)");
		if (!language.isEmpty() && !LANG.matcher(language).matches()) {
			throw new IllegalArgumentException("not a valid language tag: " + language);
		}
		if (!language.isEmpty() && !Xsd.LANG_STRING.equals(datatype)) {
			throw new IllegalArgumentException("a language-tagged literal has datatype rdf:langString, not " + datatype);
		}
		if (language.isEmpty() && Xsd.LANG_STRING.equals(datatype)) {
			throw new IllegalArgumentException("an rdf:langString literal needs a language tag");
		}
		if (!Iri.isValid(datatype)) {
			throw new IllegalArgumentException("not a valid datatype IRI for N-Triples: <" + datatype + ">");
		}
	}

	public static Literal typed(String lexical, String datatype) {
		return new Literal(lexical, datatype, "");
	}

	public static Literal string(String lexical) {
		return typed(lexical, Xsd.STRING);
	}

	public static Literal langString(String lexical, String language) {
		return new Literal(lexical, Xsd.LANG_STRING, language);
	}

	public static Literal integer(long value) {
		return typed(Long.toString(value), Xsd.INTEGER);
	}

	public static Literal decimal(String lexical) {
		return typed(lexical, Xsd.DECIMAL);
	}

	public static Literal doubleLiteral(String lexical) {
		return typed(lexical, Xsd.DOUBLE);
	}

	public static Literal bool(boolean value) {
		return typed(Boolean.toString(value), Xsd.BOOLEAN);
	}

	public boolean hasLanguage() {
		return !language.isEmpty();
	}

	@Override
	public String toNTriples() {
		String quoted = '"' + escape(lexical) + '"';
		if (hasLanguage()) {
			return quoted + "@" + language;
		}
		if (Xsd.STRING.equals(datatype)) {
			return quoted;
		}
		return quoted + "^^<" + datatype + ">";
	}

	/**
	 * The SPARQL text: the short form ({@code 25}, {@code 2.5}, {@code 1.0E0}, {@code true},
	 * {@code "a"}) where the lexical form is exactly what that short form denotes, the full
	 * {@code "lex"^^<dt>} form otherwise.
	 */
	@Override
	public String toSparql() {
		if (!hasLanguage()) {
			boolean shortForm = switch (datatype) {
				case Xsd.INTEGER -> INTEGER.matcher(lexical).matches();
				case Xsd.DECIMAL -> DECIMAL.matcher(lexical).matches();
				case Xsd.DOUBLE -> DOUBLE.matcher(lexical).matches();
				case Xsd.BOOLEAN -> lexical.equals("true") || lexical.equals("false");
				default -> false;
			};
			if (shortForm) {
				return lexical;
			}
		}
		return toNTriples();
	}

	/** Escapes a lexical form for a double-quoted N-Triples or SPARQL string. */
	static String escape(String s) {
		StringBuilder b = new StringBuilder(s.length() + 2);
		for (int i = 0; i < s.length(); i++) {
			char c = s.charAt(i);
			switch (c) {
				case '"' -> b.append("\\\"");
				case '\\' -> b.append("\\\\");
				case '\n' -> b.append("\\n");
				case '\r' -> b.append("\\r");
				case '\t' -> b.append("\\t");
				default -> b.append(c);
			}
		}
		return b.toString();
	}

	@Override
	public String toString() {
		return toNTriples();
	}
}
