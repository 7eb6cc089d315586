package io.sparqlcheck.generators;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The generator versions this build can generate, each with the arbitrary that is its
 * definition. A new grammar version adds one {@link #register} line here (for example
 * {@code core-2}) and its file {@code generators/<version>.json}; older versions stay registered
 * as long as the build can still generate them, so their recorded seeds keep their meaning.
 */
public final class GeneratorVersions {
	private GeneratorVersions() {
	}

	private static final Map<String, Supplier<CaseArbitrary>> VERSIONS = new LinkedHashMap<>();

	static {
		register(SparqlArbitraries.CORE_GRAMMAR_VERSION, SparqlArbitraries::cases);
		register(SparqlArbitraries.CORE_2_GRAMMAR_VERSION, () -> SparqlArbitraries.cases(SparqlArbitraries.CORE_2_GRAMMAR_VERSION));
	}

	public static synchronized void register(String version, Supplier<CaseArbitrary> cases) {
		VERSIONS.put(version, cases);
	}

	/** Every registered version and its arbitrary, in registration order. */
	public static synchronized Map<String, Supplier<CaseArbitrary>> all() {
		return new LinkedHashMap<>(VERSIONS);
	}
}
