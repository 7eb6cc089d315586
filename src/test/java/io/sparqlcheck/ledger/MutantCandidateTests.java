package io.sparqlcheck.ledger;

import io.sparqlcheck.config.EngineCatalog;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.OracleProperties;
import io.sparqlcheck.jqwik.PropertyLaunch;
import io.sparqlcheck.jqwik.PropertyRun;
import io.sparqlcheck.jqwik.SeedRecheck;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.ShrinkingMode;
import org.apache.jena.query.ARQ;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

/**
 * The end-to-end test: a property run on the mutant engine through the real jqwik engine
 * produces a candidate; its recheck by seed reproduces the identical shrunk case; with the mutant
 * removed the recheck says it now passes. The recheck by inline case is shown the same way.
 */
class MutantCandidateTests {

	static final String SEED = "4242";

	/** The fixture: the ready-made properties on Jena, behind a switchable mutant. */
	@PropertyDefaults(tries = 50)
	public static class MutantJenaProperties extends OracleProperties {
		static volatile boolean mutant = true;

		@Override
		protected Engine createEngine() {
			return mutant ? Mutants.dropsOneFilteredRow(new JenaEngine()) : new JenaEngine();
		}
	}

	/**
	 * A mutant that only misbehaves on data of 8 triples (the most the grammar generates), so the
	 * falsifying try is not the first. Its shrinking takes long, so it is FULL: a time-bounded shrink
	 * could stop at a different case on a busier machine, which a recheck would rightly call a
	 * different failure.
	 */
	@PropertyDefaults(tries = 200, shrinking = ShrinkingMode.FULL)
	public static class LateMutantProperties extends OracleProperties {
		@Override
		protected Engine createEngine() {
			Engine real = new JenaEngine();
			Engine mutant = Mutants.dropsOneFilteredRow(real);
			return Mutants.wrap(real, "drops-on-big-data", (data, query) -> data.size() >= 8 ? mutant.select(data, query)
				: real.select(data, query));
		}
	}

	/** Engine failures become engine-error candidates, never wrong results. */
	public static class FailingProperties extends OracleProperties {
		@Override
		protected Engine createEngine() {
			return Mutants.alwaysFails("connection refused (deliberately)");
		}
	}

	static Candidate falsify(Class<?> fixture, String method, Path candidates) throws Exception {
		return falsify(fixture, method, candidates, Map.of());
	}

	static Candidate falsify(Class<?> fixture, String method, Path candidates, Map<String, String> configuration)
		throws Exception {
		java.io.ByteArrayOutputStream hookLines = new java.io.ByteArrayOutputStream();
		PropertyRun run = PropertyRun.defaults().withSeed(Long.parseLong(SEED)).withCandidates(candidates)
			.withLines(new java.io.PrintStream(hookLines, true, java.nio.charset.StandardCharsets.UTF_8));
		EngineExecutionResults results = PropertyLaunch.under(run,
			() -> EngineTestKit.engine("jqwik").configurationParameters(configuration)
				// no stored failure of an earlier run replayed at try 1 (the test kit does not read junit-platform.properties)
				.configurationParameter("jqwik.database", "")
				.selectors(selectMethod(fixture, method)).execute());
		results.testEvents().assertStatistics(s -> s.started(1).failed(1));
		List<Candidate> all = Candidates.read(candidates);
		// when no candidate was written, say why: the hook's own lines and the property's error
		assertThat(all).as(() -> "candidates of " + fixture.getSimpleName() + "." + method + "; the hook said:\n" + hookLines
			+ "the property failed with: " + results.testEvents().failed().stream()
			.map(e -> e.getPayload(org.junit.platform.engine.TestExecutionResult.class)
				.flatMap(org.junit.platform.engine.TestExecutionResult::getThrowable).map(Object::toString).orElse("?"))
			.toList()).hasSize(1);
		return all.get(0);
	}

	@Example
	void theMutantProducesACandidateThatRechecksBySeedUntilTheMutantIsRemoved() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck").resolve("candidates.jsonl");
		MutantJenaProperties.mutant = true;
		try {
			Candidate c = falsify(MutantJenaProperties.class, "tlpPartitionRecomposesTheBase", file);

			assertThat(c.classification()).isEqualTo(Classification.WRONG_RESULT);
			assertThat(c.oracle()).isEqualTo("TLP");
			assertThat(c.engines()).containsExactly(new EngineRef("jena+drops-one-filtered-row", ARQ.VERSION));
			assertThat(c.replay().seed()).isEqualTo(SEED);
			assertThat(c.replay().tries()).isEqualTo(50);
			assertThat(c.replay().edgeCases()).isEqualTo("NONE");
			assertThat(c.replay().jqwikVersion()).isEqualTo("1.10.1");
			assertThat(c.replay().generatorVersion()).isEqualTo(SparqlArbitraries.CORE_GRAMMAR_VERSION);
			assertThat(c.shrunk().verdict().queries()).extracting(RecordedVerdict.RecordedQuery::role)
				.containsExactly("base", "true", "false", "error");
			assertThat(c.shrunk().verdict().missing()).isNotEmpty();
			assertThat(c.shrunk().data()).isNotEmpty();
			assertThat(c.signature().key()).startsWith("TLP | jena+drops-one-filtered-row | VIOLATION | ");
			if (c.replay().falsifiedAtTry() == 1) {
				// The definition of a case seed: the first try of the property is caseForSeed(seed).
				assertThat(c.original().fingerprint())
					.isEqualTo(SparqlArbitraries.cases().caseForSeed(Long.parseLong(SEED)).fingerprint());
			}

			RecheckResult bySeed = SeedRecheck.run(c);
			assertThat(bySeed.answer()).as(bySeed.describe()).isEqualTo(RecheckResult.Answer.STILL_FAILS);
			assertThat(bySeed.describe()).contains("shrank to the identical case " + c.shrunk().fingerprint());

			EngineCatalog withMutant = EngineCatalog.embedded().with("jena+drops-one-filtered-row", () -> Mutants.dropsOneFilteredRow(new JenaEngine()));
			RecheckResult byCase = CaseRecheck.run(c, withMutant);
			assertThat(byCase.answer()).as(byCase.describe()).isEqualTo(RecheckResult.Answer.STILL_FAILS);

			MutantJenaProperties.mutant = false;
			RecheckResult fixed = SeedRecheck.run(c);
			assertThat(fixed.answer()).as(fixed.describe()).isEqualTo(RecheckResult.Answer.NOW_PASSES);
			assertThat(fixed.describe()).contains("now passes: consider status fixed");

			EngineCatalog fixedEngine = EngineCatalog.embedded().with("jena+drops-one-filtered-row", JenaEngine::new);
			RecheckResult fixedByCase = CaseRecheck.run(c, fixedEngine);
			assertThat(fixedByCase.answer()).as(fixedByCase.describe()).isEqualTo(RecheckResult.Answer.NOW_PASSES);

			RecheckResult unavailable = CaseRecheck.run(c, EngineCatalog.embedded());
			assertThat(unavailable.answer()).isEqualTo(RecheckResult.Answer.SKIPPED);
			assertThat(unavailable.describe()).contains("engine jena+drops-one-filtered-row not available here");
			assertThat(Candidates.read(file)).as("rechecks never write candidates").hasSize(1);
		} finally {
			MutantJenaProperties.mutant = true;
		}
	}

	@Example
	void aLaterFalsifyingTryRechecksBySeedToo() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck").resolve("candidates.jsonl");
		Candidate c = falsify(LateMutantProperties.class, "norecFlagsCountTheFilteredRows", file);
		assertThat(c.replay().falsifiedAtTry()).as("the fixture's seed falsifies after the first try").isGreaterThan(1);
		assertThat(c.original().data().lines().count()).isEqualTo(8);
		assertThat(c.replay().shrinking()).isEqualTo("FULL");
		RecheckResult bySeed = SeedRecheck.run(c);
		assertThat(bySeed.answer()).as(bySeed.describe()).isEqualTo(RecheckResult.Answer.STILL_FAILS);
		assertThat(bySeed.describe()).contains("try " + c.replay().falsifiedAtTry() + " regenerated the recorded original case");
	}

	/**
	 * The late mutant, answering each query 40 ms late, with jqwik's time-bounded shrinking: its
	 * shrink (tens of evaluations of four queries each) cannot finish within the 1 s bound the test sets.
	 */
	@PropertyDefaults(tries = 200, shrinking = ShrinkingMode.BOUNDED)
	public static class BoundedLateMutantProperties extends LateMutantProperties {
		@Override
		protected Engine createEngine() {
			Engine late = super.createEngine();
			return Mutants.wrap(late, "slow", (data, query) -> {
				try {
					Thread.sleep(40);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
				return late.select(data, query);
			});
		}
	}

	@Example
	void aShrinkThatHitJqwiksTimeBoundIsRecordedAndRechecksSaySo() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck").resolve("candidates.jsonl");
		Candidate c = falsify(BoundedLateMutantProperties.class, "norecFlagsCountTheFilteredRows", file,
			Map.of("jqwik.shrinking.bounded.seconds", "1"));
		assertThat(c.replay().shrinking()).isEqualTo("BOUNDED");
		assertThat(c.replay().shrinkingBoundReached()).isTrue();
		RecheckResult bySeed = SeedRecheck.run(c);
		assertThat(bySeed.describe()).contains("shrinking time bound was reached when it was recorded");
	}

	@Example
	void aSeedThatNoLongerGeneratesTheRecordedCaseIsNotRun() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck").resolve("candidates.jsonl");
		Candidate c = falsify(MutantJenaProperties.class, "norecFlagsCountTheFilteredRows", file);
		// As if the grammar had changed under the recorded seed: the recorded original is another case.
		Sample other = c.shrunk();
		Candidate moved = new Candidate(Candidate.FORMAT, c.id(), c.classification(), c.oracle(), c.engines(), c.property(),
			c.replay(), c.shrunk(), other, c.signature(), c.message());
		RecheckResult r = SeedRecheck.run(moved);
		assertThat(r.answer()).as(r.describe()).isEqualTo(RecheckResult.Answer.SEED_MISMATCH);
		assertThat(r.describe()).contains("regenerated case " + c.original().fingerprint())
			.contains("recorded original " + c.shrunk().fingerprint());
	}

	@Example
	void anEngineFailureIsAnEngineErrorCandidate() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck").resolve("candidates.jsonl");
		Candidate c = falsify(FailingProperties.class, "norecFlagsCountTheFilteredRows", file);
		assertThat(c.classification()).isEqualTo(Classification.ENGINE_ERROR);
		assertThat(c.shrunk().verdict().failureKind()).isEqualTo("UNREACHABLE");
		assertThat(c.signature().key()).contains("ENGINE_FAILURE/UNREACHABLE");
		RecheckResult bySeed = SeedRecheck.run(c);
		assertThat(bySeed.answer()).as(bySeed.describe()).isEqualTo(RecheckResult.Answer.STILL_FAILS);
	}

	/**
	 * The main job's candidates: a campaign shrinks through ShrinkTarget, so that is the recorded
	 * property; a recheck by seed sets it up from the candidate (oracle, engine by name, generator)
	 * and replays it, and says "now passes" once the engine behaves.
	 */
	@Example
	void aCampaignCandidateRechecksBySeed() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck").resolve("candidates.jsonl");
		String name = "jena+drops-one-filtered-row";
		EngineCatalog withMutant = EngineCatalog.embedded().with(name, () -> Mutants.dropsOneFilteredRow(new JenaEngine()));
		try (Engine mutant = withMutant.open(name).orElseThrow()) {
			io.sparqlcheck.campaign.Campaign campaign = new io.sparqlcheck.campaign.Campaign(SparqlArbitraries.cases(),
				io.sparqlcheck.campaign.Check.of(List.of("tlp"), List.of(mutant)), io.sparqlcheck.campaign.Triage.NOTHING_KNOWN);
			campaign.run(new io.sparqlcheck.campaign.Campaign.Options(io.sparqlcheck.campaign.SeedRange.of(0, 20), null, 1, null, file));
			List<Candidate> written = Candidates.read(file);
			assertThat(written).isNotEmpty();
			Candidate c = written.get(0);
			assertThat(c.property().className()).isEqualTo(io.sparqlcheck.jqwik.ShrinkTarget.class.getName());

			RecheckResult bySeed = SeedRecheck.run(c, withMutant);
			assertThat(bySeed.answer()).as(bySeed.describe()).isEqualTo(RecheckResult.Answer.STILL_FAILS);
			assertThat(bySeed.describe()).contains("shrank to the identical case " + c.shrunk().fingerprint());

			RecheckResult fixed = SeedRecheck.run(c, EngineCatalog.embedded().with(name, JenaEngine::new));
			assertThat(fixed.answer()).as(fixed.describe()).isEqualTo(RecheckResult.Answer.NOW_PASSES);

			RecheckResult unavailable = SeedRecheck.run(c, EngineCatalog.embedded());
			assertThat(unavailable.answer()).isEqualTo(RecheckResult.Answer.SKIPPED);
			assertThat(unavailable.describe()).contains("engine " + name + " not available here");
		}
	}
}
