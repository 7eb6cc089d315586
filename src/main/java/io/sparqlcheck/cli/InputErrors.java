package io.sparqlcheck.cli;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.ledger.RecordFormatException;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;

/**
 * How a command's failure is told in one line: an error in what the user gave (a malformed or
 * binary record, a folder where a file belongs, a missing or unreadable file, a bad value) names
 * the file, line and field as the exception does, without a class name or a trace.
 */
final class InputErrors {
	private InputErrors() {
	}

	/** Whether the failure is in the user's input rather than in sparqlcheck or a library. */
	static boolean isInputError(Throwable e) {
		Throwable t = e instanceof UncheckedIOException u && u.getCause() != null ? u.getCause() : e;
		return t instanceof RecordFormatException || t instanceof ConfigException || t instanceof IOException
			|| t instanceof IllegalArgumentException || t instanceof ArithmeticException || t instanceof java.time.DateTimeException;
	}

	/** The failure in one line. */
	static String describe(Throwable e) {
		Throwable t = e instanceof UncheckedIOException u && u.getCause() != null ? u.getCause() : e;
		String m = t.getMessage() == null ? "" : t.getMessage().strip().replaceAll("\\s+", " ");
		if (t instanceof NoSuchFileException n) {
			return n.getFile() + ": no such file";
		}
		if (t instanceof AccessDeniedException a) {
			return a.getFile() + ": permission denied";
		}
		if (t instanceof FileSystemException f) {
			return f.getFile() + ": " + (f.getReason() == null ? "cannot be read or written" : f.getReason());
		}
		if (isInputError(e)) {
			return m.isEmpty() ? t.getClass().getSimpleName() : m;
		}
		return t.getClass().getName() + (m.isEmpty() ? "" : ": " + m);
	}
}
