package io.sparqlcheck.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Part of {@code bench --only campaign}: an old release's speed as a user meets it. Each engine of a
 * pair (the embedded engine of a product, then its old release) runs the same {@code campaign} (same
 * cases, same oracles, no shrinking) in a JVM of its own, started as this one was (its options and
 * class path), and the checks per second that campaign prints are compared: {@code old-release ratio:
 * X.XX} for the first pair (embedded over old), {@code old-release ratio of RELEASE: X.XX} for the
 * others.
 *
 * <p>Why a JVM each: in one JVM the embedded engine's classes are compiled by everything the bench ran
 * before, while the release's are a second copy of the library (its own class loader) that the JIT
 * compiles from nothing, so a comparison there measures how much each was warmed as much as the engines
 * ({@link OldReleaseBench}, which warms both alike, prints that figure too). A campaign started from
 * nothing is what a user runs, and each side pays the same warm-up in it.
 */
final class OldReleaseCampaigns {
	private OldReleaseCampaigns() {
	}

	/** The summary line a campaign prints: {@code 6000 cases, 12000 checks in 8.1 s (1474 checks/s)}. */
	private static final Pattern RATE = Pattern.compile("(?m)^\\d+ cases, (\\d+) checks in ([0-9.]+) s \\(");

	/**
	 * @param pairs       each {embedded engine name, old release name}
	 * @param enginesFile passed to each campaign when not null
	 * @param folder      where each campaign writes its output and log
	 */
	static void run(List<List<String>> pairs, List<String> oracles, String grammar, long cases, long seed, int rounds, Path enginesFile,
					Path folder, PrintStream out) {
		out.printf("old releases as campaigns: %s on %d cases of %s from seed %d, each engine in a JVM of its own, no shrinking%n",
			String.join(",", oracles), cases, grammar, seed);
		boolean first = true;
		for (List<String> pair : pairs) {
			double[][] rates = new double[2][rounds];
			for (int r = 0; r < rounds; r++) {
				for (int side = 0; side < 2; side++) {
					rates[side][r] = checksPerSecond(pair.get(side), oracles, grammar, cases, seed, enginesFile,
						folder.resolve(pair.get(side) + "-" + r));
				}
			}
			double embedded = median(rates[0]), old = median(rates[1]);
			out.printf("%s against %s: %.0f and %.0f checks/s (each round's: %s and %s)%n", pair.get(0), pair.get(1), embedded, old,
				rounded(rates[0]), rounded(rates[1]));
			out.printf(first ? "old-release ratio: %.2f%n" : "old-release ratio of " + pair.get(1) + ": %.2f%n", embedded / old);
			first = false;
		}
		out.println("medians of " + rounds + " alternating rounds; checks/s as each campaign prints it (from its start, its warm-up"
			+ "\nincluded); ratio = embedded checks/s over the old release's\n");
	}

	/** The checks per second the engine's campaign printed. */
	private static double checksPerSecond(String engine, List<String> oracles, String grammar, long cases, long seed, Path enginesFile,
										  Path out) {
		List<String> command = new ArrayList<>();
		command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments());
		command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "campaign", "--tries", Long.toString(cases),
			"--seed", Long.toString(seed), "--grammar", grammar, "--oracles", String.join(",", oracles), "--engines", engine,
			"--max-shrinks", "0", "--quiet", "--out", out.toString()));
		if (enginesFile != null) {
			command.addAll(List.of("--engines-file", enginesFile.toString()));
		}
		Path log = Path.of(out + ".log");
		try {
			Files.createDirectories(out);
			Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
			if (!p.waitFor(30, TimeUnit.MINUTES)) {
				p.destroyForcibly();
				throw new IllegalStateException("the campaign on " + engine + " ran for more than 30 minutes (its output: " + log + ")");
			}
			String printed = Files.readString(log, StandardCharsets.UTF_8);
			Matcher m = RATE.matcher(printed);
			if (p.exitValue() > 1 || !m.find()) { // 1: it found something new, which does not change its speed
				throw new IllegalStateException("the campaign on " + engine + " failed with exit status " + p.exitValue() + " (its output: "
					+ log + ")");
			}
			// the line gives tenths of a second: a campaign of a few cases (a smoke run) may print 0.0
			return Long.parseLong(m.group(1)) / Math.max(0.05, Double.parseDouble(m.group(2)));
		} catch (IOException e) {
			throw new IllegalStateException("cannot run the campaign on " + engine + ": " + e.getMessage(), e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("interrupted while the campaign on " + engine + " ran", e);
		}
	}

	private static String rounded(double[] rates) {
		return String.join(", ", Arrays.stream(rates).mapToObj(r -> String.format("%.0f", r)).toList());
	}

	private static double median(double[] values) {
		double[] sorted = values.clone();
		Arrays.sort(sorted);
		return sorted[sorted.length / 2];
	}
}
