package io.sparqlcheck.ledger;

import java.util.List;
import java.util.Objects;

/**
 * A bug triaged here but not (yet) filed upstream: one line of {@code findings.jsonl}, described by
 * {@code findings.schema.json} and enforced by {@link FindingsValidator}. It makes a campaign call a
 * matching failure "known (triaged, not filed: id)" instead of new, and it never holds anything
 * without a repro that a recheck replays: at least one candidate record whose shrunk case still
 * failed, by case, when it was added. Once filed upstream, it moves to the ledger.
 *
 * @param id             a short stable name ({@code rdf4j-if-error-no-value})
 * @param engine         the engine kind the bug is in ({@code rdf4j}, {@code jena}), as engines.yaml names the kind
 * @param versionsSeen   the exact releases it was seen on (a version's note, such as {@code (no optimizers)}, left off)
 * @param summary        one line saying what is wrong
 * @param classification wrong-result or engine-error (the bug's; its repros may show it either way)
 * @param signatures     the dedup signature hashes a failure matches it by: exactly the repros' signatures
 * @param repros         the candidate records (shrunk case, verdict, queries) a recheck replays
 * @param draft          the issue draft, ready to file
 * @param upstreamSearch the search of the upstream trackers that found it new, or the issues it is close to
 */
public record TriagedFinding(String id, String engine, List<String> versionsSeen, String summary,
							 Classification classification, List<String> signatures, List<Candidate> repros, String draft,
							 @com.fasterxml.jackson.annotation.JsonProperty("upstream-search") UpstreamSearch upstreamSearch) {

	/** The file at the repository root. */
	public static final String DEFAULT_FILE = "findings.jsonl";

	public TriagedFinding {
		Objects.requireNonNull(id, "id");
		Objects.requireNonNull(engine, "engine");
		Objects.requireNonNull(summary, "summary");
		Objects.requireNonNull(classification, "classification");
		Objects.requireNonNull(draft, "draft");
		Objects.requireNonNull(upstreamSearch, "upstream-search");
		versionsSeen = List.copyOf(versionsSeen);
		signatures = List.copyOf(signatures);
		repros = List.copyOf(repros);
	}

	/** The finding with one more repro (and its signature), unless a repro of that signature is there already. */
	public TriagedFinding withRepro(Candidate c) {
		if (signatures.contains(c.signature().hash())) {
			return this;
		}
		List<String> sigs = new java.util.ArrayList<>(signatures);
		sigs.add(c.signature().hash());
		List<Candidate> rs = new java.util.ArrayList<>(repros);
		rs.add(c);
		List<String> versions = new java.util.ArrayList<>(versionsSeen);
		c.engines().stream().filter(e -> names(engine, e.name()))
			.map(e -> e.version().split(" ")[0]).filter(v -> !versions.contains(v)).forEach(versions::add);
		return new TriagedFinding(id, engine, versions, summary, classification, sigs, rs, draft, upstreamSearch);
	}

	/** The finding with each repro {@link Candidate#resigned() re-signed}, and its signatures theirs again, in order. */
	public TriagedFinding resigned() {
		List<Candidate> rs = repros.stream().map(Candidate::resigned).toList();
		return new TriagedFinding(id, engine, versionsSeen, summary, classification, rs.stream().map(c -> c.signature().hash()).toList(),
			rs, draft, upstreamSearch);
	}

	/**
	 * Whether an engine of this name is one the finding's engine kind covers: the kind itself, a
	 * variant of it ({@code rdf4j-noopt}), or a release of it ({@code oxigraph@0.5.11}, how an engine
	 * by release is named).
	 */
	static boolean names(String engine, String name) {
		return name.equals(engine) || name.startsWith(engine + "-") || name.startsWith(engine + "@");
	}

	/** {@code known (triaged, not filed: id)}: how a campaign names a match. */
	public String knownAs() {
		return "known (triaged, not filed: " + id + ")";
	}
}
