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

	private EngineCatalog(Map<String, Source> sources, List<String> endpoints, String origin, ManagedEngines managed) {
		this.sources = Collections.unmodifiableMap(new LinkedHashMap<>(sources));
		this.endpoints = List.copyOf(endpoints);
		this.origin = origin;
		this.managed = managed;
	}

	/** The embedded engines, each under its kind's key: {@code jena}, {@code jena-ref}, {@code rdf4j}, {@code rdf4j-noopt}. */
	public static EngineCatalog embedded() {
		Map<String, Source> sources = new LinkedHashMap<>();
		for (EngineKind kind : EngineKinds.embedded()) {
			EngineEntry entry = EngineEntry.inProcess(kind.key(), kind);
			sources.put(kind.key(), () -> kind.opener().open(entry, null, Map.of()));
		}
		return new EngineCatalog(sources, List.of(), "the embedded engines", new ManagedEngines(ManagedEngines.DEFAULT_HOME, System.getenv()));
	}

	/**
	 * The engines an engines.yaml declares, under their own names (embedded kinds included), and
	 * only those: a run with an engines file uses its names.
	 */
	public static EngineCatalog of(EnginesFile file, Map<String, String> environment) {
		Map<String, Source> sources = new LinkedHashMap<>();
		for (EngineEntry e : file.engines()) {
			sources.put(e.name(), () -> e.kind().opener().open(e, file, environment));
		}
		return new EngineCatalog(sources, file.endpoints().stream().map(EngineEntry::name).toList(), file.source().toString(),
			new ManagedEngines(ManagedEngines.DEFAULT_HOME, environment));
	}

	/** This catalog with one more engine (or another under an existing name). */
	public EngineCatalog with(String name, Source source) {
		Map<String, Source> more = new LinkedHashMap<>(sources);
		more.put(name, source);
		return new EngineCatalog(more, endpoints, origin, managed);
	}

	/** This catalog with managed engines ({@code jena@5.0.0}) installed and run under another folder. */
	public EngineCatalog withManaged(ManagedEngines other) {
		return new EngineCatalog(sources, endpoints, origin, other);
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

	/** The names of the endpoints among them. */
	public List<String> endpointNames() {
		return endpoints;
	}

	/** Where the names come from, for messages: {@code the embedded engines} or the engines file. */
	public String origin() {
		return origin;
	}
}
