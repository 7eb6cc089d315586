package io.sparqlcheck.model;

import java.util.Objects;

/** An absolute IRI. */
public record Iri(String value) implements Term {

	public Iri {
		Objects.requireNonNull(value, "value");
		if (!isValid(value)) {
			throw new IllegalArgumentException("not a valid IRI for N-Triples: <" + value + ">");
		}
	}

	/**
	 * Whether N-Triples can write the string between angle brackets as it is: not empty, no
	 * control character or space, none of {@code <>"{}|^`\}. A plain loop: this runs for every
	 * term a generator builds, literals' datatypes included.
	 */
	static boolean isValid(String value) {
		if (value.isEmpty()) {
			return false;
		}
		for (int i = 0; i < value.length(); i++) {
			char c = value.charAt(i);
			if (c <= 0x20 || "<>\"{}|^`\\".indexOf(c) >= 0) {
				return false;
			}
		}
		return true;
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
