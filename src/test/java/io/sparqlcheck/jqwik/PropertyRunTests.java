package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What a property run says reaches its properties and hooks, and nothing through system properties. */
class PropertyRunTests {

	private static long lines(Path file) throws Exception {
		return Files.exists(file) ? Files.readAllLines(file).size() : 0;
	}

	@Example
	void aRunsCandidatesGoToItsCandidateFileAndItsSeedAndLinesApply() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck-run").resolve("candidates.jsonl");
		long defaultBefore = lines(Candidates.file());
		String seedProperty = System.getProperty(SparqlPropertyHook.SEED_PROPERTY);
		ByteArrayOutputStream hookLines = new ByteArrayOutputStream();
		RunFixtures.MutantTlp.CANDIDATES_PROPERTY_SEEN.clear();
		PropertyRun run = PropertyRun.defaults().withSeed(4242).withCandidates(file)
			.withLines(new PrintStream(hookLines, true, StandardCharsets.UTF_8));

		RunFixtures.falsify(run, RunFixtures.MutantTlp.class, "tlpPartitionRecomposesTheBase");

		List<Candidate> written = Candidates.read(file);
		assertThat(written).hasSize(1);
		assertThat(written.get(0).oracle()).isEqualTo("TLP");
		assertThat(written.get(0).replay().seed()).isEqualTo("4242");
		assertThat(lines(Candidates.file())).as("the default candidate file").isEqualTo(defaultBefore);
		assertThat(RunFixtures.MutantTlp.CANDIDATES_PROPERTY_SEEN).containsOnly(
			String.valueOf(System.getProperty(Candidates.FILE_PROPERTY))).isNotEmpty();
		assertThat(System.getProperty(SparqlPropertyHook.SEED_PROPERTY)).isEqualTo(seedProperty);
		String printed = hookLines.toString(StandardCharsets.UTF_8);
		assertThat(printed).contains("seed=4242 tries=50")
			.contains("falsified: candidate " + written.get(0).id())
			.contains("appended to " + file);
	}

	@Example
	void aShrinksCandidateGoesToTheFileItNames() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck-run").resolve("candidates.jsonl");
		long defaultBefore = lines(Candidates.file());
		Tlp tlp = Tlp.on(Mutants.dropsOneFilteredRow(new JenaEngine()));
		long seed = RunFixtures.failingSeed(tlp::check, 0);

		assertThat(JqwikShrinker.shrink(tlp::check, SparqlArbitraries.cases(), seed, file, true)).isPresent();

		List<Candidate> written = Candidates.read(file);
		assertThat(written).hasSize(1);
		assertThat(written.get(0).property().className()).isEqualTo(ShrinkTarget.class.getName());
		assertThat(written.get(0).replay().seed()).isEqualTo(Long.toString(seed));
		assertThat(lines(Candidates.file())).as("the default candidate file").isEqualTo(defaultBefore);
	}

	@Example
	void shrinkTargetRefusesToRunWithoutATarget() {
		PropertyRun run = PropertyRun.defaults().withSeed(1).withCandidates(Path.of("target", "never-written.jsonl")).quiet();
		var results = PropertyLaunch.under(run, () -> org.junit.platform.testkit.engine.EngineTestKit.engine("jqwik")
			.configurationParameter("jqwik.database", "")
			.selectors(org.junit.platform.engine.discovery.DiscoverySelectors.selectClass(ShrinkTarget.class)).execute());
		assertThat(results.allEvents().failed().stream().map(e -> e.getPayload(org.junit.platform.engine.TestExecutionResult.class)
				.flatMap(org.junit.platform.engine.TestExecutionResult::getThrowable).map(Throwable::getMessage).orElse(""))
			.anyMatch(m -> m.contains("ShrinkTarget checks only what a PropertyRun with a target sets it up with"))).isTrue();
	}
}
