package io.sparqlcheck.model;

import java.util.Objects;

/**
 * A blank node with an explicit label. The generator never makes one; they exist so that results
 * and users' own data can be represented. Labels are local to one dataset or one result.
 */
public record BlankNode(String label) implements Term {

	public BlankNode {
		Objects.requireNonNull(label, "label");
		if (!label.matches("[A-Za-z0-9_][A-Za-z0-9_.-]*")) {
			throw new IllegalArgumentException("not a valid blank node label: " + label);
		}
	}

	@Override
	public String toNTriples() {
		return "_:" + label;
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
