package io.sparqlcheck.managed;

import io.sparqlcheck.engine.DatasetClauseEnginesTests;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Named graphs on a real server (managed Oxigraph, skipped where it cannot run): the endpoint engine
 * writes a case's named graphs under their own IRIs, scopes a query without a dataset clause with
 * default-graph-uri and named-graph-uri, sends one with FROM / FROM NAMED unscoped (Protocol §2.1.4),
 * and the answers are §13.2's; a later case without named graphs finds the earlier one's emptied.
 */
class ManagedNamedGraphsTests {

	static final String EX = DatasetClauseEnginesTests.EX;
	static final Dataset DATA = DatasetClauseEnginesTests.DATA;

	static Triple triple(String s, int o) {
		return DatasetClauseEnginesTests.triple(s, o);
	}

	static TreeSet<String> rows(QueryOutcome out) {
		assertThat(out).isInstanceOf(QueryOutcome.Solutions.class);
		return DatasetClauseEnginesTests.rows(out);
	}

	@Example
	void oxigraphAnswersGraphFromAndFromNamedOverTheCasesNamedGraphs() throws Exception {
		try (Engine oxigraph = ManagedOrSkip.open("oxigraph@0.5.11")) {
			DatasetClauseEnginesTests.EXPECTED.forEach((q, want) -> assertThat(rows(oxigraph.select(DATA, q))).as(q).isEqualTo(new TreeSet<>(want)));
			Dataset plain = Dataset.of(triple("s3", 3));
			assertThat(rows(oxigraph.select(plain, "SELECT * WHERE { GRAPH ?g { ?s ?p ?o } }"))).as("an earlier case's graphs").isEmpty();
			assertThat(rows(oxigraph.select(plain, "SELECT * FROM <" + EX + "g1> WHERE { ?s ?p ?o }"))).isEmpty();
			assertThat(rows(oxigraph.select(DATA, "SELECT * FROM NAMED <" + EX + "g1> WHERE { GRAPH ?g { ?s ?p ?o } }")))
				.containsExactly("g1 s1");
		}
	}
}
