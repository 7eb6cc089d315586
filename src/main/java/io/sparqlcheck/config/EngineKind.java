package io.sparqlcheck.config;

import io.sparqlcheck.engine.Engine;

import java.util.Map;
import java.util.Objects;

/**
 * What an engines.yaml entry is: an engine that runs in this process, or a server reached over the
 * SPARQL Protocol, and how to open one. The kinds a build has are listed once, in {@link EngineKinds};
 * a new kind is its engine class plus one line there.
 *
 * @param key       the word engines.yaml uses ({@code jena}, {@code sparql-endpoint})
 * @param endpoint  whether entries of this kind are endpoints (they take the endpoint keys, are probed before a run)
 * @param settings  the keys an entry of this (non-endpoint) kind must give beyond name and kind, each with
 *                  the check of its value (an {@link IllegalArgumentException} saying what is wrong), in order
 * @param opener    opens the engine an entry declares, under the entry's own name
 * @param inMemory  for an on-disk store users deploy ({@code jena-tdb2}), the key of the in-memory kind of
 *                  the same release ({@code jena}) a campaign runs the differential against when the store is
 *                  named without it; null for every other kind
 */
public record EngineKind(String key, boolean endpoint, Map<String, java.util.function.UnaryOperator<String>> settings, Opener opener,
						 String inMemory) {

	/** Opens the engine an entry declares. */
	@FunctionalInterface
	public interface Opener {
		/**
		 * @param entry       the entry, with its name
		 * @param file        the file it is in (for settings that depend on it), or null for a built-in entry
		 * @param environment where credentials named by the entry are read
		 * @throws ConfigException naming what is missing (an environment variable, never a value)
		 */
		Engine open(EngineEntry entry, EnginesFile file, Map<String, String> environment) throws ConfigException;
	}

	public EngineKind {
		Objects.requireNonNull(key, "key");
		Objects.requireNonNull(opener, "opener");
		settings = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(settings));
	}

	/** A kind that is not an on-disk store. */
	public EngineKind(String key, boolean endpoint, Map<String, java.util.function.UnaryOperator<String>> settings, Opener opener) {
		this(key, endpoint, settings, opener, null);
	}

	/** A kind whose entries take no key beyond name and kind (and the endpoint keys, if it is an endpoint kind). */
	public EngineKind(String key, boolean endpoint, Opener opener) {
		this(key, endpoint, Map.of(), opener);
	}

	/** An in-process kind: its engines need nothing but their name. */
	public static EngineKind inProcess(String key, java.util.function.Function<String, Engine> byName) {
		return new EngineKind(key, false, (entry, file, env) -> byName.apply(entry.name()));
	}

	/**
	 * An on-disk store, in-process: its engines need nothing but their name, and a campaign that names
	 * one without {@code inMemory} adds that engine to run the differential against it.
	 */
	public static EngineKind store(String key, String inMemory, java.util.function.Function<String, Engine> byName) {
		return new EngineKind(key, false, Map.of(), (entry, file, env) -> {
			try {
				return byName.apply(entry.name());
			} catch (NoClassDefFoundError e) {
				// the store modules are optional dependencies of the plugin: a project that uses it names them itself
				throw new ConfigException(entry.name() + ": the " + key + " store is not on the class path (" + e.getMessage()
					+ "); add its module to your build (docs/plugin.md, \"Stores\")");
			}
		}, Objects.requireNonNull(inMemory));
	}

	/** Whether this kind is an on-disk store ({@link #store}). */
	public boolean isStore() {
		return inMemory != null;
	}

	@Override
	public String toString() {
		return key;
	}
}
