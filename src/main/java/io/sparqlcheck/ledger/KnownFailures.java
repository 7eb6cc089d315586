package io.sparqlcheck.ledger;

import io.sparqlcheck.oracle.Verdict;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The failures a project already knows: the signatures of its found-bug ledger's entries and of
 * its triaged findings' repros, matched the way a campaign's triage matches them (the dedup
 * {@link Signature} of the verdict on the engines' names: oracle, engines, verdict class and the
 * shape of the case). A property asserts with it so that a known engine bug does not fail the
 * build, while any other failure still does.
 */
public final class KnownFailures {

	private final Map<String, String> bySignature;

	private KnownFailures(Map<String, String> bySignature) {
		this.bySignature = Map.copyOf(bySignature);
	}

	/**
	 * The failures the two files know; an absent file knows none. A malformed file fails here,
	 * naming the file, line and field.
	 */
	public static KnownFailures of(Path ledgerFile, Path findingsFile) throws IOException {
		Map<String, String> known = new LinkedHashMap<>();
		for (LedgerEntry e : Ledger.read(ledgerFile)) {
			e.signatureHash().ifPresent(hash -> known.putIfAbsent(hash, "ledger " + e.id() + " (" + e.status().text() + ", " + e.url() + ")"));
		}
		for (TriagedFinding f : Findings.read(findingsFile)) {
			f.signatures().forEach(hash -> known.putIfAbsent(hash, f.knownAs()));
		}
		return new KnownFailures(known);
	}

	/** The failures {@value Ledger#DEFAULT_FILE} and {@value TriagedFinding#DEFAULT_FILE} in the working directory know. */
	public static KnownFailures ofWorkingDirectory() {
		try {
			return of(Path.of(Ledger.DEFAULT_FILE), Path.of(TriagedFinding.DEFAULT_FILE));
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** What knows the verdict's failure ("ledger id (status, url)" or the finding's "known (triaged ...)"), or empty (a pass too). */
	public Optional<String> known(Verdict verdict) {
		if (verdict.kind() == io.sparqlcheck.oracle.VerdictKind.PASS) {
			return Optional.empty();
		}
		return Optional.ofNullable(bySignature.get(Signature.of(verdict, verdict.engines().stream()
			.map(label -> EngineRef.fromLabel(label).name()).toList()).hash()));
	}

	/** How many signatures are known. */
	public int size() {
		return bySignature.size();
	}
}
