package io.sparqlcheck.compare;

import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Xsd;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The value-canonical key of an RDF term, written here from the XSD lexical rules and sharing no
 * code with Jena's or RDF4J's value logic (an engine's own canonicaliser would hide the very bug it
 * has). Two terms get one key exactly when a differential should count them as the same answer:
 * <ul>
 *   <li>integer-derived types and xsd:decimal: the value, with no leading zeros, no {@code +},
 *       no trailing fractional zeros ({@code "020"} and {@code "20"} are one integer, {@code "2.50"}
 *       and {@code "2.5"} one decimal);</li>
 *   <li>xsd:double and xsd:float: the IEEE value, {@code NaN}, {@code INF}, {@code -INF}; {@code -0.0}
 *       stays apart from {@code 0.0} (distinct values in XSD 1.1, so a differential sees them, as
 *       {@link DivergenceClass#PRECISION});</li>
 *   <li>xsd:boolean: {@code 1}/{@code true} and {@code 0}/{@code false};</li>
 *   <li>a simple literal is an xsd:string (RDF 1.1); a language tag is compared case-insensitively;</li>
 *   <li>the datatype always stays part of the key: {@code 1} and {@code 1.0} are different answers
 *       (of class {@link DivergenceClass#DATATYPE} when they are the only difference);</li>
 *   <li>an ill-typed lexical form ({@code "abc"^^xsd:integer}) is kept as written;</li>
 *   <li>a blank node's key is its label, which only {@link ResultComparator}'s isomorphism matching
 *       reads; an unbound variable has no key at all, so it differs from every bound value.</li>
 * </ul>
 *
 * @param kind     {@code iri}, {@code literal} or {@code bnode}
 * @param datatype the datatype IRI ("" for IRIs and blank nodes)
 * @param value    the canonical value text, or the IRI, or the blank node label
 * @param language the lower-cased language tag, or ""
 */
public record ValueKey(String kind, String datatype, String value, String language) implements Comparable<ValueKey> {

	private static final String XSD = Xsd.NS;
	private static final Set<String> INTEGER_TYPES = Set.of(XSD + "integer", XSD + "long", XSD + "int", XSD + "short",
		XSD + "byte", XSD + "nonNegativeInteger", XSD + "positiveInteger", XSD + "nonPositiveInteger",
		XSD + "negativeInteger", XSD + "unsignedLong", XSD + "unsignedInt", XSD + "unsignedShort", XSD + "unsignedByte");
	private static final Pattern INTEGER = Pattern.compile("[+-]?[0-9]+");
	private static final Pattern DECIMAL = Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)");
	private static final Pattern FLOATING = Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?|[+-]?INF|NaN");

	/** The key of a term. */
	public static ValueKey of(Term term) {
		if (term instanceof Iri iri) {
			return new ValueKey("iri", "", iri.value(), "");
		}
		if (term instanceof BlankNode b) {
			return new ValueKey("bnode", "", b.label(), "");
		}
		Literal l = (Literal) term;
		if (l.hasLanguage()) {
			return new ValueKey("literal", Xsd.LANG_STRING, l.lexical(), l.language().toLowerCase(Locale.ROOT));
		}
		return new ValueKey("literal", l.datatype(), canonicalLexical(l.lexical(), l.datatype()), "");
	}

	/** Whether this is a blank node's key. */
	public boolean isBlank() {
		return kind.equals("bnode");
	}

	/** The numeric value of a numeric literal's key (NaN and the infinities included), or null when it is not a well-formed number. */
	public Double numericValue() {
		if (!kind.equals("literal") || !Xsd.isNumeric(datatype) && !INTEGER_TYPES.contains(datatype)) {
			return null;
		}
		return switch (value) {
			case "NaN" -> Double.NaN;
			case "INF" -> Double.POSITIVE_INFINITY;
			case "-INF" -> Double.NEGATIVE_INFINITY;
			default -> {
				try {
					yield Double.parseDouble(value);
				} catch (NumberFormatException e) {
					yield null;
				}
			}
		};
	}

	/** The key with the datatype dropped: what the {@link DivergenceClass#DATATYPE} class compares. */
	public ValueKey withoutDatatype() {
		if (!kind.equals("literal")) {
			return this;
		}
		Double n = numericValue();
		String v = n != null && !n.isNaN() && !n.isInfinite() ? canonicalDecimal(BigDecimal.valueOf(n)) : value;
		return new ValueKey(kind, "", v, language);
	}

	static String canonicalLexical(String lexical, String datatype) {
		if (INTEGER_TYPES.contains(datatype)) {
			return INTEGER.matcher(lexical).matches() ? new BigInteger(lexical.startsWith("+") ? lexical.substring(1) : lexical).toString() : lexical;
		}
		if ((XSD + "decimal").equals(datatype)) {
			return DECIMAL.matcher(lexical).matches() ? canonicalDecimal(new BigDecimal(lexical)) : lexical;
		}
		if ((XSD + "double").equals(datatype) || (XSD + "float").equals(datatype)) {
			if (!FLOATING.matcher(lexical).matches()) {
				return lexical;
			}
			if (lexical.endsWith("INF") || lexical.equals("NaN")) {
				return lexical.startsWith("+") ? lexical.substring(1) : lexical;
			}
			double d = (XSD + "float").equals(datatype) ? Float.parseFloat(lexical) : Double.parseDouble(lexical);
			if (d == 0) {
				return (1 / d < 0) ? "-0" : "0";
			}
			if (Double.isInfinite(d)) {
				return d > 0 ? "INF" : "-INF";
			}
			return canonicalDecimal(new BigDecimal(d));
		}
		if ((XSD + "boolean").equals(datatype)) {
			return switch (lexical) {
				case "1", "true" -> "true";
				case "0", "false" -> "false";
				default -> lexical;
			};
		}
		return lexical;
	}

	private static String canonicalDecimal(BigDecimal d) {
		if (d.signum() == 0) {
			return "0";
		}
		return d.stripTrailingZeros().toPlainString();
	}

	@Override
	public int compareTo(ValueKey o) {
		return toString().compareTo(o.toString());
	}

	@Override
	public String toString() {
		return switch (kind) {
			case "iri" -> "<" + value + ">";
			case "bnode" -> "_:" + value;
			default -> '"' + value + '"' + (language.isEmpty() ? "" : "@" + language)
				+ (datatype.isEmpty() || !language.isEmpty() ? "" : "^^<" + datatype + ">");
		};
	}
}
