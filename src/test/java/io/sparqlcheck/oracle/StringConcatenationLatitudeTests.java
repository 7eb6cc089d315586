package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.JenaRefEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Example;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static io.sparqlcheck.oracle.LatitudeGapsTests.O;
import static io.sparqlcheck.oracle.LatitudeGapsTests.P;
import static io.sparqlcheck.oracle.LatitudeGapsTests.S;
import static io.sparqlcheck.oracle.LatitudeGapsTests.c;
import static io.sparqlcheck.oracle.LatitudeGapsTests.data;
import static io.sparqlcheck.oracle.LatitudeGapsTests.eq;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The string-concatenation rule on the real engines (seed 25,000,000's group c-cea27a1139bb): Jena
 * 5.6.0 and its QueryEngineRef answer {@code STR(?o) + "a"} with {@code "0a"}, RDF4J 5.2.1 with the
 * type error §17.3 gives, so {@code FILTER(?o != (STR(?o) + "a"))} keeps the row on Jena only. Excused
 * after the re-run that makes Jena's string {@code +} an error; a row-adding mutant of RDF4J behind
 * the same {@code +} is not.
 */
class StringConcatenationLatitudeTests {

	private static final GroupPattern TRIPLE = GroupPattern.of(new TriplePattern(S, P, O));

	private static Expr strPlusA() {
		return new Expr.Arithmetic(Expr.ArithOp.ADD, Expr.FunctionCall.of("STR", O), c(Literal.string("a")));
	}

	private static Expr notEqualToItsConcatenation() {
		return new Expr.Comparison(Expr.CompareOp.NE, O, strPlusA());
	}

	@Example
	void jenasStringPlusIsExcusedInAFilter() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0)), TRIPLE, notEqualToItsConcatenation());
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(Differential.across(jena, rdf4j).withRules(LatitudeRules.none()).check(sc)).as("without the rules they diverge").isViolation();
			Verdict v = Differential.across(jena, rdf4j).check(sc);
			assertThat(v).isPass();
			assertThat(((Verdict.Pass) v).latitude()).extracting(LatitudeMatch::rule)
				.containsExactly(StringConcatenationLatitude.STRING_CONCATENATION);
		}
	}

	@Example
	void queryEngineRefsStringPlusIsExcusedInABind() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0)), TRIPLE.plus(new BindPattern(strPlusA(), Var.of("b"))),
			new Expr.Constant(Literal.bool(true)));
		try (Engine ref = new JenaRefEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(Differential.across(ref, rdf4j).withRules(LatitudeRules.none()).check(sc)).as("?b is \"0a\" against unbound").isViolation();
			assertThat(Differential.across(ref, rdf4j).check(sc)).isPass();
		}
	}

	@Example
	void aRowAddingMutantBehindAStringPlusIsNot() {
		// Jena keeps 0 (true && true) and drops 1; strict RDF4J drops both (error && ...); the mutant keeps both
		Expr predicate = new Expr.And(notEqualToItsConcatenation(), eq(O, c(Literal.integer(0))));
		SparqlCase sc = new SparqlCase(data(Literal.integer(0), Literal.integer(1)), TRIPLE, predicate);
		try (Engine jena = new JenaEngine(); Engine mutant = EarnedLatitudeTests.ignoresTheFilter(new Rdf4jEngine())) {
			Differential.Report report = Differential.across(jena, mutant).examine(sc);
			assertThat(report.verdict()).as("the added row is not excused").isViolation();
			assertThat(report.latitude()).isEmpty();
			LatitudeGapsTests.assertSuspected(sc, StringConcatenationLatitude.STRING_CONCATENATION, jena, mutant);
		}
	}
}
