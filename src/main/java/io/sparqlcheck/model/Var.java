package io.sparqlcheck.model;

import java.util.Objects;

/** A SPARQL variable, named without its {@code ?}. It is both a pattern position and an expression. */
public record Var(String name) implements PatternTerm, Expr {

	public Var {
		Objects.requireNonNull(name, "name");
		if (!name.matches("[A-Za-z_][A-Za-z0-9_]*")) {
			throw new IllegalArgumentException("not a valid variable name: " + name);
		}
	}

	public static Var of(String name) {
		return new Var(name);
	}

	@Override
	public java.util.List<Expr> children() {
		return java.util.List.of();
	}

	@Override
	public String toSparql() {
		return "?" + name;
	}

	@Override
	public String toString() {
		return toSparql();
	}
}
