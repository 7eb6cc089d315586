/**
 * Candidate records, the found-bug ledger and rechecks, with no dependency on jqwik: the record
 * types ({@link io.sparqlcheck.ledger.Candidate}, {@link io.sparqlcheck.ledger.LedgerEntry}), the
 * crash-safe JSON Lines files ({@link io.sparqlcheck.ledger.Jsonl}), the ledger's validator, dedup
 * signatures, the recheck by inline case, and the Markdown upstream-issue draft. The jqwik side
 * (the hook that writes candidates, the recheck by seed) lives in {@code io.sparqlcheck.jqwik}.
 */
package io.sparqlcheck.ledger;
