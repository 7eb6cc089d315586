package io.sparqlcheck.config;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.JenaRefEngine;
import io.sparqlcheck.engine.JenaTdb2Engine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.engine.Rdf4jLmdbEngine;
import io.sparqlcheck.engine.Rdf4jNativeEngine;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;

import java.util.List;
import java.util.Optional;

/**
 * The engine-kind registry: every kind of engine this build can open, in one list. The in-process
 * kinds are also the embedded engines a campaign runs when none is named, each under its key.
 */
public final class EngineKinds {
	private EngineKinds() {
	}

	/** Apache Jena ARQ in-process ({@link JenaEngine}). */
	public static final EngineKind JENA = EngineKind.inProcess("jena", name -> new JenaEngine(name, JenaEngine.DEFAULT_TIMEOUT));
	/** Jena's reference query engine, in-process ({@link JenaRefEngine}). */
	public static final EngineKind JENA_REF = EngineKind.inProcess("jena-ref", name -> new JenaRefEngine(name, JenaEngine.DEFAULT_TIMEOUT));
	/** Eclipse RDF4J over a MemoryStore, in-process ({@link Rdf4jEngine}). */
	public static final EngineKind RDF4J = EngineKind.inProcess("rdf4j", name -> new Rdf4jEngine(name, true, JenaEngine.DEFAULT_TIMEOUT));
	/** RDF4J with its query optimizers switched off. */
	public static final EngineKind RDF4J_NOOPT = EngineKind.inProcess("rdf4j-noopt", name -> new Rdf4jEngine(name, false, JenaEngine.DEFAULT_TIMEOUT));
	/** Jena over TDB2 in a temporary folder, in-process ({@link JenaTdb2Engine}); differential against {@code jena}. */
	public static final EngineKind JENA_TDB2 = EngineKind.store("jena-tdb2", "jena", name -> new JenaTdb2Engine(name, JenaEngine.DEFAULT_TIMEOUT));
	/** RDF4J over a NativeStore in a temporary folder, in-process ({@link Rdf4jNativeEngine}); differential against {@code rdf4j}. */
	public static final EngineKind RDF4J_NATIVE = EngineKind.store("rdf4j-native", "rdf4j", name -> Rdf4jNativeEngine.open(name, JenaEngine.DEFAULT_TIMEOUT));
	/** RDF4J over an LmdbStore in a temporary folder, in-process ({@link Rdf4jLmdbEngine}); differential against {@code rdf4j}. */
	public static final EngineKind RDF4J_LMDB = EngineKind.store("rdf4j-lmdb", "rdf4j", name -> Rdf4jLmdbEngine.open(name, JenaEngine.DEFAULT_TIMEOUT));
	/** A SPARQL 1.1 Protocol endpoint ({@link SparqlEndpointEngine}) with a preset. */
	public static final EngineKind SPARQL_ENDPOINT = new EngineKind("sparql-endpoint", true,
		(entry, file, env) -> entry.restart().isEmpty() ? SparqlEndpointEngine.open(file.settings(entry, env))
			: io.sparqlcheck.engine.managed.RestartCommandEndpoint.open(file.settings(entry, env), entry.restart(),
				file.source().toAbsolutePath().getParent()));

	/** A release the tool installs and runs itself ({@link ManagedKind}): product and version. */
	public static final EngineKind MANAGED = ManagedKind.kind();

	private static final List<EngineKind> ALL = List.of(JENA, JENA_REF, RDF4J, RDF4J_NOOPT, JENA_TDB2, RDF4J_NATIVE, RDF4J_LMDB,
		SPARQL_ENDPOINT, MANAGED);

	/** Every kind, in order. */
	public static List<EngineKind> all() {
		return ALL;
	}

	/**
	 * The in-process kinds that need nothing but a name and hold data in memory: the embedded engines,
	 * each under its key, which a campaign runs when none is named.
	 */
	public static List<EngineKind> embedded() {
		return ALL.stream().filter(k -> !k.endpoint() && k.settings().isEmpty() && !k.isStore()).toList();
	}

	/** The on-disk stores, in-process, each under its key: run when named ({@code --engines jena-tdb2}), never by default. */
	public static List<EngineKind> stores() {
		return ALL.stream().filter(EngineKind::isStore).toList();
	}

	/** The kind engines.yaml calls {@code key}. */
	public static Optional<EngineKind> find(String key) {
		return ALL.stream().filter(k -> k.key().equals(key)).findFirst();
	}

	/**
	 * The kind engines.yaml calls {@code key}.
	 *
	 * @throws IllegalArgumentException naming the unknown word and the known ones
	 */
	public static EngineKind fromKey(String key) {
		return find(key).orElseThrow(() -> new IllegalArgumentException("unknown kind '" + key + "' (known: "
			+ String.join(", ", ALL.stream().map(EngineKind::key).toList()) + ")"));
	}
}
