package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Arbitrary;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

/**
 * One built-in alternative of the predicate grammar: what a grammar version's operator set
 * ({@link PredicatePart}) is a list of. A user's {@link Production} becomes one of these, of weight
 * 1, after the built-in ones.
 *
 * <p>The order of a set's operators and their weights are part of what a seed means: a leaf
 * operator is one weighted alternative of jqwik's {@code frequencyOf}, a composite one is listed
 * {@code weight} times among its slot's {@code lazyOf} alternatives, in list order. So a new
 * grammar version appends operators; it never reorders or reweighs an existing version's.
 *
 * @param name   what the operator is, for messages and reading
 * @param level  where it is an alternative
 * @param weight how often it is listed (a composite) or its frequency (a leaf); at least 1
 * @param build  makes its arbitrary from the operands of its level
 */
record Operator(String name, Level level, int weight, Function<Operands, Arbitrary<Expr>> build) {

	/** Where an operator is an alternative. */
	enum Level {
		/** A condition without sub-conditions, over leaf values: the leaf of the condition slot. */
		CONDITION_LEAF,
		/** A composite condition, over the condition and value slots. */
		CONDITION,
		/** A composite value, over the condition and value slots. */
		VALUE
	}

	/**
	 * What an operator builds on: a production's parts, and the predicate's variables. At the
	 * {@link Level#CONDITION_LEAF} level the values are leaf values and there are no conditions.
	 */
	interface Operands extends Production.Parts {
		List<Var> variables();
	}

	Operator {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(level, "level");
		Objects.requireNonNull(build, "build");
		if (weight < 1) {
			throw new IllegalArgumentException("operator '" + name + "': weight must be >= 1, was " + weight);
		}
	}

	static Operator leaf(String name, int weight, Function<Operands, Arbitrary<Expr>> build) {
		return new Operator(name, Level.CONDITION_LEAF, weight, build);
	}

	static Operator condition(String name, int weight, Function<Operands, Arbitrary<Expr>> build) {
		return new Operator(name, Level.CONDITION, weight, build);
	}

	static Operator value(String name, int weight, Function<Operands, Arbitrary<Expr>> build) {
		return new Operator(name, Level.VALUE, weight, build);
	}

	/** A user's production as an operator: one more alternative of its slot, listed once. */
	static Operator of(Production p) {
		Level level = p.slot() == Production.Slot.CONDITION ? Level.CONDITION : Level.VALUE;
		return new Operator(p.tag(), level, 1, operands -> p.build().apply(operands));
	}
}
