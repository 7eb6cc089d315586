package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.ViolationError;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.jqwik.DifferentialProperties;
import io.sparqlcheck.engine.JenaRefEngine;
import io.sparqlcheck.testing.Mutants;
import io.sparqlcheck.testing.PropertyRuns;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The differential as a jqwik property, run through the JUnit Platform test kit on a fixture: on
 * jena against a mutant of jena-ref that drops one filtered row it is falsified, and jqwik shrinks the
 * case to at most three triples and a predicate of at most two operators.
 *
 * <p>Seed 1 is pinned.
 */
class DifferentialShrinkingTests {

	/**
	 * The fixture (a nested class, so surefire does not run it on its own): the shipped
	 * {@link DifferentialProperties}, on jena against a mutant of Jena's reference engine.
	 */
	static class MutantDifferential extends DifferentialProperties {
		@Override
		protected List<Engine> createEngines() {
			return List.of(new JenaEngine(), Mutants.dropsOneFilteredRow(new JenaRefEngine()));
		}

		@Override
		protected Differential oracle(List<Engine> engines) {
			return Differential.across(engines).withRules(LatitudeRules.none());
		}

		@Override
		@Property(seed = "1", tries = 200)
		public void enginesReturnTheSameSolutions(@ForAll("cases") SparqlCase sparqlCase) {
			super.enginesReturnTheSameSolutions(sparqlCase);
		}
	}

	@Example
	void theMutantIsFlaggedAndShrunkToASmallCase() {
		List<Throwable> failures = List.copyOf(PropertyRuns.run(MutantDifferential.class, "1").values());
		assertThat(failures).singleElement().isInstanceOf(ViolationError.class);
		Verdict.Violation verdict = ((ViolationError) failures.get(0)).verdict();
		SparqlCase shrunk = verdict.sparqlCase();
		assertThat(shrunk.data().size()).as(shrunk.describe()).isLessThanOrEqualTo(3);
		assertThat(shrunk.predicate().operatorCount()).as(shrunk.describe()).isLessThanOrEqualTo(2);
		assertThat(verdict.oracle()).isEqualTo(Differential.NAME);
		assertThat(verdict.discrepancies()).allSatisfy(d -> assertThat(d).startsWith("[logic]"));
	}
}
