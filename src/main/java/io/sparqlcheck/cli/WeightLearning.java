package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.Grammar;
import io.sparqlcheck.arbitraries.Grammars;
import io.sparqlcheck.arbitraries.Mixtures;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code bench --only detect --learn-weights [--budget-seconds S]}: the weights of a case-level
 * mixture ({@link Mixtures}) learned from the time-to-detect benchmark, not set by hand. Each point
 * of a fixed {@link #GRID} runs the default campaign ({@link DetectBench}: the embedded engines, TLP,
 * NoREC and the differential, the held-out seeds from {@value DetectBench#FIRST_SEED} on, the
 * budget of process CPU) with that mixture; the point chosen is the best on the <em>training half</em>
 * of the bugs ({@link DetectBugs#training}) by bugs detected, then by median time-to-detect (misses at
 * the budget), then by mean time-to-detect (misses at the budget: the median is the budget while fewer
 * than half are detected), ties to the earlier point, so that core-3 alone, the first point, stays unless a
 * mixture beats it. Only then is the <em>test half</em> looked at: the chosen point's figures and
 * the baseline's (core-3 alone), which the choice never saw.
 *
 * <p>The grid is fixed before any run and aims at no bug: the share of whole flat cases (core-1
 * and core-2, one to one: none, a quarter, a half, three quarters of the cases) crossed with what
 * the deep cases are (core-3, swarm over core-3, or both half and half). Eight points, so that a
 * grid at 60 s a point costs about ten minutes of CPU. A JIT warm-up ({@code --warm-up-seconds}, 60 s
 * unless told otherwise) on the 1:1:1:1 mixture comes first: on a cold JVM the JIT's compilations took
 * over half of the first point's minute, which biased the grid against its first point, core-3.
 */
final class WeightLearning {
	private WeightLearning() {
	}

	/** core-3 alone: the campaign default before mixtures, the baseline a mixture must beat. */
	static final Mixtures.Weights BASELINE = new Mixtures.Weights(0, 0, 0, 1);

	/** The weights tried, in order (core-1, core-2, swarm over core-3, core-3); the baseline first. */
	static final List<Mixtures.Weights> GRID = List.of(
		BASELINE,
		new Mixtures.Weights(1, 1, 0, 6), new Mixtures.Weights(1, 1, 6, 0), new Mixtures.Weights(1, 1, 3, 3),
		new Mixtures.Weights(1, 1, 0, 2), new Mixtures.Weights(1, 1, 2, 0), new Mixtures.Weights(1, 1, 1, 1),
		new Mixtures.Weights(3, 3, 1, 1));

	/** The mixture the JIT warm-up runs (every component's code paths), before the first point. */
	static final Mixtures.Weights WARM_UP_WEIGHTS = new Mixtures.Weights(1, 1, 1, 1);

	/** Runs one grammar's detect campaign, its candidates in this file. */
	interface Runner {
		DetectBench.Measured run(Grammar grammar, String candidates) throws Exception;
	}

	/** One grid point's run. */
	record Point(Mixtures.Weights weights, String version, DetectBench.Measured measured) {
	}

	/**
	 * Runs the grid, prints each point's training figures, the choice, and the chosen point's and
	 * the baseline's test figures and table. Returns the chosen weights.
	 */
	static Mixtures.Weights run(List<DetectBugs.Bug> runnable, List<DetectBugs.Bug> bugs, DetectBench.Options options, Runner runner,
								PrintStream out) throws Exception {
		return run(runnable, bugs, options, GRID, runner, null, out);
	}

	/**
	 * {@link #run} over these grid points only (a share of the grid, so that shards of it run in
	 * parallel processes); each point's rows are written to {@code rows} (a folder, when not null)
	 * as it finishes, for {@link GridRows#choose} to choose from once every shard is done.
	 */
	static Mixtures.Weights run(List<DetectBugs.Bug> runnable, List<DetectBugs.Bug> bugs, DetectBench.Options options,
								List<Mixtures.Weights> grid, Runner runner, java.nio.file.Path rows, PrintStream out) throws Exception {
		List<DetectBugs.Bug> training = bugs.stream().filter(b -> DetectBugs.training(runnable, b)).toList();
		List<DetectBugs.Bug> test = bugs.stream().filter(b -> !DetectBugs.training(runnable, b)).toList();
		out.printf("learn-weights: %d grid points over seeds from %d, %d s of process CPU each; chosen on the training half (%d bugs:"
				+ " even positions of the runnable list) by detected, then median; reported on the test half (%d bugs)%n", grid.size(),
			DetectBench.FIRST_SEED, options.budgetSeconds(), training.size(), test.size());
		List<Point> points = new ArrayList<>();
		for (Mixtures.Weights w : grid) {
			Grammar g = grammar(w);
			DetectBench.Measured m = runner.run(g, "candidates-" + g.version() + ".jsonl");
			points.add(new Point(w, g.version(), m));
			if (rows != null) {
				GridRows.write(rows, new Point(w, g.version(), m), options.budgetSeconds());
			}
			out.printf("grid %-36s %-14s training: %s (%d seeds checked)%n", w, g.version(), DetectBench.lastLine(half(m, training)),
				m.seedsChecked());
		}
		report(points, training, test, options.budgetSeconds(), out);
		return choose(points, training).weights();
	}

	/** The choice on the training half, the chosen point's rows, and the test half of the choice and of the baseline (when measured). */
	static void report(List<Point> points, List<DetectBugs.Bug> training, List<DetectBugs.Bug> test, long budgetSeconds, PrintStream out) {
		Point chosen = choose(points, training);
		Point baseline = points.stream().filter(p -> p.weights().equals(BASELINE)).findFirst().orElse(null);
		List<Point> mixtures = points.stream().filter(p -> !p.weights().equals(BASELINE)).toList();
		if (chosen == baseline && !mixtures.isEmpty()) {
			// the learned mixture all the same (what a mixture version pins), and its test half beside the baseline's
			Point mixture = choose(mixtures, training);
			out.printf("best mixture on the training half: %s (%s); test half: %s%n", mixture.weights(), mixture.version(),
				DetectBench.lastLine(half(mixture.measured(), test)));
			out.printf("all, best mixture %s: %s%n", mixture.version(), DetectBench.lastLine(mixture.measured().rows()));
		}
		out.printf("chosen on the training half: %s (%s)%n", chosen.weights(), chosen.version());
		out.printf("%-48s %-18s %-8s %-8s %10s %10s%n", "bug", "engine", "half", "detected", "CPU s", "cases");
		for (DetectBench.Row r : chosen.measured().rows()) {
			out.printf("%-48s %-18s %-8s %-8s %10.1f %10s%n", r.bug().id(), r.bug().engine() + " " + r.bug().release(),
				training.contains(r.bug()) ? "training" : "test", r.detected() ? "yes" : "no", r.cpuSeconds(),
				r.detected() ? Long.toString(r.cases()) : "-");
		}
		out.printf("test half, chosen %s: %s%n", chosen.version(), DetectBench.lastLine(half(chosen.measured(), test)));
		if (baseline != null) {
			out.printf("test half, baseline %s: %s%n", baseline.version(), DetectBench.lastLine(half(baseline.measured(), test)));
			out.printf("all, baseline %s: %s%n", baseline.version(), DetectBench.lastLine(baseline.measured().rows()));
		}
		out.printf("all, chosen %s: %s%n", chosen.version(), DetectBench.lastLine(chosen.measured().rows()));
		out.printf("learned weights: %s on seeds %d.. (training half), budget %d s%n", chosen.weights(), DetectBench.FIRST_SEED,
			budgetSeconds);
	}

	/** core-3 itself for the baseline (not a one-component mixture), an unregistered mixture otherwise. */
	static Grammar grammar(Mixtures.Weights w) {
		return w.equals(BASELINE) ? Grammars.byVersion("core-3") : Mixtures.candidate(w);
	}

	/**
	 * The best point on these bugs: most detected, then the lowest median time-to-detect (misses at
	 * the budget); a tie goes to the earlier point.
	 */
	static Point choose(List<Point> points, List<DetectBugs.Bug> training) {
		Point best = null;
		for (Point p : points) {
			if (best == null || better(half(p.measured(), training), half(best.measured(), training))) {
				best = p;
			}
		}
		if (best == null) {
			throw new IllegalArgumentException("no grid point to choose from");
		}
		return best;
	}

	private static boolean better(List<DetectBench.Row> a, List<DetectBench.Row> b) {
		long da = a.stream().filter(DetectBench.Row::detected).count(), db = b.stream().filter(DetectBench.Row::detected).count();
		if (da != db) {
			return da > db;
		}
		if (median(a) != median(b)) {
			return median(a) < median(b);
		}
		// while fewer than half are detected every median is the budget: the mean (misses at the budget) breaks the tie
		return mean(a) < mean(b);
	}

	static double mean(List<DetectBench.Row> rows) {
		return rows.stream().mapToDouble(DetectBench.Row::cpuSeconds).average().orElse(0);
	}

	static double median(List<DetectBench.Row> rows) {
		double[] t = rows.stream().mapToDouble(DetectBench.Row::cpuSeconds).sorted().toArray();
		return t.length == 0 ? 0 : t.length % 2 == 1 ? t[t.length / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
	}

	/** A run's rows of these bugs. */
	static List<DetectBench.Row> half(DetectBench.Measured m, List<DetectBugs.Bug> bugs) {
		return m.rows().stream().filter(r -> bugs.contains(r.bug())).toList();
	}
}
