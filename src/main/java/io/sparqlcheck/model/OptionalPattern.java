package io.sparqlcheck.model;

/** {@code OPTIONAL { ... }}: the left join that makes variables unbound on some solutions. */
public record OptionalPattern(GroupPattern group) implements PatternElement {

	@Override
	public String toSparql() {
		return "OPTIONAL " + group.toSparql();
	}
}
