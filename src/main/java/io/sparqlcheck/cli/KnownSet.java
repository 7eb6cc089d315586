package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.Ledger;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The known set as every command reads it ({@link KnownBugs}): the ledger, the triaged findings and
 * the attributions, a malformed file being a usage error that names it (and its line and field).
 */
final class KnownSet {
	private KnownSet() {
	}

	/** The known set of these files; an absent file reads as empty. */
	static KnownBugs read(String command, Path ledger, Path findings, Path attributions) throws IOException {
		return KnownBugs.of(read(command, ledger, () -> Ledger.read(ledger)), read(command, findings, () -> Findings.read(findings)),
			read(command, attributions, () -> Attributions.read(attributions)));
	}

	/** The known set of the files the command's options name (or the repository's defaults). */
	static KnownBugs read(String command, Args args) throws IOException {
		return read(command, Records.ledger(args), Records.findings(args), Records.attributions(args));
	}

	/** How the known set of these files names its own repros with their shapes, then their bugs, left out ({@link io.sparqlcheck.ledger.NamingRecall}). */
	static List<io.sparqlcheck.ledger.NamingRecall.Row> namingRecall(String command, Path ledger, Path findings, Path attributions) throws IOException {
		return io.sparqlcheck.ledger.NamingRecall.of(read(command, ledger, () -> Ledger.read(ledger)),
			read(command, findings, () -> Findings.read(findings)), read(command, attributions, () -> Attributions.read(attributions)));
	}

	private interface Reader<T> {
		T read() throws IOException;
	}

	private static <T> T read(String command, Path file, Reader<T> reader) throws IOException {
		try {
			return reader.read();
		} catch (RuntimeException e) {
			throw new Args.UsageException(command + ": " + file + ": " + e.getMessage());
		}
	}
}
