package io.sparqlcheck.cli;

import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.campaign.Outcome;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The main job end to end, as a user runs it: two shard processes' worth of {@code campaign} on a
 * registered mutant engine, then {@code merge}; the merged summary is the one of an unsharded run,
 * and the merged candidate records hold each record once.
 */
class CampaignCommandTests {

	@Example
	void twoShardsAndAMergeEqualOneRunAndKeepEachCandidateRecordOnce() throws Exception {
		CliContext ctx = CliContext.standard().withCatalog(EngineCatalog.embedded().with("mutant", () -> Mutants.dropsOneFilteredRow(new JenaEngine())));
		{
			Path root = Files.createDirectories(Path.of("target", "campaign-command-test"));
			deleteTree(root);
			String[] common = {"--grammar", "core-1", "--tries", "24", "--seed", "5", "--engines", "mutant", "--oracles", "tlp,norec", "--quiet",
				"--max-shrinks", "1", "--ledger", root.resolve("no-ledger.jsonl").toString()};
			assertThat(Main.run(concat(new String[] {"campaign", "--out", root.resolve("whole").toString()}, common), ctx)).isEqualTo(1);
			assertThat(Main.run(concat(new String[] {"campaign", "--shard", "0/2", "--out", root.resolve("a").toString()}, common), ctx)).isEqualTo(1);
			assertThat(Main.run(concat(new String[] {"campaign", "--shard", "1/2", "--out", root.resolve("b").toString()}, common), ctx)).isEqualTo(1);
			assertThat(Main.run(new String[] {"merge", "--out", root.resolve("merged").toString(),
				root.resolve("a").toString(), root.resolve("b").toString()})).isZero();

			CampaignSummary whole = CampaignSummary.read(root.resolve("whole/summary.json"));
			CampaignSummary merged = CampaignSummary.read(root.resolve("merged/summary.json"));
			assertThat(merged.fingerprint()).isEqualTo(whole.fingerprint());
			assertThat(merged.outcomes()).isEqualTo(whole.outcomes());
			assertThat(merged.total(Outcome.CANDIDATE)).isPositive();
			assertThat(merged.complete()).isTrue();

			List<Candidate> a = Candidates.read(root.resolve("a/candidates.jsonl"));
			List<Candidate> b = Candidates.read(root.resolve("b/candidates.jsonl"));
			List<Candidate> m = Candidates.read(root.resolve("merged/candidates.jsonl"));
			Set<String> ids = m.stream().map(Candidate::id).collect(Collectors.toSet());
			assertThat(ids).hasSize(m.size());
			assertThat(ids).isEqualTo(java.util.stream.Stream.concat(a.stream(), b.stream()).map(Candidate::id).collect(Collectors.toSet()));
			assertThat(Files.readString(root.resolve("merged/report.html"))).contains("Minimal repro, shrunk by jqwik");
			assertThat(Main.run(new String[] {"merge", "--out", root.resolve("merged").toString(),
				root.resolve("a").toString(), root.resolve("b").toString()})).as("no merge over an earlier merge").isEqualTo(2);
		}
	}

	private static String[] concat(String[] a, String[] b) {
		String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
		System.arraycopy(b, 0, all, a.length, b.length);
		return all;
	}

	private static void deleteTree(Path root) throws java.io.IOException {
		if (!Files.exists(root)) {
			return;
		}
		try (var paths = Files.walk(root)) {
			paths.sorted(java.util.Comparator.reverseOrder()).filter(p -> !p.equals(root)).forEach(p -> p.toFile().delete());
		}
	}
}
