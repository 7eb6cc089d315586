package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.Mixtures;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Weight learning chooses on the training half only (by detected, then median, ties to the earlier
 * point, so the baseline stays unless beaten) and reports the test half of the choice and of the
 * baseline. The runs here are made up: what is tested is the choice, not a campaign.
 */
class WeightLearningTests {
	private static final DetectBugs.Bug A = new DetectBugs.Bug("a", "rdf4j", "5.2.1"), B = new DetectBugs.Bug("b", "rdf4j", "5.2.1"),
		C = new DetectBugs.Bug("c", "jena", "5.6.0"), D = new DetectBugs.Bug("d", "jena", "5.6.0");
	private static final List<DetectBugs.Bug> RUNNABLE = List.of(A, B, C, D); // training: a, c; test: b, d

	/** A run that detects these bugs at these CPU seconds (the others missed at a 60 s budget). */
	private static DetectBench.Measured run(Object... detectedAt) {
		List<DetectBench.Row> rows = new ArrayList<>();
		for (DetectBugs.Bug b : RUNNABLE) {
			Double at = null;
			for (int i = 0; i < detectedAt.length; i += 2) {
				if (detectedAt[i] == b) {
					at = (Double) detectedAt[i + 1];
				}
			}
			rows.add(at == null ? new DetectBench.Row(b, false, 60, 500) : new DetectBench.Row(b, true, at, 10));
		}
		return new DetectBench.Measured(rows, 500, 60_000_000_000L);
	}

	private static WeightLearning.Point point(int core1, DetectBench.Measured m) {
		return new WeightLearning.Point(new Mixtures.Weights(core1, 0, 0, 1), "p" + core1, m);
	}

	@Example
	void theHalvesAlternateInFileOrder() {
		assertThat(RUNNABLE.stream().filter(b -> DetectBugs.training(RUNNABLE, b)).toList()).containsExactly(A, C);
	}

	@Example
	void aPointBetterOnlyOnTheTestHalfIsNotChosen() {
		List<DetectBugs.Bug> training = List.of(A, C);
		WeightLearning.Point baseline = point(0, run(A, 30.0));
		WeightLearning.Point testOnly = point(1, run(A, 30.0, B, 1.0, D, 1.0)); // the same on training, far better on test
		WeightLearning.Point moreOnTraining = point(2, run(A, 50.0, C, 55.0));
		WeightLearning.Point faster = point(3, run(A, 10.0));
		assertThat(WeightLearning.choose(List.of(baseline, testOnly), training)).isSameAs(baseline);
		assertThat(WeightLearning.choose(List.of(baseline, testOnly, faster), training)).isSameAs(faster);
		assertThat(WeightLearning.choose(List.of(baseline, faster, moreOnTraining), training)).isSameAs(moreOnTraining);
	}

	@Example
	void withEveryMedianAtTheBudgetTheMeanBreaksTheTie() {
		List<DetectBugs.Bug> training = List.of(A, B, C); // one of three detected: the median is the budget
		WeightLearning.Point slow = point(0, run(A, 50.0)), quick = point(1, run(C, 5.0)), same = point(2, run(A, 5.0));
		assertThat(WeightLearning.choose(List.of(slow, quick), training)).isSameAs(quick);
		assertThat(WeightLearning.choose(List.of(quick, same), training)).isSameAs(quick);
	}

	@Example
	void theGridStartsAtCore3AloneAndTheReportNamesBothHalves() throws Exception {
		List<String> asked = new ArrayList<>();
		WeightLearning.Runner runner = (grammar, candidates) -> {
			asked.add(grammar.version());
			// the mixture 1:1:0:2 finds a training bug; every point finds test bug d
			return grammar.version().equals("mix-w1.1.0.2") ? run(C, 20.0, D, 5.0) : run(D, 7.0);
		};
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		Mixtures.Weights chosen = WeightLearning.run(RUNNABLE, RUNNABLE, new DetectBench.Options(List.of(), 60, false, "core-3"), runner,
			new PrintStream(bytes, true, StandardCharsets.UTF_8));
		String out = bytes.toString(StandardCharsets.UTF_8);
		assertThat(asked).hasSize(WeightLearning.GRID.size()).first().isEqualTo("core-3");
		assertThat(Set.copyOf(asked)).hasSize(WeightLearning.GRID.size());
		assertThat(chosen).isEqualTo(new Mixtures.Weights(1, 1, 0, 2));
		assertThat(out).contains("chosen on the training half: core-1:core-2:swarm:core-3 = 1:1:0:2 (mix-w1.1.0.2)")
			.contains("test half, chosen mix-w1.1.0.2: detected 1 of 2, median time-to-detect 32.5 s")
			.contains("test half, baseline core-3: detected 1 of 2, median time-to-detect 33.5 s")
			.contains("learned weights: core-1:core-2:swarm:core-3 = 1:1:0:2 on seeds 10000000..");
	}

	@Example
	void shardsOfTheGridWriteRowsThatTheChoiceReadsBack() throws Exception {
		java.nio.file.Path dir = java.nio.file.Files.createTempDirectory("sparqlcheck-grid");
		WeightLearning.Runner runner = (grammar, candidates) -> grammar.version().equals("mix-w3.3.1.1") ? run(A, 9.0, D, 5.0) : run(D, 7.0);
		PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
		DetectBench.Options options = new DetectBench.Options(List.of(), 60, false, "core-3");
		WeightLearning.run(RUNNABLE, RUNNABLE, options, WeightLearning.GRID.subList(0, 4), runner, dir, quiet);
		assertThat(rowsMissing(dir, options)).contains("no rows of grid point");
		WeightLearning.run(RUNNABLE, RUNNABLE, options, WeightLearning.GRID.subList(4, 8), runner, dir, quiet);
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		GridRows.choose(dir, RUNNABLE, RUNNABLE, 60, new PrintStream(bytes, true, StandardCharsets.UTF_8));
		assertThat(bytes.toString(StandardCharsets.UTF_8))
			.contains("chosen on the training half: core-1:core-2:swarm:core-3 = 3:3:1:1 (mix-w3.3.1.1)")
			.contains("test half, chosen mix-w3.3.1.1: detected 1 of 2, median time-to-detect 32.5 s")
			.contains("test half, baseline core-3: detected 1 of 2, median time-to-detect 33.5 s");
	}

	private static String rowsMissing(java.nio.file.Path dir, DetectBench.Options options) {
		try {
			GridRows.choose(dir, RUNNABLE, RUNNABLE, options.budgetSeconds(), new PrintStream(new ByteArrayOutputStream(), true,
				StandardCharsets.UTF_8));
			return "chose";
		} catch (Args.UsageException e) {
			return e.getMessage();
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}
}
