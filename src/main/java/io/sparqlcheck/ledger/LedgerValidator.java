package io.sparqlcheck.ledger;

import com.fasterxml.jackson.databind.JsonNode;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * The rules of {@code ledger.schema.json}, enforced on the JSON of one entry. Every problem names
 * its field. {@link #REQUIRED} and {@link #OPTIONAL} are the schema's {@code required} list and
 * remaining properties; a test keeps the two files in step.
 */
public final class LedgerValidator {
	private LedgerValidator() {
	}

	/** A problem with one field. */
	public record Problem(String field, String message) {
	}

	public static final List<String> REQUIRED = List.of("id", "url", "status", "summary", "classification", "oracle",
		"engines", "seed", "generatorVersion", "queries", "data");
	public static final List<String> OPTIONAL = List.of("signature", "candidate");
	public static final int SUMMARY_MAX = 200;

	// the enums' own texts, so that the validator and the types can never accept different values
	private static final Set<String> STATUSES = java.util.Arrays.stream(Status.values()).map(Status::text)
		.collect(java.util.stream.Collectors.toUnmodifiableSet());
	private static final Set<String> CLASSIFICATIONS = java.util.Arrays.stream(Classification.values()).map(Classification::text)
		.collect(java.util.stream.Collectors.toUnmodifiableSet());

	/** Every problem of the entry, in the schema's field order; empty when it is valid. */
	public static List<Problem> validate(JsonNode entry) {
		List<Problem> problems = new ArrayList<>();
		if (entry == null || !entry.isObject()) {
			problems.add(new Problem("(entry)", "an entry must be a JSON object"));
			return problems;
		}
		for (Iterator<String> it = entry.fieldNames(); it.hasNext(); ) {
			String name = it.next();
			if (!REQUIRED.contains(name) && !OPTIONAL.contains(name)) {
				problems.add(new Problem(name, "unknown field"));
			}
		}
		for (String field : REQUIRED) {
			if (!entry.has(field)) {
				problems.add(new Problem(field, "missing (required" + (field.equals("status") ? "; there is no default: one of "
					+ Status.names() : "") + ")"));
			}
		}
		text(entry, "id", problems).ifPresent(id -> {
			if (!id.matches("[A-Za-z0-9][A-Za-z0-9._-]*")) {
				problems.add(new Problem("id", "must be letters, digits, '.', '_' or '-'"));
			}
		});
		text(entry, "url", problems).ifPresent(url -> urlProblem(url).ifPresent(m -> problems.add(new Problem("url", m))));
		text(entry, "status", problems).ifPresent(s -> {
			if (!STATUSES.contains(s)) {
				problems.add(new Problem("status", "'" + s + "' is not one of " + Status.names()));
			}
		});
		text(entry, "summary", problems).ifPresent(s -> {
			if (s.isBlank()) {
				problems.add(new Problem("summary", "must not be blank"));
			} else if (s.contains("\n") || s.contains("\r")) {
				problems.add(new Problem("summary", "must be one line"));
			} else if (s.length() > SUMMARY_MAX) {
				problems.add(new Problem("summary", "must be at most " + SUMMARY_MAX + " characters"));
			}
		});
		text(entry, "classification", problems).ifPresent(c -> {
			if (!CLASSIFICATIONS.contains(c)) {
				problems.add(new Problem("classification", "'" + c + "' is not one of " + String.join(", ",
					java.util.Arrays.stream(Classification.values()).map(Classification::text).toList())));
			}
		});
		text(entry, "oracle", problems).filter(String::isBlank).ifPresent(o -> problems.add(new Problem("oracle", "must not be blank")));
		JsonNode engines = entry.get("engines");
		if (engines != null) {
			if (!engines.isArray() || engines.isEmpty()) {
				problems.add(new Problem("engines", "must be a non-empty array of {name, version}"));
			} else {
				for (int i = 0; i < engines.size(); i++) {
					JsonNode e = engines.get(i);
					for (String part : List.of("name", "version")) {
						JsonNode v = e.get(part);
						if (v == null || !v.isTextual() || v.asText().isBlank()) {
							problems.add(new Problem("engines[" + i + "]." + part, "must be a non-blank string"));
						}
					}
					for (Iterator<String> it = e.fieldNames(); it.hasNext(); ) {
						String name = it.next();
						if (!name.equals("name") && !name.equals("version")) {
							problems.add(new Problem("engines[" + i + "]." + name, "unknown field"));
						}
					}
				}
			}
		}
		JsonNode seed = entry.get("seed");
		if (seed != null && !seed.isNull()) {
			if (!seed.isTextual() || !seed.asText().matches("-?[0-9]{1,19}") || !fitsLong(seed.asText())) {
				problems.add(new Problem("seed", "must be null or a decimal long as a string"));
			}
		}
		text(entry, "generatorVersion", problems).filter(String::isBlank)
			.ifPresent(g -> problems.add(new Problem("generatorVersion", "must not be blank")));
		JsonNode queries = entry.get("queries");
		if (queries != null) {
			if (!queries.isArray() || queries.isEmpty()) {
				problems.add(new Problem("queries", "must be a non-empty array of query texts"));
			} else {
				for (int i = 0; i < queries.size(); i++) {
					if (!queries.get(i).isTextual() || queries.get(i).asText().isBlank()) {
						problems.add(new Problem("queries[" + i + "]", "must be a non-blank string"));
					}
				}
			}
		}
		text(entry, "data", problems);
		JsonNode signature = entry.get("signature");
		if (signature != null && !signature.isNull() && !signature.isTextual()) {
			problems.add(new Problem("signature", "must be a string or null"));
		}
		JsonNode candidate = entry.get("candidate");
		if (candidate != null && !candidate.isNull()) {
			if (!candidate.isObject()) {
				problems.add(new Problem("candidate", "must be a candidate record or null"));
			} else {
				try {
					Candidate c = Json.MAPPER.treeToValue(candidate, Candidate.class);
					c.shrunk().sparqlCase();
					if (entry.path("classification").isTextual() && !c.classification().text().equals(entry.get("classification").asText())) {
						problems.add(new Problem("classification", "differs from the candidate's (" + c.classification().text() + ")"));
					}
					if (entry.path("oracle").isTextual() && !c.oracle().equals(entry.get("oracle").asText())) {
						problems.add(new Problem("oracle", "differs from the candidate's (" + c.oracle() + ")"));
					}
					if (entry.path("engines").isArray() && !Json.tree(c.engines()).equals(entry.get("engines"))) {
						problems.add(new Problem("engines", "differ from the candidate's (" + c.engineLabels() + ")"));
					}
				} catch (RecordFormatException e) {
					problems.add(new Problem("candidate." + e.field(), e.problem()));
				} catch (com.fasterxml.jackson.databind.JsonMappingException e) {
					String path = Candidates.path(e);
					problems.add(new Problem("candidate" + (path == null ? "" : "." + path), Candidates.rootMessage(e)));
				} catch (com.fasterxml.jackson.core.JsonProcessingException e) {
					problems.add(new Problem("candidate", e.getOriginalMessage()));
				}
			}
		}
		return problems;
	}

	/** Why the text is not a well-formed https URL with a host, or empty when it is one. */
	static java.util.Optional<String> urlProblem(String url) {
		if (url.isBlank()) {
			return java.util.Optional.of("must not be blank: an entry needs its upstream issue URL");
		}
		try {
			URI uri = new URI(url);
			if (!"https".equals(uri.getScheme())) {
				return java.util.Optional.of("'" + url + "' is not an https URL");
			}
			if (uri.getHost() == null || uri.getHost().isBlank() || !uri.getHost().contains(".")) {
				return java.util.Optional.of("'" + url + "' has no host name");
			}
			if (uri.getPath() == null || uri.getPath().length() <= 1) {
				return java.util.Optional.of("'" + url + "' has no path: link the issue itself, not the site");
			}
			return java.util.Optional.empty();
		} catch (URISyntaxException e) {
			return java.util.Optional.of("'" + url + "' is not a well-formed URL: " + e.getReason());
		}
	}

	private static boolean fitsLong(String s) {
		try {
			Long.parseLong(s);
			return true;
		} catch (NumberFormatException e) {
			return false;
		}
	}

	private static java.util.Optional<String> text(JsonNode entry, String field, List<Problem> problems) {
		JsonNode v = entry.get(field);
		if (v == null) {
			return java.util.Optional.empty();
		}
		if (!v.isTextual()) {
			problems.add(new Problem(field, "must be a string"));
			return java.util.Optional.empty();
		}
		return java.util.Optional.of(v.asText());
	}
}
