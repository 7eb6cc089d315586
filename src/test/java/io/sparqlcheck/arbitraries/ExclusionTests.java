package io.sparqlcheck.arbitraries;

import io.sparqlcheck.query.Exclusions;

import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Self-test 4, exclusions: every query the oracles build for 250 generated cases is parsed by Jena
 * and its algebra walked, and no excluded construct appears; the data has no blank node. And the
 * guard itself can fail: each excluded construct, written by hand, is found.
 */
class ExclusionTests {

	@Example
	void noGeneratedQueryContainsAnExcludedConstruct() {
		CaseArbitrary cases = SparqlArbitraries.cases();
		List<String> found = new ArrayList<>();
		int queries = 0;
		for (long seed = 0; seed < 250; seed++) {
			SparqlCase c = cases.caseForSeed(seed);
			List<String> all = new ArrayList<>(Tlp.queries(c.pattern(), c.predicate()));
			all.add(Queries.selectAllWhere(c.pattern(), c.predicate()));
			all.add(Queries.selectExpression(c.pattern(), Norec.flagExpression(c.predicate()), Norec.FLAG));
			for (String q : all) {
				queries++;
				Exclusions.findIn(q).forEach(x -> found.add(x + " in " + q));
			}
			for (Triple t : c.data().triples()) {
				assertThat(t.subject()).isNotInstanceOf(BlankNode.class);
				assertThat(t.object()).isNotInstanceOf(BlankNode.class);
			}
		}
		assertThat(queries).isGreaterThanOrEqualTo(250 * 6);
		assertThat(found).isEmpty();
	}

	@Example
	void theGuardFindsEveryExcludedConstruct() {
		String p = "?s <http://example.org/p> ?o";
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " FILTER(RAND() < 0.5) }")).containsExactly("non-deterministic function RAND");
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " FILTER(NOW() = NOW()) }")).contains("non-deterministic function NOW");
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " FILTER(isIRI(UUID())) }")).isNotEmpty();
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " FILTER(STRUUID() != \"\") }")).isNotEmpty();
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " FILTER(isBlank(BNODE())) }")).isNotEmpty();
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " FILTER EXISTS { ?s ?q ?w } }")).containsExactly("EXISTS/NOT EXISTS");
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " FILTER NOT EXISTS { ?s ?q ?w } }")).containsExactly("EXISTS/NOT EXISTS");
		assertThat(Exclusions.findIn("SELECT DISTINCT * WHERE { " + p + " }")).containsExactly("DISTINCT");
		assertThat(Exclusions.findIn("SELECT REDUCED * WHERE { " + p + " }")).containsExactly("REDUCED");
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " } ORDER BY ?o")).containsExactly("ORDER BY");
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " } LIMIT 1")).containsExactly("LIMIT/OFFSET");
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " } OFFSET 1")).containsExactly("LIMIT/OFFSET");
		assertThat(Exclusions.findIn("SELECT (COUNT(*) AS ?n) WHERE { " + p + " }")).contains("GROUP BY/aggregate");
		assertThat(Exclusions.findIn("SELECT * WHERE { { SELECT ?s WHERE { " + p + " } LIMIT 1 } }")).containsExactly("LIMIT/OFFSET");
		assertThat(Exclusions.findIn("SELECT * WHERE { " + p + " FILTER(?o < 25) }")).isEmpty();
	}

	@Example
	void registeringAProductionThatRendersAnExcludedConstructFailsLoudly() {
		Production rand = Production.value("rand-1", parts -> parts.values().map(e -> Expr.FunctionCall.of("RAND")));
		assertThatThrownBy(() -> SparqlArbitraries.predicates().withProduction(rand))
			.isInstanceOf(GrammarException.class)
			.hasMessageContaining("rand-1").hasMessageContaining("RAND");
		Production unparsable = Production.condition("bad-1", parts -> parts.values().map(e -> Expr.FunctionCall.of("NO_SUCH_FUNCTION", e)));
		assertThatThrownBy(() -> SparqlArbitraries.predicates().withProduction(unparsable))
			.isInstanceOf(GrammarException.class).hasMessageContaining("cannot parse");
	}

	@Example
	void aValidProductionExtendsTheGrammarAndItsVersion() {
		Production abs = Production.value("abs-1", parts -> parts.values().map(e -> Expr.FunctionCall.of("ABS", e)));
		PredicateArbitrary predicates = SparqlArbitraries.predicates().withProduction(abs).maxDepth(4);
		assertThat(predicates.version()).isEqualTo("core-1+abs-1");
		assertThatThrownBy(() -> predicates.withProduction(abs)).isInstanceOf(GrammarException.class);
		CaseArbitrary cases = SparqlArbitraries.cases().withPredicates(predicates);
		assertThat(cases.generatorVersion()).isEqualTo("core-1+abs-1");
		boolean sawAbs = java.util.stream.LongStream.range(0, 300).mapToObj(cases::caseForSeed)
			.anyMatch(c -> c.predicate().toSparql().contains("ABS("));
		assertThat(sawAbs).isTrue();
	}
}
