package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A shrink session runs many shrinks in one execution of jqwik, and each shrink gives what it gives
 * in a launch of its own: the same verdict, the same evaluations, the same candidate record byte for
 * byte.
 */
class ShrinkSessionTests {

	private static final CaseArbitrary CASES = SparqlArbitraries.cases();

	@Example
	void shrinksInOneSessionAreTheShrinksOfLaunchesOfTheirOwn() throws Exception {
		Tlp tlp = Tlp.on(Mutants.dropsOneFilteredRow(new JenaEngine()));
		long first = RunFixtures.failingSeed(tlp::check, 0);
		long second = RunFixtures.failingSeed(tlp::check, first + 1);
		long third = RunFixtures.failingSeed(tlp::check, second + 1);
		Path dir = Files.createTempDirectory("sparqlcheck-shrink-session");
		List<JqwikShrinker.Shrunk> alone = new ArrayList<>();
		List<String> aloneRecords = new ArrayList<>();
		for (long seed : new long[] {first, second, third}) {
			Path file = dir.resolve("alone-" + seed + ".jsonl");
			alone.add(JqwikShrinker.shrink(tlp::check, CASES, seed, file, true, PropertyRun.Target.DEFAULT_EVALUATIONS).orElseThrow());
			aloneRecords.add(Files.readString(file));
		}
		List<JqwikShrinker.Shrunk> together = new ArrayList<>();
		List<String> togetherRecords = new ArrayList<>();
		try (JqwikShrinker.Session session = JqwikShrinker.session(true)) {
			assertThat(session.launches()).as("nothing launched before the first shrink").isZero();
			for (long seed : new long[] {first, second, third}) {
				Path file = dir.resolve("session-" + seed + ".jsonl");
				together.add(session.shrink(tlp::check, CASES, seed, file, PropertyRun.Target.DEFAULT_EVALUATIONS).orElseThrow());
				togetherRecords.add(Files.readString(file));
			}
			assertThat(session.launches()).as("one execution of jqwik for three shrinks").isEqualTo(1);
		}
		assertThat(togetherRecords).isEqualTo(aloneRecords);
		assertThat(together).extracting(JqwikShrinker.Shrunk::evaluations)
			.containsExactlyElementsOf(alone.stream().map(JqwikShrinker.Shrunk::evaluations).toList());
		assertThat(together).extracting(s -> s.verdict().sparqlCase())
			.containsExactlyElementsOf(alone.stream().map(s -> s.verdict().sparqlCase()).toList());
		assertThat(aloneRecords).doesNotHaveDuplicates(); // three different failures, not one thrice
	}

	@Example
	void aClosedSessionRefusesToShrink() {
		Tlp tlp = Tlp.on(new JenaEngine());
		JqwikShrinker.Session session = JqwikShrinker.session(true);
		session.close();
		assertThat(session.launches()).isZero();
		assertThatThrownBy(() -> session.shrink(tlp::check, CASES, 0, Path.of("unused.jsonl"), 10))
			.isInstanceOf(IllegalStateException.class).hasMessageContaining("closed");
	}

	@Example
	void aShrinkAskedWhileHoldingJqwiksLockFailsAtOnceRatherThanWaitingForItself() {
		Tlp tlp = Tlp.on(Mutants.dropsOneFilteredRow(new JenaEngine()));
		long seed = RunFixtures.failingSeed(tlp::check, 0);
		try (JqwikShrinker.Session session = JqwikShrinker.session(true)) {
			assertThatThrownBy(() -> io.sparqlcheck.arbitraries.JqwikLock.holding(
				() -> session.shrink(tlp::check, CASES, seed, Path.of("unused.jsonl"), 10)))
				.isInstanceOf(IllegalStateException.class).hasMessageContaining("would wait");
			assertThat(session.launches()).as("nothing launched for it").isZero();
			assertThat(session.shrink(tlp::check, CASES, seed, Path.of("target", "shrink-session-after.jsonl"),
				PropertyRun.Target.DEFAULT_EVALUATIONS)).as("the same shrink, asked outside the lock, runs").isPresent();
		}
	}
}
