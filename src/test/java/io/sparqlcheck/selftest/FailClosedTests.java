package io.sparqlcheck.selftest;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;
import java.util.function.Function;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Self-test 5, fail closed: an engine that fails every query, a query Jena cannot parse, an engine
 * that throws instead of returning a failure, and an engine that answers a SELECT with a boolean
 * each give ENGINE_FAILURE from every oracle, never PASS and never VIOLATION.
 */
class FailClosedTests {

	static final List<Function<Engine, Oracle>> ORACLES = List.of(Tlp::on, Norec::on);

	@Example
	void anAlwaysFailingEngineGivesEngineFailureFromEveryOracle() {
		Engine failing = Mutants.alwaysFails("connection refused");
		for (Function<Engine, Oracle> oracle : ORACLES) {
			Verdict v = oracle.apply(failing).check(CaseAnalysisTests.ageCase());
			assertThat(v).isEngineFailure();
			assertThat(((Verdict.EngineFailure) v).failure().cause()).isEqualTo("connection refused");
		}
	}

	@Example
	void aQueryJenaCannotParseGivesEngineFailureFromEveryOracle() {
		SparqlCase c = CaseAnalysisTests.ageCase();
		SparqlCase invalid = new SparqlCase(c.data(), c.pattern(), Expr.FunctionCall.of("NO_SUCH_FUNCTION", c.predicate()));
		for (Function<Engine, Oracle> oracle : ORACLES) {
			Verdict v = oracle.apply(new JenaEngine()).check(invalid);
			assertThat(v).isEngineFailure();
			Verdict.EngineFailure f = (Verdict.EngineFailure) v;
			assertThat(f.failure().kind()).isEqualTo(QueryOutcome.FailureKind.QUERY_REJECTED);
			assertThat(f.engine()).startsWith("jena ");
		}
	}

	@Example
	void anEngineThatThrowsOrAnswersABooleanGivesEngineFailure() {
		Engine throwing = Mutants.wrap(new JenaEngine(), "throws", (data, query) -> {
			throw new IllegalStateException("driver bug");
		});
		Engine booleanAnswer = Mutants.wrap(new JenaEngine(), "answers-boolean",
			(data, query) -> new QueryOutcome.BooleanAnswer(query, true));
		for (Engine engine : List.of(throwing, booleanAnswer)) {
			for (Function<Engine, Oracle> oracle : ORACLES) {
				assertThat(oracle.apply(engine).check(CaseAnalysisTests.ageCase())).isEngineFailure();
			}
		}
	}

	@Example
	void aFailureInTheLastQueryStillMakesTheWholeInstanceAnEngineFailure() {
		JenaEngine jena = new JenaEngine();
		Engine lastFails = Mutants.wrap(jena, "error-branch-fails", (data, query) -> query.contains("COALESCE(IF(")
			? new QueryOutcome.Failure(query, QueryOutcome.FailureKind.TIMEOUT, "timed out")
			: jena.select(data, query));
		Verdict v = Tlp.on(lastFails).check(CaseAnalysisTests.ageCase());
		assertThat(v).isEngineFailure();
		assertThat(v.queries()).hasSize(4);
	}
}
