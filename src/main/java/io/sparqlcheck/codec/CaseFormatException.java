package io.sparqlcheck.codec;

/**
 * A JSON tree that does not encode a case. The message names the JSON path of the bad node, so a
 * reader of a record can say which field of which line is wrong.
 */
public final class CaseFormatException extends RuntimeException {
	private final String path;
	private final String problem;

	public CaseFormatException(String path, String problem) {
		super("field '" + path + "': " + problem);
		this.path = path;
		this.problem = problem;
	}

	/** The JSON path of the bad node. */
	public String path() {
		return path;
	}

	/** The problem alone, without the path. */
	public String problem() {
		return problem;
	}
}
