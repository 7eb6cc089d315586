package io.sparqlcheck.ledger;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The dedup signatures the ledger and the triaged findings store, against those this build computes
 * for the same repros ({@link Signature#recomputed}). A record keeps the signature it was written
 * with, so a change to the shape a signature abstracts (the query form, session 13) leaves the
 * records of the shapes it touches signed the old way: identity matching does not read them, but the
 * signature-hash fallback, a campaign's "known group(s) (sig-...)" and {@code candidates} do.
 * {@link #write} re-signs them in place, nothing else in a record changing.
 */
public final class StoredSignatures {
	private StoredSignatures() {
	}

	/**
	 * One stored signature this build would sign otherwise.
	 *
	 * @param record the ledger entry's or the finding's id
	 * @param repro  the repro's candidate id
	 * @param stored the hash the record stores
	 * @param now    the hash this build computes
	 */
	public record Stale(String record, String repro, String stored, String now) {
		public String describe() {
			return record + (record.equals(repro) ? "" : " repro " + repro) + ": " + stored + " -> " + now;
		}
	}

	/** The stored signatures of the ledger's entries and the findings' repros that this build signs otherwise. */
	public static List<Stale> check(Path ledger, Path findings) throws IOException {
		List<Stale> out = new ArrayList<>();
		for (LedgerEntry e : Ledger.read(ledger)) {
			LedgerEntry now = e.resigned();
			if (e.candidate() != null && !Objects.equals(e.candidate().signature(), now.candidate().signature())) {
				out.add(new Stale(e.id(), e.candidate().id(), e.candidate().signature().hash(), now.candidate().signature().hash()));
			}
		}
		for (TriagedFinding f : Findings.read(findings)) {
			List<Candidate> now = f.resigned().repros();
			for (int i = 0; i < now.size(); i++) {
				Candidate before = f.repros().get(i);
				if (!before.signature().equals(now.get(i).signature())) {
					out.add(new Stale(f.id(), before.id(), before.signature().hash(), now.get(i).signature().hash()));
				}
			}
		}
		return out;
	}

	/** Re-signs what {@link #check} finds, in place (each file validated before it is written); returns what it re-signed. */
	public static List<Stale> write(Path ledger, Path findings) throws IOException {
		List<Stale> stale = check(ledger, findings);
		List<LedgerEntry> entries = Ledger.read(ledger);
		if (stale.stream().anyMatch(s -> entries.stream().anyMatch(e -> e.id().equals(s.record())))) {
			Ledger.rewrite(ledger, entries.stream().map(LedgerEntry::resigned).toList());
		}
		for (TriagedFinding f : Findings.read(findings)) {
			if (stale.stream().anyMatch(s -> s.record().equals(f.id()))) {
				Findings.put(findings, f.resigned());
			}
		}
		return stale;
	}
}
