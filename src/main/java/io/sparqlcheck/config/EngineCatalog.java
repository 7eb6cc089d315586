package io.sparqlcheck.config;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.managed.ManagedEngineException;
import io.sparqlcheck.engine.managed.ManagedEngines;
import io.sparqlcheck.engine.managed.Release;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The engines a run may use, by name: the embedded engines, the entries of an engines.yaml, and
 * any a caller adds. One catalog is built per run and handed to campaign, recheck, bench and
 * report alike, so an engine found on an engines.yaml endpoint can be replayed by the same name.
 * Immutable: {@link #with} returns a new catalog. Each {@link #open} makes a new engine, which the
 * caller closes; nothing is sent to an endpoint before that.
 */
public final class EngineCatalog {

	/** Opens one engine of the catalog. */
	@FunctionalInterface
	public interface Source {
		Engine open() throws ConfigException;
	}

	private final Map<String, Source> sources;
	private final List<String> endpoints;
	private final String origin;
	private final ManagedEngines managed;
	/** The names run when none is named (every name but the embedded on-disk stores). */
	private final List<String> defaults;
	/** For each on-disk store by name, the kind key of its in-memory engine of the same release. */
	private final Map<String, String> inMemory;

	private EngineCatalog(Map<String, Source> sources, List<String> endpoints, String origin, ManagedEngines managed,
						  List<String> defaults, Map<String, String> inMemory) {
		this.sources = Collections.unmodifiableMap(new LinkedHashMap<>(sources));
		this.endpoints = List.copyOf(endpoints);
		this.origin = origin;
		this.managed = managed;
		this.defaults = List.copyOf(defaults);
		this.inMemory = Map.copyOf(inMemory);
	}

	/**
	 * The embedded engines, each under its kind's key: {@code jena}, {@code jena-ref}, {@code rdf4j},
	 * {@code rdf4j-noopt}, and the on-disk stores {@code jena-tdb2}, {@code rdf4j-native},
	 * {@code rdf4j-lmdb}, which run only when named.
	 */
	public static EngineCatalog embedded() {
		Map<String, Source> sources = new LinkedHashMap<>();
		Map<String, String> inMemory = new LinkedHashMap<>();
		for (EngineKind kind : java.util.stream.Stream.concat(EngineKinds.embedded().stream(), EngineKinds.stores().stream()).toList()) {
			EngineEntry entry = EngineEntry.inProcess(kind.key(), kind);
			sources.put(kind.key(), () -> kind.opener().open(entry, null, Map.of()));
			if (kind.isStore()) {
				inMemory.put(kind.key(), kind.inMemory());
			}
		}
		return new EngineCatalog(sources, List.of(), "the embedded engines", new ManagedEngines(ManagedEngines.DEFAULT_HOME, System.getenv()),
			EngineKinds.embedded().stream().map(EngineKind::key).toList(), inMemory);
	}

	/**
	 * The engines an engines.yaml declares, under their own names (embedded kinds included), and
	 * only those: a run with an engines file uses its names.
	 */
	public static EngineCatalog of(EnginesFile file, Map<String, String> environment) {
		Map<String, Source> sources = new LinkedHashMap<>();
		Map<String, String> inMemory = new LinkedHashMap<>();
		for (EngineEntry e : file.engines()) {
			sources.put(e.name(), () -> e.kind().opener().open(e, file, environment));
			if (e.kind().isStore()) {
				inMemory.put(e.name(), e.kind().inMemory());
			}
		}
		return new EngineCatalog(sources, file.endpoints().stream().map(EngineEntry::name).toList(), file.source().toString(),
			new ManagedEngines(ManagedEngines.DEFAULT_HOME, environment), List.copyOf(sources.keySet()), inMemory);
	}

	/** This catalog with one more engine (or another under an existing name). */
	public EngineCatalog with(String name, Source source) {
		Map<String, Source> more = new LinkedHashMap<>(sources);
		more.put(name, source);
		List<String> moreDefaults = new java.util.ArrayList<>(defaults);
		if (!moreDefaults.contains(name)) {
			moreDefaults.add(name);
		}
		return new EngineCatalog(more, endpoints, origin, managed, moreDefaults, inMemory);
	}

	/** This catalog with managed engines ({@code jena@5.0.0}) installed and run under another folder. */
	public EngineCatalog withManaged(ManagedEngines other) {
		return new EngineCatalog(sources, endpoints, origin, other, defaults, inMemory);
	}

	/** The managed engines this catalog starts by release. */
	public ManagedEngines managed() {
		return managed;
	}

	/**
	 * A new engine of that name, or empty when the catalog has none. A name of the form
	 * {@code product@version} that the catalog does not declare is a managed engine: that release is
	 * installed (once) and started, and closing the engine stops it.
	 *
	 * @throws ManagedEngineException when a managed release cannot be had or started
	 */
	public Optional<Engine> open(String name) throws ConfigException {
		Source s = sources.get(name.strip());
		if (s != null) {
			return Optional.of(s.open());
		}
		return Release.parse(name).map(managed::start);
	}

	/** The names, in order. */
	public List<String> names() {
		return List.copyOf(sources.keySet());
	}

	/** The names run when a command names none: all of them but the embedded on-disk stores. */
	public List<String> defaultNames() {
		return defaults;
	}

	/**
	 * The names with, after each on-disk store, the in-memory engine of the same release when it is
	 * not among them and the catalog has it ({@code jena-tdb2} brings {@code jena}; {@code rdf4j-native}
	 * and {@code rdf4j-lmdb} bring {@code rdf4j}): what a campaign runs the differential on when a
	 * store is named, so that a store named alone is compared with the store it replaces.
	 */
	public List<String> withInMemoryOfStores(List<String> names) {
		List<String> out = new java.util.ArrayList<>(names);
		for (String n : names) {
			String companion = inMemory.get(n.strip());
			if (companion != null && !out.contains(companion) && sources.containsKey(companion)) {
				out.add(companion);
			}
		}
		return out;
	}

	/** The names of the endpoints among them. */
	public List<String> endpointNames() {
		return endpoints;
	}

	/** Where the names come from, for messages: {@code the embedded engines} or the engines file. */
	public String origin() {
		return origin;
	}
}
