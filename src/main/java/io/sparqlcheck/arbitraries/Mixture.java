package io.sparqlcheck.arbitraries;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A case-level mixture: weighted component grammars, each case drawn whole (its data, pattern and
 * predicate) from one component chosen by weight from the case's own seed. Unlike a pattern
 * mixture (mix-1, swarm-1: core-3's data and predicates over mixed patterns), a component here
 * keeps its own data and predicate distribution, so a core-1 case of a mixture is exactly as
 * likely to be a given core-1 case as it is under core-1 alone, scaled by the component's weight:
 * a bug that needs core-1's narrow data and three variables is not diluted by core-3's wider ones.
 *
 * <p>What it promises: components are listed simplest first (a failing case may shrink toward an
 * earlier component, as a {@code frequencyOf} does), weights are non-negative with at least one
 * positive, a component of weight 0 is dropped; the same seed gives the same case.
 *
 * @param components the weighted grammars, simplest first
 */
record Mixture(List<Component> components) {

	/**
	 * One component.
	 *
	 * @param weight  its relative weight (0: never drawn)
	 * @param grammar the grammar its cases come from, whole
	 */
	record Component(int weight, Grammar grammar) {
		Component {
			if (weight < 0) {
				throw new IllegalArgumentException("a mixture weight is at least 0: " + weight + " for " + grammar);
			}
		}
	}

	/** Keeps the components of positive weight only, in order: one of weight 0 is never drawn. */
	Mixture {
		components = components.stream().filter(c -> c.weight() > 0).toList();
		if (components.isEmpty()) {
			throw new IllegalArgumentException("a mixture needs a component of positive weight");
		}
	}

	/** The last component: the widest grammar, whose parts stand for the mixture's own. */
	Grammar widest() {
		return components.get(components.size() - 1).grammar();
	}

	/** This mixture with each component's grammar replaced by {@code change} of it (a user's addition). */
	Mixture map(UnaryOperator<Grammar> change) {
		return new Mixture(components.stream().map(c -> new Component(c.weight(), change.apply(c.grammar()))).toList());
	}
}
