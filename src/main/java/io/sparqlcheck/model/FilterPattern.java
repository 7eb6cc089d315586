package io.sparqlcheck.model;

import java.util.Objects;

/**
 * {@code FILTER(e)} inside a group of P (core-3): it restricts the solutions of the whole group it
 * stands in, wherever in the group it is written (§18.2.2), and sees only that group's variables:
 * a variable bound only outside the group is unbound for it (§18.2.1). The oracles' own filter is
 * never one of these: it is appended at the top level by {@link GroupPattern#withFilter(Expr)}.
 */
public record FilterPattern(Expr expression) implements PatternElement {
	public FilterPattern {
		Objects.requireNonNull(expression, "expression");
	}

	@Override
	public String toSparql() {
		return "FILTER(" + expression.toSparql() + ")";
	}
}
