package io.sparqlcheck.cli;

import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.campaign.RootCauseGroup;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The root-cause groups of a campaign summary as text, each with its id and the command to run
 * next. New groups (candidates, engine failures) come first: the first {@value #DETAILED} shrunk ones
 * in full (the shrunk case, each engine's answer side by side, the candidate id and the commands to
 * run next), the others one line each (id and next command: the candidate's report, or the replay
 * of an unshrunk group's first seed); with {@code verbose}, all in full. Known
 * groups take one line per ledger entry or triaged finding that knows them: their ids and the
 * {@code recheck} of that entry.
 */
final class GroupsText {
	private GroupsText() {
	}

	/** How many new groups are printed in full without {@code --verbose}. */
	static final int DETAILED = 2;

	private static final Pattern ENTRY = Pattern.compile("^ledger (\\S+) |not filed: ([^)\\s]+)\\)|^known by cause: ([^\\s(|]+) \\(");

	static void print(CampaignSummary summary, PrintStream out, boolean verbose) {
		if (summary.groups().isEmpty()) {
			return;
		}
		out.println("raw:unique " + summary.rawUnique() + " (failing checks : root-cause groups)");
		Map<String, List<String>> known = new LinkedHashMap<>();
		int detailed = 0;
		for (Map.Entry<String, RootCauseGroup> e : summary.groups().entrySet()) {
			RootCauseGroup g = e.getValue();
			if (g.knownAs() != null) {
				known.computeIfAbsent(g.knownAs(), k -> new ArrayList<>()).add(id(e.getKey()));
				continue;
			}
			Optional<CampaignSummary.Candidate> c = summary.candidates().stream().filter(x -> x.group().equals(e.getKey()))
				.sorted(java.util.Comparator.comparing((CampaignSummary.Candidate x) -> x.shrunkData() == null)).findFirst();
			String head = "  [" + g.raw() + " raw, " + g.shrunk() + " shrunk] ";
			if (c.isPresent() && (verbose || detailed < DETAILED && c.get().shrunkData() != null)) {
				detailed++;
				out.println(head + e.getKey());
				describe(c.get(), out);
			} else {
				out.println(head + headline(e.getKey()) + ": " + c.map(GroupsText::next).orElse("see summary.json"));
			}
		}
		known.forEach((what, ids) -> {
			List<String> signatures = ids.stream().filter(i -> i.startsWith("sig-")).toList();
			long unshrunk = ids.size() - signatures.size();
			// all the signatures with --verbose; else the first three, so that a line stays a line
			List<String> shown = verbose || signatures.size() <= 3 ? signatures
				: java.util.stream.Stream.concat(signatures.stream().limit(3), java.util.stream.Stream.of("+" + (signatures.size() - 3) + " more")).toList();
			out.println("  " + ids.size() + " known group(s) (" + String.join(", ", shown)
				+ (unshrunk > 0 ? (shown.isEmpty() ? "" : "; ") + unshrunk + " unshrunk" : "") + "): "
				+ (summary.known().containsKey(what) ? summary.known().get(what) + " × " : "") + what
				+ entry(what).map(id -> "; recheck it: bin/sparqlcheck recheck " + id).orElse(""));
		});
	}

	/** What the known groups of the summary are known as (a ledger entry, a triaged finding). */
	static java.util.Set<String> knownInGroups(CampaignSummary summary) {
		java.util.Set<String> known = new java.util.HashSet<>();
		summary.groups().values().forEach(g -> {
			if (g.knownAs() != null) {
				known.add(g.knownAs());
			}
		});
		return known;
	}

	/** The group's name up to its engines: its signature id, oracle and engines. */
	private static String headline(String group) {
		int end = group.indexOf("]: ");
		return end < 0 ? group : group.substring(0, end + 1);
	}

	/** The group's id: its signature ({@code sig-...}), or its name when unshrunk. */
	private static String id(String group) {
		String head = headline(group);
		return head.startsWith("sig-") ? head.substring(0, head.indexOf(' ') < 0 ? head.length() : head.indexOf(' ')) : head;
	}

	/** The ledger entry or triaged finding a known group names (by identity, or alone by its cause). */
	static Optional<String> entry(String knownAs) {
		Matcher m = ENTRY.matcher(knownAs);
		return m.find() ? Optional.of(m.group(1) != null ? m.group(1) : m.group(2) != null ? m.group(2) : m.group(3)) : Optional.empty();
	}

	/** The group's next command in one line: its candidate's report, or the replay of its seed. */
	private static String next(CampaignSummary.Candidate c) {
		return c.candidateId() != null && c.next() != null && !c.next().isEmpty()
			? "candidate " + c.candidateId() + ", next: " + c.next().get(0) : "seed " + c.seed() + ", replay: " + c.recheck();
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
