package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.Jsonl;
import io.sparqlcheck.ledger.RecordFormatException;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What a command checks about the files it will write before it does any work: a run that finds
 * only at its end that it cannot write loses everything it found. Each problem is a usage error
 * (one line, exit 2) naming the option or file.
 */
final class OutputChecks {
	private OutputChecks() {
	}

	/** The folder exists or can be made, is a folder, and a file can be created in it. */
	static void writableFolder(String command, String option, Path dir) {
		if (Files.exists(dir) && !Files.isDirectory(dir)) {
			throw new Args.UsageException(command + ": " + option + " " + dir + " is a file, not a folder");
		}
		try {
			Files.createDirectories(dir);
			Path probe = Files.createTempFile(dir, ".sparqlcheck-probe", ".tmp");
			Files.delete(probe);
		} catch (IOException | SecurityException e) {
			throw new Args.UsageException(command + ": " + option + " " + dir + " is not a writable folder ("
				+ e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
		}
	}

	/** The JSON Lines file is absent, or a regular file whose last line is whole. */
	static void appendable(String command, Path file) {
		try {
			Jsonl.checkAppendable(file);
		} catch (RecordFormatException e) {
			throw new Args.UsageException(command + ": " + e.getMessage());
		} catch (IOException e) {
			throw new Args.UsageException(command + ": " + e.getMessage());
		}
	}
}
