package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.Engines;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Recheck by the inline case: rebuild the recorded shrunk case (checked byte for byte against the
 * recorded texts), run the recorded oracle on the engine(s) of that name found in {@link Engines},
 * and compare the verdict with the recorded one. An engine that is not registered here, or an
 * oracle this build does not know, is a skip that says so, never a pass.
 */
public final class CaseRecheck {
	private CaseRecheck() {
	}

	public static final String MODE = "case";

	public static RecheckResult run(Candidate c) {
		SparqlCase sparqlCase = c.shrunk().sparqlCase();
		if (c.engines().size() != 1) {
			return RecheckResult.skipped(MODE, "oracle " + c.oracle() + " over " + c.engines().size()
				+ " engines is not replayable by this build (single-engine oracles only)");
		}
		EngineRef recorded = c.engines().get(0);
		Optional<Engine> found = Engines.byName(recorded.name());
		if (found.isEmpty()) {
			return RecheckResult.skipped(MODE, "engine " + recorded.name() + " not available here (registered: "
				+ String.join(", ", Engines.names()) + ")");
		}
		try (Engine engine = found.get()) {
			Optional<Oracle> oracle = oracle(c.oracle(), engine);
			if (oracle.isEmpty()) {
				return RecheckResult.skipped(MODE, "oracle " + c.oracle() + " not available here");
			}
			List<String> notes = new ArrayList<>();
			if (!engine.version().equals(recorded.version())) {
				notes.add("recorded on " + recorded.label() + ", rechecked on " + engine.label());
			}
			Verdict verdict = oracle.get().check(sparqlCase);
			return compare(MODE, c.shrunk().verdict(), RecordedVerdict.of(verdict), notes);
		}
	}

	/** The oracle of that name on one engine, if this build has it. */
	public static Optional<Oracle> oracle(String name, Engine engine) {
		return switch (name) {
			case Tlp.NAME -> Optional.of(Tlp.on(engine));
			case Norec.NAME -> Optional.of(Norec.on(engine));
			default -> Optional.empty();
		};
	}

	/** Compares a fresh verdict with the recorded one. */
	static RecheckResult compare(String mode, RecordedVerdict recorded, RecordedVerdict now, List<String> notes) {
		List<String> details = new ArrayList<>(notes);
		if (now.kind().equals("PASS")) {
			details.add("counts now " + now.countsLine());
			return new RecheckResult(mode, RecheckResult.Answer.NOW_PASSES, details);
		}
		List<String> differences = recorded.differencesFrom(now);
		if (differences.isEmpty()) {
			details.add(now.kind() + ", counts " + now.countsLine()
				+ (now.failureKind() == null ? "" : ", " + now.failureKind() + ": " + now.failureCause()));
			return new RecheckResult(mode, RecheckResult.Answer.STILL_FAILS, details);
		}
		details.addAll(differences);
		return new RecheckResult(mode, RecheckResult.Answer.FAILS_DIFFERENTLY, details);
	}
}
