package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The differential oracle on real engines, and on mutants that show it can fail. */
class DifferentialTests {

	static final String EX = "http://example.org/";
	static final Iri P = Iri.of(EX + "p");
	static final Iri Q = Iri.of(EX + "q");
	static final GroupPattern PATTERN = GroupPattern.optionalPattern(P, Q);

	static SparqlCase lessThan25() {
		Dataset data = Dataset.of(
			new Triple(Iri.of(EX + "s0"), P, Literal.integer(20)),
			new Triple(Iri.of(EX + "s1"), P, Literal.integer(30)),
			new Triple(Iri.of(EX + "s2"), P, Literal.decimal("2.50")),
			new Triple(Iri.of(EX + "s0"), Q, Literal.string("a")));
		return new SparqlCase(data, PATTERN, new Expr.Comparison(Expr.CompareOp.LT, Var.of("o"), new Expr.Constant(Literal.integer(25))));
	}

	@Example
	void fewerThanTwoEnginesIsAHarnessFailureNeverAPass() {
		assertThatThrownBy(() -> Differential.across(List.of(new JenaEngine())))
			.isInstanceOf(IllegalArgumentException.class).hasMessageContaining("harness failure");
		assertThatThrownBy(() -> Differential.across(List.of())).isInstanceOf(IllegalArgumentException.class);
	}

	@Example
	void jenaAndRdf4jAgreeOnAPlainComparison() {
		Verdict v = Differential.across(new JenaEngine(), new Rdf4jEngine()).check(lessThan25());
		assertThat(v).isPass().hasCount("jena", 2).hasCount("rdf4j", 2);
	}

	@Example
	void aMutantThatDropsARowIsALogicViolation() {
		Verdict v = Differential.across(new JenaEngine(), Mutants.dropsOneFilteredRow(new Rdf4jEngine())).check(lessThan25());
		assertThat(v).isViolation();
		Verdict.Violation violation = (Verdict.Violation) v;
		assertThat(violation.discrepancies()).singleElement().asString().startsWith("[logic]");
		assertThat(violation.missing().size()).isEqualTo(1);
	}

	@Example
	void aOneSidedFailureIsAnEngineFailureOfThatEngine() {
		Engine broken = Mutants.alwaysFails("connection refused");
		Verdict v = Differential.across(new JenaEngine(), broken, new Rdf4jEngine()).check(lessThan25());
		assertThat(v).isEngineFailure();
		assertThat(((Verdict.EngineFailure) v).engine()).isEqualTo(broken.label());
		Verdict first = Differential.across(broken, new JenaEngine()).check(lessThan25());
		assertThat(((Verdict.EngineFailure) first).engine()).isEqualTo(broken.label());
	}

	@Example
	void aBooleanAnswerToASelectIsAnEngineFailureNotAResult() {
		Engine jena = new JenaEngine();
		Engine asks = Mutants.wrap(jena, "answers-boolean", (d, q) -> new io.sparqlcheck.result.QueryOutcome.BooleanAnswer(q, true));
		Verdict v = Differential.across(new Rdf4jEngine(), asks).check(lessThan25());
		assertThat(v).isEngineFailure();
		assertThat(((Verdict.EngineFailure) v).failure().kind()).isEqualTo(io.sparqlcheck.result.QueryOutcome.FailureKind.BAD_RESPONSE);
	}

	/** Jena orders IRIs, RDF4J raises the type error: latitude, counted in the verdict, never silent. */
	@Example
	void aDivergenceALatitudeRuleMatchesIsCountedAndWithoutTheRuleIsACandidate() {
		SparqlCase c = new SparqlCase(Dataset.of(new Triple(Iri.of(EX + "s0"), P, Literal.integer(1))), PATTERN,
			new Expr.Comparison(Expr.CompareOp.GE, Var.of("s"), Var.of("s")));
		Differential.Report report = Differential.across(new JenaEngine(), new Rdf4jEngine()).examine(c);
		assertThat(report.verdict()).isPass();
		assertThat(((Verdict.Pass) report.verdict()).latitude()).singleElement().extracting(io.sparqlcheck.oracle.LatitudeMatch::rule)
			.isEqualTo(LatitudeRules.IRI_ORDERING);
		assertThat(report.latitude()).singleElement().extracting(Differential.Pair::rule).isEqualTo(LatitudeRules.IRI_ORDERING);

		Verdict strict = Differential.across(new JenaEngine(), new Rdf4jEngine()).withRules(LatitudeRules.none()).check(c);
		assertThat(strict).isViolation();
	}

	/**
	 * Latitude applies by what an engine is, not by what it is called: a Jena engine named
	 * {@code fuseki-local} gets Jena's rules, and an RDF4J engine named {@code jena-lookalike} does not.
	 */
	@Example
	void latitudeRulesApplyByEngineFamilyNotByName() {
		SparqlCase c = new SparqlCase(Dataset.of(new Triple(Iri.of(EX + "s0"), P, Literal.integer(1))), PATTERN,
			new Expr.Comparison(Expr.CompareOp.GE, Var.of("s"), Var.of("s")));
		Verdict renamed = Differential.across(new JenaEngine("fuseki-local", JenaEngine.DEFAULT_TIMEOUT),
			new Rdf4jEngine("store", true, JenaEngine.DEFAULT_TIMEOUT)).check(c);
		assertThat(renamed).isPass();
		assertThat(((Verdict.Pass) renamed).latitude()).isNotEmpty();

		Verdict lookalike = Differential.across(new Rdf4jEngine("jena-lookalike", true, JenaEngine.DEFAULT_TIMEOUT),
			new Rdf4jEngine("rdf4j", false, JenaEngine.DEFAULT_TIMEOUT)).check(c);
		assertThat(lookalike).as("two RDF4J engines agree: no divergence, no latitude").isPass();
		assertThat(((Verdict.Pass) lookalike).latitude()).isEmpty();

		Verdict rdf4jAgainstLookalike = Differential.across(new Rdf4jEngine("jena-lookalike", true, JenaEngine.DEFAULT_TIMEOUT),
			Mutants.wrap(new JenaEngine(), "renamed", (d, q) -> new JenaEngine().select(d, q))).check(c);
		assertThat(rdf4jAgainstLookalike).as("a Jena engine against an RDF4J one called jena-lookalike: still Jena's rule").isPass();
	}

	/** The rule is narrow: the same extension does not excuse a row dropped for another reason. */
	@Example
	void aLatitudeRuleDoesNotExcuseADivergenceItDoesNotExplain() {
		SparqlCase c = new SparqlCase(Dataset.of(new Triple(Iri.of(EX + "s0"), P, Literal.integer(1))), PATTERN,
			new Expr.Comparison(Expr.CompareOp.GE, Var.of("o"), Var.of("o")));
		Verdict v = Differential.across(new JenaEngine(), Mutants.dropsOneFilteredRow(new JenaEngine())).check(c);
		assertThat(v).isViolation();
	}

	@Example
	void everyStandardRuleCitesAClause() {
		assertThat(LatitudeRules.standard()).isNotEmpty().allSatisfy(r -> assertThat(r.clause()).contains("§"));
		assertThatThrownBy(() -> new LatitudeRule("x", " ", d -> true, e -> e)).isInstanceOf(IllegalArgumentException.class);
	}
}
