package io.sparqlcheck.model;

import java.util.Objects;

/**
 * One aggregate of a sub-SELECT's projection, {@code (COUNT(?o) AS ?c)}: only the deterministic
 * set functions whose value does not depend on the order of the group's solutions (no SAMPLE, no
 * GROUP_CONCAT).
 *
 * @param function the set function
 * @param argument the variable it aggregates
 * @param as       the variable the projection binds to the aggregate's value
 */
public record Aggregate(Function function, Var argument, Var as) {

	/** The set functions a sub-SELECT may use. */
	public enum Function {
		COUNT, SUM, MIN, MAX, AVG
	}

	public Aggregate {
		Objects.requireNonNull(function, "function");
		Objects.requireNonNull(argument, "argument");
		Objects.requireNonNull(as, "as");
		if (argument.equals(as)) {
			throw new IllegalArgumentException("an aggregate cannot bind the variable it aggregates: " + as);
		}
	}

	/** {@code (COUNT(?o) AS ?c)}. */
	public String toSparql() {
		return "(" + function.name() + "(" + argument.toSparql() + ") AS " + as.toSparql() + ")";
	}
}
