package io.sparqlcheck.arbitraries;

import java.util.List;

/**
 * Case-level mixtures of the built-in grammars ({@link Mixture}): each case is a whole case of
 * core-1, core-2, swarm over core-3 (core-3's data and predicates, each case's own subset of its
 * constructs: {@link Swarm}), core-3 or core-4 (core-3 plus paths, GRAPH, groups with no triple
 * pattern and a query form: DISTINCT, GROUP BY with aggregates, ORDER BY with LIMIT), drawn by weight
 * from the case's own seed. This is how a
 * default campaign keeps what each version finds alone: a bug that needs core-1's narrow data and
 * three variables, or core-2's flat UNION, gets whole cases of that version, not a core-3 case
 * with a flat pattern.
 *
 * <p>The weights of a registered mixture are learned, not set by hand: {@code bench --only detect
 * --learn-weights} evaluates a fixed grid of weights on the training half of the project's bugs and
 * reports the chosen weights on the test half (docs/benchmarks.md, session 12). Candidates of that
 * grid ({@link #candidate}) are not registered: their versions name their weights ({@code mix-w1.1.0.2}),
 * and only the chosen one is pinned, as {@code mix-2}.
 */
public final class Mixtures {
	private Mixtures() {
	}

	/**
	 * Relative weights of the five components, in the mixture's order (simplest first): core-1,
	 * core-2, swarm over core-3, core-3, core-4. Each at least 0, at least one positive.
	 */
	public record Weights(int core1, int core2, int swarm, int core3, int core4) {
		public Weights {
			if (core1 < 0 || core2 < 0 || swarm < 0 || core3 < 0 || core4 < 0 || core1 + core2 + swarm + core3 + core4 == 0) {
				throw new IllegalArgumentException("mixture weights are at least 0, one of them positive: " + core1 + ", " + core2
					+ ", " + swarm + ", " + core3 + ", " + core4);
			}
		}

		/** Weights with no core-4 component, as every mixture before mix-3 had. */
		public Weights(int core1, int core2, int swarm, int core3) {
			this(core1, core2, swarm, core3, 0);
		}

		/**
		 * {@code 1.1.0.2}: the weights in order, as a version tag names them; a fifth part, core-4's,
		 * only when it is positive, so that the tags of the four-part grid stay what they were.
		 */
		public String tag() {
			return core1 + "." + core2 + "." + swarm + "." + core3 + (core4 > 0 ? "." + core4 : "");
		}

		/** {@code core-1:core-2:swarm:core-3 = 1:1:0:2}, or with {@code :core-4} when it is positive. */
		@Override
		public String toString() {
			return "core-1:core-2:swarm:core-3" + (core4 > 0 ? ":core-4" : "") + " = " + tag().replace('.', ':');
		}
	}

	/**
	 * mix-2's weights: the best mixture of the learning grid on the training half (60 s a point,
	 * seeds from 10,000,000; docs/benchmarks.md, session 12). Pinned: changing them is a new version.
	 */
	public static final Weights MIX_2 = new Weights(3, 3, 1, 1);

	/**
	 * mix-3's weights: mix-2's, plus whole core-4 cases, so that the default campaign also draws what
	 * only core-4 draws (a group with no triple pattern, GRAPH, paths, an aggregate or DISTINCT in the
	 * projection, ORDER BY with LIMIT). Measured against mix-2 on the time-to-detect benchmark
	 * (docs/benchmarks.md, session 24). Pinned: changing them is a new version.
	 */
	public static final Weights MIX_3 = new Weights(3, 3, 1, 1, 1);

	/**
	 * An unregistered mixture of these weights, version {@code mix-w<tag>}: a candidate of the
	 * weight-learning grid. Deterministic per seed like every grammar; not selectable by version.
	 */
	public static Grammar candidate(Weights weights) {
		return of("mix-w" + weights.tag(), weights);
	}

	/** The mixture of these weights under this version (a registered one: {@code CoreGrammars}). */
	static Grammar of(String version, Weights w) {
		return Grammar.mixture(version, new Mixture(List.of(
			new Mixture.Component(w.core1(), CoreGrammars.core1()),
			new Mixture.Component(w.core2(), CoreGrammars.core2()),
			new Mixture.Component(w.swarm(), CoreGrammars.swarmOverCore3()),
			new Mixture.Component(w.core3(), CoreGrammars.core3()),
			new Mixture.Component(w.core4(), CoreGrammars.core4()))));
	}
}
