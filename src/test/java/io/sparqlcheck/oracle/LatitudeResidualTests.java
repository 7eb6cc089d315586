package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.ledger.FailureClass;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.FilterPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A latitude rule excuses only what its re-run explains. Core-3 seed 896: {@code ?s <p> ?o MINUS
 * { ?s <q> ?w }} with {@code "a" != ?o} over ?o = 0. Jena decides the comparison (true: a row),
 * RDF4J raises the type error (no row): disjoint-value-space-equality, and its re-run makes the rows
 * agree. But RDF4J's {@code SELECT *} also projects ?w of the MINUS (rdf4j-select-star-minus-variables),
 * so the re-run still differs in its projected variables. That second divergence is reported, as a
 * divergence of projected variables, never excused with the first and never mistaken for a row
 * difference.
 */
class LatitudeResidualTests {

	static final SparqlCase SEED_896 = new SparqlCase(EarnedLatitudeTests.ONE_ZERO,
		GroupPattern.of(new TriplePattern(Var.of("s"), EarnedLatitudeTests.P, Var.of("o")),
			new MinusPattern(GroupPattern.of(new TriplePattern(Var.of("s"), EarnedLatitudeTests.Q, Var.of("w"))))),
		new Expr.Comparison(Expr.CompareOp.NE, new Expr.Constant(Literal.string("a")), Var.of("o")));

	@Example
	void theProjectedVariablesARuleDoesNotExplainStayADivergence() {
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			Differential.Report report = Differential.across(jena, rdf4j).examine(SEED_896);
			assertThat(report.verdict()).isViolation();
			Verdict.Violation v = (Verdict.Violation) report.verdict();
			assertThat(v.discrepancies()).singleElement().asString()
				.contains("the projected variables differ").contains(Differential.VARIABLES_AFTER_LATITUDE + " disjoint-value-space-equality");
			assertThat(FailureClass.of(v).describe()).endsWith(": logic, the same rows, other variables")
				.doesNotContain("rows missing");
			assertThat(report.latitude()).as("nothing is excused").isEmpty();
		}
	}

	@Example
	void withoutTheHeaderDifferenceTheRuleExcusesTheRows() {
		try (Engine jena = new JenaEngine(); Engine rdf4j = jenasVariables(new Rdf4jEngine())) {
			assertThat(Differential.across(jena, rdf4j).check(SEED_896)).isExcusedBy(LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY);
		}
	}

	@Example
	void aRowDifferenceTheRuleDoesNotExplainIsNotTurnedIntoAHeaderOne() {
		// the same case with a FILTER the mutant ignores: the re-run still differs in rows, so the rows are the discrepancy
		SparqlCase c = new SparqlCase(SEED_896.data(), SEED_896.pattern().plus(new FilterPattern(
			new Expr.Comparison(Expr.CompareOp.EQ, Var.of("o"), new Expr.Constant(Literal.integer(1))))), SEED_896.predicate());
		try (Engine jena = new JenaEngine(); Engine mutant = EarnedLatitudeTests.ignoresEveryFilter(new Rdf4jEngine())) {
			Verdict v = Differential.across(jena, mutant).check(c);
			assertThat(v).isViolation();
			assertThat(((Verdict.Violation) v).discrepancies()).singleElement().asString()
				.doesNotContain(Differential.VARIABLES_AFTER_LATITUDE);
			assertThat(FailureClass.of(v).describe()).contains("rows in excess");
		}
	}

	/** RDF4J answering with only the variables outside MINUS projected, as Jena does: the header bug taken away. */
	private static Engine jenasVariables(Engine real) {
		return Mutants.wrap(real, "jena-header", (d, q) -> {
			QueryOutcome out = real.select(d, q);
			return out instanceof QueryOutcome.Solutions s
				? new QueryOutcome.Solutions(s.query(), s.variables().stream().filter(x -> !x.equals("w")).toList(), s.rows())
				: out;
		});
	}
}
