package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import net.jqwik.engine.properties.arbitraries.LazyOfArbitrary;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The predicate grammar: two mutually recursive slots, conditions and values, each one jqwik
 * {@code lazyOf} whose alternatives refer back to the slots themselves. That is the shape jqwik's
 * lazyOf shrinks best: it can replace a node by one of its sub-trees of the same slot, or by an
 * earlier (simpler) alternative, because its shrinking distance counts the nesting of the slot's
 * own nodes.
 *
 * <p>Leaves carry most of the weight, so the recursion is sub-critical: with the weights below the
 * mean number of children per node has its largest eigenvalue near 0.79, and trees are small
 * (about five nodes on average). The depth bound of {@link PredicateArbitrary#maxDepth} is then a
 * filter on the finished predicate: generation discards the few deeper trees, and shrinking never
 * meets it, since shrinking only makes trees shallower.
 */
final class ExpressionGrammar {

	/** How often the leaf alternative is listed, against one listing for each composite one. */
	static final int CONDITION_LEAF_WEIGHT = 8;
	static final int VALUE_LEAF_WEIGHT = 8;

	private final List<Var> variables;
	private final List<Production> productions;
	private final String identity;
	/** Whether this is the {@code core-2} grammar: special numbers, sameTerm, IN and NOT IN on top of core-1. */
	private final boolean core2;

	ExpressionGrammar(List<Var> variables, List<Production> productions, boolean core2) {
		this.variables = List.copyOf(variables);
		this.productions = List.copyOf(productions);
		this.core2 = core2;
		// core-1's identity is unchanged, so its lazyOf keys, and so its seed-to-case mapping, are too
		this.identity = "sparqlcheck:" + (core2 ? "core-2:" : "") + variables + ":" + productions.stream().map(Production::tag).toList();
	}

	/** A leaf value: a variable (more often) or a constant. Built once per grammar, see {@link #memo}. */
	Arbitrary<Expr> valueLeaf() {
		return valueLeaf.get();
	}

	/** A condition without sub-conditions: a comparison of two leaves, BOUND, a type test, a constant. */
	Arbitrary<Expr> conditionLeaf() {
		return conditionLeaf.get();
	}

	private final Supplier<Arbitrary<Expr>> valueLeaf = memo(this::buildValueLeaf);
	private final Supplier<Arbitrary<Expr>> conditionLeaf = memo(this::buildConditionLeaf);

	@SuppressWarnings("unchecked")
	private Arbitrary<Expr> buildValueLeaf() {
		Arbitrary<Expr> vars = Arbitraries.of(variables).map(v -> v);
		Arbitrary<Expr> constants = (core2 ? Terms.constantsCore2() : Terms.constants()).map(Expr.Constant::new);
		return ByIdentity.frequencyOf(Tuple.of(3, vars), Tuple.of(2, constants));
	}

	@SuppressWarnings("unchecked")
	private Arbitrary<Expr> buildConditionLeaf() {
		Arbitrary<Expr> comparison = comparison(valueLeaf(), valueLeaf());
		Arbitrary<Expr> bound = Arbitraries.of(variables).map(Expr.Bound::new);
		Arbitrary<Expr> typeTest = Combinators.combine(Arbitraries.of("isIRI", "isLiteral"), valueLeaf())
			.as((f, e) -> Expr.FunctionCall.of(f, e));
		Arbitrary<Expr> constant = Terms.booleans().map(Expr.Constant::new);
		if (core2) {
			Arbitrary<Expr> sameTerm = Combinators.combine(valueLeaf(), valueLeaf()).as((a, b) -> Expr.FunctionCall.of("sameTerm", a, b));
			return ByIdentity.frequencyOf(
				Tuple.of(6, comparison), Tuple.of(1, bound), Tuple.of(1, typeTest), Tuple.of(1, constant),
				Tuple.of(1, sameTerm), Tuple.of(1, in(valueLeaf())));
		}
		return ByIdentity.frequencyOf(
			Tuple.of(6, comparison), Tuple.of(1, bound), Tuple.of(1, typeTest), Tuple.of(1, constant));
	}

	/** {@code (v IN (a, b))} / {@code (v NOT IN (a))}: one to three members. */
	private static Arbitrary<Expr> in(Arbitrary<Expr> values) {
		return Combinators.combine(values, values.list().ofMinSize(1).ofMaxSize(3), Arbitraries.of(false, true))
			.as(Expr.In::new);
	}

	/** Conditions: the slot of the top-level predicate and of the operands of {@code && || ! IF}. */
	Arbitrary<Expr> condition() {
		return lazyOf(Production.Slot.CONDITION, () -> {
			Production.Parts parts = parts();
			List<Supplier<Arbitrary<Expr>>> alternatives = new ArrayList<>(Collections.nCopies(CONDITION_LEAF_WEIGHT, conditionLeaf));
			Supplier<Arbitrary<Expr>> valueComparison = memo(() -> comparison(parts.values(), parts.values()));
			alternatives.add(valueComparison);
			alternatives.add(valueComparison);
			alternatives.add(memo(() -> Combinators.combine(parts.conditions(), parts.conditions()).as(Expr.And::new)));
			alternatives.add(memo(() -> Combinators.combine(parts.conditions(), parts.conditions()).as(Expr.Or::new)));
			alternatives.add(memo(() -> parts.conditions().map(Expr.Not::new)));
			alternatives.add(memo(() -> Combinators.combine(parts.conditions(), parts.conditions(), parts.conditions())
				.as(Expr.If::new)));
			alternatives.add(memo(() -> Combinators.combine(parts.conditions(), parts.conditions())
				.as((a, b) -> new Expr.Coalesce(List.of(a, b)))));
			if (core2) {
				alternatives.add(memo(() -> in(parts.values())));
			}
			addProductions(Production.Slot.CONDITION, parts, alternatives);
			return alternatives;
		});
	}

	/** Values: operands of comparisons, arithmetic and functions. */
	Arbitrary<Expr> value() {
		return lazyOf(Production.Slot.VALUE, () -> {
			Production.Parts parts = parts();
			List<Supplier<Arbitrary<Expr>>> alternatives = new ArrayList<>(Collections.nCopies(VALUE_LEAF_WEIGHT, valueLeaf));
			alternatives.add(memo(() -> Combinators.combine(Arbitraries.of(Expr.ArithOp.class), parts.values(), parts.values())
				.as(Expr.Arithmetic::new)));
			alternatives.add(memo(() -> Combinators.combine(Arbitraries.of("STR", "LANG", "DATATYPE"), parts.values())
				.as((f, e) -> Expr.FunctionCall.of(f, e))));
			alternatives.add(memo(() -> Combinators.combine(parts.conditions(), parts.values(), parts.values())
				.as(Expr.If::new)));
			alternatives.add(memo(() -> Combinators.combine(parts.values(), parts.values())
				.as((a, b) -> new Expr.Coalesce(List.of(a, b)))));
			addProductions(Production.Slot.VALUE, parts, alternatives);
			return alternatives;
		});
	}

	/** The sub-expression arbitraries a production builds on: the two slots themselves. */
	Production.Parts parts() {
		return new Production.Parts() {
			@Override
			public Arbitrary<Expr> values() {
				return value();
			}

			@Override
			public Arbitrary<Expr> conditions() {
				return condition();
			}
		};
	}

	/** Leaf-only parts, for checking a production on its own. */
	Production.Parts leafParts() {
		return new Production.Parts() {
			@Override
			public Arbitrary<Expr> values() {
				return valueLeaf();
			}

			@Override
			public Arbitrary<Expr> conditions() {
				return conditionLeaf();
			}
		};
	}

	private void addProductions(Production.Slot slot, Production.Parts parts, List<Supplier<Arbitrary<Expr>>> into) {
		for (Production p : productions) {
			if (p.slot() == slot) {
				into.add(memo(() -> p.build().apply(parts)));
			}
		}
	}

	/**
	 * The supplier, called once, its arbitrary {@linkplain ByIdentity told apart by identity}.
	 * jqwik's lazyOf calls an alternative's supplier every time it picks it and then looks the
	 * built arbitrary's generator up in a cache; building each alternative once spares rebuilding
	 * every constant term per node, and identity makes the lookup cheap. The first call happens at
	 * generation, inside the property, so a composite alternative holds the slots of the property
	 * that built it: each {@link #lazyOf} instance gets its own memos. It generates exactly what the
	 * unmemoised suppliers did (equal arbitraries, the same randomness): the recorded generator
	 * fingerprints pin that.
	 */
	private static Supplier<Arbitrary<Expr>> memo(Supplier<Arbitrary<Expr>> supplier) {
		return new Supplier<>() {
			private volatile Arbitrary<Expr> value;

			@Override
			public Arbitrary<Expr> get() {
				if (value == null) {
					value = ByIdentity.of(supplier.get());
				}
				return value;
			}
		};
	}

	private static Arbitrary<Expr> comparison(Arbitrary<Expr> left, Arbitrary<Expr> right) {
		return Combinators.combine(Arbitraries.of(Expr.CompareOp.class), left, right).as(Expr.Comparison::new);
	}

	/**
	 * jqwik's {@code lazyOf} with an explicit identity. {@code Arbitraries.lazyOf} identifies its
	 * instance by the calling source line, so two differently configured grammars (other variables,
	 * other productions) in one property would share one instance; {@code LazyOfArbitrary.of} is the
	 * same construction with the key given, here the grammar's configuration and the slot.
	 */
	private Arbitrary<Expr> lazyOf(Production.Slot slot, Supplier<List<Supplier<Arbitrary<Expr>>>> alternatives) {
		return LazyOfArbitrary.of(Objects.hash(identity, slot), alternatives.get());
	}
}
