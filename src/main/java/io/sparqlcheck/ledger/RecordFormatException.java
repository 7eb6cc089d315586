package io.sparqlcheck.ledger;

import java.nio.file.Path;

/**
 * A candidate or ledger record that is not well-formed. The message names the file (when there
 * is one), the line number (when there is one) and the field.
 */
public final class RecordFormatException extends RuntimeException {
	private final int line;
	private final String field;
	private final String problem;

	public RecordFormatException(Path file, int line, String field, String problem) {
		super((file == null ? "" : file + ": ") + (line > 0 ? "line " + line + ": " : "")
			+ (field == null ? "" : "field '" + field + "': ") + problem);
		this.line = line;
		this.field = field;
		this.problem = problem;
	}

	/** The same problem, located in a file and line. */
	public RecordFormatException at(Path file, int line) {
		return new RecordFormatException(file, line, field, problem);
	}

	/** The problem alone, without file, line or field. */
	public String problem() {
		return problem;
	}

	/** The line number, from 1, or 0 when the record is not from a file. */
	public int line() {
		return line;
	}

	/** The field, or null when the problem is the line itself. */
	public String field() {
		return field;
	}
}
