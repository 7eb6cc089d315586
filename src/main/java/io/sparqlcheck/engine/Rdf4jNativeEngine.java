package io.sparqlcheck.engine;

import org.eclipse.rdf4j.sail.nativerdf.NativeStore;

import java.time.Duration;

/**
 * Eclipse RDF4J over a {@link NativeStore}, the file-based store of RDF4J servers and Workbench
 * repositories, in-process: each dataset goes into a new NativeStore in a temporary folder of its own
 * (its default indexes, {@code spoc,posc}), deleted when the engine lets the dataset go or closes.
 * The query engine is the one on the class path (RDF4J's BOM release); the store module's own
 * release is in the version, {@code 5.2.1 (NativeStore 5.2.0)}: 5.2.1 of
 * {@code rdf4j-sail-nativerdf} is not on Maven Central. Named alone in a campaign it runs the
 * differential against {@code rdf4j}, the MemoryStore (docs/stores.md).
 */
public final class Rdf4jNativeEngine {
	private Rdf4jNativeEngine() {
	}

	/** What the store is: a NativeStore per dataset, in a folder of its own. */
	static final Rdf4jStores.OnDisk STORE = new Rdf4jStores.OnDisk(
		"NativeStore " + Rdf4jStores.moduleRelease(NativeStore.class, "rdf4j-sail-nativerdf"), "sparqlcheck-rdf4j-native-", NativeStore::new);

	/** The engine, under that name. */
	public static Engine open(String name, Duration timeout) {
		return Rdf4jEngine.onDisk(name, timeout, STORE);
	}
}
