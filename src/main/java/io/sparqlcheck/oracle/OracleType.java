package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.SparqlCase;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * A kind of oracle, as the {@link Oracles} registry knows it: the name verdicts carry, the key users
 * type, whether it runs on each engine alone or across engines, how it binds to engines, and what
 * it needs of a case beyond the §3.4 exclusions. Everything that used to look an oracle up by name
 * asks this instead.
 *
 * @param name          the name verdicts, records and summaries carry ({@code TLP})
 * @param key           the name users give on the command line ({@code tlp})
 * @param arity         on each engine alone, or across two or more engines
 * @param factory       binds the oracle to its engines (exactly one for {@link Arity#PER_ENGINE})
 * @param preconditions the reason a case voids this oracle's relation, beyond the §3.4 exclusions, or empty
 */
public record OracleType(String name, String key, Arity arity, Function<List<Engine>, Oracle> factory,
						 Function<SparqlCase, Optional<String>> preconditions) {

	/** How an oracle binds to engines. */
	public enum Arity {
		/** One oracle per engine (TLP, NoREC): a metamorphic relation on one engine's answers. */
		PER_ENGINE,
		/** One oracle across all engines (the differential): two or more, compared with each other. */
		ACROSS_ENGINES
	}

	public OracleType {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(key, "key");
		Objects.requireNonNull(arity, "arity");
		Objects.requireNonNull(factory, "factory");
		Objects.requireNonNull(preconditions, "preconditions");
		if (!key.equals(key.toLowerCase(Locale.ROOT)) || key.isBlank()) {
			throw new IllegalArgumentException("an oracle key is a lower-case word: '" + key + "'");
		}
	}

	/** An oracle that runs on each engine alone. */
	public static OracleType perEngine(String name, String key, Function<Engine, Oracle> factory,
									   Function<SparqlCase, Optional<String>> preconditions) {
		return new OracleType(name, key, Arity.PER_ENGINE, engines -> {
			if (engines.size() != 1) {
				throw new IllegalArgumentException(name + " runs on one engine at a time, got " + engines.size());
			}
			return factory.apply(engines.get(0));
		}, preconditions);
	}

	/** Whether {@code word} names this oracle, by key or by name, in any case. */
	public boolean isNamed(String word) {
		String w = word.strip();
		return w.equalsIgnoreCase(key) || w.equalsIgnoreCase(name);
	}

	/** The oracle bound to these engines. */
	public Oracle bind(List<? extends Engine> engines) {
		return factory.apply(List.copyOf(engines));
	}

	/** The reason this case voids the oracle's own relation, or empty. */
	public Optional<String> voids(SparqlCase c) {
		return preconditions.apply(c);
	}
}
