package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.Candidate;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The detect bench's witnesses: a bug the embedded engines share is measured on the engines its own
 * repro ran (the affected release and the managed reference that saw it), a bug they can see is not
 * measured again, and a bug whose repros name no managed release stays out; the CPU clock of such a
 * campaign charges the server's time too.
 */
class DetectWitnessesTests {
	private static final List<String> EMBEDDED = List.of("jena", "jena-ref", "rdf4j", "rdf4j-noopt");

	@Example
	void aBugOnlyOxigraphWitnessedIsMeasuredOnTheEnginesOfItsOwnRepro() throws Exception {
		Map<String, String> releases = Map.of("jena", "5.6.0", "jena-ref", "5.6.0", "rdf4j", "5.2.1", "rdf4j-noopt", "5.2.1");
		List<DetectBugs.Bug> runnable = DetectBugs.read(Path.of("findings.jsonl"), Path.of("ledger.jsonl"), releases).runnable();
		DetectBugs.Bug negativeZero = bug(runnable, "jena-negative-zero-unequal-zero");
		DetectBugs.Bug nanRdf4j = bug(runnable, "eclipse-rdf4j/rdf4j#6042");
		DetectBugs.Bug seen = bug(runnable, "rdf4j-select-star-minus-variables");
		Map<DetectBugs.Bug, Boolean> reach = new LinkedHashMap<>();
		reach.put(negativeZero, false);
		reach.put(nanRdf4j, false);
		reach.put(seen, true);
		Map<String, List<Candidate>> repros = DetectReach.repros(Path.of("findings.jsonl"), Path.of("ledger.jsonl"));

		Map<List<String>, List<DetectBugs.Bug>> groups = DetectWitnesses.of(reach, repros, EMBEDDED);

		assertThat(groups).containsEntry(List.of("jena", "oxigraph@0.5.11"), List.of(negativeZero))
			.containsEntry(List.of("rdf4j", "oxigraph@0.5.11"), List.of(nanRdf4j))
			.hasSize(2);
		// the same bug in reach of the embedded engines is not measured again
		reach.put(negativeZero, true);
		assertThat(DetectWitnesses.of(reach, repros, EMBEDDED).values()).noneMatch(bugs -> bugs.contains(negativeZero));
	}

	@Example
	void aBugWhoseReprosNameNoManagedReleaseStaysOut() throws Exception {
		Map<String, String> releases = Map.of("jena", "5.6.0", "jena-ref", "5.6.0", "rdf4j", "5.2.1", "rdf4j-noopt", "5.2.1");
		List<DetectBugs.Bug> runnable = DetectBugs.read(Path.of("findings.jsonl"), Path.of("ledger.jsonl"), releases).runnable();
		// a paths bug: its repros ran on the embedded engines alone, so no witness can put it in reach
		DetectBugs.Bug paths = bug(runnable, "rdf4j-optional-empty-subselect-drops-row");
		Map<String, List<Candidate>> repros = DetectReach.repros(Path.of("findings.jsonl"), Path.of("ledger.jsonl"));
		assertThat(DetectWitnesses.of(Map.of(paths, false), repros, EMBEDDED)).isEmpty();
	}

	@Example
	void aWitnessThatCannotStartIsOneNoteAndItsBugsStayMisses() throws Exception {
		DetectBugs.Bug bug = new DetectBugs.Bug("some-bug", "jena", "5.6.0");
		CliContext ctx = new CliContext(io.sparqlcheck.config.EngineCatalog.embedded(), Map.of(), System.out, System.err);
		DetectWitnesses.Measured m = DetectWitnesses.run(Map.of(List.of("jena", "nosuchproduct@1.0"), List.of(bug)),
			io.sparqlcheck.arbitraries.SparqlArbitraries.cases(), (v, engines) -> java.util.Optional.empty(), Map.of(),
			new DetectBench.Options(List.of(), 1, true, "mix-2"), java.nio.file.Files.createTempDirectory("sparqlcheck-witness"), ctx);
		assertThat(m.rows()).isEmpty();
		assertThat(m.reached()).isEmpty();
		assertThat(m.notes()).singleElement().asString().startsWith("witness campaign on jena, nosuchproduct@1.0 not run (")
			.contains("no managed engine 'nosuchproduct'").endsWith("1 bug(s) stay out of reach");
	}

	@Example
	void theClockChargesABusyChildProcess() throws Exception {
		ProcessCpu clock = ProcessCpu.withChildren();
		long before = clock.getAsLong() - DetectBench.processCpuNanos();
		Process child = new ProcessBuilder("sh", "-c", "i=0; while [ $i -lt 3000000 ]; do i=$((i+1)); done; exec sleep 5").start();
		try {
			long childCpu = 0;
			for (int i = 0; i < 200 && childCpu < 200_000_000L; i++) {
				Thread.sleep(50);
				childCpu = child.info().totalCpuDuration().map(java.time.Duration::toNanos).orElse(0L);
			}
			assertThat(childCpu).as("the child's own CPU time").isGreaterThanOrEqualTo(200_000_000L);
			// a new child is found at the next walk of the process tree, at most REFRESH readings on
			long charged = 0;
			for (int i = 0; i <= ProcessCpu.REFRESH; i++) {
				charged = clock.getAsLong() - DetectBench.processCpuNanos();
			}
			assertThat(charged - before).isGreaterThanOrEqualTo(150_000_000L);
		} finally {
			child.destroy();
			child.waitFor(10, TimeUnit.SECONDS);
		}
	}

	private static DetectBugs.Bug bug(List<DetectBugs.Bug> runnable, String id) {
		return runnable.stream().filter(b -> b.id().equals(id)).findFirst().orElseThrow(() -> new AssertionError("no bug " + id));
	}
}
