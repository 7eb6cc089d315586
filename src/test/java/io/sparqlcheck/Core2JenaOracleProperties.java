package io.sparqlcheck;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.OracleProperties;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Provide;

/** The ready-made TLP and NoREC properties on in-process Jena, over the core-2 grammar. */
class Core2JenaOracleProperties extends OracleProperties {
	@Override
	protected Engine createEngine() {
		return new JenaEngine();
	}

	@Override
	@Provide
	protected Arbitrary<SparqlCase> cases() {
		return SparqlArbitraries.cases(SparqlArbitraries.CORE_2_GRAMMAR_VERSION);
	}
}
