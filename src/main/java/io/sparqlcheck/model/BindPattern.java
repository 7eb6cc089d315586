package io.sparqlcheck.model;

import java.util.Objects;

/** {@code BIND(expression AS ?variable)}: extends each solution; an error leaves the variable unbound (§18.5). */
public record BindPattern(Expr expression, Var variable) implements PatternElement {
	public BindPattern {
		Objects.requireNonNull(expression, "expression");
		Objects.requireNonNull(variable, "variable");
	}

	@Override
	public String toSparql() {
		return "BIND(" + expression.toSparql() + " AS " + variable.toSparql() + ")";
	}
}
