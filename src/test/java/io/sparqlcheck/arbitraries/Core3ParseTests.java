package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Scope;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.query.Exclusions;
import io.sparqlcheck.query.Queries;
import net.jqwik.api.Example;
import org.eclipse.rdf4j.query.parser.sparql.SPARQLParser;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * core-3 is legal by construction: the oracles' queries of 10,000 generated cases (TLP's four and
  * NoREC's rewrite) parse in Jena (which {@link Exclusions} parses them with) and in RDF4J's SPARQL parser, none holds a construct of the §3.4
 * exclusion list ({@link Exclusions}, on Jena's parse), and no BIND binds a variable in scope
 * before it (§18.2.2).
 */
class Core3ParseTests {

	static final int CASES = 10_000;

	@Example
	void tenThousandCore3CasesParseInJenaAndRdf4jWithNoExcludedConstruct() {
		List<String> problems = problems(SparqlArbitraries.CORE_3_GRAMMAR_VERSION, CASES);
		assertThat(problems).as(String.join("\n", problems)).isEmpty();
	}

	/** The problems (at most ten) of the oracles' queries of the cases of seeds 0..cases-1 of this grammar version. */
	static List<String> problems(String version, int cases) {
		CaseArbitrary arbitrary = SparqlArbitraries.cases(version);
		SPARQLParser rdf4j = new SPARQLParser();
		List<String> problems = new ArrayList<>();
		SparqlArbitraries.inGenerationContext(() -> {
			for (long seed = 0; seed < cases && problems.size() < 10; seed++) {
				SparqlCase c = arbitrary.caseForSeed(seed);
				Scope.problems(c.pattern()).forEach(p -> problems.add("illegal BIND: " + p));
				List<String> queries = new ArrayList<>(Tlp.queries(c.pattern(), c.predicate()));
				queries.add(Queries.selectExpression(c.pattern(), Norec.flagExpression(c.predicate()), Norec.FLAG));
				for (String q : queries) {
					try {
						List<String> excluded = Exclusions.findIn(q);
						if (!excluded.isEmpty()) {
							problems.add("seed " + seed + " excluded " + excluded + ": " + q);
						}
					} catch (RuntimeException e) {
						problems.add("seed " + seed + " Jena: " + e.getMessage() + "\n  " + q);
					}
					try {
						rdf4j.parseQuery(q, null);
					} catch (RuntimeException e) {
						problems.add("seed " + seed + " RDF4J: " + e.getMessage() + "\n  " + q);
					}
				}
			}
			return null;
		});
		return problems;
	}
}
