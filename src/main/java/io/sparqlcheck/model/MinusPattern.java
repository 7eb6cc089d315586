package io.sparqlcheck.model;

/** {@code MINUS { ... }}: removes the solutions compatible with, and sharing a variable with, one of the group's. */
public record MinusPattern(GroupPattern group) implements PatternElement {
	@Override
	public String toSparql() {
		return "MINUS " + group.toSparql();
	}
}
