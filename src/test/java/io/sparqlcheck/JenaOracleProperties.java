package io.sparqlcheck;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.OracleProperties;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * The ready-made TLP and NoREC properties on in-process Jena: the smallest campaign.
 *
 * <p>Seeds are pinned (seed 1 passes 1000 tries of each). A random draw regularly reaches one of two
 * real Jena 5.6.0 defects, pinned on their own elsewhere: TransformFilterDisjunction duplicating a
 * solution both disjuncts of {@code ||} accept (apache/jena#4160; EmbeddedEnginesTests), and a decimal
 * division by {@code "0.0"} raising ArithmeticException (JenaReferenceFindingsTests); seed 0, for one,
 * fails on the second. Unpinned, the suite's outcome would depend on the draw. A campaign with a fresh
 * seed is {@code bin/sparqlcheck campaign}, or this class on a copy without the overrides.
 */
class JenaOracleProperties extends OracleProperties {
	@Override
	protected Engine createEngine() {
		return new JenaEngine();
	}

	@Override
	@Property(seed = "1")
	public void tlpPartitionRecomposesTheBase(@ForAll("cases") SparqlCase sparqlCase) {
		super.tlpPartitionRecomposesTheBase(sparqlCase);
	}

	@Override
	@Property(seed = "1")
	public void norecFlagsCountTheFilteredRows(@ForAll("cases") SparqlCase sparqlCase) {
		super.norecFlagsCountTheFilteredRows(sparqlCase);
	}
}
