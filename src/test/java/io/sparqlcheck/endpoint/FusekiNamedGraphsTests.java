package io.sparqlcheck.endpoint;

import io.sparqlcheck.engine.DatasetClauseEnginesTests;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Named graphs, GRAPH, FROM and FROM NAMED on Fuseki (embedded, real): §13.2's answers, and a case's
 * named graph is never written over a graph holding data the run did not create (the load fails
 * closed and the data stays as it was); the run's graphs are gone after it.
 */
class FusekiNamedGraphsTests {

	private static TestServer fuseki;

	@BeforeContainer
	static void start() {
		fuseki = TestServer.start("fuseki");
	}

	@AfterContainer
	static void stop() {
		fuseki.close();
	}

	@Example
	void fusekiAnswersGraphFromAndFromNamedByTheSpecAndLeavesOthersDataAlone() {
		fuseki.writeUnrelated();
		List<String> before = fuseki.unrelatedSnapshot();
		try (SparqlEndpointEngine e = SparqlEndpointEngine.open(fuseki.settings(TestServer.scratch()))) {
			DatasetClauseEnginesTests.EXPECTED.forEach((q, want) -> {
				QueryOutcome out = e.select(DatasetClauseEnginesTests.DATA, q);
				assertThat(out).as(q).isInstanceOf(QueryOutcome.Solutions.class);
				assertThat(DatasetClauseEnginesTests.rows(out)).as(q).isEqualTo(new TreeSet<>(want));
			});
			Dataset overOthers = new Dataset(List.of(), Map.of(Iri.of(TestServer.UNRELATED_GRAPH), List.of(DatasetClauseEnginesTests.triple("s9", 9))));
			QueryOutcome refused = e.select(overOthers, "SELECT * WHERE { GRAPH ?g { ?s ?p ?o } }");
			assertThat(refused).isInstanceOfSatisfying(QueryOutcome.Failure.class, f -> {
				assertThat(f.kind()).isEqualTo(QueryOutcome.FailureKind.LOAD_FAILED);
				assertThat(f.cause()).contains("did not create");
			});
		}
		assertThat(fuseki.unrelatedSnapshot()).isEqualTo(before);
		assertThat(fuseki.sparqlcheckLeftovers()).isEmpty();
	}
}
