package io.sparqlcheck.engine;

import org.eclipse.rdf4j.sail.lmdb.LmdbStore;

import java.time.Duration;

/**
 * Eclipse RDF4J over an {@link LmdbStore} (LMDB through LWJGL's native binding, which Maven Central
 * ships for Linux, macOS and Windows), in-process: each dataset goes into a new LmdbStore in a
 * temporary folder of its own (its default configuration), deleted when the engine lets the dataset
 * go or closes. The query engine is the one on the class path (RDF4J's BOM release); the store
 * module's own release is in the version, {@code 5.2.1 (LmdbStore 5.2.0)}: 5.2.1 of
 * {@code rdf4j-sail-lmdb} is not on Maven Central. Named alone in a campaign it runs the
 * differential against {@code rdf4j}, the MemoryStore (docs/stores.md). Where LWJGL's native library
 * does not load, each load fails as an engine failure, never a pass.
 */
public final class Rdf4jLmdbEngine {
	private Rdf4jLmdbEngine() {
	}

	/** What the store is: an LmdbStore per dataset, in a folder of its own. */
	static final Rdf4jStores.OnDisk STORE = new Rdf4jStores.OnDisk(
		"LmdbStore " + Rdf4jStores.moduleRelease(LmdbStore.class, "rdf4j-sail-lmdb"), "sparqlcheck-rdf4j-lmdb-", LmdbStore::new);

	/** The engine, under that name. */
	public static Engine open(String name, Duration timeout) {
		return Rdf4jEngine.onDisk(name, timeout, STORE);
	}
}
