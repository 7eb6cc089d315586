package org.example.consumer;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.jqwik.OracleProperties;

/**
 * sparqlcheck's ready-made TLP and NoREC properties on our engine (the correct one): each is a
 * {@code @Property} over {@code @ForAll SparqlCase}; 100 tries each (junit-platform.properties),
 * a fresh seed each run unless one is pinned (-Dsparqlcheck.seed=N), printed before it runs.
 */
class MyEngineOracleTests extends OracleProperties {
	@Override
	protected Engine createEngine() {
		return MyEngine.correct();
	}
}
