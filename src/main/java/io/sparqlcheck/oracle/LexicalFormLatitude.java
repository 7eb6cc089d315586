package io.sparqlcheck.oracle;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.SparqlCase;

import java.util.Locale;

/**
 * The latitude rule about the lexical form of a computed number. Arithmetic yields a typed value
 * (XPath F&O 3.1 §4.2), and no clause of SPARQL 1.1 fixes which of the value's lexical forms the
 * literal carrying it has: {@code 0 + 1.0E1} is xsd:double 10 on every engine, and STR of it is
 * {@code "10.0e0"} on Jena, {@code "10.0"} on RDF4J. The differential's comparator compares numbers
 * by value; STR turns the form into a string, compared as written. The rule applies by what the case
 * does (STR of an expression holding arithmetic) between two evaluators of different families; its
 * rewrite drops that STR, so the re-run compares the numbers by value, and must then agree. Errors
 * are kept: STR of an erring arithmetic errs, and so does the arithmetic alone.
 */
public final class LexicalFormLatitude {
	private LexicalFormLatitude() {
	}

	/** STR of a computed number may return any lexical form of its value. */
	public static final LatitudeRule COMPUTED_NUMBER_LEXICAL_FORM = new LatitudeRule("computed-number-lexical-form",
		"SPARQL 1.1 Query §17.4.2.5 str returns the lexical form of a literal, and no clause fixes the form of a computed "
			+ "number's literal (XPath F&O 3.1 §4.2 arithmetic yields a value; RDF 1.1 Concepts §3.3: one value, many lexical forms)",
		d -> d.leftFamily() != d.rightFamily() && readsStrOfArithmetic(d.sparqlCase()),
		LexicalFormLatitude::withoutStrOfArithmetic);

	/** Every {@code STR(e)} whose e holds arithmetic as e itself (rewritten in turn). */
	static Expr withoutStrOfArithmetic(Expr e) {
		if (e instanceof Expr.FunctionCall f && isStrOfArithmetic(f)) {
			return withoutStrOfArithmetic(f.arguments().get(0));
		}
		return LatitudeRewrite.map(e, LexicalFormLatitude::withoutStrOfArithmetic);
	}

	private static boolean readsStrOfArithmetic(SparqlCase c) {
		return LatitudeRules.expressions(c).stream().anyMatch(LexicalFormLatitude::holdsStrOfArithmetic);
	}

	private static boolean holdsStrOfArithmetic(Expr e) {
		return e instanceof Expr.FunctionCall f && isStrOfArithmetic(f)
			|| e.children().stream().anyMatch(LexicalFormLatitude::holdsStrOfArithmetic);
	}

	private static boolean isStrOfArithmetic(Expr.FunctionCall f) {
		return f.arguments().size() == 1 && f.function().toUpperCase(Locale.ROOT).equals("STR") && holdsArithmetic(f.arguments().get(0));
	}

	private static boolean holdsArithmetic(Expr e) {
		return e instanceof Expr.Arithmetic || e.children().stream().anyMatch(LexicalFormLatitude::holdsArithmetic);
	}
}
