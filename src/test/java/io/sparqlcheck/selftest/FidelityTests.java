package io.sparqlcheck.selftest;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Self-test 3, fidelity: the case of every seed 0 to 49 passes TLP and NoREC on pristine Jena. An
 * engine failure fails this test too, so grammar or driver rot shows up instead of being skipped.
 */
class FidelityTests {

	@Example
	void seeds0To49PassTlpAndNorecOnJena() {
		CaseArbitrary cases = SparqlArbitraries.cases();
		List<String> notPassing = new ArrayList<>();
		try (JenaEngine jena = new JenaEngine()) {
			for (long seed = 0; seed < 50; seed++) {
				SparqlCase c = cases.caseForSeed(seed);
				for (Verdict v : List.of(Tlp.on(jena).check(c), Norec.on(jena).check(c))) {
					if (!(v instanceof Verdict.Pass)) {
						notPassing.add("seed " + seed + ": " + v.describe());
					}
				}
			}
		}
		assertThat(notPassing).isEmpty();
	}
}
