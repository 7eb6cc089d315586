package io.sparqlcheck.engine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Engines by name. The embedded ones are built in: {@code jena}, {@code jena-ref} (Jena's reference
 * query engine), {@code rdf4j}, {@code rdf4j-noopt} (RDF4J with its optimisers off); others, such as
 * the endpoints of engines.yaml, register themselves with {@link #register} (one line each). A name
 * that is not registered is not available here, and callers say so; they never substitute another
 * engine. Each call makes a new engine, which the caller closes.
 */
public final class Engines {
	private Engines() {
	}

	private static final List<String> EMBEDDED = List.of("jena", "jena-ref", "rdf4j", "rdf4j-noopt");
	private static final Map<String, Supplier<? extends Engine>> REGISTRY = new LinkedHashMap<>();

	static {
		register("jena", JenaEngine::new);
		register("jena-ref", JenaRefEngine::new);
		register("rdf4j", Rdf4jEngine::new);
		register("rdf4j-noopt", Rdf4jEngine::withoutOptimizers);
	}

	/** Registers (or replaces) the factory of the engine called {@code name}. */
	public static synchronized void register(String name, Supplier<? extends Engine> factory) {
		REGISTRY.put(name, factory);
	}

	/** Removes a registration; returns whether there was one. */
	public static synchronized boolean unregister(String name) {
		return REGISTRY.remove(name) != null;
	}

	/** A new instance of the engine called {@code name}, or empty when none is registered. */
	public static Optional<Engine> byName(String name) {
		Supplier<? extends Engine> factory;
		synchronized (Engines.class) {
			factory = REGISTRY.get(name.strip());
		}
		return Optional.ofNullable(factory).map(Supplier::get);
	}

	/** The registered names, in registration order. */
	public static synchronized List<String> names() {
		return List.copyOf(REGISTRY.keySet());
	}

	/** The embedded engines' names, in a fixed order: what a campaign runs when none is named. */
	public static List<String> embeddedNames() {
		return EMBEDDED;
	}

	/**
	 * A new engine by name.
	 *
	 * @throws IllegalArgumentException naming the unknown engine and the known ones
	 */
	public static Engine embedded(String name) {
		return byName(name).orElseThrow(() -> new IllegalArgumentException("unknown engine '" + name.strip()
			+ "' (known: " + String.join(", ", names()) + ")"));
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
