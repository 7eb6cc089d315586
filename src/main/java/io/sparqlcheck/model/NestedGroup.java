package io.sparqlcheck.model;

/** A group nested in a group, {@code { ... }}: its own scope for filters, joined with its siblings. */
public record NestedGroup(GroupPattern group) implements PatternElement {
	@Override
	public String toSparql() {
		return group.toSparql();
	}
}
