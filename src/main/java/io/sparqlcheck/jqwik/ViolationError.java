package io.sparqlcheck.jqwik;

import io.sparqlcheck.oracle.Verdict;

/**
 * A property falsified by a wrong result. A type of its own, apart from {@link EngineFailureError},
 * because jqwik accepts a shrink step only when it fails with the same exception type at the same
 * place: a shrink that turns a violation into an engine failure is therefore never taken as a
 * smaller violation.
 */
public final class ViolationError extends AssertionError {
	private final transient Verdict.Violation verdict;

	public ViolationError(Verdict.Violation verdict) {
		super(verdict.describe());
		this.verdict = verdict;
	}

	public Verdict.Violation verdict() {
		return verdict;
	}
}
