package io.sparqlcheck.result;

import io.sparqlcheck.result.Solution;
import io.sparqlcheck.result.SolutionBag;

import java.util.List;
import java.util.Objects;

/**
 * What one query gave: solutions, a boolean, or a failure with its cause. Exactly one of the
 * three; nothing in between.
 */
public sealed interface QueryOutcome permits QueryOutcome.Solutions, QueryOutcome.BooleanAnswer, QueryOutcome.Failure {

	/** The query text that produced this outcome. */
	String query();

	/** A SELECT result: the projected variables and the rows, in the order the engine gave them. */
	record Solutions(String query, List<String> variables, List<Solution> rows) implements QueryOutcome {
		public Solutions {
			Objects.requireNonNull(query, "query");
			variables = List.copyOf(variables);
			rows = List.copyOf(rows);
		}

		public SolutionBag bag() {
			return SolutionBag.of(rows);
		}

		public int size() {
			return rows.size();
		}
	}

	/** An ASK-shaped answer. Getting one for a SELECT is a protocol failure, not a result. */
	record BooleanAnswer(String query, boolean value) implements QueryOutcome {
	}

	/** Why a query failed. */
	enum FailureKind {
		/** The engine rejected the query text. */
		QUERY_REJECTED,
		/** The engine did not answer within the timeout. */
		TIMEOUT,
		/** Loading the data failed. */
		LOAD_FAILED,
		/** The engine could not be reached, or the connection broke. */
		UNREACHABLE,
		/** The engine answered with something that is not a valid result. */
		BAD_RESPONSE,
		/** The engine failed while evaluating. */
		EVALUATION_ERROR
	}

	/**
	 * A failed query. {@code cause} is a one-line description that names what went wrong (the
	 * exception class and message, the HTTP status and body); it never carries credentials.
	 */
	record Failure(String query, FailureKind kind, String cause) implements QueryOutcome {
		public Failure {
			Objects.requireNonNull(kind, "kind");
			Objects.requireNonNull(cause, "cause");
		}

		public static Failure of(String query, FailureKind kind, Throwable t) {
			String message = t.getMessage() == null ? "" : ": " + t.getMessage().strip();
			return new Failure(query, kind, t.getClass().getName() + message);
		}
	}
}
