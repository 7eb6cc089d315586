package io.sparqlcheck.findings;

import io.sparqlcheck.jqwik.EngineFailureError;
import io.sparqlcheck.jqwik.ViolationError;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.ValuesPattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.model.Xsd;

import java.util.List;
import java.util.Optional;

/**
 * The Jena 5.6.0 defects sparqlcheck has found and triaged, as minimal hand-made cases, and the
 * test of whether a failure a property run threw is one of them.
 *
 * <ul>
 *   <li><b>Decimal division by 0.0.</b> {@code XSDFuncOp.decimalDivide} tests the divisor with the
 *       scale-sensitive {@code BigDecimal.equals(ZERO)}, so {@code "0.0"^^xsd:decimal} escapes the
 *       divide-by-zero check and {@code java.lang.ArithmeticException} escapes the expression: the
 *       query fails (reference engine; optimised engine in projection, COALESCE and IF) instead of
 *       the expression being an error. No upstream issue found; not filed.</li>
 *   <li><b>Filter placement into VALUES with UNDEF.</b> The optimiser pushes a filter into a
 *       {@code VALUES} table whose variable is UNDEF, although the join binds it from the other
 *       side: {@code SELECT * { ?s <q> ?w . VALUES ?w { UNDEF } FILTER(?w = 1) }} over
 *       {@code <s> <q> 1} returns no row instead of one ({@code optFilterPlacement} off gives one).
 *       No upstream issue found (GH-2412 fixed a neighbouring JoinClassifier case); not filed.</li>
 * </ul>
 */
final class JenaFindings {
	private JenaFindings() {
	}

	static final Iri S = Iri.of("http://example.org/s0");
	static final Iri P = Iri.of("http://example.org/p");
	static final Iri Q = Iri.of("http://example.org/q");

	/** {@code FILTER(1 < (25 / ?o))} with {@code ?o = "0.0"^^xsd:decimal}. */
	static SparqlCase decimalDivisionByZeroPointZero() {
		return new SparqlCase(Dataset.of(new Triple(S, P, Literal.decimal("0.0"))), GroupPattern.optionalPattern(P, Q),
			new Expr.Comparison(Expr.CompareOp.LT, new Expr.Constant(Literal.integer(1)),
				new Expr.Arithmetic(Expr.ArithOp.DIV, new Expr.Constant(Literal.integer(25)), Var.of("o"))));
	}

	/** {@code { ?s <q> ?w . VALUES ?w { UNDEF } }} filtered by {@code (?w = 1)}, over {@code <s0> <q> 1}. */
	static SparqlCase filterIntoValuesWithUndef() {
		GroupPattern pattern = GroupPattern.of(new TriplePattern(Var.of("s"), Q, Var.of("w")),
			new ValuesPattern(List.of(Var.of("w")), List.of(List.of(Optional.empty()))));
		return new SparqlCase(Dataset.of(new Triple(S, Q, Literal.integer(1))), pattern,
			new Expr.Comparison(Expr.CompareOp.EQ, Var.of("w"), new Expr.Constant(Literal.integer(1))));
	}

	/** Whether a property's failure is one of the two defects above. */
	static boolean isKnown(Throwable t) {
		if (t instanceof EngineFailureError f) {
			return f.verdict().failure().cause().contains("ArithmeticException")
				&& f.verdict().sparqlCase().data().triples().stream().anyMatch(x -> x.object() instanceof Literal l
				&& Xsd.DECIMAL.equals(l.datatype()) && l.lexical().matches("[+-]?0*\\.0+"));
		}
		if (t instanceof ViolationError v) {
			return v.verdict().sparqlCase().pattern().elements().stream().anyMatch(e -> e instanceof ValuesPattern values
				&& values.rows().stream().anyMatch(row -> row.stream().anyMatch(Optional::isEmpty)));
		}
		return false;
	}
}
