package io.sparqlcheck.findings;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import net.jqwik.api.Example;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * RDF4J 5.2.1 evaluates {@code IF(c, a, b)} whose condition raises an error to no value at all
 * (a Java null) instead of raising the error (§17.4.1.2: "if evaluating the first argument raises an
 * error, then an error is raised for the evaluation of the IF expression"). Directly in a FILTER
 * that null is the NullPointerException pinned in {@link Rdf4jOracleFindingsTests}; under a
 * comparison it is a silent wrong result: {@code IF(1/0, 1, 1) != 0} is true, so the FILTER keeps
 * every row, where Jena (and the recommendation) keep none. {@code = 1} on the same IF is false,
 * so RDF4J is not reading the error as EBV false either. Found by the differential campaign (seed
 * 880 of core-1 on the embedded engines, shrunk to {@code (IF((?o = ?w), ?o, ?o) != ?o)} with ?w
 * unbound).
 */
class Rdf4jIfErrorFindingTests {

	static final Dataset ONE = Dataset.of(new Triple(Iri.of("http://example.org/s0"), Iri.of("http://example.org/p"), Literal.integer(0)));
	static final String KEEPS = "SELECT * WHERE { ?s <http://example.org/p> ?o FILTER(IF(1/0, 1, 1) != 0) }";
	static final String DROPS = "SELECT * WHERE { ?s <http://example.org/p> ?o FILTER(IF(1/0, 1, 1) = 1) }";

	@Example
	void anIfWhoseConditionErrorsIsNoValueUnderAComparison() {
		assertThat(rows(new JenaEngine(), KEEPS)).as("jena: the IF errors, so the filter drops the row").isZero();
		assertThat(rows(new JenaEngine(), DROPS)).isZero();
		if (!Rdf4jEngine.RELEASE.equals("5.2.1")) {
			throw new org.opentest4j.TestAbortedException("the finding pinned here is RDF4J 5.2.1's; this build runs " + Rdf4jEngine.RELEASE);
		}
		for (Rdf4jEngine rdf4j : new Rdf4jEngine[] {new Rdf4jEngine(), Rdf4jEngine.withoutOptimizers()}) {
			try (rdf4j) {
				assertThat(rows(rdf4j, KEEPS)).as(rdf4j.name() + ": IF(1/0, 1, 1) != 0 is true").isEqualTo(1);
				assertThat(rows(rdf4j, DROPS)).as(rdf4j.name() + ": IF(1/0, 1, 1) = 1 is not").isZero();
			}
		}
	}

	private static int rows(io.sparqlcheck.engine.Engine engine, String query) {
		QueryOutcome out = engine.select(ONE, query);
		assertThat(out).as(engine.name() + " answers " + query).isInstanceOf(QueryOutcome.Solutions.class);
		return ((QueryOutcome.Solutions) out).size();
	}
}
