package io.sparqlcheck.campaign;

import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.LedgerEntry;
import io.sparqlcheck.ledger.Signature;
import io.sparqlcheck.oracle.Verdict;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Known bugs from the found-bug ledger: a failure is known when the dedup signature of its
 * (shrunk) verdict is the signature of a ledger entry, whatever that entry's status (a rejected
 * report stays known as rejected, so it is not filed twice).
 */
public final class LedgerTriage {
	private LedgerTriage() {
	}

	/**
	 * The triage of the ledger file; an absent file is an empty ledger. A malformed ledger fails
	 * here, naming the line and field, before any check runs.
	 */
	public static Triage of(Path ledgerFile) throws IOException {
		Map<String, String> bySignature = new LinkedHashMap<>();
		for (LedgerEntry e : Ledger.read(ledgerFile)) { // an absent file reads as empty
			e.signatureHash().ifPresent(hash ->
				bySignature.putIfAbsent(hash, "ledger " + e.id() + " (" + e.status().text() + ", " + e.url() + ")"));
		}
		return (verdict, engineNames) -> Optional.ofNullable(bySignature.get(Signature.of(verdict, engineNames).hash()));
	}

	/** The names of the engines a verdict ran on, as signatures use them. */
	static List<String> names(Check check) {
		return check.engines().stream().map(io.sparqlcheck.engine.Engine::name).toList();
	}
}
