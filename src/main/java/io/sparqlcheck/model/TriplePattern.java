package io.sparqlcheck.model;

/** A triple pattern: each position a variable or a term; the predicate may be a property path (core-4, §9). */
public record TriplePattern(PatternTerm subject, PatternTerm predicate, PatternTerm object) implements PatternElement {

	public TriplePattern {
		if (subject instanceof Path || object instanceof Path) {
			throw new IllegalArgumentException("a property path stands only in the predicate position");
		}
	}

	/** Whether the predicate is a property path (core-4), not a variable or an IRI. */
	public boolean hasPath() {
		return predicate instanceof Path;
	}

	@Override
	public String toSparql() {
		return subject.toSparql() + " " + predicate.toSparql() + " " + object.toSparql() + " .";
	}
}
