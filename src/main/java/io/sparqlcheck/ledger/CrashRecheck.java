package io.sparqlcheck.ledger;

import io.sparqlcheck.codec.CaseFormatException;
import io.sparqlcheck.codec.LoadsCodec;
import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.Restartable;
import io.sparqlcheck.model.Dataset;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Recheck of a CRASH record ({@link Classification#CRASH}) by its case: the recorded trigger (the
 * loads before the case's own, then the case's data and the crash query, as the shrink left them) is
 * replayed on a fresh store of the engine of that name ({@link Restartable#breaksFreshStore}), and
 * the store is left fresh again afterwards. STILL_FAILS when it breaks the store the recorded way
 * (the same {@link Restartable#kind kind}: the server exited, the store refuses every load, ...),
 * FAILS_DIFFERENTLY when it breaks it another way, NOW_PASSES when the store stays healthy (it
 * answered, and a load of one plain triple after it succeeded). Fail closed: an engine that is not
 * there, that the tool cannot restart on a fresh store (an in-process engine, an endpoint with no
 * restart command), or that could not be restarted for the replay is a skip, never a pass.
 */
final class CrashRecheck {
	private CrashRecheck() {
	}

	/** What a restart that failed says ({@link Restartable#breaksFreshStore}): no answer about the trigger. */
	private static final String COULD_NOT_RESTART = "could not restart it";

	static RecheckResult run(Candidate c, EngineCatalog catalog) {
		String mode = CaseRecheck.MODE;
		if (c.engines().size() != 1) {
			return RecheckResult.skipped(mode, "a crash record names one engine, this one names " + c.engines().size());
		}
		EngineRef recorded = c.engines().get(0);
		List<Dataset> before;
		Dataset data;
		try {
			before = LoadsCodec.loadsBefore(c.shrunk().structure(), "shrunk.structure");
			data = c.shrunk().sparqlCase().data();
		} catch (CaseFormatException | RecordFormatException e) {
			return RecheckResult.skipped(mode, "the recorded trigger cannot be read: " + e.getMessage());
		}
		String query = c.shrunk().verdict().queries().stream().filter(q -> q.role().equals("crash")).map(RecordedVerdict.RecordedQuery::query)
			.findFirst().orElse(null);
		if (query == null) {
			return RecheckResult.skipped(mode, "the record names no crash query (a query of role 'crash')");
		}
		Engine engine;
		try {
			Optional<Engine> found = catalog.open(recorded.name());
			if (found.isEmpty()) {
				return RecheckResult.skipped(mode, "engine " + recorded.name() + " not available here (" + catalog.origin() + ": "
					+ String.join(", ", catalog.names()) + ")");
			}
			engine = found.get();
		} catch (ConfigException | io.sparqlcheck.engine.managed.ManagedEngineException e) {
			return RecheckResult.skipped(mode, "engine " + recorded.name() + " cannot be opened: " + e.getMessage());
		}
		try {
			Optional<Restartable> server = engine.restartable();
			if (server.isEmpty()) {
				return RecheckResult.skipped(mode, "engine " + engine.label() + " cannot be restarted on a fresh store here (a crash replays on a"
					+ " managed release or an endpoint with a restart command)");
			}
			List<String> details = new ArrayList<>();
			if (!engine.version().equals(recorded.version())) {
				details.add("recorded on " + recorded.label() + ", rechecked on " + engine.label());
			}
			details.add("replayed " + (before.size() + 1) + " load(s) on a fresh store (" + (before.stream().mapToInt(Dataset::size).sum()
				+ data.size()) + " triple(s)), then: " + query);
			Optional<String> broke = server.get().breaksFreshStore(before, data, query);
			if (broke.isPresent()) {
				server.get().breaksFreshStore(List.of(), Dataset.of(), query); // a fresh store for whatever is rechecked next
			}
			if (broke.isEmpty()) {
				details.add("the store stayed healthy (a load of one plain triple after it succeeded)");
				return new RecheckResult(mode, RecheckResult.Answer.NOW_PASSES, details);
			}
			if (broke.get().startsWith(COULD_NOT_RESTART)) {
				return RecheckResult.skipped(mode, engine.label() + ": " + broke.get());
			}
			String was = Restartable.kind(c.shrunk().verdict().failureCause() == null ? "" : c.shrunk().verdict().failureCause());
			String now = Restartable.kind(broke.get());
			details.add("CRASH: " + broke.get());
			if (now.equals(was)) {
				return new RecheckResult(mode, RecheckResult.Answer.STILL_FAILS, details);
			}
			details.add("crash '" + now + "' instead of '" + was + "'");
			return new RecheckResult(mode, RecheckResult.Answer.FAILS_DIFFERENTLY, details);
		} finally {
			engine.close();
		}
	}
}
