package io.sparqlcheck.cli;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.managed.ManagedEngineException;
import io.sparqlcheck.engine.managed.ManagedEngines;
import io.sparqlcheck.engine.managed.Release;

import java.io.IOException;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * {@code bench --only managed --engines jena@5.6.0,rdf4j@5.2.1,... [--managed-home DIR] [--engine-cases N]}:
 * per managed release, the figures docs/managed-engines.md gives, measured by the tool rather than by
 * hand: the first start in an empty managed-engines folder (install and start), a second start from
 * that cache (the start alone), the install as their difference, and TLP and NoREC checks per second
 * over a small fixed campaign (the seeds 0..N-1 of the default grammar, after a warm-up on other
 * seeds). The folder is a new scratch one, removed afterwards, unless {@code --managed-home} names
 * one (kept). Maven's local repository and npm's cache are the machine's own unless the caller's
 * environment points them elsewhere ({@code MAVEN_OPTS=-Dmaven.repo.local=...}, {@code npm_config_cache}):
 * the header says which, so "empty cache" is never claimed for a warm one. The load average is printed
 * before and after each release, since on a shared machine it decides what the figures mean. It
 * prints figures; it asserts nothing. A release that cannot be had or started is its row's error.
 */
final class ManagedBench {
	private ManagedBench() {
	}

	static void run(List<String> names, Path home, long cases, CliContext ctx) {
		Map<String, String> environment = ctx.environment();
		PrintStream out = ctx.out();
		List<Release> releases = new ArrayList<>();
		for (String n : names) {
			Release r = Release.parse(n).filter(x -> ManagedEngines.products().contains(x.product())).orElseThrow(() ->
				new Args.UsageException("bench: --only managed measures managed releases (product@version, products "
					+ String.join(", ", ManagedEngines.products()) + "): '" + n + "' is not one"));
			releases.add(r);
		}
		boolean scratch = home == null;
		Path dir;
		try {
			dir = scratch ? Files.createTempDirectory("sparqlcheck-bench-engines") : home;
		} catch (IOException e) {
			throw new Args.UsageException("bench: cannot make a scratch folder: " + e.getMessage());
		}
		out.printf("managed engines: installed into %s (%s); Maven's repository: %s; npm's cache: %s%n", dir,
			scratch ? "a new scratch folder" : "--managed-home", caches(environment, "MAVEN_OPTS", "maven.repo.local", "~/.m2 (the machine's own)"),
			environment.getOrDefault("npm_config_cache", "~/.npm (the machine's own)"));
		out.printf("%d cases of TLP and NoREC per release, seeds 0..%d of the default grammar; %d cores%n", cases, cases - 1,
			Runtime.getRuntime().availableProcessors());
		out.printf("%-22s %12s %12s %10s %8s %8s %8s %s%n", "release", "first start", "cached start", "install", "TLP/s",
			"NoREC/s", "checks/s", "load before/after");
		ManagedEngines managed = new ManagedEngines(dir, environment);
		try {
			for (Release r : releases) {
				out.println(row(r, managed, cases));
			}
		} finally {
			if (scratch) {
				remove(dir, ctx.err());
			}
		}
		out.println("first start = install + start in the empty folder; cached start = the same release again from it;"
			+ "\ninstall = their difference; checks/s = (TLP + NoREC checks) / their time; load = 1-minute load average");
	}

	private static String row(Release r, ManagedEngines managed, long cases) {
		double load = load();
		try {
			long t0 = System.nanoTime();
			managed.start(r).close();
			double first = (System.nanoTime() - t0) / 1e9;
			long t1 = System.nanoTime();
			try (Engine e = managed.start(r)) {
				double cached = (System.nanoTime() - t1) / 1e9;
				BenchExtras.Rates rates = BenchExtras.rates(e, cases);
				double both = 2.0 / (1 / rates.tlp() + 1 / rates.norec());
				return String.format("%-22s %11.1fs %11.1fs %9.1fs %8.1f %8.1f %8.1f %.1f/%.1f", r, first, cached, first - cached,
					rates.tlp(), rates.norec(), both, load, load());
			}
		} catch (ManagedEngineException e) {
			return String.format("%-22s cannot run: %s", r, e.getMessage());
		}
	}

	private static double load() {
		return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
	}

	private static String caches(Map<String, String> environment, String variable, String property, String otherwise) {
		String value = environment.getOrDefault(variable, "");
		java.util.regex.Matcher m = java.util.regex.Pattern.compile("-D" + java.util.regex.Pattern.quote(property) + "=(\\S+)").matcher(value);
		return m.find() ? m.group(1) : otherwise;
	}

	private static void remove(Path dir, PrintStream err) {
		try (var walk = Files.walk(dir)) {
			for (Path p : walk.sorted(Comparator.reverseOrder()).toList()) {
				Files.deleteIfExists(p);
			}
		} catch (IOException e) {
			err.println("bench: could not remove the scratch folder " + dir + ": " + e.getMessage());
		}
	}
}
