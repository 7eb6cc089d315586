package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CampaignShardTests {

	@Property(tries = 200)
	void theShardsOfARangeAreDisjointAndCoverIt(@ForAll @LongRange(min = -50, max = 50) long from,
												 @ForAll @IntRange(min = 0, max = 60) int count,
												 @ForAll @IntRange(min = 1, max = 7) int shards) {
		Set<Long> all = new HashSet<>();
		long total = 0;
		for (int i = 0; i < shards; i++) {
			SeedRange shard = SeedRange.of(from, count).shard(i, shards);
			List<Long> seeds = shard.seeds().boxed().toList();
			assertThat(seeds).hasSize((int) shard.size());
			total += seeds.size();
			all.addAll(seeds);
		}
		assertThat(total).isEqualTo(count);
		assertThat(all).isEqualTo(java.util.stream.LongStream.range(from, from + count).boxed().collect(Collectors.toSet()));
	}

	@Example
	void twoShardsMergedEqualOneRunWithTheSameBudget() {
		try (Engine jena = new JenaEngine()) {
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp", "norec"), List.of(jena)),
				Triage.NOTHING_KNOWN);
			SeedRange range = SeedRange.of(100, 120);
			CampaignSummary whole = campaign.run(new Campaign.Options(range, null, 0, null));
			CampaignSummary first = campaign.run(new Campaign.Options(range.shard(0, 2), null, 0, null));
			CampaignSummary second = campaign.run(new Campaign.Options(range.shard(1, 2), null, 0, null));
			CampaignSummary merged = second.merge(first);

			assertThat(whole.casesChecked()).isEqualTo(120);
			assertThat(first.casesChecked() + second.casesChecked()).isEqualTo(120);
			assertThat(first.fingerprint()).isNotEqualTo(whole.fingerprint());
			assertThat(merged.fingerprint()).isEqualTo(whole.fingerprint());
			// The shard fields differ by construction (one run has shard 0 of 1, the merge shards 0 and 1 of 2);
			// everything else, as JSON, is the same text.
			assertThat(withoutShards(merged.toJson())).isEqualTo(withoutShards(whole.toJson()));
			assertThat(merged.complete()).isTrue();
			assertThat(first.complete()).isFalse();
		}
	}

	@Example
	void summariesOfDifferentCampaignsAreNotMerged() {
		try (Engine jena = new JenaEngine()) {
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), List.of(jena)),
				Triage.NOTHING_KNOWN);
			CampaignSummary a = campaign.run(new Campaign.Options(SeedRange.of(0, 10).shard(0, 2), null, 0, null));
			CampaignSummary b = campaign.run(new Campaign.Options(SeedRange.of(5, 10).shard(1, 2), null, 0, null));
			CampaignSummary a2 = campaign.run(new Campaign.Options(SeedRange.of(0, 10).shard(0, 2), null, 0, null));
			assertThatThrownBy(() -> a.merge(b)).hasMessageContaining("seed range start");
			assertThatThrownBy(() -> a.merge(a2)).hasMessageContaining("shard 0 of 2 is in both");
		}
	}

	@Example
	void aSummaryRoundTripsThroughJson() {
		try (Engine jena = new JenaEngine()) {
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp", "norec"), List.of(jena)),
				Triage.NOTHING_KNOWN);
			CampaignSummary s = campaign.run(new Campaign.Options(SeedRange.of(0, 30), null, 0, null));
			assertThat(CampaignSummary.fromJson(s.toJson()).toJson()).isEqualTo(s.toJson());
			assertThat(s.count("TLP", jena.label(), Outcome.PASS)).isEqualTo(30);
		}
	}

	/** With candidates too: their list is in one order however the shards interleave. */
	@Example
	void twoShardsOfAMutantMergedEqualOneRunCandidatesIncluded() {
		try (Engine mutant = io.sparqlcheck.testing.Mutants.dropsOneFilteredRow(new JenaEngine())) {
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp", "norec"), List.of(mutant)),
				Triage.NOTHING_KNOWN);
			SeedRange range = SeedRange.of(100, 40);
			CampaignSummary whole = campaign.run(new Campaign.Options(range, null, 0, null));
			CampaignSummary merged = campaign.run(new Campaign.Options(range.shard(1, 2), null, 0, null))
				.merge(campaign.run(new Campaign.Options(range.shard(0, 2), null, 0, null)));
			assertThat(whole.candidates()).hasSizeGreaterThan(2);
			assertThat(withoutShards(merged.toJson())).isEqualTo(withoutShards(whole.toJson()));
		}
	}

	private static String withoutShards(String json) {
		return json.replaceAll("(?s)\"shards\" : \\d+,", "").replaceAll("(?s)\"shardIndices\" : \\[[^]]*],", "");
	}
}
