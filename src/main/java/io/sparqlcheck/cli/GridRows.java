package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.Mixtures;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One grid point's rows of weight learning ({@link WeightLearning}) as a file, so that shards of the
 * grid ({@code --grid-points}) run in parallel processes and the choice is made once all are done
 * ({@code --learn-weights --choose}): {@code grid-<tag>.tsv} in a folder, a first line
 * {@code seeds<TAB>N<TAB>budget<TAB>S}, then {@code bug<TAB>detected<TAB>cpu<TAB>cases} per bug.
 */
final class GridRows {
	private GridRows() {
	}

	static Path file(Path folder, Mixtures.Weights w) {
		return folder.resolve("grid-" + w.tag() + ".tsv");
	}

	static void write(Path folder, WeightLearning.Point p, long budgetSeconds) throws IOException {
		StringBuilder b = new StringBuilder("seeds\t" + p.measured().seedsChecked() + "\tbudget\t" + budgetSeconds + "\n");
		for (DetectBench.Row r : p.measured().rows()) {
			b.append(r.bug().id()).append('\t').append(r.detected()).append('\t').append(r.cpuSeconds()).append('\t').append(r.cases())
				.append('\n');
		}
		Files.createDirectories(folder);
		Files.writeString(file(folder, p.weights()), b.toString(), StandardCharsets.UTF_8);
	}

	/**
	 * Reads every grid point's file and reports as {@link WeightLearning#report} does; a point without
	 * its file, or a file of another budget or bug list, is a usage error (the grid is not done).
	 */
	static void choose(Path folder, List<DetectBugs.Bug> runnable, List<DetectBugs.Bug> bugs, long budgetSeconds, PrintStream out)
		throws IOException {
		List<WeightLearning.Point> points = new ArrayList<>();
		for (Mixtures.Weights w : WeightLearning.GRID) {
			Path f = file(folder, w);
			if (!Files.exists(f)) {
				throw new Args.UsageException("bench: --choose: no rows of grid point " + w + " (" + f + "): run its shard first");
			}
			List<String> lines = Files.readAllLines(f, StandardCharsets.UTF_8);
			String[] head = lines.get(0).split("\t");
			if (Long.parseLong(head[3]) != budgetSeconds) {
				throw new Args.UsageException("bench: --choose: " + f + " was measured at " + head[3] + " s, not " + budgetSeconds);
			}
			List<DetectBench.Row> rows = new ArrayList<>();
			for (DetectBugs.Bug b : bugs) {
				String[] r = lines.stream().skip(1).map(l -> l.split("\t")).filter(c -> c[0].equals(b.id())).findFirst()
					.orElseThrow(() -> new Args.UsageException("bench: --choose: " + f + " has no row for " + b.id()));
				rows.add(new DetectBench.Row(b, Boolean.parseBoolean(r[1]), Double.parseDouble(r[2]), Long.parseLong(r[3])));
			}
			long seeds = Long.parseLong(head[1]);
			points.add(new WeightLearning.Point(w, WeightLearning.grammar(w).version(), new DetectBench.Measured(rows, seeds, 0)));
			out.printf("grid %-36s %-14s (%d seeds checked)%n", w, WeightLearning.grammar(w).version(), seeds);
		}
		List<DetectBugs.Bug> training = bugs.stream().filter(b -> DetectBugs.training(runnable, b)).toList();
		List<DetectBugs.Bug> test = bugs.stream().filter(b -> !DetectBugs.training(runnable, b)).toList();
		for (WeightLearning.Point p : points) {
			out.printf("grid %-36s training: %s%n", p.weights(), DetectBench.lastLine(WeightLearning.half(p.measured(), training)));
		}
		WeightLearning.report(points, training, test, budgetSeconds, out);
	}
}
