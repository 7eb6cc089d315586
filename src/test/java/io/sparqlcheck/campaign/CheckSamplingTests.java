package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A sampled oracle ({@code ask/8}) runs on one case in n, chosen by the case's seed alone, and still fails a mutant. */
class CheckSamplingTests {

	@Example
	void aSampledCheckRunsOnExactlyOneCaseInNAndStillFlagsAMutant() {
		Engine mutant = Mutants.dropsOneFilteredRow(new JenaEngine());
		List<Check> checks = Check.of(List.of("tlp/8"), List.of(mutant));
		Check tlp = checks.get(0);
		assertThat(tlp.every()).isEqualTo(8);
		CampaignSummary s = new Campaign(SparqlArbitraries.cases(), checks, Triage.NOTHING_KNOWN)
			.run(new Campaign.Options(SeedRange.of(0, 160), null, 1, null));
		long run = 0;
		for (Outcome o : Outcome.values()) {
			run += s.count("TLP", mutant.label(), o);
		}
		assertThat(run).isEqualTo(20); // 160 seeds, one in eight
		assertThat(s.casesChecked()).isEqualTo(160);
		assertThat(s.candidates()).isNotEmpty().allSatisfy(c -> assertThat(tlp.runsOn(c.seed())).isTrue());
	}

	@Example
	void theDefaultSampledOraclesTakeDifferentCases() {
		List<Check> checks = Check.of(List.of("ask/8", "agg-tlp/8", "paths/8"), List.of(new JenaEngine()));
		List<Set<Long>> taken = checks.stream()
			.map(c -> LongStream.range(0, 80).filter(c::runsOn).boxed().collect(Collectors.toSet())).toList();
		taken.forEach(t -> assertThat(t).hasSize(10));
		assertThat(taken.get(0)).doesNotContainAnyElementsOf(taken.get(1)).doesNotContainAnyElementsOf(taken.get(2));
		assertThat(taken.get(1)).doesNotContainAnyElementsOf(taken.get(2));
	}

	@Example
	void aCheckWithoutASampleRunsOnEveryCase() {
		Check tlp = Check.of(List.of("tlp"), List.of(new JenaEngine())).get(0);
		assertThat(tlp.every()).isEqualTo(1);
		assertThat(LongStream.range(-5, 50).allMatch(tlp::runsOn)).isTrue();
	}

	@Example
	void aBadSampleNamesTheOracleAndWhatIsWrong() {
		for (String bad : List.of("ask/0", "ask/x", "ask/")) {
			assertThatThrownBy(() -> Check.of(List.of(bad), List.of(new JenaEngine())))
				.isInstanceOf(IllegalArgumentException.class)
				.hasMessageContaining("oracle '" + bad + "'").hasMessageContaining("one case in n");
		}
	}
}
