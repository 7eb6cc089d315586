package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The campaign can fail: a mutant's violations become shrunk candidates, a ledger match makes them known. */
class CampaignMutantTests {

	@Example
	void aMutantsViolationsAreCandidatesShrunkByJqwik() {
		Engine mutant = Mutants.dropsOneFilteredRow(new JenaEngine());
		Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp", "norec"), List.of(mutant)),
			Triage.NOTHING_KNOWN);
		CampaignSummary s = campaign.run(new Campaign.Options(SeedRange.of(0, 40), null, 1, null));
		assertThat(s.total(Outcome.CANDIDATE)).isPositive();
		assertThat(s.total(Outcome.PASS)).isPositive(); // cases with an empty base cannot show the mutant
		assertThat(s.candidates()).hasSize((int) s.total(Outcome.CANDIDATE));
		List<CampaignSummary.Candidate> shrunk = s.candidates().stream().filter(c -> c.shrunkData() != null).toList();
		// both oracles' failures are shrunk (a failure with new operators or constructs is shrunk too, so
		// an oracle may have a few groups, one per shape its failures shrink to)
		assertThat(shrunk.stream().map(CampaignSummary.Candidate::oracle).distinct()).containsExactlyInAnyOrder("TLP", "NoREC");
		assertThat(shrunk.stream().map(CampaignSummary.Candidate::group).distinct().count()).isBetween(2L, 4L);
		for (CampaignSummary.Candidate c : shrunk) {
			assertThat(c.shrunkData().lines().count()).isBetween(1L, 3L);
			assertThat(c.recheck()).contains("--seed " + c.seed());
		}
	}

	@Example
	void aFailureTheTriageKnowsIsCountedAsKnownNotAsACandidate() {
		Engine mutant = Mutants.dropsOneFilteredRow(new JenaEngine());
		Triage knowsTheMutant = (v, engines) -> v instanceof Verdict.Violation ? Optional.of("ledger:mutant") : Optional.empty();
		Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), List.of(mutant)),
			knowsTheMutant);
		CampaignSummary s = campaign.run(new Campaign.Options(SeedRange.of(0, 40), null, 1, null));
		assertThat(s.total(Outcome.CANDIDATE)).isZero();
		assertThat(s.total(Outcome.KNOWN)).isPositive();
		assertThat(s.known()).containsOnlyKeys("ledger:mutant");
	}
}
