package io.sparqlcheck.campaign;

import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.Signature;
import io.sparqlcheck.ledger.TriagedFinding;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Known bugs from the triaged-findings file: a failure is known when the dedup signature of its
 * (shrunk) verdict (oracle, engines, verdict class, shape of the case) is the signature of one of a
 * finding's repros; it is then "known (triaged, not filed: id)".
 */
public final class FindingsTriage {
	private FindingsTriage() {
	}

	/**
	 * The triage of the findings file; an absent file knows nothing. A malformed file fails here,
	 * naming the line and field, before any check runs.
	 */
	public static Triage of(Path findingsFile) throws IOException {
		Map<String, String> bySignature = new LinkedHashMap<>();
		for (TriagedFinding f : Findings.read(findingsFile)) {
			f.signatures().forEach(hash -> bySignature.putIfAbsent(hash, f.knownAs()));
		}
		return (verdict, engineNames) -> Optional.ofNullable(bySignature.get(Signature.of(verdict, engineNames).hash()));
	}
}
