package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Arbitrary;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The predicate part of a {@link Grammar}: the variables a predicate ranges over (the most used
 * first), the constants it compares them with, and its operator set. Immutable.
 *
 * <p>Constants come from a supplier, called each time a grammar builds its arbitraries, so that
 * every property builds its own (jqwik keeps per-property state in some arbitraries). The operator
 * set is the built-in one of the grammar version; a user adds operators with a {@link Production}
 * ({@link Grammar#withProduction}), which keeps the built-in order, and so the meaning of seeds,
 * untouched. The built-in parts are defined with their versions ({@code CoreGrammars}); another
 * part is derived from one of them ({@link #withVariables}, {@link #withConstants}).
 */
public final class PredicatePart {

	private final List<Var> variables;
	private final Supplier<Arbitrary<Term>> constants;
	private final List<Operator> operators;

	PredicatePart(List<Var> variables, Supplier<Arbitrary<Term>> constants, List<Operator> operators) {
		if (variables.isEmpty()) {
			throw new IllegalArgumentException("a predicate needs at least one variable");
		}
		this.variables = List.copyOf(variables);
		this.constants = Objects.requireNonNull(constants, "constants");
		this.operators = List.copyOf(operators);
	}

	/** The variables predicates range over by default, the most used first. */
	public List<Var> variables() {
		return variables;
	}

	/** A new arbitrary of the constants predicates compare with. */
	public Arbitrary<Term> constants() {
		return constants.get();
	}

	/** The same part over other variables, the most used first. */
	public PredicatePart withVariables(List<Var> variables) {
		return new PredicatePart(variables, constants, operators);
	}

	/**
	 * The same part with other constants: a new term kind in predicates. Order the choices
	 * simplest first: jqwik shrinks a choice toward its first element.
	 */
	public PredicatePart withConstants(Supplier<Arbitrary<Term>> constants) {
		return new PredicatePart(variables, constants, operators);
	}

	/** The operator set, in order. */
	List<Operator> operators() {
		return operators;
	}

	/** The same part with these operators after its own: how a new version extends an old one. */
	PredicatePart plusOperators(List<Operator> more) {
		List<Operator> all = new ArrayList<>(operators);
		all.addAll(more);
		return new PredicatePart(variables, constants, all);
	}
}
