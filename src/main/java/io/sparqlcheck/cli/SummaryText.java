package io.sparqlcheck.cli;

import io.sparqlcheck.campaign.CampaignSummary;

import java.io.PrintStream;
import java.util.Map;

/**
 * A campaign summary as text, short enough that the main job's whole output fits one screen: the
 * classes per oracle and engine, what was known and why, the run's size, speed and fingerprint, and
 * the root-cause groups each with its id and the command to run next ({@link GroupsText}). The
 * generator diagnostics (EBV outcomes, plan collapse, construct coverage, shrink costs) are printed
 * with {@code --verbose}; they are always in summary.json and report.html.
 */
final class SummaryText {
	private SummaryText() {
	}

	static void print(CampaignSummary summary, PrintStream out, double seconds, boolean verbose) {
		out.println();
		out.printf("%-14s %-34s %8s %7s %10s %15s %8s%n", "oracle", "engine", "pass", "known", "candidate", "engine-failure", "skipped");
		summary.outcomes().forEach((oracle, byEngine) -> byEngine.forEach((engine, n) ->
			out.printf("%-14s %-34s %8d %7d %10d %15d %8d%n", oracle, engine, n.get("pass"), n.get("known"), n.get("candidate"),
				n.get("engine-failure"), n.get("skipped"))));
		summary.skipReasons().forEach((oracle, reasons) -> reasons.forEach((reason, n) ->
			out.printf("  skipped by %s: %d × %s%n", oracle, n, reason)));
		// What a known group names is counted on its group's line (GroupsText); the rest (latitude rules) here.
		java.util.Set<String> grouped = GroupsText.knownInGroups(summary);
		summary.known().forEach((what, n) -> {
			if (verbose || !grouped.contains(what)) {
				out.printf("  %s%d × %s%n", what.startsWith("known (") ? "" : "known: ", n, what);
			}
		});
		summary.shrinkProblems().forEach(p -> out.println("  shrink problem (candidate kept unshrunk): " + p));
		if (verbose) {
			diagnostics(summary, out);
		}
		io.sparqlcheck.campaign.CoverageCurve.print(summary, out); // a guided run's curves (--guide plan), always
		if (seconds > 0) {
			long checks = summary.outcomes().values().stream().flatMap(m -> m.values().stream())
				.mapToLong(m -> m.values().stream().mapToLong(Long::longValue).sum()).sum();
			out.printf("%d cases, %d checks in %.1f s (%.0f checks/s)%n", summary.casesChecked(), checks, seconds, checks / seconds);
		}
		out.println("fingerprint of the generated cases: " + summary.fingerprint());
		GroupsText.print(summary, out, verbose);
	}

	private static void diagnostics(CampaignSummary summary, PrintStream out) {
		Map<String, Long> cov = summary.coverage();
		long base = cov.getOrDefault("true", 0L) + cov.getOrDefault("false", 0L) + cov.getOrDefault("error", 0L);
		if (base > 0) {
			out.printf("EBV outcomes of %d TLP base solutions: true %.1f%%, false %.1f%%, error %.1f%%; cases with no base solution %.1f%%%n",
				base, 100.0 * cov.get("true") / base, 100.0 * cov.get("false") / base, 100.0 * cov.get("error") / base,
				100.0 * cov.getOrDefault("cases with no base solution", 0L) / Math.max(1, cov.getOrDefault("cases", 1L)));
		}
		summary.plans().forEach((pair, p) -> out.printf("plans (asked on one case in %d): %s: %d of %d pairs collapsed (%.1f%%): the optimiser left %s%s%n",
			io.sparqlcheck.campaign.Campaign.PLAN_SAMPLE, pair, p.get("collapsed"), p.get("pairs"), 100.0 * p.get("collapsed") / Math.max(1, p.get("pairs")),
			pair.startsWith("differential") ? "the plan as parsed" : "the filter on top",
			p.getOrDefault("unexplained", 0L) > 0 ? "; " + p.get("unexplained") + " pairs the engine could not explain" : ""));
		io.sparqlcheck.campaign.ConstructCoverage.print(summary, out);
		java.util.List<Integer> evaluations = summary.shrinkEvaluations();
		if (!evaluations.isEmpty()) {
			out.println(evaluations.size() + " shrinks, evaluations per shrunk candidate: median "
				+ evaluations.get((evaluations.size() - 1) / 2) + ", max " + evaluations.get(evaluations.size() - 1)
				+ ", all " + evaluations);
		}
	}
}
