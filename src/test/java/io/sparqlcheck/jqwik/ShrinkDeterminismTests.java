package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.JenaRefEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.ledger.FailureClass;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.LatitudeRules;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Shrinking depends on the seed, the check and the budget of evaluations, never on the clock: the
 * same failure shrunk three times in a row, and again while another thread burns CPU, writes the
 * same candidate record byte for byte; and a differential shrink never changes which engines
 * disagree, nor how.
 */
class ShrinkDeterminismTests {

	private static final CaseArbitrary CASES = SparqlArbitraries.cases();

	@Example
	void theSameFailureShrinksToTheSameBytesEveryTimeAndUnderLoad() throws Exception {
		Tlp tlp = Tlp.on(Mutants.dropsOneFilteredRow(new JenaEngine()));
		long seed = RunFixtures.failingSeed(tlp::check, 0);
		Path dir = Files.createTempDirectory("sparqlcheck-shrink-determinism");
		List<String> records = new ArrayList<>();
		List<JqwikShrinker.Shrunk> shrinks = new ArrayList<>();
		for (int i = 0; i < 3; i++) {
			Path file = dir.resolve("run" + i + ".jsonl");
			shrinks.add(JqwikShrinker.shrink(tlp::check, CASES, seed, file, true, PropertyRun.Target.DEFAULT_EVALUATIONS).orElseThrow());
			records.add(Files.readString(file));
		}
		AtomicBoolean stop = new AtomicBoolean();
		Thread burner = new Thread(() -> {
			long x = 0;
			while (!stop.get()) {
				x = x * 6364136223846793005L + 1442695040888963407L;
			}
			if (x == 42) {
				System.out.print("");
			}
		}, "cpu-burner");
		burner.start();
		try {
			Path file = dir.resolve("loaded.jsonl");
			shrinks.add(JqwikShrinker.shrink(tlp::check, CASES, seed, file, true, PropertyRun.Target.DEFAULT_EVALUATIONS).orElseThrow());
			records.add(Files.readString(file));
		} finally {
			stop.set(true);
			burner.join();
		}
		assertThat(records).allSatisfy(r -> assertThat(r).isNotEmpty().isEqualTo(records.get(0)));
		assertThat(shrinks).extracting(JqwikShrinker.Shrunk::evaluations).containsOnly(shrinks.get(0).evaluations());
		assertThat(shrinks.get(0).evaluations()).isBetween(1, PropertyRun.Target.DEFAULT_EVALUATIONS);
		assertThat(shrinks.get(0).candidateId()).isNotNull();
	}

	@Example
	void aShrinkDoesNotDependOnWhatTheArbitraryGeneratedBefore() throws Exception {
		Tlp tlp = Tlp.on(Mutants.dropsOneFilteredRow(new JenaEngine()));
		long seed = RunFixtures.failingSeed(tlp::check, 0);
		Path dir = Files.createTempDirectory("sparqlcheck-shrink-history");
		CaseArbitrary used = SparqlArbitraries.cases();
		SparqlArbitraries.inGenerationContext(() -> {
			for (long s = seed; s < seed + 20; s++) {
				used.caseForSeed(s);
			}
			return null;
		});
		JqwikShrinker.Shrunk afterUse = JqwikShrinker.shrink(tlp::check, used, seed, dir.resolve("used.jsonl"), true,
			PropertyRun.Target.DEFAULT_EVALUATIONS).orElseThrow();
		JqwikShrinker.Shrunk fresh = JqwikShrinker.shrink(tlp::check, SparqlArbitraries.cases(), seed, dir.resolve("fresh.jsonl"), true,
			PropertyRun.Target.DEFAULT_EVALUATIONS).orElseThrow();
		assertThat(afterUse.evaluations()).isEqualTo(fresh.evaluations());
		assertThat(Files.readString(dir.resolve("used.jsonl"))).isEqualTo(Files.readString(dir.resolve("fresh.jsonl")));
	}

	@Example
	void aDifferentialShrinkKeepsWhichEnginesDisagreeAndHow() throws Exception {
		List<Engine> engines = List.of(new JenaEngine(), Mutants.dropsOneFilteredRow(new JenaRefEngine()), new Rdf4jEngine());
		Differential differential = Differential.across(engines).withRules(LatitudeRules.none());
		Path dir = Files.createTempDirectory("sparqlcheck-shrink-class");
		long seed = -1;
		for (int i = 0; i < 3; i++) {
			seed = RunFixtures.failingSeed(differential::check, seed + 1);
			long s = seed;
			Verdict original = SparqlArbitraries.inGenerationContext(() -> differential.check(CASES.caseForSeed(s)));
			JqwikShrinker.Shrunk shrunk = JqwikShrinker.shrink(differential::check, CASES, seed, dir.resolve("d.jsonl"), true,
				PropertyRun.Target.DEFAULT_EVALUATIONS).orElseThrow();
			assertThat(FailureClass.of(shrunk.verdict())).as("seed " + seed).isEqualTo(FailureClass.of(original));
		}
		engines.forEach(Engine::close);
	}
}
