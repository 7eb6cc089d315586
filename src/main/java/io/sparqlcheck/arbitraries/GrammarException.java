package io.sparqlcheck.arbitraries;

/** A grammar addition (a production, a part) that breaks the grammar's contract, found when it is added. */
public final class GrammarException extends RuntimeException {
	public GrammarException(String message) {
		super(message);
	}
}
