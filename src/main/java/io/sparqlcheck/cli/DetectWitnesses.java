package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.managed.Release;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.EngineRef;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The witnesses of the time-to-detect benchmark: for a bug the embedded engines cannot see (Jena,
 * Jena's reference engine and both RDF4J modes give the same wrong answer, so no differential among
 * them differs), the managed release its triage compared the affected engine with, which its records'
 * repros name ({@code oxigraph@0.5.11}). Such a bug is measured in a campaign on the engines of its
 * first repro that names a witness (the affected release plus that reference, as its triage ran it:
 * a failure there has the engines its record has, so the triage can name it), with the default
 * grammar, oracles and seeds. A bug whose repros name no managed release stays out of reach.
 */
final class DetectWitnesses {
	private DetectWitnesses() {
	}

	/**
	 * The bugs out of reach of the embedded checks, grouped by the engines of their first repro (records
	 * in order, each record's first {@value DetectReach#REPROS_PER_RECORD}) that names a managed release
	 * beyond the embedded engines; a bug whose repros name none is left out.
	 */
	static Map<List<String>, List<DetectBugs.Bug>> of(Map<DetectBugs.Bug, Boolean> reach, Map<String, List<Candidate>> repros,
													  List<String> embedded) {
		Map<List<String>, List<DetectBugs.Bug>> out = new LinkedHashMap<>();
		reach.forEach((bug, reached) -> {
			if (reached) {
				return;
			}
			bug.records().stream().flatMap(r -> repros.getOrDefault(r, List.of()).stream().limit(DetectReach.REPROS_PER_RECORD))
				.map(c -> c.engines().stream().map(EngineRef::name).toList())
				.filter(names -> names.stream().anyMatch(n -> !embedded.contains(n) && Release.parse(n).isPresent()))
				.findFirst()
				.ifPresent(names -> out.computeIfAbsent(names, k -> new ArrayList<>()).add(bug));
		});
		return out;
	}

	/** The witness campaigns' rows (by bug), the bugs they put in reach, and a line per campaign for the table's notes. */
	record Measured(Map<DetectBugs.Bug, DetectBench.Row> rows, List<DetectBugs.Bug> reached, List<String> notes) {
	}

	/**
	 * Runs one campaign per engine set of {@link #of}, with the grammar, oracles, triage and seeds of the
	 * embedded run, over the bugs of that set whose own repros its checks flag. A set whose managed
	 * release cannot be started is one note, and its bugs stay misses.
	 */
	static Measured run(Map<List<String>, List<DetectBugs.Bug>> groups, CaseArbitrary cases, Triage triage,
						Map<String, List<Candidate>> repros, DetectBench.Options options, Path folder, CliContext ctx) throws Exception {
		Map<DetectBugs.Bug, DetectBench.Row> rows = new LinkedHashMap<>();
		List<DetectBugs.Bug> reached = new ArrayList<>();
		List<String> notes = new ArrayList<>();
		for (Map.Entry<List<String>, List<DetectBugs.Bug>> group : groups.entrySet()) {
			String witnesses = String.join(", ", group.getKey());
			List<Engine> engines;
			try {
				engines = EngineResolver.open("bench", group.getKey(), null, ctx);
			} catch (Args.UsageException e) {
				notes.add("witness campaign on " + witnesses + " not run (" + e.getMessage() + "): "
					+ group.getValue().size() + " bug(s) stay out of reach");
				continue;
			}
			try (AutoCloseable closeAll = () -> engines.forEach(Engine::close)) {
				List<DetectBugs.Bug> inReach = DetectReach.of(group.getValue(), repros, Check.of(DetectBench.ORACLES, engines), triage)
					.entrySet().stream().filter(Map.Entry::getValue).map(Map.Entry::getKey).toList();
				reached.addAll(inReach);
				if (inReach.isEmpty()) {
					notes.add("witness campaign on " + witnesses + ": its checks flag none of its bugs' repros either; not run");
					continue;
				}
				String file = "candidates-" + witnesses.replaceAll("[^A-Za-z0-9.]+", "-") + ".jsonl";
				DetectBench.Measured m = DetectBench.measure(cases, engines, triage, inReach, options, folder, file);
				m.rows().forEach(r -> rows.put(r.bug(), r));
				notes.add(String.format(java.util.Locale.ROOT, "witness campaign on %s, for %s: %d seeds checked, %.1f s of CPU"
					+ " (this JVM's and the server's)", witnesses, String.join(", ", inReach.stream().map(DetectBugs.Bug::id).toList()),
					m.seedsChecked(), m.cpuNanos() / 1e9));
			}
		}
		return new Measured(rows, reached, notes);
	}
}
