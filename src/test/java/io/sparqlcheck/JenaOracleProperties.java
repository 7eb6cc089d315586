package io.sparqlcheck;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.OracleProperties;

/** The ready-made TLP and NoREC properties on in-process Jena: the smallest campaign. */
class JenaOracleProperties extends OracleProperties {
	@Override
	protected Engine createEngine() {
		return new JenaEngine();
	}
}
