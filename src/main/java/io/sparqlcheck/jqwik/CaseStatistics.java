package io.sparqlcheck.jqwik;

import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.statistics.Statistics;

import java.util.Map;

/**
 * The statistics every oracle property reports, so a green run says what it covered: for TLP the
 * share of base solutions that fell in the true, false and error branches; for NoREC the share of
 * rewrite rows flagged true, false and unbound; for both the share of cases with no base solution
 * (a check over an empty base tests almost nothing).
 */
public final class CaseStatistics {
	private CaseStatistics() {
	}

	public static final String EBV_LABEL = "base solutions by EBV outcome";
	public static final String FLAG_LABEL = "rewrite rows by flag";
	public static final String EMPTY_LABEL = "cases by base size";

	/** Collects the statistics of one verdict; engine failures are counted as such. */
	public static void collect(Verdict verdict) {
		Map<String, Integer> counts;
		if (verdict instanceof Verdict.Pass p) {
			counts = p.counts();
		} else if (verdict instanceof Verdict.Violation v) {
			counts = v.counts();
		} else {
			Statistics.label(EMPTY_LABEL).collect("engine failure");
			return;
		}
		Integer base = counts.get("base");
		if (base != null) {
			Statistics.label(EMPTY_LABEL).collect(base == 0 ? "no base solution" : "with base solutions");
		}
		if (verdict.oracle().equals("TLP")) {
			repeat(EBV_LABEL, "true", counts.getOrDefault("true", 0));
			repeat(EBV_LABEL, "false", counts.getOrDefault("false", 0));
			repeat(EBV_LABEL, "error", counts.getOrDefault("error", 0));
		} else if (verdict.oracle().equals("NoREC")) {
			repeat(FLAG_LABEL, "true", counts.getOrDefault("flag true", 0));
			repeat(FLAG_LABEL, "false", counts.getOrDefault("flag false", 0));
			repeat(FLAG_LABEL, "unbound", counts.getOrDefault("flag unbound", 0));
		}
	}

	private static void repeat(String label, String value, int times) {
		for (int i = 0; i < times; i++) {
			Statistics.label(label).collect(value);
		}
	}
}
