package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.Engine;

/** Candidates for tests outside this package. */
public final class TestCandidates {
	private TestCandidates() {
	}

	/** The known Jena disjunction case (apache/jena#4160) checked by TLP on the engine. */
	public static Candidate jenaDisjunction(Engine engine) {
		return KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), engine);
	}
}
