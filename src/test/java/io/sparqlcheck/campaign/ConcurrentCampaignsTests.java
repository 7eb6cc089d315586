package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two campaigns in one JVM at once, each generating on its feed's thread and shrinking through jqwik
 * while the other does (jqwik's stores are the JVM's: {@code JqwikLock}). Each gives what it gives
 * alone: the same cases, the same failures, shrunk to the same groups; neither waits for the other to
 * end, and nothing deadlocks. (The race itself, rare at this size, is shown by
 * {@code ConcurrentGenerationTests}, which failed on every run before the lock was one per JVM.)
 */
class ConcurrentCampaignsTests {

	private static CampaignSummary campaign(Path dir, long from) {
		Engine wrong = Mutants.dropsOneFilteredRow(new JenaEngine());
		return new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp", "norec"), List.of(wrong)), Triage.NOTHING_KNOWN)
			.run(new Campaign.Options(SeedRange.of(from, 120), null, 2, null, dir.resolve("candidates-" + from + ".jsonl")));
	}

	@Example
	void twoCampaignsThatShrinkAtOnceGiveWhatEachGivesAlone() throws Exception {
		Path alone = Files.createTempDirectory("sparqlcheck-alone"), together = Files.createTempDirectory("sparqlcheck-together");
		CampaignSummary a = campaign(alone, 0), b = campaign(alone, 5_000);
		assertThat(a.groups()).as("the mutant is found, and shrunk").isNotEmpty();
		assertThat(a.shrinkEvaluations()).isNotEmpty();
		assertThat(b.shrinkEvaluations()).isNotEmpty();

		CompletableFuture<CampaignSummary> first = CompletableFuture.supplyAsync(() -> campaign(together, 0));
		CompletableFuture<CampaignSummary> second = CompletableFuture.supplyAsync(() -> campaign(together, 5_000));
		List<CampaignSummary> both = List.of(first.get(5, TimeUnit.MINUTES), second.get(5, TimeUnit.MINUTES));
		int i = 0;
		for (CampaignSummary s : List.of(a, b)) {
			CampaignSummary t = both.get(i++);
			assertThat(t.shrinkProblems()).isEmpty();
			assertThat(t.fingerprint()).as("the same cases").isEqualTo(s.fingerprint());
			assertThat(t.rawUnique()).isEqualTo(s.rawUnique());
			assertThat(t.groups().keySet()).as("the same groups").isEqualTo(s.groups().keySet());
			assertThat(t.shrinkEvaluations()).as("the same shrinks").isEqualTo(s.shrinkEvaluations());
		}
	}
}
