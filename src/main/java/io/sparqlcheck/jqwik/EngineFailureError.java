package io.sparqlcheck.jqwik;

import io.sparqlcheck.oracle.Verdict;

/**
 * A property that could not be checked because a query failed. It fails the property (fail closed:
 * an engine failure is never a pass) but is a different error from {@link ViolationError}, so the
 * two are never merged by shrinking or by the ledger.
 */
public final class EngineFailureError extends AssertionError {
	private final transient Verdict.EngineFailure verdict;

	public EngineFailureError(Verdict.EngineFailure verdict) {
		super(verdict.describe());
		this.verdict = verdict;
	}

	public Verdict.EngineFailure verdict() {
		return verdict;
	}
}
