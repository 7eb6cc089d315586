package io.sparqlcheck.model;

/** {@code { left } UNION { right }}: the bag union of the two groups' solutions. */
public record UnionPattern(GroupPattern left, GroupPattern right) implements PatternElement {
	@Override
	public String toSparql() {
		return left.toSparql() + " UNION " + right.toSparql();
	}
}
