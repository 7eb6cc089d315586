package io.sparqlcheck.oracle;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The latitude rule about the case of language tags. RDF 1.1 lets a store keep a language tag in
 * lower case ({@code "20"@en-GB} loaded, {@code "en-gb"} returned by LANG), as Oxigraph does; the
 * differential's comparator already compares tags in results case-insensitively, but a tag that
 * LANG turns into a simple literal is compared as a string. The rule applies by what the case does
 * (it reads LANG, and some tag in its data or query has an upper-case letter), never by engine name;
 * its rewrite compares tags in one case, {@code LCASE(LANG(x))}, and the re-run must then agree.
 */
public final class LanguageTagLatitude {
	private LanguageTagLatitude() {
	}

	private static final Pattern UPPER_CASE_TAG_IN_QUERY = Pattern.compile("\"@[a-zA-Z0-9-]*[A-Z]");

	/** LANG of a literal whose tag has upper-case letters may be returned lower-cased. */
	public static final LatitudeRule LANGUAGE_TAG_CASE = new LatitudeRule("language-tag-lower-cased",
		"RDF 1.1 Concepts §3.3 Literals: lexical representations of language tags MAY be converted to lower case "
			+ "(the value space of language tags is always in lower case), so LANG (SPARQL 1.1 Query §17.4.2.6) may return either case",
		d -> readsLang(d.sparqlCase()) && hasUpperCaseTag(d.sparqlCase(), d.query()),
		LanguageTagLatitude::lowerCasedLang);

	/** Every {@code LANG(x)} as {@code LCASE(LANG(x))}. */
	static Expr lowerCasedLang(Expr e) {
		if (e instanceof Expr.FunctionCall f && isLang(f)) {
			return Expr.FunctionCall.of("LCASE", Expr.FunctionCall.of(f.function(), lowerCasedLang(f.arguments().get(0))));
		}
		return LatitudeRewrite.map(e, LanguageTagLatitude::lowerCasedLang);
	}

	private static boolean readsLang(SparqlCase c) {
		return LatitudeRules.expressions(c).stream().anyMatch(LanguageTagLatitude::holdsLang);
	}

	private static boolean holdsLang(Expr e) {
		return e instanceof Expr.FunctionCall f && isLang(f) || e.children().stream().anyMatch(LanguageTagLatitude::holdsLang);
	}

	private static boolean isLang(Expr.FunctionCall f) {
		return f.arguments().size() == 1 && f.function().toUpperCase(Locale.ROOT).equals("LANG");
	}

	private static boolean hasUpperCaseTag(SparqlCase c, String query) {
		for (Triple t : c.data().triples()) {
			if (t.object() instanceof Literal l && l.hasLanguage() && !l.language().equals(l.language().toLowerCase(Locale.ROOT))) {
				return true;
			}
		}
		return UPPER_CASE_TAG_IN_QUERY.matcher(query).find();
	}
}
