package io.sparqlcheck.campaign;

import java.util.Objects;
import java.util.TreeMap;

/** How two shards' summaries of one campaign merge: sums, a union of candidates, groups merged by name. */
final class SummaryMerge {
	private SummaryMerge() {
	}

	/**
	 * The summary of this run and another shard of the same campaign: same generator version, same
	 * seed range, same shard count, another shard index.
	 *
	 * @throws IllegalArgumentException when the two are not shards of one campaign, naming what differs
	 */
	static CampaignSummary merge(CampaignSummary self, CampaignSummary other) {
		requireSame("generator version", self.generatorVersion, other.generatorVersion);
		requireSame("seed range start", self.seedFrom, other.seedFrom);
		requireSame("seed range count", self.seedCount, other.seedCount);
		requireSame("shard count", self.shards, other.shards);
		requireSame("engines", self.engines, other.engines);
		for (Integer i : other.shardIndices) {
			if (self.shardIndices.contains(i)) {
				throw new IllegalArgumentException("shard " + i + " of " + self.shards + " is in both summaries");
			}
		}
		CampaignSummary m = CampaignSummary.fromJson(self.toJson());
		m.shardIndices.addAll(other.shardIndices);
		m.casesChecked += other.casesChecked;
		Fingerprint f = new Fingerprint();
		f.add(self.fingerprint);
		f.add(other.fingerprint);
		m.fingerprint = f.hex();
		other.outcomes.forEach((oracle, byEngine) -> byEngine.forEach((engine, byOutcome) -> byOutcome.forEach((k, v) ->
			m.outcomes.computeIfAbsent(oracle, x -> new TreeMap<>()).computeIfAbsent(engine, x -> CampaignSummary.zeroes()).merge(k, v, Long::sum))));
		other.skipReasons.forEach((oracle, reasons) -> reasons.forEach((k, v) ->
			m.skipReasons.computeIfAbsent(oracle, x -> new TreeMap<>()).merge(k, v, Long::sum)));
		other.known.forEach((k, v) -> m.known.merge(k, v, Long::sum));
		other.coverage.forEach((k, v) -> m.coverage.merge(k, v, Long::sum));
		other.plans.forEach((pair, p) -> p.forEach((k, v) -> m.plans.computeIfAbsent(pair, x -> new TreeMap<>()).merge(k, v, Long::sum)));
		other.constructs.forEach((k, row) -> row.forEach((x, v) -> m.constructs.computeIfAbsent(k, y -> new TreeMap<>()).merge(x, v, Long::sum)));
		other.groups.forEach((k, g) -> m.groups.merge(k, g, RootCauseGroup::plus));
		m.refreshRawUnique();
		m.planCoverage = null; // a guided shard's curve is of its own seeds; curves do not add up
		m.shrinkEvaluations.addAll(other.shrinkEvaluations);
		java.util.Collections.sort(m.shrinkEvaluations);
		m.candidates.addAll(other.candidates);
		m.shrinkProblems.addAll(other.shrinkProblems);
		m.candidates.sort(CampaignSummary.CANDIDATE_ORDER);
		java.util.Collections.sort(m.shrinkProblems);
		return m;
	}

	private static void requireSame(String what, Object a, Object b) {
		if (!Objects.equals(a, b)) {
			throw new IllegalArgumentException("not shards of one campaign: " + what + " differs (" + a + " vs " + b + ")");
		}
	}

}
