package io.sparqlcheck.ledger;

import java.util.List;
import java.util.Objects;

/**
 * One filed bug: a triaged candidate plus its upstream issue. {@code ledger.schema.json} at the
 * repository root describes the line format and {@link LedgerValidator} enforces it.
 *
 * @param id               the entry's id (the promoted candidate's id)
 * @param url              the upstream issue: a well-formed https URL
 * @param status           where it stands upstream; required, no default
 * @param summary          one line saying what is wrong
 * @param classification   wrong-result or engine-error
 * @param oracle           the oracle that found it
 * @param engines          the engines, with exact versions
 * @param seed             the jqwik seed, or null when the case was not generated from one
 * @param generatorVersion the grammar version that generated the case
 * @param queries          the reduced queries, in the order the oracle ran them
 * @param data             the reduced data, N-Triples
 * @param signature        the dedup signature hash, or null
 * @param candidate        the full candidate record (what rechecks replay), or null for an entry filed by hand
 */
public record LedgerEntry(String id, String url, Status status, String summary, Classification classification,
						  String oracle, List<EngineRef> engines, String seed, String generatorVersion,
						  List<String> queries, String data, String signature, Candidate candidate) {

	public LedgerEntry {
		Objects.requireNonNull(id, "id");
		Objects.requireNonNull(url, "url");
		Objects.requireNonNull(status, "status");
		Objects.requireNonNull(summary, "summary");
		engines = List.copyOf(engines);
		queries = List.copyOf(queries);
	}

	/** The entry a candidate becomes once filed upstream. */
	public static LedgerEntry promote(Candidate c, String url, Status status, String summary) {
		return new LedgerEntry(c.id(), url, status, summary, c.classification(), c.oracle(), c.engines(),
			c.replay().seed(), c.replay().generatorVersion(),
			c.shrunk().verdict().queries().stream().map(RecordedVerdict.RecordedQuery::query).toList(),
			c.shrunk().data(), c.signature().hash(), c);
	}

	/**
	 * The entry with its candidate {@link Candidate#resigned() re-signed} and its signature that
	 * candidate's; itself when it has no candidate (filed by hand: its signature is all there is).
	 */
	public LedgerEntry resigned() {
		if (candidate == null) {
			return this;
		}
		Candidate c = candidate.resigned();
		return new LedgerEntry(id, url, status, summary, classification, oracle, engines, seed, generatorVersion, queries, data,
			signature == null ? null : c.signature().hash(), c);
	}

	/** The entry's dedup signature hash: the recorded one, else its candidate's. */
	public java.util.Optional<String> signatureHash() {
		if (signature != null) {
			return java.util.Optional.of(signature);
		}
		return java.util.Optional.ofNullable(candidate).map(c -> c.signature().hash());
	}
}
