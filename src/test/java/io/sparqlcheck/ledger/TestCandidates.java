package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.Engine;

/** Candidates for tests outside this package. */
public final class TestCandidates {
	private TestCandidates() {
	}

	/** A hand-made candidate: TLP on the engine over the case (which must fail there). */
	public static Candidate of(io.sparqlcheck.model.SparqlCase c, Engine engine) {
		return KnownCases.handWritten(c, engine);
	}

	/** The known Jena disjunction case (apache/jena#4160) checked by TLP on the engine. */
	public static Candidate jenaDisjunction(Engine engine) {
		return KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), engine);
	}
}
