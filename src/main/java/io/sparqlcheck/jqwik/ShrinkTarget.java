package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

import java.util.function.Function;

/**
 * The property {@link JqwikShrinker} launches: one oracle check, with one assertion site, over the
 * campaign's cases. Set up by the shrinker alone (one launch at a time), launched through the JUnit
 * Platform so that jqwik's own shrinking, and every hook registered for sparqlcheck properties,
 * apply to it exactly as to the ready-made properties.
 */
public class ShrinkTarget {

	static volatile Function<SparqlCase, Verdict> check;
	static volatile CaseArbitrary cases;

	@Property(tries = 1, edgeCases = EdgeCasesMode.NONE)
	public void oracleHolds(@ForAll("cases") SparqlCase sparqlCase) {
		Verdict verdict = check.apply(sparqlCase);
		SparqlAssertions.assertThat(verdict).holds();
	}

	@Provide
	Arbitrary<SparqlCase> cases() {
		return cases;
	}
}
