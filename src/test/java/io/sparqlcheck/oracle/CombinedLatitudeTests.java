package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Example;

import java.util.List;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static io.sparqlcheck.oracle.LatitudeGapsTests.O;
import static io.sparqlcheck.oracle.LatitudeGapsTests.P;
import static io.sparqlcheck.oracle.LatitudeGapsTests.Q;
import static io.sparqlcheck.oracle.LatitudeGapsTests.S;
import static io.sparqlcheck.oracle.LatitudeGapsTests.c;
import static io.sparqlcheck.oracle.LatitudeGapsTests.data;
import static io.sparqlcheck.oracle.LatitudeGapsTests.eq;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The last allowed divergences of the 20,000-seed core-2 campaign that stayed candidates (issue 12),
 * on Jena 5.6.0 against RDF4J 5.2.1: two allowed extensions in one filter, which only the two rules
 * together explain; and an allowed comparison in an IF branch, whose old confirming re-run (the
 * comparison made the constant false) tripped RDF4J's IF bug. And the other side of the strict
 * rewrite: RDF4J's own wrong {@code false && error} next to an allowed comparison is not excused,
 * where the old rewrite (false in the domain) hid it.
 */
class CombinedLatitudeTests {

	static Expr ordered(Expr a, Expr b) {
		return new Expr.Comparison(Expr.CompareOp.LT, a, b);
	}

	/** {@code !((?s < ?s) && ("a" = ?o))}: Jena true (false && false), RDF4J an error; each rule alone leaves one extension. */
	static Expr twoExtensions() {
		return new Expr.Not(new Expr.And(ordered(S, S), eq(c(Literal.string("a")), O)));
	}

	@Example
	void twoAllowedExtensionsInOneFilterAreExcusedByTheTwoRulesTogether() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0)), GroupPattern.optionalPattern(P, Q), twoExtensions());
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(Differential.across(jena, rdf4j).withRules(LatitudeRules.none()).check(sc)).as("without rules").isViolation();
			for (LatitudeRule single : List.of(LatitudeRules.IRI_ORDERING, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY)) {
				assertThat(Differential.across(jena, rdf4j).withRules(List.of(single)).check(sc)).as(single.name() + " alone").isViolation();
			}
			Verdict v = Differential.across(jena, rdf4j).check(sc);
			assertThat(v).isPass();
			assertThat(((Verdict.Pass) v).latitude()).singleElement().extracting(m -> m.rule().name()).asString()
				.contains("iri-ordering-extension").contains("disjoint-value-space-equality");
		}
	}

	@Example
	void aRowAddingMutantBehindTwoAllowedExtensionsIsNot() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0), Literal.integer(1)), GroupPattern.optionalPattern(P, Q),
			new Expr.And(twoExtensions(), eq(O, c(Literal.integer(0)))));
		try (Engine jena = new JenaEngine(); Engine mutant = EarnedLatitudeTests.ignoresTheFilter(new Rdf4jEngine())) {
			Differential.Report report = Differential.across(jena, mutant).examine(sc);
			assertThat(report.verdict()).as("the added row is not excused").isViolation();
			assertThat(report.latitude()).isEmpty();
		}
	}

	@Example
	void anAllowedComparisonInAnIfBranchIsExcusedWithoutTrippingRdf4jsIf() {
		// core-2 seed 10599, shrunk: IF((?o = ?w), ("a" NOT IN (0)), (?o = ?w)); ?w unbound on s1 makes the condition an error
		Var w = Var.of("w");
		SparqlCase sc = new SparqlCase(new io.sparqlcheck.model.Dataset(List.of(
			new io.sparqlcheck.model.Triple(Iri.of(LatitudeGapsTests.EX + "s0"), P, Literal.integer(0)),
			new io.sparqlcheck.model.Triple(Iri.of(LatitudeGapsTests.EX + "s1"), P, Literal.integer(0)),
			new io.sparqlcheck.model.Triple(Iri.of(LatitudeGapsTests.EX + "s0"), Q, Literal.integer(0)))),
			GroupPattern.optionalPattern(P, Q),
			new Expr.If(eq(O, w), new Expr.In(c(Literal.string("a")), List.of(c(Literal.integer(0))), true), eq(O, w)));
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(Differential.across(jena, rdf4j).withRules(LatitudeRules.none()).check(sc)).as("without rules").isViolation();
			Verdict v = Differential.across(jena, rdf4j).check(sc);
			assertThat(v).isPass();
			assertThat(((Verdict.Pass) v).latitude()).extracting(LatitudeMatch::rule).containsExactly(LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY);
		}
	}

	@Example
	void rdf4jsOwnRunIsNeverRewritten() {
		// core-2 seed 13226: !(0 NOT IN (0, "a")) is true (false && error is false, §17.2, §17.4.1.10); RDF4J without
		// optimizers drops the row. Jena decides 0 != "a" (allowed), so the rule suspects the divergence; its
		// re-run runs on Jena only (the side that takes the latitude), because RDF4J's answer to any rewrite of
		// 0 != "a" would not be the answer it gave: with a cast error in its place RDF4J keeps the row.
		SparqlCase sc = new SparqlCase(data(Literal.integer(0)), GroupPattern.optionalPattern(P, Q),
			new Expr.Not(new Expr.In(c(Literal.integer(0)), List.of(c(Literal.integer(0)), c(Literal.string("a"))), true)));
		try (Engine jena = new JenaEngine(); Engine noopt = io.sparqlcheck.config.EngineCatalog.embedded().open("rdf4j-noopt").orElseThrow()) {
			assertThat(LatitudeGapsTests.suspects(sc, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY, jena, noopt)).as("suspected").isTrue();
			Differential.Report report = Differential.across(jena, noopt).examine(sc);
			assertThat(report.verdict()).as("RDF4J's own false && error is not latitude").isViolation();
			assertThat(report.latitude()).isEmpty();
		} catch (io.sparqlcheck.config.ConfigException e) {
			throw new IllegalStateException(e);
		}
	}

	@Example
	void rdf4jsFalseAndErrorNextToAnAllowedComparisonIsNotExcused() {
		// !((0 != ?o) && (0 != "a")) over ?o = 0: false && (anything) is false (§17.2), so the row stays; RDF4J 5.2.1
		// answers false && error with an error and drops it. Jena decides 0 != "a" (allowed), but that does not matter here.
		SparqlCase sc = new SparqlCase(data(Literal.integer(0)), GroupPattern.optionalPattern(P, Q),
			new Expr.Not(new Expr.And(new Expr.Comparison(Expr.CompareOp.NE, c(Literal.integer(0)), O),
				new Expr.Comparison(Expr.CompareOp.NE, c(Literal.integer(0)), c(Literal.string("a"))))));
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(LatitudeGapsTests.suspects(sc, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY, jena, rdf4j)).as("suspected").isTrue();
			Differential.Report report = Differential.across(jena, rdf4j).examine(sc);
			assertThat(report.verdict()).as("RDF4J's own error is not latitude").isViolation();
			assertThat(report.latitude()).isEmpty();
		}
	}
}
