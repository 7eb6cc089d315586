package io.sparqlcheck.config;

import java.util.Arrays;
import java.util.stream.Collectors;

/** What an engines.yaml entry is: an in-process engine, or a server reached over the SPARQL Protocol. */
public enum EngineKind {
	/** Apache Jena ARQ in-process ({@link io.sparqlcheck.engine.JenaEngine}). */
	JENA("jena"),
	/** Jena's reference query engine, in-process ({@link io.sparqlcheck.engine.JenaRefEngine}). */
	JENA_REF("jena-ref"),
	/** Eclipse RDF4J over a MemoryStore, in-process ({@link io.sparqlcheck.engine.Rdf4jEngine}). */
	RDF4J("rdf4j"),
	/** RDF4J with its query optimizers switched off. */
	RDF4J_NOOPT("rdf4j-noopt"),
	/** A SPARQL 1.1 Protocol endpoint ({@link io.sparqlcheck.engine.endpoint.SparqlEndpointEngine}) with a preset. */
	SPARQL_ENDPOINT("sparql-endpoint");

	private final String key;

	EngineKind(String key) {
		this.key = key;
	}

	public String key() {
		return key;
	}

	public static EngineKind fromKey(String key) {
		for (EngineKind k : values()) {
			if (k.key.equals(key)) {
				return k;
			}
		}
		throw new IllegalArgumentException("unknown kind '" + key + "' (known: "
			+ Arrays.stream(values()).map(EngineKind::key).collect(Collectors.joining(", ")) + ")");
	}
}
