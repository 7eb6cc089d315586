package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * swarm-1's cases shrink as core-3's do, though each draws its configuration first (a flatMap):
 * a failure that needs only a MINUS, found on a deep swarm case, shrinks to the top triple and that
 * one MINUS (with core-2's OPTIONAL when it shrank to the flat alternative, the first one), and to the same bytes every time.
 */
class SwarmShrinkTests {

	@Example
	void aFailureThatNeedsOnlyMinusShrinksToItTheSameWayTwice() throws Exception {
		CaseArbitrary cases = SparqlArbitraries.cases("swarm-1");
		try (JenaEngine jena = new JenaEngine()) {
			Tlp tlp = Tlp.on(Mutants.dropsOneFilteredRow(jena));
			java.util.function.Function<SparqlCase, Verdict> check = c -> c.pattern().elements().stream()
				.anyMatch(e -> e instanceof MinusPattern) ? tlp.check(c) : new Verdict.Pass("TLP", java.util.List.of(), c, java.util.List.of(), java.util.Map.of());
			long seed = SparqlArbitraries.inGenerationContext(() -> {
				for (long s = 0; s < 5_000; s++) {
					SparqlCase c = cases.caseForSeed(s);
					if (c.pattern().elements().size() >= 4 && check.apply(c) instanceof Verdict.Violation) {
						return s;
					}
				}
				throw new AssertionError("no failing swarm-1 seed with three elements or more");
			});
			Path dir = Files.createTempDirectory("sparqlcheck-swarm-shrink");
			JqwikShrinker.Shrunk first = JqwikShrinker.shrink(check::apply, cases, seed, dir.resolve("a.jsonl"), true,
				PropertyRun.Target.DEFAULT_EVALUATIONS).orElseThrow();
			JqwikShrinker.shrink(check::apply, cases, seed, dir.resolve("b.jsonl"), true, PropertyRun.Target.DEFAULT_EVALUATIONS)
				.orElseThrow();
			assertThat(Files.readString(dir.resolve("b.jsonl"))).isEqualTo(Files.readString(dir.resolve("a.jsonl")));
			assertThat(first.verdict()).isInstanceOf(Verdict.Violation.class);
			assertThat(first.verdict().sparqlCase().pattern().elements()).as("shrunk pattern of seed %d", seed).hasSizeBetween(2, 3)
				.last().isInstanceOf(MinusPattern.class); // the top triple, core-2's OPTIONAL when it shrank to the flat alternative, the MINUS
		}
	}
}
