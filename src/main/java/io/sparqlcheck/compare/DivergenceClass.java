package io.sparqlcheck.compare;

/**
 * How two engines' answers to one query differ, in the classes of the QLever/Blazegraph test
 * architecture (shared/reference/003): each names what a person triaging it looks at first.
 */
public enum DivergenceClass {
	/** The bags of solutions differ: a row missing, in excess, or bound differently. */
	LOGIC,
	/** The rows pair up once datatypes are ignored: same lexical form (or numeric value), another datatype. */
	DATATYPE,
	/** The rows pair up once floating-point values are compared within the comparator's tolerance. */
	PRECISION,
	/** No two bags to compare: solutions against a boolean, or one side failed. */
	RESPONSE;

	/** The lower-case name summaries print. */
	public String label() {
		return name().toLowerCase();
	}
}
