package io.sparqlcheck.engine;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Engines by name: the registry rechecks use to replay a recorded case on "the named engine".
 * {@code jena} is built in; other engines register themselves with {@link #register} (one line
 * each). A name that is not registered is not available here, and callers say so; they never
 * substitute another engine.
 */
public final class Engines {
	private Engines() {
	}

	private static final Map<String, Supplier<? extends Engine>> REGISTRY = new LinkedHashMap<>();

	static {
		register("jena", JenaEngine::new);
	}

	/** Registers (or replaces) the factory of the engine called {@code name}. */
	public static synchronized void register(String name, Supplier<? extends Engine> factory) {
		REGISTRY.put(name, factory);
	}

	/** Removes a registration; returns whether there was one. */
	public static synchronized boolean unregister(String name) {
		return REGISTRY.remove(name) != null;
	}

	/** A new instance of the engine called {@code name}, or empty when none is registered. The caller closes it. */
	public static Optional<Engine> byName(String name) {
		Supplier<? extends Engine> factory;
		synchronized (Engines.class) {
			factory = REGISTRY.get(name);
		}
		return Optional.ofNullable(factory).map(Supplier::get);
	}

	/** The registered names, in registration order. */
	public static synchronized List<String> names() {
		return List.copyOf(REGISTRY.keySet());
	}
}
