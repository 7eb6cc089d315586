package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.RecheckResult;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two property runs in one JVM, started on two threads at the same moment, each get exactly the
 * result they get alone, and write their candidates to their own files: no seed, check, recheck or
 * candidate file of one reaches the other. (jqwik executes them one after the other, see
 * {@link PropertyLaunch}; what is shown is that neither sees the other's settings.)
 */
class ConcurrentRunsTests {

	private static final CaseArbitrary CASES = SparqlArbitraries.cases();

	@Example
	void twoShrinksWithDifferentChecksAndSeedsEachGetTheirOwnResult() throws Exception {
		Tlp tlp = Tlp.on(Mutants.dropsOneFilteredRow(new JenaEngine()));
		Norec norec = Norec.on(Mutants.dropsOneFilteredRow(new JenaEngine()));
		long tlpSeed = RunFixtures.failingSeed(tlp::check, 0);
		long norecSeed = RunFixtures.failingSeed(norec::check, tlpSeed + 1);
		Path dir = Files.createTempDirectory("sparqlcheck-concurrent");
		Verdict tlpAlone = JqwikShrinker.shrink(tlp::check, CASES, tlpSeed, dir.resolve("alone.jsonl"), true).orElseThrow();
		Verdict norecAlone = JqwikShrinker.shrink(norec::check, CASES, norecSeed, dir.resolve("alone.jsonl"), true).orElseThrow();

		List<Object> both = RunFixtures.together(
			() -> JqwikShrinker.shrink(tlp::check, CASES, tlpSeed, dir.resolve("tlp.jsonl"), true),
			() -> JqwikShrinker.shrink(norec::check, CASES, norecSeed, dir.resolve("norec.jsonl"), true));

		Verdict tlpTogether = ((Optional<?>) both.get(0)).map(Verdict.class::cast).orElseThrow();
		Verdict norecTogether = ((Optional<?>) both.get(1)).map(Verdict.class::cast).orElseThrow();
		assertThat(tlpTogether.oracle()).isEqualTo("TLP");
		assertThat(tlpTogether.sparqlCase().fingerprint()).isEqualTo(tlpAlone.sparqlCase().fingerprint());
		assertThat(norecTogether.oracle()).isEqualTo("NoREC");
		assertThat(norecTogether.sparqlCase().fingerprint()).isEqualTo(norecAlone.sparqlCase().fingerprint());
		assertThat(Candidates.read(dir.resolve("tlp.jsonl"))).singleElement()
			.satisfies(c -> assertThat(c.oracle()).isEqualTo("TLP"))
			.satisfies(c -> assertThat(c.replay().seed()).isEqualTo(Long.toString(tlpSeed)));
		assertThat(Candidates.read(dir.resolve("norec.jsonl"))).singleElement()
			.satisfies(c -> assertThat(c.oracle()).isEqualTo("NoREC"))
			.satisfies(c -> assertThat(c.replay().seed()).isEqualTo(Long.toString(norecSeed)));
	}

	@Example
	void aShrinkAndARecheckBySeedEachGetTheirOwnResult() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-concurrent");
		RunFixtures.falsify(PropertyRun.defaults().withSeed(4242).withCandidates(dir.resolve("fixture.jsonl")).quiet(),
			RunFixtures.MutantTlp.class, "tlpPartitionRecomposesTheBase");
		Candidate recorded = Candidates.read(dir.resolve("fixture.jsonl")).get(0);
		Norec norec = Norec.on(Mutants.dropsOneFilteredRow(new JenaEngine()));
		long seed = RunFixtures.failingSeed(norec::check, 0);
		Verdict alone = JqwikShrinker.shrink(norec::check, CASES, seed, dir.resolve("alone.jsonl"), true).orElseThrow();

		List<Object> both = RunFixtures.together(
			() -> SeedRecheck.run(recorded),
			() -> JqwikShrinker.shrink(norec::check, CASES, seed, dir.resolve("shrink.jsonl"), true));

		RecheckResult recheck = (RecheckResult) both.get(0);
		assertThat(recheck.answer()).as(recheck.describe()).isEqualTo(RecheckResult.Answer.STILL_FAILS);
		assertThat(recheck.describe()).contains("shrank to the identical case " + recorded.shrunk().fingerprint());
		Verdict shrunk = ((Optional<?>) both.get(1)).map(Verdict.class::cast).orElseThrow();
		assertThat(shrunk.oracle()).isEqualTo("NoREC");
		assertThat(shrunk.sparqlCase().fingerprint()).isEqualTo(alone.sparqlCase().fingerprint());
		assertThat(Candidates.read(dir.resolve("shrink.jsonl"))).singleElement()
			.satisfies(c -> assertThat(c.replay().seed()).isEqualTo(Long.toString(seed)));
		assertThat(Candidates.read(dir.resolve("fixture.jsonl"))).as("a recheck writes no candidate").hasSize(1);
	}
}
