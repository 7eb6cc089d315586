package io.sparqlcheck.engine;

import net.jqwik.api.Example;

import java.util.SortedSet;

import static org.assertj.core.api.Assertions.assertThat;

/** One optimisation pass per engine names the steps that changed the plan, by the names explain switches. */
class FiredStepsTests {

	private final FiredSteps steps = new FiredSteps();

	@Example
	void aFilterOverAJoinIsPlacedByBothOptimisersAndABareTriplePatternMovesNothingOfTheirs() {
		SortedSet<String> placed = steps.of("SELECT * WHERE { ?s <http://example.org/p> ?o . ?o <http://example.org/q> ?x . "
			+ "OPTIONAL { ?x <http://example.org/r> ?y } FILTER(?o = <http://example.org/a>) }");
		assertThat(placed).contains("jena:optFilterPlacement", "rdf4j:FilterOptimizer");
		SortedSet<String> bare = steps.of("SELECT * WHERE { ?s <http://example.org/p> ?o }");
		assertThat(bare).doesNotContain("jena:optFilterPlacement", "rdf4j:FilterOptimizer", "jena:optExprConstantFolding");
	}

	@Example
	void aConstantExpressionIsFoldedAndTheStepIsNamedAsItsSwitch() {
		SortedSet<String> folded = steps.of("SELECT * WHERE { ?s <http://example.org/p> ?o FILTER(?o > (1 + 2)) }");
		assertThat(folded).contains("jena:optExprConstantFolding", "rdf4j:ConstantOptimizer");
		SortedSet<String> notFolded = steps.of("SELECT * WHERE { ?s <http://example.org/p> ?o FILTER(?o > 3) }");
		assertThat(notFolded).doesNotContain("jena:optExprConstantFolding");
	}

	@Example
	void everyStepNamedIsOneExplainSwitchesOffAndAnUnparsableQueryIsSaidSo() {
		for (String q : new String[] {"SELECT * WHERE { ?s ?p ?o FILTER(?o > (1 + 2) || ?s = ?o) OPTIONAL { ?o ?q ?s } }",
			"SELECT DISTINCT ?s WHERE { ?s ?p ?o } ORDER BY ?s LIMIT 2", "SELECT * WHERE { ?s <http://e/p>+ ?o }"}) {
			for (String s : steps.of(q)) {
				String name = s.substring(s.indexOf(':') + 1);
				assertThat(s.startsWith("jena:") ? JenaEngine.ARQ_STEPS : Rdf4jOptimizerSteps.NAMES).as(s).contains(name);
			}
		}
		assertThat(steps.of("SELECT * WHERE { ?s ?p ")).containsExactly("jena:rejected", "rdf4j:rejected");
	}
}
