package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.testing.PropertyRuns;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What a seed means: the case {@code caseForSeed(s)} is exactly the sample that the first try of a
 * real jqwik property with seed {@code s} and edge cases off receives, whatever its tries. This is
 * what lets a campaign hand one case seed to jqwik for shrinking, and a ledger recheck a case by its
 * seed.
 */
class SeedsTests {

	static final List<SparqlCase> seen = new ArrayList<>();

	static class FirstTryOfTen {
		@Property(tries = 10, edgeCases = EdgeCasesMode.NONE)
		void record(@ForAll SparqlCase c) {
			seen.add(c);
		}
	}

	static class FirstTryOfOne {
		@Property(tries = 1, edgeCases = EdgeCasesMode.NONE)
		void record(@ForAll SparqlCase c) {
			seen.add(c);
		}
	}

	@Example
	void theCaseOfASeedIsTheFirstTryOfAJqwikPropertyWithThatSeed() {
		for (long seed : new long[] {0, 7, -3, 4242424242L}) {
			for (Class<?> fixture : List.of(FirstTryOfTen.class, FirstTryOfOne.class)) {
				seen.clear();
				assertThat(PropertyRuns.run(fixture, Long.toString(seed))).isEmpty();
				assertThat(seen).isNotEmpty();
				assertThat(seen.get(0)).as("seed %d, %s", seed, fixture.getSimpleName())
					.isEqualTo(SparqlArbitraries.cases().caseForSeed(seed));
			}
		}
	}

	@Example
	void aSeedGivesTheSameCaseEveryTimeAndDifferentSeedsDiffer() {
		CaseArbitrary cases = SparqlArbitraries.cases();
		assertThat(cases.caseForSeed(11)).isEqualTo(SparqlArbitraries.cases().caseForSeed(11));
		assertThat(cases.caseForSeed(11).fingerprint()).isEqualTo(cases.caseForSeed(11).fingerprint());
		long distinct = java.util.stream.LongStream.range(0, 100).mapToObj(cases::caseForSeed).distinct().count();
		assertThat(distinct).isGreaterThan(90);
	}
}
