package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13's crash: a campaign on the embedded engines ended twice with a ConcurrentModificationException
 * or NoSuchElementException in generation right after a shrink, on a busy machine, because a shrink
 * shared generator state with the campaign. A campaign with many shrinks, while two threads burn both
 * cores, must check every seed, shrink without a problem, and give the same fingerprint as a quiet run.
 */
class CampaignUnderLoadTests {

	@Example
	void aCampaignWithManyShrinksFinishesUnderCpuLoad() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-load");
		CampaignSummary quiet = run(dir.resolve("quiet.jsonl"));
		AtomicBoolean stop = new AtomicBoolean();
		List<Thread> burners = new ArrayList<>();
		for (int i = 0; i < 2; i++) {
			Thread t = new Thread(() -> {
				long x = 0;
				while (!stop.get()) {
					x += System.identityHashCode(new Object());
				}
				if (x == 42) {
					System.out.print("");
				}
			});
			t.setDaemon(true);
			t.start();
			burners.add(t);
		}
		CampaignSummary loaded;
		try {
			loaded = run(dir.resolve("loaded.jsonl"));
		} finally {
			stop.set(true);
			for (Thread t : burners) {
				t.join(5_000);
			}
		}
		assertThat(loaded.casesChecked()).isEqualTo(120);
		assertThat(loaded.shrinkProblems()).isEmpty();
		assertThat(loaded.candidates().stream().filter(c -> c.shrunkData() != null).count()).as("shrinks ran").isGreaterThanOrEqualTo(5);
		assertThat(loaded.fingerprint()).isEqualTo(quiet.fingerprint());
		assertThat(Files.readString(dir.resolve("loaded.jsonl"))).as("the same candidates, loaded or not")
			.isEqualTo(Files.readString(dir.resolve("quiet.jsonl")));
	}

	private static CampaignSummary run(Path candidates) {
		Engine mutant = Mutants.dropsOneFilteredRow(new JenaEngine());
		Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp", "norec"), List.of(mutant)), Triage.NOTHING_KNOWN);
		return campaign.run(new Campaign.Options(SeedRange.of(0, 120), null, 5, 20, null, candidates, null));
	}
}
