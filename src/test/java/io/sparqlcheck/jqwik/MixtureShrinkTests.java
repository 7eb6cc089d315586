package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.Mixtures;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A case-level mixture's cases shrink: a row-dropping mutant's failure found on a deep case (one of
 * the core-3 or swarm components) shrinks to a pattern of at most two elements, still a violation,
 * and to the same bytes every time, though each case first draws its component (a choice jqwik may
 * shrink toward the first, simplest component).
 */
class MixtureShrinkTests {

	@Example
	void aDeepMixtureFailureShrinksSmallTheSameWayTwice() throws Exception {
		CaseArbitrary cases = Mixtures.candidate(new Mixtures.Weights(1, 1, 1, 1)).cases();
		try (JenaEngine jena = new JenaEngine()) {
			Tlp tlp = Tlp.on(Mutants.dropsOneFilteredRow(jena));
			long seed = SparqlArbitraries.inGenerationContext(() -> {
				for (long s = 0; s < 5_000; s++) {
					SparqlCase c = cases.caseForSeed(s);
					if (c.pattern().elements().size() >= 4 && tlp.check(c) instanceof Verdict.Violation) {
						return s;
					}
				}
				throw new AssertionError("no failing deep mixture seed");
			});
			Path dir = Files.createTempDirectory("sparqlcheck-mixture-shrink");
			JqwikShrinker.Shrunk first = JqwikShrinker.shrink(tlp::check, cases, seed, dir.resolve("a.jsonl"), true,
				PropertyRun.Target.DEFAULT_EVALUATIONS).orElseThrow();
			JqwikShrinker.shrink(tlp::check, cases, seed, dir.resolve("b.jsonl"), true, PropertyRun.Target.DEFAULT_EVALUATIONS)
				.orElseThrow();
			assertThat(Files.readString(dir.resolve("b.jsonl"))).isEqualTo(Files.readString(dir.resolve("a.jsonl")));
			assertThat(first.verdict()).isInstanceOf(Verdict.Violation.class);
			assertThat(first.verdict().sparqlCase().pattern().elements()).as("shrunk pattern of seed %d", seed).hasSizeLessThanOrEqualTo(2);
		}
	}
}
