package io.sparqlcheck.managed;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Named graphs on a real server (managed Oxigraph, skipped where it cannot run): the endpoint engine
 * writes a case's named graphs under their own IRIs, scopes a query without a dataset clause with
 * default-graph-uri and named-graph-uri, sends one with FROM / FROM NAMED unscoped (Protocol §2.1.4),
 * and the answers are §13.2's; a later case without named graphs finds the earlier one's emptied.
 */
class ManagedNamedGraphsTests {

	static final String EX = "http://example.org/";
	static final Iri P = Iri.of(EX + "p"), G1 = Iri.of(EX + "g1"), G2 = Iri.of(EX + "g2");

	static Triple triple(String s, int o) {
		return new Triple(Iri.of(EX + s), P, Literal.integer(o));
	}

	static final Dataset DATA = new Dataset(List.of(triple("s0", 0)),
		Map.of(G1, List.of(triple("s1", 1)), G2, List.of(triple("s2", 2))));

	static final Map<String, List<String>> EXPECTED = Map.of(
		"SELECT * WHERE { ?s <" + EX + "p> ?o }", List.of("- s0"),
		"SELECT * FROM <" + EX + "g1> WHERE { ?s <" + EX + "p> ?o }", List.of("- s1"),
		"SELECT * FROM <" + EX + "g1> FROM <" + EX + "g2> WHERE { ?s <" + EX + "p> ?o }", List.of("- s1", "- s2"),
		"SELECT * FROM NAMED <" + EX + "g1> WHERE { ?s <" + EX + "p> ?o }", List.of(),
		"SELECT * FROM NAMED <" + EX + "g2> WHERE { GRAPH ?g { ?s <" + EX + "p> ?o } }", List.of("g2 s2"),
		"SELECT * WHERE { GRAPH ?g { ?s <" + EX + "p> ?o } }", List.of("g1 s1", "g2 s2"),
		"SELECT * FROM <" + EX + "g1> WHERE { GRAPH ?g { ?s ?p ?o } }", List.of());

	static TreeSet<String> rows(QueryOutcome out) {
		assertThat(out).isInstanceOf(QueryOutcome.Solutions.class);
		TreeSet<String> rows = new TreeSet<>();
		for (var row : ((QueryOutcome.Solutions) out).rows()) {
			var g = row.get("g");
			rows.add((g == null ? "-" : ((Iri) g).value().substring(EX.length())) + " " + ((Iri) row.get("s")).value().substring(EX.length()));
		}
		return rows;
	}

	@Example
	void oxigraphAnswersGraphFromAndFromNamedOverTheCasesNamedGraphs() throws Exception {
		try (Engine oxigraph = ManagedOrSkip.open("oxigraph@0.5.11")) {
			EXPECTED.forEach((q, want) -> assertThat(rows(oxigraph.select(DATA, q))).as(q).isEqualTo(new TreeSet<>(want)));
			Dataset plain = Dataset.of(triple("s3", 3));
			assertThat(rows(oxigraph.select(plain, "SELECT * WHERE { GRAPH ?g { ?s ?p ?o } }"))).as("an earlier case's graphs").isEmpty();
			assertThat(rows(oxigraph.select(plain, "SELECT * FROM <" + EX + "g1> WHERE { ?s ?p ?o }"))).isEmpty();
			assertThat(rows(oxigraph.select(DATA, "SELECT * FROM NAMED <" + EX + "g1> WHERE { GRAPH ?g { ?s ?p ?o } }")))
				.containsExactly("g1 s1");
		}
	}
}
