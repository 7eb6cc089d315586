package io.sparqlcheck.arbitraries;

/** A grammar production that breaks the grammar's contract, found when it is registered. */
public final class GrammarException extends RuntimeException {
	public GrammarException(String message) {
		super(message);
	}
}
