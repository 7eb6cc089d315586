package io.sparqlcheck.model;

import java.util.Objects;

/**
 * One test case: data, a graph pattern P, and a filter predicate c over P's variables. Every
 * oracle builds its queries from these three parts and nothing else.
 *
 * @param data      the default graph the queries run over
 * @param pattern   the group graph pattern P
 * @param predicate the predicate c, appended as a top-level filter (or projected, for NoREC)
 */
public record SparqlCase(Dataset data, GroupPattern pattern, Expr predicate) {

	public SparqlCase {
		Objects.requireNonNull(data, "data");
		Objects.requireNonNull(pattern, "pattern");
		Objects.requireNonNull(predicate, "predicate");
	}

	/** A stable hash of the case's full text: data, pattern and predicate. */
	public String fingerprint() {
		return Dataset.sha256(data.toNTriples() + "\n" + pattern.toSparql() + "\n" + predicate.toSparql());
	}

	/** A human-readable rendering: the N-Triples data, then the pattern and the predicate. */
	public String describe() {
		return "data (" + data.size() + " triples):\n" + data.toNTriples().indent(2)
			+ "pattern:   " + pattern.toSparql() + "\n"
			+ "predicate: " + predicate.toSparql() + "\n";
	}

	@Override
	public String toString() {
		return describe();
	}
}
