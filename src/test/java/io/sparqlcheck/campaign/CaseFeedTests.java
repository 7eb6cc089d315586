package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Preparing cases ahead on a second thread changes nothing a campaign reports: the same cases in
 * the same order, and the same summary, fingerprint and candidate records as a one-thread run, also
 * when failures are shrunk (with jqwik) while the feed's thread generates.
 */
class CaseFeedTests {

	@Example
	void aFeedAheadGivesTheSameCasesInTheSameOrderAsOneThread() {
		CaseArbitrary cases = SparqlArbitraries.cases();
		SeedRange range = SeedRange.of(-7, 30).shard(1, 2);
		List<String> oneThread = feed(cases, range, 0);
		assertThat(oneThread).hasSize(15);
		// batches of 1, 2 and 16 cases (CaseFeed.batchSize): 15 cases end in a part-filled batch but for the first
		for (int depth : new int[]{2, 8, Campaign.DEFAULT_PREFETCH}) {
			assertThat(feed(cases, range, depth)).as("depth %d", depth).isEqualTo(oneThread);
		}
	}

	private static List<String> feed(CaseArbitrary cases, SeedRange range, int depth) {
		return SparqlArbitraries.inGenerationContext(() -> {
			List<String> seen = new ArrayList<>();
			try (CaseFeed feed = CaseFeed.start(cases, List.of(), range, depth)) {
				for (CaseFeed.Prepared p; (p = feed.next()) != null; ) {
					assertThat(p.fingerprint()).isEqualTo(p.sparqlCase().fingerprint());
					seen.add(p.seed() + " " + p.fingerprint() + " " + p.constructs());
				}
				assertThat(feed.next()).isNull();
			}
			return seen;
		});
	}

	@Example
	void aCampaignWithShrinksReportsTheSameBytesWhateverItsPrefetch() throws Exception {
		Path dir = Files.createTempDirectory("case-feed");
		List<String> runs = new ArrayList<>();
		for (int prefetch : new int[]{0, 1, Campaign.DEFAULT_PREFETCH}) {
			Engine mutant = Mutants.dropsOneFilteredRow(new JenaEngine());
			Path candidates = dir.resolve("candidates-" + prefetch + ".jsonl");
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp", "norec"), List.of(mutant)),
				Triage.NOTHING_KNOWN, prefetch);
			CampaignSummary s = campaign.run(new Campaign.Options(SeedRange.of(0, 40), null, 1, null, candidates));
			assertThat(s.total(Outcome.CANDIDATE)).isPositive();
			assertThat(s.candidates()).anyMatch(c -> c.shrunkData() != null);
			// the candidates file's own path is in the printed commands; everything else must be the same bytes
			runs.add((s.fingerprint() + "\n" + s.toJson() + "\n" + Files.readString(candidates)).replace(candidates.toString(), "FILE"));
		}
		assertThat(runs.get(1)).isEqualTo(runs.get(0));
		assertThat(runs.get(2)).isEqualTo(runs.get(0));
	}

	/** Jena, recording which thread asks each plan question. */
	/** Jena that records where each plan question was asked, and takes 2 ms more for every query. */
	private static class PlanAskingThreads extends JenaEngine {
		final List<String> askedOn = java.util.Collections.synchronizedList(new ArrayList<>());

		@Override
		protected boolean filterLeftOnTopWorkedOut(String filteredQuery, String baseQuery) {
			askedOn.add(Thread.currentThread().getName());
			return super.filterLeftOnTopWorkedOut(filteredQuery, baseQuery);
		}

		@Override
		public io.sparqlcheck.result.QueryOutcome select(io.sparqlcheck.model.Dataset data, String query) {
			try {
				Thread.sleep(2);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			return super.select(data, query);
		}
	}

	/**
	 * NoREC's plan question on plain Jena is answered from the plans Jena made running the case's
	 * queries: never worked out ahead on the feed (its computed form is never called, though the feed is
	 * ahead of this slow engine), once per checked case of the plan sample ({@link Campaign#asksPlans}), with the
	 * counts of a one-thread run.
	 */
	@Example
	void noRecPlanQuestionsOnJenaAreAnsweredFromItsRunsWithTheSameCounts() {
		List<String> plans = new ArrayList<>();
		for (int prefetch : new int[]{0, Campaign.DEFAULT_PREFETCH}) {
			try (PlanAskingThreads jena = new PlanAskingThreads()) {
				Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("norec"), List.of(jena)),
					Triage.NOTHING_KNOWN, prefetch);
				CampaignSummary s = campaign.run(new Campaign.Options(SeedRange.of(0, 60), null, 0, null, null));
				long asked = sampledAndChecked(60);
				assertThat(asked).isPositive();
				assertThat(s.plans().values()).singleElement().satisfies(p -> assertThat(p.get("pairs")).isEqualTo(asked));
				plans.add(s.toJson());
				assertThat(jena.askedOn).as("plan questions worked out from the texts, prefetch %d", prefetch).isEmpty();
			}
		}
		assertThat(plans.get(1)).isEqualTo(plans.get(0));
	}

	/** The seeds below {@code n} whose plans a campaign asks and whose case NoREC checks (not voided by its preconditions). */
	private static long sampledAndChecked(int n) {
		return SparqlArbitraries.inGenerationContext(() -> java.util.stream.LongStream.range(0, n).filter(Campaign::asksPlans)
			.filter(seed -> io.sparqlcheck.oracle.Preconditions.of(SparqlArbitraries.cases().caseForSeed(seed))
				.voided(io.sparqlcheck.oracle.Norec.TYPE).isEmpty()).count());
	}

	@Example
	void aCampaignOutOfTimeLeavesNoFeedThreadBehind() {
		try (Engine jena = new JenaEngine()) {
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), List.of(jena)), Triage.NOTHING_KNOWN);
			CampaignSummary s = campaign.run(new Campaign.Options(SeedRange.of(0, 100_000), Duration.ZERO, 0, null));
			assertThat(s.casesChecked()).isZero();
			assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().equals("sparqlcheck-case-feed") && t.isAlive());
		}
	}

	/** Slow Jena whose work ahead fails with an Error (not a StackOverflowError, which that work absorbs). */
	private static final class WorkAheadErrs extends PlanAskingThreads {
		@Override
		public void prepareAhead(io.sparqlcheck.model.Dataset data, List<String> queries,
								 io.sparqlcheck.query.CaseParses parses) {
			throw new AssertionError("work ahead broken on purpose");
		}
	}

	@Example
	void anErrorWhilePreparingACaseEndsTheCampaignWithThatErrorNotAHang() {
		// the feed works ahead once a batch waits for this slow engine: its Error must reach the campaign
		try (WorkAheadErrs jena = new WorkAheadErrs()) {
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("norec"), List.of(jena)),
				Triage.NOTHING_KNOWN, Campaign.DEFAULT_PREFETCH);
			java.util.concurrent.FutureTask<CampaignSummary> run = new java.util.concurrent.FutureTask<>(
				() -> campaign.run(new Campaign.Options(SeedRange.of(0, 200), null, 0, null, null)));
			Thread t = new Thread(run, "campaign-under-test");
			t.setDaemon(true); // left waiting for ever when the feed's thread dies without a word
			t.start();
			org.assertj.core.api.Assertions.assertThatThrownBy(() -> run.get(60, java.util.concurrent.TimeUnit.SECONDS))
				.isInstanceOf(java.util.concurrent.ExecutionException.class)
				.cause().isInstanceOf(AssertionError.class).hasMessageContaining("on purpose");
		}
	}
}
