package io.sparqlcheck.ledger;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Oracles;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Recheck by the inline case: rebuild the recorded shrunk case (checked byte for byte against the
 * recorded texts), run the recorded oracle on the engines of those names found in the run's
 * {@link EngineCatalog} (embedded engines, engines.yaml endpoints), and compare the verdict with
 * the recorded one. An engine the catalog does not have, or an oracle this build does not know,
 * is a skip that says so, never a pass. A CRASH record replays its trigger on a fresh store
 * ({@link CrashRecheck}).
 */
public final class CaseRecheck {
	private CaseRecheck() {
	}

	public static final String MODE = "case";

	public static RecheckResult run(Candidate c, EngineCatalog catalog) {
		if (c.classification() == Classification.CRASH) {
			return CrashRecheck.run(c, catalog);
		}
		SparqlCase sparqlCase = c.shrunk().sparqlCase();
		List<Engine> engines = new ArrayList<>();
		try {
			List<String> notes = new ArrayList<>();
			for (EngineRef recorded : c.engines()) {
				Optional<Engine> found;
				try {
					found = catalog.open(recorded.name());
				} catch (ConfigException | io.sparqlcheck.engine.managed.ManagedEngineException e) {
					return RecheckResult.skipped(MODE, "engine " + recorded.name() + " cannot be opened: " + e.getMessage());
				}
				if (found.isEmpty()) {
					return RecheckResult.skipped(MODE, "engine " + recorded.name() + " not available here (" + catalog.origin()
						+ ": " + String.join(", ", catalog.names()) + ")");
				}
				Engine engine = found.get();
				engines.add(engine);
				if (!engine.version().equals(recorded.version())) {
					notes.add("recorded on " + recorded.label() + ", rechecked on " + engine.label());
				}
			}
			Optional<Oracle> oracle = Oracles.bind(c.oracle(), engines);
			if (oracle.isEmpty()) {
				return RecheckResult.skipped(MODE, "oracle " + c.oracle() + " over " + engines.size() + " engine(s) not available here");
			}
			Verdict verdict = oracle.get().check(sparqlCase);
			return compare(MODE, c.shrunk().verdict(), RecordedVerdict.of(verdict), notes);
		} finally {
			engines.forEach(Engine::close);
		}
	}

	/** Compares a fresh verdict with the recorded one. */
	static RecheckResult compare(String mode, RecordedVerdict recorded, RecordedVerdict now, List<String> notes) {
		List<String> details = new ArrayList<>(notes);
		if (now.kind() == VerdictKind.PASS) {
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
