package io.sparqlcheck.arbitraries;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * mix-1 mixes shape sizes: among its cases both the flat core pattern and deep ones (a group inside
 * a group) are frequent; its queries are as legal as core-3's; and a row-dropping mutant is flagged
 * on its cases.
 */
class MixGrammarTests {
	private static final GroupPattern CORE = GroupPattern.optionalPattern(Vocabulary.P, Vocabulary.Q);

	@Example
	void bothFlatAndDeepShapesAreFrequent() {
		CaseArbitrary cases = SparqlArbitraries.cases("mix-1");
		int[] flat = {0}, deep = {0};
		SparqlArbitraries.inGenerationContext(() -> {
			for (long seed = 0; seed < 400; seed++) {
				GroupPattern p = cases.caseForSeed(seed).pattern();
				if (p.equals(CORE)) {
					flat[0]++;
				}
				if (depth(p) >= 2) {
					deep[0]++;
				}
			}
			return null;
		});
		assertThat(flat[0]).as("flat core pattern").isGreaterThan(40); // core-2 gives it 4 times in 10, mix-1 half as often
		assertThat(deep[0]).as("a group inside a group").isGreaterThan(20);
	}

	/** How deep groups nest in the pattern (the top-level group is depth 0). */
	private static int depth(GroupPattern g) {
		int d = 0;
		for (PatternElement e : g.elements()) {
			if (e instanceof OptionalPattern o) {
				d = Math.max(d, 1 + depth(o.group()));
			} else if (e instanceof NestedGroup n) {
				d = Math.max(d, 1 + depth(n.group()));
			}
		}
		return d;
	}

	@Example
	void twoThousandMixCasesParseInJenaAndRdf4jWithNoExcludedConstruct() {
		List<String> problems = Core3ParseTests.problems("mix-1", 2000);
		assertThat(problems).as(String.join("\n", problems)).isEmpty();
	}

	@Example
	void aRowDroppingMutantIsFlaggedOnMixCases() {
		CaseArbitrary cases = SparqlArbitraries.cases("mix-1");
		try (JenaEngine jena = new JenaEngine()) {
			Tlp mutant = Tlp.on(Mutants.dropsOneFilteredRow(jena));
			long flagged = SparqlArbitraries.inGenerationContext(() -> {
				long n = 0;
				for (long seed = 0; seed < 100; seed++) {
					if (mutant.check(cases.caseForSeed(seed)) instanceof Verdict.Violation) {
						n++;
					}
				}
				return n;
			});
			assertThat(flagged).isGreaterThan(10);
		}
	}
}
