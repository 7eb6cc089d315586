package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.SparqlCase;

import java.util.ArrayList;
import java.util.List;

/**
 * The queries of one oracle instance, run in order and recorded, each with the case's dataset clause. The first query that does not
 * return solutions ends the instance as an engine failure ({@link Failed}), so no relation is ever
 * checked on a partial set of results.
 */
final class QueryRun {

	/** Thrown inside an oracle when a query failed; the oracle turns it into its verdict. */
	static final class Failed extends Exception {
		final String engine;
		final QueryOutcome.Failure failure;

		Failed(String engine, QueryOutcome.Failure failure) {
			super(failure.cause(), null, false, false);
			this.engine = engine;
			this.failure = failure;
		}
	}

	private final String oracle;
	private final SparqlCase sparqlCase;
	private final List<ExecutedQuery> executed = new ArrayList<>();

	QueryRun(String oracle, SparqlCase sparqlCase) {
		this.oracle = oracle;
		this.sparqlCase = sparqlCase;
	}

	/**
	 * What the engine gave for the query, never null and never thrown: an engine that breaks its
	 * contract by throwing, or by returning nothing, is still an engine failure, never a pass.
	 */
	static QueryOutcome outcome(Engine engine, io.sparqlcheck.model.Dataset data, String query) {
		QueryOutcome outcome;
		try {
			outcome = engine.select(data, query);
		} catch (RuntimeException e) {
			outcome = QueryOutcome.Failure.of(query, QueryOutcome.FailureKind.EVALUATION_ERROR, e);
		}
		return outcome != null ? outcome
			: new QueryOutcome.Failure(query, QueryOutcome.FailureKind.BAD_RESPONSE, "the engine returned no outcome");
	}

	/**
	 * Runs the query, with the case's dataset clause (core-5, {@link io.sparqlcheck.model.DatasetClause#applyTo}:
	 * every query of the instance over the same dataset), on the engine; returns its solutions or throws {@link Failed}.
	 */
	QueryOutcome.Solutions solutions(Engine engine, String role, String bareQuery) throws Failed {
		String query = sparqlCase.form().dataset().applyTo(bareQuery);
		String label = engine.label();
		QueryOutcome outcome = outcome(engine, sparqlCase.data(), query);
		executed.add(new ExecutedQuery(role, label, outcome));
		if (outcome instanceof QueryOutcome.Solutions s) {
			return s;
		}
		if (outcome instanceof QueryOutcome.BooleanAnswer) {
			throw new Failed(label, new QueryOutcome.Failure(query, QueryOutcome.FailureKind.BAD_RESPONSE,
				"a boolean answer to a SELECT query (a result-shape mismatch, not a result)"));
		}
		throw new Failed(label, (QueryOutcome.Failure) outcome);
	}

	List<ExecutedQuery> executed() {
		return executed;
	}

	Verdict.EngineFailure failure(List<String> engines, Failed f) {
		return new Verdict.EngineFailure(oracle, engines, sparqlCase, executed, f.engine, f.failure);
	}
}
