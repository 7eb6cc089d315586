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

	/** A hand-made candidate of any verdict that failed (a differential across engines, for instance). */
	public static Candidate ofVerdict(io.sparqlcheck.oracle.Verdict v) {
		Replay replay = new Replay(null, null, 1, null, null, null, null, 0, false, io.sparqlcheck.jqwik.JqwikVersion.get(), "hand-written");
		PropertyRef property = new PropertyRef(KnownCases.class.getName(), "handWritten", "KnownCases", "handWritten");
		return Candidate.of(v.oracle(), v.engines().stream().map(EngineRef::fromLabel).toList(), property, replay,
			Sample.of(v.sparqlCase(), v), Sample.of(v.sparqlCase(), v), v.describe().lines().findFirst().orElse(""));
	}

	/** The known Jena disjunction case (apache/jena#4160) checked by TLP on the engine. */
	public static Candidate jenaDisjunction(Engine engine) {
		return KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), engine);
	}
}
