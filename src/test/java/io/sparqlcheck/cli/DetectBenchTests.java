package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The time-to-detect benchmark: it finds a bug injected by a mutant within a few cases, reports a
 * bug nobody names as missed at its budget (never as found), and reads the project's own bugs.
 * The CPU clock of these tests is a counter that ticks once per reading, so that what they assert
 * is a count of cases, never a time.
 */
class DetectBenchTests {

	/** A clock that advances 10 ms at each reading: the budget becomes a number of readings. */
	private static java.util.function.LongSupplier tickingClock() {
		AtomicLong t = new AtomicLong();
		return () -> t.addAndGet(10_000_000L);
	}

	@Example
	void aMutantsBugIsDetectedSoonAndABugNobodyNamesIsAnHonestMiss() throws Exception {
		try (JenaEngine real = new JenaEngine()) {
			Engine mutant = Mutants.dropsOneFilteredRow(real);
			// the mutant's entry: a failure on the mutant is "known" as it, the way a finding's triage names its id
			Triage triage = (v, engines) -> v instanceof Verdict.Violation && engines.contains(mutant.name())
				? Optional.of("known (triaged, not filed: mutant-drops-row)") : Optional.empty();
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), List.of(mutant)), triage);
			DetectBugs.Bug injected = new DetectBugs.Bug("mutant-drops-row", mutant.name(), "5.6.0");
			DetectBugs.Bug nobodys = new DetectBugs.Bug("mutant-drops", mutant.name(), "5.6.0"); // a prefix of the other id: not named by it
			Path dir = Files.createTempDirectory("sparqlcheck-detect");
			DetectBench.Measured m = DetectBench.detect(campaign, List.of(injected, nobodys), 2_000_000_000L,
				dir.resolve("candidates.jsonl"), tickingClock());

			DetectBench.Row found = m.rows().get(0);
			assertThat(found.detected()).isTrue();
			assertThat(found.cases()).isBetween(1L, 20L);
			assertThat(found.cpuSeconds()).isLessThan(2.0);
			DetectBench.Row missed = m.rows().get(1);
			assertThat(missed.detected()).isFalse();
			assertThat(missed.cpuSeconds()).isEqualTo(2.0);
			assertThat(m.seedsChecked()).isGreaterThan(found.cases());
			assertThat(DetectBench.lastLine(m.rows())).isEqualTo(String.format(java.util.Locale.ROOT,
				"detected 1 of 2, median time-to-detect %.1f s", (found.cpuSeconds() + 2.0) / 2));
		}
	}

	@Example
	void theSameEnginesWithoutTheMutantDetectNothing() throws Exception {
		try (JenaEngine real = new JenaEngine()) {
			Triage triage = (v, engines) -> v instanceof Verdict.Violation ? Optional.of("known (triaged, not filed: mutant-drops-row)")
				: Optional.empty();
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), List.of(real)), triage);
			DetectBench.Measured m = DetectBench.detect(campaign, List.of(new DetectBugs.Bug("mutant-drops-row", "jena", "5.6.0")),
				500_000_000L, Files.createTempDirectory("sparqlcheck-detect").resolve("c.jsonl"), tickingClock());
			assertThat(m.rows().get(0).detected()).isFalse();
			assertThat(DetectBench.lastLine(m.rows())).isEqualTo("detected 0 of 1, median time-to-detect 0.5 s");
		}
	}

	@Example
	void theProjectsOwnBugsAtTheEmbeddedReleasesAreThirtyOrMoreOnThreeOrMoreEngines() throws Exception {
		DetectBugs.Listing listing = DetectBugs.read(Path.of("findings.jsonl"), Path.of("ledger.jsonl"),
			Map.of("jena", "5.6.0", "jena-ref", "5.6.0", "rdf4j", "5.2.1", "rdf4j-noopt", "5.2.1"));
		assertThat(listing.runnable()).hasSizeGreaterThanOrEqualTo(30);
		assertThat(listing.runnable().stream().map(DetectBugs.Bug::engine).distinct().count()).isGreaterThanOrEqualTo(3);
		assertThat(listing.runnable()).extracting(DetectBugs.Bug::id).contains("apache/jena#4160", "eclipse-rdf4j/rdf4j#6050", "jena-filter-into-values-undef")
			.doesNotContain("oxigraph-nan-comparison-error", "c-38b6b757dab7", "virtuoso-boolean-as-integer", "oxigraph/oxigraph#526")
			.doesNotHaveDuplicates();
		// one upstream issue is one bug, whatever number of its shapes the ledger records
		DetectBugs.Bug jena4160 = listing.runnable().stream().filter(b -> b.id().equals("apache/jena#4160")).findFirst().orElseThrow();
		assertThat(jena4160.records()).contains("c-1e6b20a8ad04", "c-b5324f023ee3").hasSizeGreaterThanOrEqualTo(2);
		assertThat(listing.runnable()).filteredOn(b -> b.records().contains("c-1e6b20a8ad04")).hasSize(1);
		// a finding its upstream search found to be a ledger entry's issue (jena-hash-join-npe, apache/jena#3516) is that bug
		DetectBugs.Bug jena3516 = listing.runnable().stream().filter(b -> b.id().equals("apache/jena#3516")).findFirst().orElseThrow();
		assertThat(jena3516.records()).contains("c-7151ed22b5a4", "jena-hash-join-npe");
		assertThat(listing.runnable()).extracting(DetectBugs.Bug::id).doesNotContain("jena-hash-join-npe");
	}

	@Example
	void aBugIsNamedByAnyOfItsRecordsAndByACauseOnlyItsOwnRecordsShare() {
		DetectBugs.Bug issue = new DetectBugs.Bug("eclipse-rdf4j/rdf4j#6050", "rdf4j", "5.2.1", List.of("c-7fe580549c63", "c-c5be2f4a3a73"));
		assertThat(issue.namedBy("ledger c-c5be2f4a3a73 (reported, https://github.com/eclipse-rdf4j/rdf4j/issues/6050)")).isTrue();
		assertThat(issue.namedBy("known family, cause ambiguous: c-7fe580549c63|c-c5be2f4a3a73 (RDF4J: FilterOptimizer)")).isTrue();
		// a cause shared with another bug's record names neither bug
		assertThat(issue.namedBy("known family, cause ambiguous: c-7fe580549c63|rdf4j-two-optionals-filter-unbound (RDF4J: FilterOptimizer)")).isFalse();
		assertThat(issue.namedBy("ledger c-c5be2f4a3a734 (reported)")).isFalse();
		assertThat(new DetectBugs.Bug("rdf4j-two-optionals-filter-unbound", "rdf4j", "5.2.1")
			.namedBy("known family, cause ambiguous: c-7fe580549c63|rdf4j-two-optionals-filter-unbound (RDF4J: FilterOptimizer)")).isFalse();
		assertThat(DetectBugs.issueName("https://github.com/oxigraph/oxigraph/pull/1934")).isEqualTo("oxigraph/oxigraph#1934");
	}

	@Example
	void badDetectOptionsAreOneLineAndExitTwo() {
		for (String[] args : List.of(new String[] {"bench", "--only", "detect", "--budget-seconds", "0"},
			new String[] {"bench", "--only", "detect", "--bugs", "no-such-bug"},
			new String[] {"bench", "--only", "detect", "--grammar", "core-9"})) {
			ByteArrayOutputStream out = new ByteArrayOutputStream();
			PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
			int rc = Main.run(args, new CliContext(io.sparqlcheck.config.EngineCatalog.embedded(), Map.of(), ps, ps));
			assertThat(rc).isEqualTo(2);
			assertThat(out.toString(StandardCharsets.UTF_8).strip()).startsWith("sparqlcheck bench: --").doesNotContain("\n");
		}
	}

	@Example
	void theTablesLastLineIsTheSummary() {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		DetectBugs.Bug a = new DetectBugs.Bug("a", "jena", "5.6.0"), b = new DetectBugs.Bug("b", "rdf4j", "5.2.1");
		DetectBench.print(List.of(new DetectBench.Row(a, true, 1.5, 7), new DetectBench.Row(b, false, 30, 90)), 30, 90,
			"generation share of campaign CPU: 1.0 %", new PrintStream(out, true, StandardCharsets.UTF_8));
		List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
		assertThat(lines.get(lines.size() - 1)).isEqualTo("detected 1 of 2, median time-to-detect 15.8 s");
		assertThat(lines).anyMatch(l -> l.matches("a +jena 5\\.6\\.0 +yes +1\\.5 +7"))
			.anyMatch(l -> l.matches("b +rdf4j 5\\.2\\.1 +no +30\\.0 +-"));
	}

	@Example
	void theChecksFlagAReachableBugsOwnReproAndNotOneAllTheirEnginesShare() throws Exception {
		CliContext ctx = new CliContext(io.sparqlcheck.config.EngineCatalog.embedded(), Map.of(), System.out, System.err);
		List<Engine> engines = EngineResolver.open("bench", ctx.catalog().defaultNames(), null, ctx);
		try (AutoCloseable closeAll = () -> engines.forEach(Engine::close)) {
			Map<String, String> releases = new java.util.LinkedHashMap<>();
			engines.forEach(e -> releases.put(e.name(), DetectBugs.firstWord(e.version())));
			List<DetectBugs.Bug> runnable = DetectBugs.read(Path.of("findings.jsonl"), Path.of("ledger.jsonl"), releases).runnable();
			List<DetectBugs.Bug> two = runnable.stream().filter(b -> b.id().equals("rdf4j-select-star-minus-variables")
				|| b.id().equals("apache/jena#4235")).toList();
			assertThat(two).hasSize(2);
			Triage triage = CampaignCommand.triage("bench", Path.of("ledger.jsonl"), Path.of("findings.jsonl"), Path.of("attributions.jsonl"));
			Map<DetectBugs.Bug, Boolean> reach = DetectReach.of(two, DetectReach.repros(Path.of("findings.jsonl"), Path.of("ledger.jsonl")),
				Check.of(DetectBench.ORACLES, engines), triage);
			// RDF4J's optimizer against rdf4j-noopt and Jena: the differential flags its repro
			assertThat(reach.get(two.stream().filter(b -> b.id().startsWith("rdf4j")).findFirst().orElseThrow())).isTrue();
			// NaN > INF is true on Jena, Jena's reference engine and both RDF4J modes alike: no check of these engines can see it
			assertThat(reach.get(two.stream().filter(b -> b.id().startsWith("apache")).findFirst().orElseThrow())).isFalse();
			assertThat(DetectReach.line(reach)).isEqualTo("reach: the campaign's checks flag their own repro for 1 of 2 bugs;"
				+ " out of reach whatever the generator: apache/jena#4235");
		}
	}
}
