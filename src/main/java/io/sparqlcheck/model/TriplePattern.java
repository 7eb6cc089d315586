package io.sparqlcheck.model;

/** A triple pattern: each position a variable or a term. */
public record TriplePattern(PatternTerm subject, PatternTerm predicate, PatternTerm object) implements PatternElement {

	@Override
	public String toSparql() {
		return subject.toSparql() + " " + predicate.toSparql() + " " + object.toSparql() + " .";
	}
}
