package io.sparqlcheck.ledger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * The rules of {@code findings.schema.json}, enforced on the JSON of one triaged finding, each
 * problem naming its field; plus what a schema cannot say: every repro is a readable candidate
 * record that involves the finding's engine, and the signatures are exactly the repros'. A finding
 * without its {@code upstream-search} (what was searched upstream before it was called new) is refused.
 */
public final class FindingsValidator {
	private FindingsValidator() {
	}

	public static final List<String> REQUIRED = List.of("id", "engine", "versionsSeen", "summary", "classification",
		"signatures", "repros", "draft", "upstream-search");

	/** Every problem of the finding; empty when it is valid. */
	public static List<LedgerValidator.Problem> validate(JsonNode f) {
		List<LedgerValidator.Problem> problems = new ArrayList<>();
		if (f == null || !f.isObject()) {
			problems.add(new LedgerValidator.Problem("(finding)", "a finding must be a JSON object"));
			return problems;
		}
		for (Iterator<String> it = f.fieldNames(); it.hasNext(); ) {
			String name = it.next();
			if (!REQUIRED.contains(name)) {
				problems.add(new LedgerValidator.Problem(name, "unknown field"
					+ (name.equals("url") || name.equals("status") ? " (a filed bug belongs in the ledger, not here)" : "")));
			}
		}
		for (String field : REQUIRED) {
			if (!f.hasNonNull(field)) {
				problems.add(new LedgerValidator.Problem(field, "missing (required)"));
			}
		}
		if (!problems.isEmpty()) {
			return problems;
		}
		if (!f.get("id").asText().matches("[a-z0-9][a-z0-9.-]*")) {
			problems.add(new LedgerValidator.Problem("id", "must be lower-case letters, digits, '.' or '-'"));
		}
		String summary = f.get("summary").asText();
		if (summary.isBlank() || summary.contains("\n") || summary.length() > LedgerValidator.SUMMARY_MAX) {
			problems.add(new LedgerValidator.Problem("summary", "must be one non-blank line of at most " + LedgerValidator.SUMMARY_MAX + " characters"));
		}
		if (f.get("draft").asText().isBlank()) {
			problems.add(new LedgerValidator.Problem("draft", "must hold the issue draft"));
		}
		problems.addAll(UpstreamSearch.validate(f.get("upstream-search")));
		if (!f.get("versionsSeen").isArray() || f.get("versionsSeen").isEmpty()) {
			problems.add(new LedgerValidator.Problem("versionsSeen", "must list at least one release"));
		}
		try {
			Classification.of(f.get("classification").asText());
		} catch (IllegalArgumentException e) {
			problems.add(new LedgerValidator.Problem("classification", e.getMessage()));
		}
		JsonNode repros = f.get("repros");
		if (!repros.isArray() || repros.isEmpty()) {
			problems.add(new LedgerValidator.Problem("repros", "must hold at least one candidate record that a recheck replays"));
			return problems;
		}
		List<String> fromRepros = new ArrayList<>();
		String engine = f.get("engine").asText();
		for (int i = 0; i < repros.size(); i++) {
			try {
				Candidate c = Json.MAPPER.treeToValue(repros.get(i), Candidate.class);
				fromRepros.add(c.signature().hash());
				if (c.engines().stream().noneMatch(e -> TriagedFinding.names(engine, e.name()))) {
					problems.add(new LedgerValidator.Problem("repros[" + i + "]", "does not involve engine " + engine));
				}
			} catch (JsonProcessingException | IllegalArgumentException e) {
				problems.add(new LedgerValidator.Problem("repros[" + i + "]", "not a candidate record: "
					+ (e instanceof JsonProcessingException j ? j.getOriginalMessage() : e.getMessage())));
			}
		}
		List<String> signatures = new ArrayList<>();
		f.get("signatures").forEach(s -> signatures.add(s.asText()));
		if (problems.isEmpty() && !signatures.equals(fromRepros)) {
			problems.add(new LedgerValidator.Problem("signatures", "must be the repros' signatures, in order: " + fromRepros));
		}
		return problems;
	}
}
