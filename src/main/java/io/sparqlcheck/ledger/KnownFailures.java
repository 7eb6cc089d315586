package io.sparqlcheck.ledger;

import io.sparqlcheck.oracle.Verdict;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The failures a project already knows, for a property's assertion ({@code holdsUnlessKnown}) and
 * the property hook: the known set read as every command reads it ({@link KnownBugs}: the ledger,
 * the triaged findings and the attributions' release ranges), matched by the failure's identity and
 * never by engine names or their order. A known engine bug does not fail the build; any other
 * failure, a different bug on an engine of the same name included, still does.
 */
public final class KnownFailures {

	private final KnownBugs known;

	private KnownFailures(KnownBugs known) {
		this.known = known;
	}

	/**
	 * The failures the three files know; an absent file knows none. A malformed file fails here,
	 * naming the file, line and field.
	 */
	public static KnownFailures of(Path ledgerFile, Path findingsFile, Path attributionsFile) throws IOException {
		return new KnownFailures(KnownBugs.read(ledgerFile, findingsFile, attributionsFile));
	}

	/** The failures the two files know, with the attributions file beside the findings file. */
	public static KnownFailures of(Path ledgerFile, Path findingsFile) throws IOException {
		return of(ledgerFile, findingsFile, findingsFile.resolveSibling(Attributions.DEFAULT_FILE));
	}

	/** The failures the repository's files in the working directory know ({@link KnownBugs#ofWorkingDirectory()}). */
	public static KnownFailures ofWorkingDirectory() {
		try {
			return new KnownFailures(KnownBugs.ofWorkingDirectory());
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** What knows the verdict's failure ("ledger id (status, url)" or the finding's "known (triaged ...)"), or empty (a pass too). */
	public Optional<String> known(Verdict verdict) {
		if (verdict.kind() == io.sparqlcheck.oracle.VerdictKind.PASS) {
			return Optional.empty();
		}
		return known.match(verdict, verdict.engines().stream().map(label -> EngineRef.fromLabel(label).name()).toList())
			.map(KnownBugs.Match::describe);
	}

	/** What the known set says of a recorded candidate ({@link KnownBugs#verdict(Candidate)}). */
	public String verdict(Candidate c) {
		return known.verdict(c);
	}

	/** How many known bugs there are. */
	public int size() {
		return known.bugs().size();
	}
}
