package io.sparqlcheck.engine;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Embedded;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The embedded engines answer a query asked again over the same dataset with the solutions they gave
 * ({@link RepeatedQueries}), which are what a fresh engine gives; a failure is run again, and so is a
 * query over another dataset object, even an equal one.
 */
class RepeatedQueriesTests {

	private static final List<String> ENGINES = List.of("jena", "jena-ref", "rdf4j", "rdf4j-noopt");

	@Example
	void theOraclesSharedQueriesAreAnsweredOnceAndAsAFreshEngineAnswersThem() {
		List<SparqlCase> cases = new ArrayList<>(cases("core-1"));
		cases.addAll(cases("core-3"));
		for (String name : ENGINES) {
			try (Engine engine = Embedded.open(name); Engine fresh = Embedded.open(name)) {
				int reused = 0;
				for (SparqlCase c : cases) {
					List<String> asked = new ArrayList<>(Tlp.queries(c.pattern(), c.predicate()));
					asked.addAll(Norec.queries(c));
					asked.add(Differential.query(c));
					List<QueryOutcome> first = new ArrayList<>();
					for (String q : asked) {
						QueryOutcome answer = engine.select(c.data(), q);
						assertThat(answer).as("%s: %s", name, q).isEqualTo(fresh.select(c.data(), q));
						int earlier = asked.indexOf(q);
						if (earlier < first.size() && answer instanceof QueryOutcome.Solutions) {
							assertThat(answer).as("%s asked again: %s", name, q).isSameAs(first.get(earlier));
							reused++;
						}
						first.add(answer);
					}
				}
				// TLP's base is NoREC's, TLP's true branch NoREC's optimized query and the differential's
				assertThat(reused).as(name).isGreaterThanOrEqualTo(2 * cases.size());
			}
		}
	}

	@Example
	void aFailureIsRunAgain() {
		SparqlCase c = cases("core-1").get(0);
		String broken = "SELECT * WHERE { ?s ?p ";
		for (String name : ENGINES) {
			try (Engine engine = Embedded.open(name)) {
				QueryOutcome first = engine.select(c.data(), broken);
				assertThat(first).isInstanceOf(QueryOutcome.Failure.class);
				QueryOutcome again = engine.select(c.data(), broken);
				assertThat(again).as(name).isEqualTo(first).isNotSameAs(first);
			}
		}
	}

	@Example
	void anotherDatasetObjectIsAskedAfresh() {
		SparqlCase c = cases("core-1").get(1);
		SparqlCase other = cases("core-1").get(2);
		String q = Differential.query(c);
		Dataset equalCopy = new Dataset(List.copyOf(c.data().triples()), c.data().named());
		assertThat(equalCopy).isEqualTo(c.data()).isNotSameAs(c.data());
		for (String name : ENGINES) {
			try (Engine engine = Embedded.open(name)) {
				QueryOutcome first = engine.select(c.data(), q);
				assertThat(engine.select(equalCopy, q)).as(name).isEqualTo(first).isNotSameAs(first);
				engine.select(other.data(), q);
				assertThat(engine.select(c.data(), q)).as("%s after another dataset", name).isEqualTo(first).isNotSameAs(first);
			}
		}
	}

	private static List<SparqlCase> cases(String grammar) {
		CaseArbitrary arbitrary = SparqlArbitraries.cases(grammar);
		return SparqlArbitraries.inGenerationContext(() -> LongStream.range(0, 40).mapToObj(arbitrary::caseForSeed).toList());
	}
}
