package io.sparqlcheck.campaign;

import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.KnownBugs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Known bugs from the triaged-findings file alone, as {@link KnownBugs} matches them; a match is
 * "known (triaged, not filed: id)". A campaign reads the ledger, the findings and the attributions
 * together ({@link LedgerTriage#of(KnownBugs)}).
 */
public final class FindingsTriage {
	private FindingsTriage() {
	}

	/**
	 * The triage of the findings file; an absent file knows nothing. A malformed file fails here,
	 * naming the line and field, before any check runs.
	 */
	public static Triage of(Path findingsFile) throws IOException {
		return LedgerTriage.of(KnownBugs.of(List.of(), Findings.read(findingsFile), List.of()));
	}
}
