package io.sparqlcheck.cli;

import io.sparqlcheck.campaign.CampaignSummary;

import java.io.PrintStream;
import java.util.List;

/**
 * The root-cause groups of a campaign summary as text: raw failures per distinct group, the
 * evaluations its shrinks spent, and for each group its shrunk case, each engine's answer on it side
 * by side, its candidate id and the commands to run next.
 */
final class GroupsText {
	private GroupsText() {
	}

	static void print(CampaignSummary summary, PrintStream out) {
		if (summary.groups().isEmpty()) {
			return;
		}
		List<Integer> evaluations = summary.shrinkEvaluations();
		out.println("raw:unique " + summary.rawUnique() + " (failing checks : root-cause groups)");
		if (!evaluations.isEmpty()) {
			out.println(evaluations.size() + " shrinks, evaluations per shrunk candidate: median "
				+ evaluations.get((evaluations.size() - 1) / 2) + ", max " + evaluations.get(evaluations.size() - 1)
				+ ", all " + evaluations);
		}
		summary.groups().forEach((name, g) -> {
			out.println("  [" + g.raw() + " raw, " + g.shrunk() + " shrunk" + (g.knownAs() == null ? "" : ", known: " + g.knownAs())
				+ "] " + name);
			summary.candidates().stream().filter(c -> c.group().equals(name))
				.sorted(java.util.Comparator.comparing((CampaignSummary.Candidate c) -> c.shrunkData() == null))
				.findFirst().ifPresent(c -> describe(c, out));
		});
	}

	private static void describe(CampaignSummary.Candidate c, PrintStream out) {
		boolean shrunk = c.shrunkData() != null;
		out.println("      " + (shrunk ? "shrunk from seed " + c.seed() + " in " + c.shrinkEvaluations() + " evaluations: " + c.shrunkWhat()
			: "not shrunk, seed " + c.seed() + ": " + c.what()));
		out.println("      predicate: " + (shrunk ? c.shrunkPredicate() : c.predicate()));
		out.print((shrunk ? c.shrunkData() : c.data()).indent(8).replaceFirst("^ {8}", "      data:     "));
		if (shrunk && c.shrunkAnswers() != null) {
			c.shrunkAnswers().forEach(a -> out.println("        " + a));
		}
		if (c.candidateId() != null) {
			out.println("      candidate " + c.candidateId() + ":");
		}
		if (c.next() != null) {
			c.next().forEach(n -> out.println("        " + n));
		}
		out.println("      replay: " + c.recheck());
	}
}
