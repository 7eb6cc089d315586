package io.sparqlcheck.oracle;

import io.sparqlcheck.result.QueryOutcome;

/**
 * One query an oracle ran, with what it gave.
 *
 * @param role    its role in the relation: {@code base}, {@code true}, {@code false}, {@code error}, ...
 * @param engine  the engine's label ({@code name version})
 * @param outcome what the engine returned, which also holds the query text
 */
public record ExecutedQuery(String role, String engine, QueryOutcome outcome) {

	public String query() {
		return outcome.query();
	}

	/** The row count, or -1 when the query did not return solutions. */
	public int rowCount() {
		return outcome instanceof QueryOutcome.Solutions s ? s.size() : -1;
	}
}
