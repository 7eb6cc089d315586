package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Example;

import java.util.List;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * disjoint-value-space-equality's second re-run ({@link BothSidesStrict}) makes the engine that does not
 * take Jena's extension strict on constant pairs too, outside {@code &&}, {@code ||} and IF, where the
 * pattern alone agrees: RDF4J decides {@code "a"@en != 0} by an extension of its own, where RDFterm-equal
 * raises a type error (§17.4.1.7). Held-out seed 37,004,140:
 * {@code COALESCE(0 IN (?o), "a"@en NOT IN (0))} over {@code ?o = "a"}: Jena decides {@code 0 = "a"}
 * (false, so the COALESCE is false), RDF4J errs there and decides the second (true, a row). Strictly
 * both are errors and the filter drops the row.
 */
class OtherSideConstantsTests {

	private static final Iri P = Iri.of(EarnedLatitudeTests.EX + "p");
	private static final Dataset ONE_STRING = Dataset.of(new Triple(Iri.of(EarnedLatitudeTests.EX + "s0"), P, Literal.string("a")));
	private static final Expr LANG_NOT_IN_ZERO = new Expr.In(new Expr.Constant(Literal.langString("a", "en")),
		List.of(new Expr.Constant(Literal.integer(0))), true);
	static final SparqlCase SEED_37_004_140 = new SparqlCase(ONE_STRING, GroupPattern.of(new TriplePattern(Var.of("s"), P, Var.of("o"))),
		new Expr.Coalesce(List.of(new Expr.In(new Expr.Constant(Literal.integer(0)), List.of(Var.of("o")), false), LANG_NOT_IN_ZERO)));

	@Example
	void bothEnginesExtensionsOnConstantPairsAreLatitude() {
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(Differential.across(jena, rdf4j).check(SEED_37_004_140)).isExcusedBy(LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY);
		}
	}

	@Example
	void aRowAddingMutantBehindTheSameComparisonsIsNotExcused() {
		try (Engine jena = new JenaEngine(); Engine mutant = EarnedLatitudeTests.ignoresTheFilter(new Rdf4jEngine())) {
			Differential.Report report = Differential.across(jena, mutant).examine(SEED_37_004_140);
			assertThat(report.verdict()).isViolation();
			assertThat(report.latitude()).isEmpty();
		}
	}

	/** A pattern that differs on the two engines is not the same rows filtered twice: nothing is excused. */
	@Example
	void aPatternThatDiffersIsNotExcused() {
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine();
			 Engine doubling = io.sparqlcheck.testing.Mutants.wrap(rdf4j, "doubles-rows", (d, q) -> rdf4j.select(d, q) instanceof
				 io.sparqlcheck.result.QueryOutcome.Solutions s ? new io.sparqlcheck.result.QueryOutcome.Solutions(s.query(), s.variables(),
				 java.util.stream.Stream.concat(s.rows().stream(), s.rows().stream()).toList()) : rdf4j.select(d, q))) {
			Differential.Report report = Differential.across(jena, doubling).examine(SEED_37_004_140);
			assertThat(report.verdict()).isViolation();
			assertThat(report.latitude()).isEmpty();
		}
	}

	/** A predicate the strict rewrite makes the constant error would drop every row on both engines: no second re-run. */
	@Example
	void aConstantPredicateGetsNoSecondReRun() {
		Expr pair = new Expr.Comparison(Expr.CompareOp.NE, new Expr.Constant(Literal.langString("a", "en")), new Expr.Constant(Literal.integer(0)));
		SparqlCase constant = new SparqlCase(ONE_STRING, SEED_37_004_140.pattern(), pair);
		try (Engine jena = new JenaEngine(); Engine mutant = EarnedLatitudeTests.ignoresTheFilter(new Rdf4jEngine())) {
			assertThat(BothSidesStrict.confirm(LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY, constant, jena, mutant,
				jena.select(constant.data(), Differential.query(constant)),
				io.sparqlcheck.compare.ResultComparator.standard())).isNull();
		}
	}

	@Example
	void theOtherSideDecidesAConstantPairOnlyOutsideAConnective() {
		var otherSide = LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY.strictOtherSide();
		// the first re-run's other side keeps the constant pair as written
		assertThat(LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY.rewriteFor(EngineFamily.RDF4J).apply(LANG_NOT_IN_ZERO)).isEqualTo(LANG_NOT_IN_ZERO);
		Expr pair = new Expr.Comparison(Expr.CompareOp.NE, new Expr.Constant(Literal.langString("a", "en")), new Expr.Constant(Literal.integer(0)));
		assertThat(otherSide.apply(pair)).isEqualTo(LatitudeRewrite.error());
		assertThat(otherSide.apply(LANG_NOT_IN_ZERO)).isEqualTo(LatitudeRewrite.error());
		// under && (or || or IF) RDF4J's own false && error would read the error (rdf4j-false-and-error-is-error): the pair stays
		Expr conjunction = new Expr.And(new Expr.Constant(Literal.bool(false)), pair);
		assertThat(otherSide.apply(conjunction)).isEqualTo(conjunction);
		// the rule's own side decides it everywhere
		assertThat(LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY.rewriteFor(EngineFamily.JENA).apply(conjunction))
			.isEqualTo(new Expr.And(new Expr.Constant(Literal.bool(false)), LatitudeRewrite.error()));
		// a constant member of an IN of several: the constant error is added as a member
		Expr in = new Expr.In(new Expr.Constant(Literal.langString("a", "en")),
			List.of(new Expr.Constant(Literal.integer(0)), new Expr.Constant(Literal.integer(1))), true);
		assertThat(otherSide.apply(in)).isEqualTo(new Expr.In(new Expr.Constant(Literal.langString("a", "en")),
			List.of(new Expr.Constant(Literal.integer(0)), new Expr.Constant(Literal.integer(1)), LatitudeRewrite.error()), true));
	}
}
