package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.oracle.Oracles;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Plan-guided generation on the real optimisers of Jena and RDF4J: it changes which cases are
 * checked, grows the (construct, optimizer step) coverage faster than the seeds' own cases, makes
 * the same choices twice, and what it records replays from the record alone.
 */
class PlanGuideTests {

	private static List<CaseGuide.Choice> choices(GuideType guide, CaseArbitrary cases, long from, int n) {
		CaseGuide g = guide.start(cases);
		return SparqlArbitraries.inGenerationContext(() -> {
			List<CaseGuide.Choice> out = new ArrayList<>();
			for (long s = from; s < from + n; s++) {
				out.add(g.choose(s));
			}
			return out;
		});
	}

	@Example
	void guidanceChoosesOtherCasesAndReachesMoreCombinationsThanTheSeedsOwnCases() {
		// the campaign's grammar: core-1's flat cases reach all of their few combinations unguided
		CaseArbitrary cases = io.sparqlcheck.arbitraries.Grammars.byVersion(io.sparqlcheck.arbitraries.Grammars.CAMPAIGN_VERSION).cases();
		List<CaseGuide.Choice> guided = choices(Guides.PLAN, cases, 0, 150);
		CoverageCurve curve = new CoverageCurve();
		guided.forEach(curve::add);
		long moved = java.util.stream.IntStream.range(0, guided.size()).filter(i -> guided.get(i).caseSeed() != i).count();
		assertThat(moved).as("seeds whose checked case is a sub-seed's").isGreaterThan(30);
		long g = curve.points().get(CoverageCurve.GUIDED).get(150L), u = curve.points().get(CoverageCurve.UNGUIDED).get(150L);
		// the unguided curve is what an unguided run reaches: recounted here from the seeds' own cases
		PlanGuide plain = new PlanGuide(cases, 1);
		java.util.Set<String> own = new java.util.HashSet<>();
		SparqlArbitraries.inGenerationContext(() -> {
			for (long s = 0; s < 150; s++) {
				own.addAll(plain.combinations(cases.caseForSeed(s)));
			}
			return null;
		});
		assertThat(u).isEqualTo(own.size());
		assertThat(g).as("guided %d against unguided %d combinations", g, u).isGreaterThan(u + u / 10);
		assertThat(curve.points().get(CoverageCurve.GUIDED)).containsKeys(10L, 100L, 150L);
		// one candidate per seed steers nothing: its curves are equal, so the comparison above can fail
		CoverageCurve one = new CoverageCurve();
		choices(new GuideType("one", "k = 1", c -> new PlanGuide(c, 1)), cases, 0, 150).forEach(one::add);
		assertThat(one.points().get(CoverageCurve.GUIDED)).isEqualTo(one.points().get(CoverageCurve.UNGUIDED));
	}

	@Example
	void theSameSeedsGiveTheSameChoicesAndTheNoneGuideIsEachSeedsOwnCase() {
		CaseArbitrary cases = SparqlArbitraries.cases();
		List<Long> first = choices(Guides.PLAN, cases, 500, 60).stream().map(CaseGuide.Choice::caseSeed).toList();
		List<Long> again = choices(Guides.PLAN, cases.fresh(), 500, 60).stream().map(CaseGuide.Choice::caseSeed).toList();
		assertThat(again).isEqualTo(first);
		assertThat(choices(Guides.NONE, cases, 500, 60).stream().map(CaseGuide.Choice::caseSeed).toList())
			.isEqualTo(java.util.stream.LongStream.range(500, 560).boxed().toList());
		assertThat(PlanGuide.subSeed(7, 0)).isEqualTo(7);
		assertThat(PlanGuide.subSeed(7, 1)).isNotEqualTo(PlanGuide.subSeed(7, 2)).isNotNegative().isLessThan(1L << 52);
	}

	@Example
	void aGuidedCampaignIsTheSameTwiceAndNotTheUnguidedOne() {
		Engine jena = new JenaEngine();
		Campaign guided = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), List.of(jena)), Triage.NOTHING_KNOWN)
			.guided(Guides.PLAN);
		CampaignSummary a = guided.run(new Campaign.Options(SeedRange.of(0, 40), null, 0, null));
		CampaignSummary b = guided.run(new Campaign.Options(SeedRange.of(0, 40), null, 0, null));
		assertThat(b.toJson()).isEqualTo(a.toJson());
		assertThat(a.planCoverage()).containsKeys(CoverageCurve.GUIDED, CoverageCurve.UNGUIDED);
		CampaignSummary plain = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), List.of(jena)), Triage.NOTHING_KNOWN)
			.run(new Campaign.Options(SeedRange.of(0, 40), null, 0, null));
		assertThat(plain.fingerprint()).isNotEqualTo(a.fingerprint());
		assertThat(plain.planCoverage()).isEmpty();
	}

	@Example
	void aCandidateOfAGuidedRunReplaysFromItsRecordAlone() throws Exception {
		Engine mutant = Mutants.dropsOneFilteredRow(new JenaEngine());
		Path dir = Files.createTempDirectory("plan-guide");
		Path file = dir.resolve("candidates.jsonl");
		CaseArbitrary cases = SparqlArbitraries.cases();
		Campaign campaign = new Campaign(cases, Check.of(List.of("norec"), List.of(mutant)), Triage.NOTHING_KNOWN).guided(Guides.PLAN);
		CampaignSummary s = campaign.run(new Campaign.Options(SeedRange.of(0, 60), null, 1, 20, null, file, null));
		List<CampaignSummary.Candidate> bySubSeed = s.candidates().stream().filter(c -> c.seed() < 0 || c.seed() >= 60).toList();
		assertThat(bySubSeed).as("candidates whose case is a sub-seed's").isNotEmpty();
		for (CampaignSummary.Candidate c : bySubSeed) {
			assertThat(c.recheck()).contains("--seed " + c.seed()).doesNotContain("--guide plan");
		}
		List<Candidate> records = Candidates.read(file);
		List<Candidate> subSeedRecords = records.stream().filter(r -> Long.parseLong(r.replay().seed()) >= 60).toList();
		assertThat(subSeedRecords).isNotEmpty();
		var norec = Oracles.named("norec").bind(List.of(mutant));
		for (Candidate r : subSeedRecords) {
			// no history: a fresh arbitrary's case of the recorded seed is the recorded original case, and fails again
			io.sparqlcheck.model.SparqlCase again = SparqlArbitraries.inGenerationContext(
				() -> cases.fresh().caseForSeed(Long.parseLong(r.replay().seed())));
			assertThat(again.fingerprint()).isEqualTo(r.original().fingerprint());
			assertThat(norec.check(again)).isInstanceOf(Verdict.Violation.class);
		}
	}
}
