package io.sparqlcheck;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.OracleProperties;

/**
 * The ready-made TLP and NoREC properties on in-process Jena: the smallest campaign.
 *
 * <p>Its seed is the build's ({@code sparqlcheck.suite.seed} in pom.xml, 0, which passes 1000 tries of
 * each), so the suite does not depend on a draw: random seeds regularly reach one of two real Jena
 * 5.6.0 defects, each pinned by a findings test of its own (apache/jena#4160, the filter-disjunction
 * rewrite duplicating a solution both disjuncts accept, in EmbeddedEnginesTests; a decimal division
 * by {@code 0.0} escaping as ArithmeticException, in JenaReferenceFindingsTests). Explore with
 * {@code -Dsparqlcheck.seed=N}, or with {@code bin/sparqlcheck campaign}.
 */
class JenaOracleProperties extends OracleProperties {
	@Override
	protected Engine createEngine() {
		return new JenaEngine();
	}
}
