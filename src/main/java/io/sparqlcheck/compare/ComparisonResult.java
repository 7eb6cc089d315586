package io.sparqlcheck.compare;

import io.sparqlcheck.result.SolutionBag;

import java.util.Objects;

/**
 * What {@link ResultComparator} found: the two answers agree, or they diverge in one class.
 */
public sealed interface ComparisonResult permits ComparisonResult.Same, ComparisonResult.Divergence {

	/** The same bag of value-canonical solutions, up to blank-node isomorphism. */
	record Same(int rows) implements ComparisonResult {
	}

	/**
	 * The answers differ.
	 *
	 * @param divergenceClass the class, decided in the order response, logic-versus-datatype-versus-precision
	 * @param description     one sentence saying how
	 * @param missing         the left side's solutions the right side lacks (by exact key)
	 * @param excess          the right side's solutions the left side lacks (by exact key)
	 */
	record Divergence(DivergenceClass divergenceClass, String description, SolutionBag missing, SolutionBag excess)
		implements ComparisonResult {
		public Divergence {
			Objects.requireNonNull(divergenceClass, "divergenceClass");
			Objects.requireNonNull(description, "description");
			Objects.requireNonNull(missing, "missing");
			Objects.requireNonNull(excess, "excess");
		}
	}
}
