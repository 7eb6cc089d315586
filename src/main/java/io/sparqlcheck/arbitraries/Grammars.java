package io.sparqlcheck.arbitraries;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The registry of grammar versions: every version this build can generate, found by its version
 * tag. The CLI's {@code --grammar}, seed rechecks and the generator files under
 * {@code generators/} all look versions up here, so a version registered here is selectable
 * everywhere, and a recorded version that is not fails with one message listing the known ones.
 *
 * <p>A new built-in version is one definition in {@code CoreGrammars} and one {@code register}
 * line below, plus its file {@code generators/<version>.json}. Older versions stay registered as
 * long as the build can generate them, so their recorded seeds keep their meaning. A version, once
 * registered, is never replaced. This registry is the grammar's only mutable static state.
 */
public final class Grammars {
	private Grammars() {
	}

	/**
	 * The version used when none is named ({@link SparqlArbitraries#cases()}, the CLI): core-1,
	 * the first version, which records made before versions were named mean.
	 */
	public static final String DEFAULT_VERSION = CoreGrammars.CORE_1;

	/**
	 * The version a campaign generates when none is named ({@code bin/sparqlcheck campaign},
	 * {@code differential}, {@code endpoints}): mix-3, whole cases of core-1, core-2, swarm over
	 * core-3, core-3 and core-4 by weight, because one grammar alone dilutes the shapes another hits at
	 * once, and because users write what only core-4 draws (GRAPH, paths, aggregates, DISTINCT, ORDER BY
	 * with LIMIT, groups with no triple pattern). On the time-to-detect benchmark (300 s of CPU, held-out
	 * seeds from 10,000,000; docs/benchmarks.md, session 24) it named 30 of the project's 58 bugs with a
	 * median of 215.5 s, where mix-2 (the default of sessions 21 to 23) named 29 with a median of 278.1 s.
	 * A record always names its version, so this default never changes what a recorded seed means.
	 */
	public static final String CAMPAIGN_VERSION = CoreGrammars.MIX_3;

	private static final Map<String, Grammar> BY_VERSION = new LinkedHashMap<>();

	static {
		register(CoreGrammars.core1());
		register(CoreGrammars.core2());
		register(CoreGrammars.core3());
		register(CoreGrammars.mix1());
		register(CoreGrammars.core4());
		register(CoreGrammars.swarm1());
		register(CoreGrammars.core5());
		register(CoreGrammars.mix2());
		register(CoreGrammars.mix3());
	}

	/**
	 * Registers a grammar under its {@link Grammar#version() version}: a user's grammar with its
	 * additions ({@code core-2+abs-1}) as well as a new built-in version. Every registered version
	 * needs its file under {@code generators/} ({@code bin/sparqlcheck generators --write}).
	 *
	 * @throws IllegalArgumentException when the version is registered already
	 */
	public static synchronized void register(Grammar grammar) {
		String version = grammar.version();
		if (BY_VERSION.containsKey(version)) {
			throw new IllegalArgumentException("grammar version '" + version + "' is registered already; a changed grammar "
				+ "is a new version");
		}
		BY_VERSION.put(version, grammar);
	}

	/**
	 * The grammar of this version.
	 *
	 * @throws IllegalArgumentException naming the unknown version and the known ones
	 */
	public static synchronized Grammar byVersion(String version) {
		Grammar g = BY_VERSION.get(version);
		if (g == null) {
			throw new IllegalArgumentException("unknown grammar version '" + version + "' (known: "
				+ String.join(", ", BY_VERSION.keySet()) + ")");
		}
		return g;
	}

	/** The registered versions, in registration order (the built-in ones first, oldest first). */
	public static synchronized List<String> versions() {
		return List.copyOf(BY_VERSION.keySet());
	}
}
