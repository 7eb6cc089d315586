package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The oracle registry: every oracle this build has, in one list. A new oracle is one class (its
 * {@link Oracle} with an {@link OracleType} constant) plus one line here; the campaign, recheck,
 * bench and report commands all find it through {@link #named}.
 */
public final class Oracles {
	private Oracles() {
	}

	private static final List<OracleType> ALL = List.of(
		Tlp.TYPE,
		Norec.TYPE,
		Differential.TYPE,
		OptimizerStepOracle.TYPE,
		AggregateTlp.TYPE, DistinctTlp.TYPE, Slicing.TYPE, AskOracle.TYPE,
		PathEquivalence.TYPE);

	/** Every oracle, in the order campaigns run them. */
	public static List<OracleType> all() {
		return ALL;
	}

	/** The keys users type, in order. */
	public static List<String> keys() {
		return ALL.stream().map(OracleType::key).toList();
	}

	/** The oracle a user or a record names, by key or by name, in any case. */
	public static Optional<OracleType> find(String word) {
		return ALL.stream().filter(t -> t.isNamed(word)).findFirst();
	}

	/**
	 * The oracle named so.
	 *
	 * @throws IllegalArgumentException naming the unknown word and the known keys
	 */
	public static OracleType named(String word) {
		return find(word).orElseThrow(() -> new IllegalArgumentException("unknown oracle '" + word.strip()
			+ "' (known: " + String.join(", ", keys()) + ")"));
	}

	/**
	 * The oracle named {@code word} bound to these engines, if it can run on them: a per-engine
	 * oracle on exactly one, an across-engines oracle on two or more.
	 */
	public static Optional<Oracle> bind(String word, List<? extends Engine> engines) {
		return find(word).filter(t -> t.arity() == OracleType.Arity.PER_ENGINE ? engines.size() == 1 : engines.size() >= 2)
			.map(t -> t.bind(engines));
	}

	/** Each named oracle bound as a campaign runs it: per-engine ones on each engine, the others across all. */
	public static List<Bound> bindAll(List<String> words, List<? extends Engine> engines) {
		List<Bound> bound = new ArrayList<>();
		List<Engine> restricted = io.sparqlcheck.engine.CommonData.restrict(engines); // the data all of them can store
		for (String word : words) {
			OracleType t = named(word);
			if (t.arity() == OracleType.Arity.PER_ENGINE) {
				for (int i = 0; i < engines.size(); i++) {
					Engine e = engines.get(i);
					Engine r = io.sparqlcheck.engine.CommonData.restrict(List.of(e)).get(0);
					bound.add(new Bound(t, List.of(e), t.bind(List.of(r))));
				}
			} else {
				bound.add(new Bound(t, List.copyOf(engines), t.bind(restricted)));
			}
		}
		return bound;
	}

	/** An oracle bound to its engines, with its type. */
	public record Bound(OracleType type, List<Engine> engines, Oracle oracle) {
	}
}
