package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.RenamedEngine;
import io.sparqlcheck.jqwik.SeedRecheck;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.CaseRecheck;
import io.sparqlcheck.ledger.Classification;
import io.sparqlcheck.ledger.RecheckResult;
import io.sparqlcheck.ledger.Rechecks;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.testing.PoisonableStore;
import io.sparqlcheck.codec.LoadsCodec;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A crash met in a campaign is a CRASH finding with a shrunk trigger, and {@code recheck} replays
 * that trigger honestly: on an in-process engine whose store a NaN loaded after other data poisons
 * ({@link PoisonableStore}, a deliberately crashing mutant with a two-load trigger, as Virtuoso
 * 7.2.5.1's), the campaign's crash is shrunk to the NaN triple after one earlier load, the recheck
 * says STILL_FAILS; on the same engine with a healthy store it says NOW_PASSES; on an engine the
 * tool cannot restart on a fresh store it is skipped (fail closed), and never rechecked by seed.
 */
class CrashFindingTests {

	private static final String NAME = "jena+poisonable-store";

	@Example
	void aPoisonedStoreIsAShrunkCrashFindingThatRecheckReplays() throws Exception {
		Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target", "crash-tests")), "mutant");
		Path candidates = dir.resolve("candidates.jsonl");
		PoisonableStore mutant = PoisonableStore.poisonedByNaN(new JenaEngine());
		CampaignSummary s;
		try (JenaEngine reference = new JenaEngine()) {
			Campaign campaign = new Campaign(SparqlArbitraries.cases("core-3"), Check.of(List.of("differential"), List.of(reference, mutant)),
				Triage.NOTHING_KNOWN, 0);
			s = campaign.run(new Campaign.Options(SeedRange.of(0, 10), null, 0, 0, null, candidates, null));
		}
		assertThat(mutant.restarts()).as("the poisoned store was restarted").isPositive();
		List<Candidate> crashes = Candidates.read(candidates).stream().filter(c -> c.classification() == Classification.CRASH).toList();
		assertThat(crashes).as(s.candidates().toString()).singleElement();
		Candidate crash = crashes.get(0);
		List<Dataset> before = LoadsCodec.loadsBefore(crash.shrunk().structure(), "shrunk");
		Dataset own = crash.shrunk().sparqlCase().data();
		assertThat(before).as("one earlier load, shrunk to one triple").singleElement().satisfies(d -> assertThat(d.size()).isEqualTo(1));
		assertThat(own.triples()).as("the crash's own load shrunk to the NaN").singleElement()
			.satisfies(t -> assertThat(t.object().toNTriples()).isEqualTo("\"NaN\"^^<http://www.w3.org/2001/XMLSchema#double>"));
		assertThat(crash.shrunk().verdict().failureKind()).isEqualTo("CRASH");
		assertThat(crash.replay().shrinkingBoundReached()).isFalse();

		RecheckResult still = CaseRecheck.run(crash, EngineCatalog.embedded().with(NAME, () -> PoisonableStore.poisonedByNaN(new JenaEngine())));
		assertThat(still.answer()).as(still.describe()).isEqualTo(RecheckResult.Answer.STILL_FAILS);
		assertThat(still.describe()).contains("replayed 2 load(s)").contains("the store refuses every load");

		RecheckResult fixed = CaseRecheck.run(crash, EngineCatalog.embedded().with(NAME, () -> PoisonableStore.healthy(new JenaEngine())));
		assertThat(fixed.answer()).as(fixed.describe()).isEqualTo(RecheckResult.Answer.NOW_PASSES);

		RecheckResult cannot = CaseRecheck.run(crash, EngineCatalog.embedded().with(NAME, () -> new RenamedEngine(new JenaEngine(), NAME)));
		assertThat(cannot.answer()).as("an engine that cannot be restarted is no pass").isEqualTo(RecheckResult.Answer.SKIPPED);
		assertThat(cannot.describe()).contains("cannot be restarted on a fresh store");

		List<RecheckResult> both = Rechecks.recheck(crash, Rechecks.By.BOTH,
			EngineCatalog.embedded().with(NAME, () -> PoisonableStore.poisonedByNaN(new JenaEngine())), SeedRecheck::run);
		assertThat(both).extracting(RecheckResult::answer).containsExactly(RecheckResult.Answer.STILL_FAILS, RecheckResult.Answer.SKIPPED);
	}
}
