package io.sparqlcheck.testing;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;

/** The embedded engines a test runs on, by their catalog names. */
public final class Embedded {
	private Embedded() {
	}

	/** The embedded engine of this name ({@code jena}, {@code jena-ref}, {@code rdf4j}, {@code rdf4j-noopt}); the caller closes it. */
	public static Engine open(String name) {
		try {
			return EngineCatalog.embedded().open(name).orElseThrow(() -> new IllegalArgumentException("no embedded engine " + name));
		} catch (ConfigException e) {
			throw new IllegalStateException(e);
		}
	}
}
