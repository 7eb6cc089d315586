package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.FilterPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Example;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static io.sparqlcheck.oracle.LatitudeGapsTests.O;
import static io.sparqlcheck.oracle.LatitudeGapsTests.P;
import static io.sparqlcheck.oracle.LatitudeGapsTests.S;
import static io.sparqlcheck.oracle.LatitudeGapsTests.data;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A latitude comparison inside an OPTIONAL (seed 28,000,000, c-81054322c908): Jena orders IRIs, so its
 * {@code OPTIONAL { ?x p ?w FILTER(?x <= ?s) }} extends the row, where RDF4J 5.2.1's type error refuses the
 * extension and keeps the left row unextended (§18.5 LeftJoin). The missing row shows the two IRIs; the row
 * in excess is that row with the OPTIONAL's variables left out, so its comparison cannot be read from it: it
 * is explained by the row it is part of, and the re-run confirms. A mutant that adds a row is not excused.
 */
class OptionalFilterLatitudeTests {

	private static final Var X = Var.of("x"), W = Var.of("w");

	private static SparqlCase optionalOrdering(io.sparqlcheck.model.Dataset data, Expr predicate) {
		GroupPattern optional = GroupPattern.of(new TriplePattern(X, P, W),
			new FilterPattern(new Expr.Comparison(Expr.CompareOp.LE, X, S)));
		return new SparqlCase(data, GroupPattern.of(new TriplePattern(S, P, O), new OptionalPattern(optional)), predicate);
	}

	@Example
	void anIriOrderingThatRefusesAnOptionalsExtensionIsExcused() {
		SparqlCase sc = optionalOrdering(data(Literal.integer(0)), new Expr.Bound(O));
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(Differential.across(jena, rdf4j).withRules(LatitudeRules.none()).check(sc)).as("without the rules they diverge").isViolation();
			Verdict v = Differential.across(jena, rdf4j).check(sc);
			assertThat(v).isPass();
			assertThat(((Verdict.Pass) v).latitude()).extracting(LatitudeMatch::rule).containsExactly(LatitudeRules.IRI_ORDERING);
		}
	}

	@Example
	void aRowAddingMutantBehindItIsNot() {
		// the mutant keeps <s1>'s rows, which ?o = 0 drops: rows no extension explains
		SparqlCase sc = optionalOrdering(data(Literal.integer(0), Literal.integer(1)),
			new Expr.Comparison(Expr.CompareOp.EQ, O, new Expr.Constant(Literal.integer(0))));
		try (Engine jena = new JenaEngine(); Engine mutant = EarnedLatitudeTests.ignoresTheFilter(new Rdf4jEngine())) {
			Differential.Report report = Differential.across(jena, mutant).examine(sc);
			assertThat(report.verdict()).as("the added rows are not excused").isViolation();
			assertThat(report.latitude()).isEmpty();
		}
	}
}
