package io.sparqlcheck.model;

import java.util.Objects;

/** An absolute IRI. */
public record Iri(String value) implements Term {

	public Iri {
		Objects.requireNonNull(value, "value");
		if (value.isEmpty() || value.chars().anyMatch(c -> c <= 0x20 || "<>\"{}|^`\\".indexOf(c) >= 0)) {
			throw new IllegalArgumentException("not a valid IRI for N-Triples: <" + value + ">");
		}
	}

	public static Iri of(String value) {
		return new Iri(value);
	}

	@Override
	public String toNTriples() {
		return "<" + value + ">";
	}

	@Override
	public String toSparql() {
		return toNTriples();
	}

	@Override
	public String toString() {
		return toNTriples();
	}
}
