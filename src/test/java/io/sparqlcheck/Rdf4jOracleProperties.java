package io.sparqlcheck;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.jqwik.OracleProperties;

/** The ready-made TLP and NoREC properties on in-process RDF4J over a MemoryStore. */
class Rdf4jOracleProperties extends OracleProperties {
	@Override
	protected Engine createEngine() {
		return new Rdf4jEngine();
	}
}
