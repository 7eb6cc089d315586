package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;

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
 *
 * <p>The alternatives besides the leaves are the grammar version's operator set
 * ({@link PredicatePart}, {@link Operators}) and then the user's productions, in order; the value
 * leaf is the predicate's variables and the grammar's constants.
 */
final class ExpressionGrammar {

	/** How often the leaf alternative is listed, against one listing for each composite one. */
	static final int CONDITION_LEAF_WEIGHT = 8;
	static final int VALUE_LEAF_WEIGHT = 8;

	private final List<Var> variables;
	private final Supplier<Arbitrary<Term>> constants;
	/** The grammar's operator set, then its productions as operators: the order is the seed mapping's. */
	private final List<Operator> operators;
	private final String identity;

	/** The expressions of this grammar over these variables. */
	ExpressionGrammar(Grammar grammar, List<Var> variables) {
		this.variables = List.copyOf(variables);
		this.constants = grammar.predicatePart()::constants;
		List<Operator> all = new ArrayList<>(grammar.predicatePart().operators());
		grammar.productions().forEach(p -> all.add(Operator.of(p)));
		this.operators = List.copyOf(all);
		// A version names one grammar (its operators, constants and productions), so the version and
		// the variables tell apart every configuration whose lazyOf alternatives differ.
		this.identity = "sparqlcheck:" + grammar.version() + ":" + variables;
	}

	/** A leaf value: a variable (more often) or a constant. Built once per grammar, see {@link #memo}. */
	Arbitrary<Expr> valueLeaf() {
		return valueLeaf.get();
	}

	/** A condition without sub-conditions: the operators of the condition-leaf level, over leaf values. */
	Arbitrary<Expr> conditionLeaf() {
		return conditionLeaf.get();
	}

	private final Supplier<Arbitrary<Expr>> valueLeaf = memo(this::buildValueLeaf);
	private final Supplier<Arbitrary<Expr>> conditionLeaf = memo(this::buildConditionLeaf);

	@SuppressWarnings("unchecked")
	private Arbitrary<Expr> buildValueLeaf() {
		Arbitrary<Expr> vars = Arbitraries.of(variables).map(v -> v);
		Arbitrary<Expr> constant = constants.get().map(Expr.Constant::new);
		return ByIdentity.frequencyOf(Tuple.of(3, vars), Tuple.of(2, constant));
	}

	private Arbitrary<Expr> buildConditionLeaf() {
		Operator.Operands leaves = operands(this::valueLeaf, () -> {
			throw new IllegalStateException("a leaf condition has no sub-conditions");
		});
		List<Tuple.Tuple2<Integer, Arbitrary<? extends Expr>>> alternatives = new ArrayList<>();
		for (Operator o : operators) {
			if (o.level() == Operator.Level.CONDITION_LEAF) {
				alternatives.add(Tuple.of(o.weight(), o.build().apply(leaves)));
			}
		}
		return ByIdentity.frequencyOf(alternatives);
	}

	/** Conditions: the slot of the top-level predicate and of the operands of {@code && || ! IF}. */
	Arbitrary<Expr> condition() {
		return lazyOf(Production.Slot.CONDITION, () -> alternatives(CONDITION_LEAF_WEIGHT, conditionLeaf, Operator.Level.CONDITION));
	}

	/** Values: operands of comparisons, arithmetic and functions. */
	Arbitrary<Expr> value() {
		return lazyOf(Production.Slot.VALUE, () -> alternatives(VALUE_LEAF_WEIGHT, valueLeaf, Operator.Level.VALUE));
	}

	/**
	 * A slot's lazyOf alternatives: its leaf, {@code leafWeight} times, then each operator of the
	 * level in order, as one memo listed {@code weight} times.
	 */
	private List<Supplier<Arbitrary<Expr>>> alternatives(int leafWeight, Supplier<Arbitrary<Expr>> leaf, Operator.Level level) {
		Operator.Operands operands = parts();
		List<Supplier<Arbitrary<Expr>>> alternatives = new ArrayList<>(Collections.nCopies(leafWeight, leaf));
		for (Operator o : operators) {
			if (o.level() == level) {
				Supplier<Arbitrary<Expr>> built = memo(() -> o.build().apply(operands));
				alternatives.addAll(Collections.nCopies(o.weight(), built));
			}
		}
		return alternatives;
	}

	/** The sub-expression arbitraries an operator or production builds on: the two slots themselves. */
	Operator.Operands parts() {
		return operands(this::value, this::condition);
	}

	/** Leaf-only parts, for checking a production on its own. */
	Production.Parts leafParts() {
		return operands(this::valueLeaf, this::conditionLeaf);
	}

	/** Operands that ask the suppliers at every call, as the slots' alternatives expect. */
	private Operator.Operands operands(Supplier<Arbitrary<Expr>> values, Supplier<Arbitrary<Expr>> conditions) {
		return new Operator.Operands() {
			@Override
			public Arbitrary<Expr> values() {
				return values.get();
			}

			@Override
			public Arbitrary<Expr> conditions() {
				return conditions.get();
			}

			@Override
			public List<Var> variables() {
				return variables;
			}
		};
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

	/**
	 * jqwik's {@code lazyOf} with an explicit identity. {@code Arbitraries.lazyOf} identifies its
	 * instance by the calling source line, so two differently configured grammars (other variables,
	 * other productions) in one property would share one instance; {@code LazyOfArbitrary.of} is the
	 * same construction with the key given, here the grammar's configuration and the slot.
	 */
	private Arbitrary<Expr> lazyOf(Production.Slot slot, Supplier<List<Supplier<Arbitrary<Expr>>>> alternatives) {
		return JqwikInternals.lazyOf(Objects.hash(identity, slot), alternatives.get());
	}
}
