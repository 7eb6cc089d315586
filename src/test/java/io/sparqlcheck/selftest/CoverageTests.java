package io.sparqlcheck.selftest;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.result.Solution;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.ExecutedQuery;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Example;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Self-test 6, coverage: over 1,000 generated cases each of the three EBV outcomes gets at least
 * 10 % of the base solutions, and both causes of an error occur: a variable of the predicate unbound
 * (the OPTIONAL left it so), and a type error with every variable of the predicate bound.
 */
class CoverageTests {

	@Example
	void everyEbvOutcomeAndBothErrorCausesAreCovered() {
		CaseArbitrary cases = SparqlArbitraries.cases();
		long t = 0, f = 0, e = 0, errorUnbound = 0, errorTypeFromBound = 0, emptyBase = 0;
		try (JenaEngine jena = new JenaEngine()) {
			for (long seed = 0; seed < 1000; seed++) {
				SparqlCase c = cases.caseForSeed(seed);
				Verdict v = Tlp.on(jena).check(c);
				assertThat(v).as("seed %d: %s", seed, v.describe()).isInstanceOf(Verdict.Pass.class);
				Verdict.Pass pass = (Verdict.Pass) v;
				t += pass.counts().get("true");
				f += pass.counts().get("false");
				e += pass.counts().get("error");
				emptyBase += pass.counts().get("base") == 0 ? 1 : 0;
				for (Solution row : rows(v, "error")) {
					boolean allBound = c.predicate().variables().stream().map(Var::name).allMatch(row::isBound);
					if (allBound) {
						errorTypeFromBound++;
					} else {
						errorUnbound++;
					}
				}
			}
		}
		long base = t + f + e;
		System.out.printf("coverage over 1000 cases: %d base solutions; true %.1f%%, false %.1f%%, error %.1f%% "
				+ "(unbound %d, type error from bound values %d); cases with no base solution %.1f%%%n",
			base, 100.0 * t / base, 100.0 * f / base, 100.0 * e / base, errorUnbound, errorTypeFromBound, emptyBase / 10.0);
		assertThat(t).isGreaterThanOrEqualTo(base / 10);
		assertThat(f).isGreaterThanOrEqualTo(base / 10);
		assertThat(e).isGreaterThanOrEqualTo(base / 10);
		assertThat(errorUnbound).isPositive();
		assertThat(errorTypeFromBound).isPositive();
	}

	private static java.util.List<Solution> rows(Verdict v, String role) {
		ExecutedQuery q = v.queries().stream().filter(x -> x.role().equals(role)).findFirst().orElseThrow();
		return ((QueryOutcome.Solutions) q.outcome()).rows();
	}
}
