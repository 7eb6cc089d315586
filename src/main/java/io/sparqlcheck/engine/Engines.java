package io.sparqlcheck.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The embedded engines by name: {@code jena}, {@code jena-ref}, {@code rdf4j}, {@code rdf4j-noopt}.
 * Each call makes a new engine, which the caller closes.
 */
public final class Engines {
	private Engines() {
	}

	private static final Map<String, Supplier<Engine>> EMBEDDED = new LinkedHashMap<>();

	static {
		EMBEDDED.put("jena", JenaEngine::new);
		EMBEDDED.put("jena-ref", JenaRefEngine::new);
		EMBEDDED.put("rdf4j", Rdf4jEngine::new);
		EMBEDDED.put("rdf4j-noopt", Rdf4jEngine::withoutOptimizers);
	}

	/** The names {@link #embedded(String)} knows, in a fixed order. */
	public static List<String> embeddedNames() {
		return List.copyOf(EMBEDDED.keySet());
	}

	/**
	 * A new embedded engine.
	 *
	 * @throws IllegalArgumentException naming the unknown engine and the known ones
	 */
	public static Engine embedded(String name) {
		Supplier<Engine> s = EMBEDDED.get(name.strip());
		if (s == null) {
			throw new IllegalArgumentException("unknown engine '" + name.strip() + "' (known: "
				+ String.join(", ", EMBEDDED.keySet()) + ")");
		}
		return s.get();
	}

	/** New engines for a comma-separated list of names, in that order. */
	public static List<Engine> embeddedList(String commaSeparated) {
		List<Engine> engines = new ArrayList<>();
		for (String n : commaSeparated.split(",")) {
			if (!n.isBlank()) {
				engines.add(embedded(n));
			}
		}
		return engines;
	}
}
