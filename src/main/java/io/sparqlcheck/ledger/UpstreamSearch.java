package io.sparqlcheck.ledger;

import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The search of the upstream trackers made before a triaged finding is called new: a finding's
 * {@code upstream-search} in {@code findings.jsonl}. Novelty is a recorded step, not a belief: which
 * trackers were searched, with which queries, on which date, and the closest issues found with their
 * state, so that whoever files the draft reads them first (the issue draft lists them) and whoever
 * reads "none found" knows what was tried.
 *
 * @param date     the day of the search, {@code YYYY-MM-DD}
 * @param trackers the trackers searched ({@code github.com/apache/jena/issues})
 * @param queries  the queries tried, as typed
 * @param closest  the closest issues found, closest first; empty only when nothing close came up
 * @param verdict  one line: the finding is new, a duplicate of an issue, or related to one, and why
 * @param duplicateOf the upstream issue the finding turned out to be, filed by others and in the ledger under that
 *                 URL (null: none): the finding then keeps more spellings of that ledger bug, and a campaign, a
 *                 bench and a triage count the two as one bug ({@link KnownBug#sameBugAs}), not as two that
 *                 make each other's failures ambiguous
 */
public record UpstreamSearch(String date, List<String> trackers, List<String> queries, List<Closest> closest, String verdict,
							 @com.fasterxml.jackson.annotation.JsonInclude(com.fasterxml.jackson.annotation.JsonInclude.Include.NON_NULL)
							 String duplicateOf) {

	/** A search that found the finding new or related, not a duplicate of a ledger entry's issue. */
	public UpstreamSearch(String date, List<String> trackers, List<String> queries, List<Closest> closest, String verdict) {
		this(date, trackers, queries, closest, verdict, null);
	}

	/**
	 * One issue the search found.
	 *
	 * @param url   the issue or pull request
	 * @param state its state when searched ({@code open}, {@code closed}, {@code closed (fixed by #3517)})
	 * @param note  how it relates to the finding
	 */
	public record Closest(String url, String state, String note) {
		public Closest {
			Objects.requireNonNull(url, "url");
			Objects.requireNonNull(state, "state");
			Objects.requireNonNull(note, "note");
		}
	}

	public UpstreamSearch {
		Objects.requireNonNull(date, "date");
		Objects.requireNonNull(verdict, "verdict");
		trackers = List.copyOf(trackers);
		queries = List.copyOf(queries);
		closest = List.copyOf(closest);
	}

	/** The problems of an {@code upstream-search} value, each naming its key; empty when it is valid. */
	static List<LedgerValidator.Problem> validate(JsonNode s) {
		String key = "upstream-search";
		List<LedgerValidator.Problem> problems = new ArrayList<>();
		if (!s.isObject()) {
			problems.add(new LedgerValidator.Problem(key, "must be an object: date, trackers, queries, closest, verdict"));
			return problems;
		}
		List<String> fields = List.of("date", "trackers", "queries", "closest", "verdict", "duplicateOf");
		s.fieldNames().forEachRemaining(n -> {
			if (!fields.contains(n)) {
				problems.add(new LedgerValidator.Problem(key + "." + n, "unknown field"));
			}
		});
		if (!s.path("date").asText("").matches("\\d{4}-\\d{2}-\\d{2}")) {
			problems.add(new LedgerValidator.Problem(key + ".date", "must be the day of the search, YYYY-MM-DD"));
		}
		for (String list : List.of("trackers", "queries")) {
			JsonNode l = s.path(list);
			if (!l.isArray() || l.isEmpty() || !allText(l)) {
				problems.add(new LedgerValidator.Problem(key + "." + list, "must list at least one " + (list.equals("trackers")
					? "tracker searched" : "query tried") + ", as non-blank strings"));
			}
		}
		JsonNode closest = s.path("closest");
		if (!closest.isArray()) {
			problems.add(new LedgerValidator.Problem(key + ".closest", "must list the closest issues found (empty: none found)"));
		} else {
			for (int i = 0; i < closest.size(); i++) {
				JsonNode c = closest.get(i);
				if (!c.path("url").asText("").matches("https://\\S+") || c.path("state").asText("").isBlank()
					|| c.path("note").asText("").isBlank() || c.size() != 3) {
					problems.add(new LedgerValidator.Problem(key + ".closest[" + i + "]", "must be {url (https), state, note}"));
				}
			}
		}
		if (s.has("duplicateOf") && !s.path("duplicateOf").asText("").matches("https://\\S+")) {
			problems.add(new LedgerValidator.Problem(key + ".duplicateOf", "must be the https URL of the upstream issue (a ledger entry's url)"));
		}
		if (s.path("verdict").asText("").isBlank() || s.path("verdict").asText("").contains("\n")) {
			problems.add(new LedgerValidator.Problem(key + ".verdict", "must be one line: new, a duplicate of, or related to an issue"));
		}
		return problems;
	}

	private static boolean allText(JsonNode list) {
		for (JsonNode n : list) {
			if (!n.isTextual() || n.asText().isBlank()) {
				return false;
			}
		}
		return true;
	}

	/** The Markdown section an issue draft shows it in. */
	public String markdown() {
		StringBuilder b = new StringBuilder("## Searched upstream first\n\n");
		b.append("On ").append(date).append(", in ").append(String.join(", ", trackers)).append(", for: ")
			.append(String.join("; ", queries.stream().map(q -> "`" + q + "`").toList())).append(".\n\n");
		if (closest.isEmpty()) {
			b.append("Nothing close was found.\n\n");
		} else {
			b.append("The closest issues found:\n\n");
			closest.forEach(c -> b.append("- ").append(c.url()).append(" (").append(c.state()).append("): ").append(c.note()).append('\n'));
			b.append('\n');
		}
		return b.append("**So:** ").append(verdict).append("\n\n").toString();
	}
}
