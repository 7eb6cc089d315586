package io.sparqlcheck.oracle;

import io.sparqlcheck.compare.ComparisonResult;
import io.sparqlcheck.compare.ResultComparator;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.util.List;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The divergences of the core-2 campaign (issue 12) that the comparison rules let through although
 * the recommendation allows them: an allowed comparison inside a BIND of the pattern, one under
 * STR(COALESCE(...)), and {@code ?o <= ?o} over an IRI and a language-tagged object at once (two
 * solutions, each explained by a different ordering rule, so neither rule alone took it). Each is
 * excused on the real engines, by the rule named, and the same shape with a row-adding mutant
 * behind it is not: the rule's matcher suspects it, and only the confirming re-run refuses it.
 */
class LatitudeGapsTests {

	static final String EX = "http://example.org/";
	static final Iri P = Iri.of(EX + "p");
	static final Iri Q = Iri.of(EX + "q");
	static final Var S = Var.of("s"), O = Var.of("o");

	static Dataset data(Term... objects) {
		List<Triple> triples = new java.util.ArrayList<>();
		for (int i = 0; i < objects.length; i++) {
			triples.add(new Triple(Iri.of(EX + "s" + i), P, objects[i]));
		}
		return new Dataset(triples);
	}

	static Expr eq(Expr a, Expr b) {
		return new Expr.Comparison(Expr.CompareOp.EQ, a, b);
	}

	static Expr c(Term t) {
		return new Expr.Constant(t);
	}

	/** {@code BIND(IF(("a" = ?o), ?o, ?o) AS ?b)}: "a" = 0 is false on Jena (?b is 0), a type error on RDF4J (?b unbound). */
	static GroupPattern bindIfDisjoint() {
		Expr cond = eq(c(Literal.string("a")), O);
		return GroupPattern.optionalPattern(P, Q).plus(new BindPattern(new Expr.If(cond, O, O), Var.of("b")));
	}

	@Example
	void anAllowedComparisonInsideABindIsExcused() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0)), bindIfDisjoint(), eq(O, O));
		assertExcusedBy(sc, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY);
	}

	@Example
	void aRowAddingMutantBehindAnAllowedComparisonInsideABindIsNot() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0), Literal.integer(1)), bindIfDisjoint(), eq(O, c(Literal.integer(0))));
		assertNotExcused(sc, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY);
	}

	/** {@code STR(COALESCE(?o, ?o)) != ?o}: "0" != 0 is true on Jena, a type error on RDF4J. */
	static Expr strCoalesce() {
		return new Expr.Comparison(Expr.CompareOp.NE, Expr.FunctionCall.of("STR", new Expr.Coalesce(List.of(O, O))), O);
	}

	@Example
	void anAllowedComparisonUnderStrOfCoalesceIsExcused() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0)), GroupPattern.optionalPattern(P, Q), strCoalesce());
		assertExcusedBy(sc, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY);
	}

	@Example
	void aRowAddingMutantBehindStrOfCoalesceIsNot() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0), Literal.integer(1)), GroupPattern.optionalPattern(P, Q),
			new Expr.And(strCoalesce(), eq(O, c(Literal.integer(0)))));
		assertNotExcused(sc, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY);
	}

	static Expr orderSelf() {
		return new Expr.Comparison(Expr.CompareOp.LE, O, O);
	}

	@Example
	void orderingAnIriAndALangStringAtOnceIsExcused() {
		SparqlCase sc = new SparqlCase(data(Literal.langString("a", "en"), Iri.of(EX + "o")), GroupPattern.optionalPattern(P, Q), orderSelf());
		// why the two ordering rules missed it: each explains one of the two divergent solutions, not both
		for (LatitudeRule single : List.of(LatitudeRules.IRI_ORDERING, LatitudeRules.LANG_STRING_ORDERING)) {
			try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
				assertThat(Differential.across(jena, rdf4j).withRules(List.of(single)).check(sc)).as(single.name()).isViolation();
			}
		}
		assertExcusedBy(sc, LatitudeRules.TERM_ORDERING);
	}

	@Example
	void aRowAddingMutantBehindOrderingAnIriAndALangStringIsNot() {
		SparqlCase sc = new SparqlCase(data(Literal.langString("a", "en"), Iri.of(EX + "o"), Iri.of(EX + "o2")), GroupPattern.optionalPattern(P, Q),
			new Expr.And(orderSelf(), new Expr.Comparison(Expr.CompareOp.NE, O, c(Iri.of(EX + "o2")))));
		assertNotExcused(sc, LatitudeRules.TERM_ORDERING);
	}

	/** {@code "a" NOT IN (?o, ?o)} (core-2 seed 6621): Jena decides "a" != 0 and "a" != "a"@en, RDF4J only the second. */
	static Expr constantNotInTwoVariables() {
		return new Expr.In(c(Literal.string("a")), List.of(O, O), true);
	}

	@Example
	void aConstantNotInOverVariablesWhereBothEnginesTakeAnExtensionIsExcused() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0), Literal.langString("a", "en")), GroupPattern.optionalPattern(P, Q),
			constantNotInTwoVariables());
		assertExcusedBy(sc, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY);
	}

	@Example
	void aRowAddingMutantBehindAConstantNotInOverVariablesIsNot() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0), Literal.langString("a", "en")), GroupPattern.optionalPattern(P, Q),
			new Expr.And(constantNotInTwoVariables(), new Expr.Comparison(Expr.CompareOp.NE, O, c(Literal.langString("a", "en")))));
		assertNotExcused(sc, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY);
	}

	private static void assertExcusedBy(SparqlCase sc, LatitudeRule rule) {
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(Differential.across(jena, rdf4j).withRules(LatitudeRules.none()).check(sc))
				.as("without the rules the engines diverge").isViolation();
			Verdict v = Differential.across(jena, rdf4j).check(sc);
			assertThat(v).as("%s", v).isPass();
			assertThat(((Verdict.Pass) v).latitude()).extracting(LatitudeMatch::rule).containsExactly(rule);
		}
	}

	private static void assertNotExcused(SparqlCase sc, LatitudeRule rule) {
		try (Engine jena = new JenaEngine(); Engine real = new Rdf4jEngine(); Engine mutant = EarnedLatitudeTests.ignoresTheFilter(new Rdf4jEngine())) {
			assertThat(Differential.across(jena, real).check(sc)).as("the real engines: latitude only").isPass();
			Differential.Report report = Differential.across(jena, mutant).examine(sc);
			assertThat(report.verdict()).as("the added rows are not excused").isViolation();
			assertThat(report.latitude()).isEmpty();
			assertSuspected(sc, rule, jena, mutant);
		}
	}

	/** Not vacuous: the rule's matcher does take the mutant's divergence for its kind. */
	static void assertSuspected(SparqlCase sc, LatitudeRule rule, Engine left, Engine right) {
		assertThat(suspects(sc, rule, left, right)).as("the matcher suspects it").isTrue();
	}

	/** Whether the rule's matcher takes the two engines' divergence on the case for its kind. */
	static boolean suspects(SparqlCase sc, LatitudeRule rule, Engine left, Engine right) {
		String query = Differential.query(sc);
		QueryOutcome l = left.select(sc.data(), query), r = right.select(sc.data(), query);
		var divergence = (ComparisonResult.Divergence) ResultComparator.standard().compare(l, r);
		return rule.matcher().matches(new LatitudeRule.Divergent(sc, query, left.label(), left.family(), l,
			right.label(), right.family(), r, divergence));
	}
}
