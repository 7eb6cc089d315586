package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The answers an in-process engine gave over the dataset it was last asked about, so that a query
 * asked again over the same dataset is answered without running it again.
 *
 * <p>Why: a campaign's oracles share queries. Over one case, TLP's base query is NoREC's, and TLP's
 * true branch, {@code SELECT * WHERE { P FILTER(c) }}, is NoREC's optimized query and the
 * differential's: of the eight queries the three oracles ask an engine, five are distinct. An
 * in-process engine holds nothing between queries, so the same text over the same loaded dataset
 * gives the same solutions; each oracle's verdict is the one it would reach running its queries
 * itself (no oracle compares a query with itself).
 *
 * <p>Only solutions are kept: a failure (a timeout, an evaluation error, a rejected query) is run
 * again when asked again, so an engine failure is never carried over from one oracle to another.
 * The dataset is recognised by identity (the oracles of one case are handed the same object); a
 * different dataset object, even an equal one, starts afresh, so this holds one case's answers at
 * most. Not thread-safe: engines call it under their own lock.
 */
public final class RepeatedQueries {
	private Dataset data;
	private final Map<String, QueryOutcome.Solutions> answers = new HashMap<>();

	/** The solutions already given for this query over this dataset, or what {@code run} gives now. */
	public QueryOutcome answer(Dataset data, String query, Supplier<QueryOutcome> run) {
		if (data != this.data) {
			this.data = data;
			answers.clear();
		}
		QueryOutcome.Solutions known = answers.get(query);
		if (known != null) {
			return known;
		}
		QueryOutcome outcome = run.get();
		if (outcome instanceof QueryOutcome.Solutions solutions) {
			answers.put(query, solutions);
		}
		return outcome;
	}

	/** Forgets every answer (the engine let go of its datasets). */
	public void clear() {
		data = null;
		answers.clear();
	}
}
