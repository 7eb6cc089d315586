package io.sparqlcheck.engine;

/**
 * Whose evaluator an engine runs, whatever it is called. Rules that depend on what an engine does
 * (a latitude rule for a documented extension, a known bug, a TLP error branch that avoids a broken
 * IF) ask the engine's family and version, never its name: an engine named {@code fuseki-5.0.0} is
 * Jena's evaluator, and an engine named {@code jena-old} might not be.
 */
public enum EngineFamily {
	/** Apache Jena ARQ: in-process, its reference engine, or Fuseki. */
	JENA,
	/** Eclipse RDF4J: in-process, with or without its optimisers, or an RDF4J server. */
	RDF4J,
	/** OpenLink Virtuoso. */
	VIRTUOSO,
	/** Blazegraph. */
	BLAZEGRAPH,
	/** Oxigraph. */
	OXIGRAPH,
	/** Comunica. */
	COMUNICA,
	/** An engine whose evaluator sparqlcheck does not know (a generic endpoint, a user's own engine). */
	OTHER
}
