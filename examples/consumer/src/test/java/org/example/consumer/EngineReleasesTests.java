package org.example.consumer;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.VerdictKind;
import net.jqwik.api.Example;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The engines under test are the releases this project chose (-Djena.version, -Drdf4j.version, passed
 * to the tests by the pom), not the ones sparqlcheck was built with, and sparqlcheck runs on them.
 */
class EngineReleasesTests {

	@Example
	void theChosenReleasesAreTheOnesTested() {
		SparqlCase c = SparqlArbitraries.cases().caseForSeed(0);
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(jena.version()).isEqualTo(System.getProperty("expected.jena.version"));
			assertThat(rdf4j.version()).isEqualTo(System.getProperty("expected.rdf4j.version"));
			assertThat(Tlp.on(jena).check(c).kind()).isEqualTo(VerdictKind.PASS);
			assertThat(Tlp.on(rdf4j).check(c).kind()).isEqualTo(VerdictKind.PASS);
		}
	}
}
