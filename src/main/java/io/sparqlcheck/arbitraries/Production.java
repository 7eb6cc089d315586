package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import net.jqwik.api.Arbitrary;

import java.util.Objects;
import java.util.function.Function;

/**
 * A user's addition to the predicate grammar: a new alternative for one of its two slots, built
 * from arbitraries of smaller sub-expressions so that it recurses and shrinks like the built-in
 * alternatives.
 *
 * <pre>{@code
 * Production abs = Production.value("abs-1", parts -> parts.values().map(e -> Expr.FunctionCall.of("ABS", e)));
 * PredicateArbitrary predicates = SparqlArbitraries.predicates().withProduction(abs);
 * }</pre>
 *
 * @param tag   the version tag; it becomes part of the generator version, so a recorded seed
 *              names the grammar that produced it
 * @param slot  which slot the alternative extends
 * @param build makes the alternative's arbitrary from the sub-expression arbitraries
 */
public record Production(String tag, Slot slot, Function<Parts, Arbitrary<Expr>> build) {

	/** The two slots of the predicate grammar. */
	public enum Slot {
		/** Expressions used as values: operands of comparisons, arithmetic, functions. */
		VALUE,
		/** Expressions used as conditions: operands of {@code && || !}, the top-level predicate. */
		CONDITION
	}

	/**
	 * The sub-expression arbitraries a production builds on, one level of depth smaller than
	 * the production's own node.
	 */
	public interface Parts {
		Arbitrary<Expr> values();

		Arbitrary<Expr> conditions();
	}

	public Production {
		Objects.requireNonNull(tag, "tag");
		Objects.requireNonNull(slot, "slot");
		Objects.requireNonNull(build, "build");
		if (!tag.matches("[a-z0-9][a-z0-9.-]*")) {
			throw new GrammarException("a production tag is lower-case letters, digits, '.' and '-': " + tag);
		}
	}

	public static Production value(String tag, Function<Parts, Arbitrary<Expr>> build) {
		return new Production(tag, Slot.VALUE, build);
	}

	public static Production condition(String tag, Function<Parts, Arbitrary<Expr>> build) {
		return new Production(tag, Slot.CONDITION, build);
	}
}
