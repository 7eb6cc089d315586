package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.List;

/**
 * Part of {@code bench --only campaign}: how much slower an old release runs than the embedded engine
 * of its product, through the same campaign path ({@link Campaign#run}, no shrinking) with the same
 * per-engine oracles on the same cases, in one run: {@code rdf4j} against {@code rdf4j@4.3.6} and
 * {@code jena} against {@code jena@5.0.0} ({@code --old-releases}). A managed Jena or RDF4J release
 * runs in-process, in a class loader of its own ({@code IsolatedEngine}); before, as a server over
 * HTTP, it ran a few cases a second. Each pair is timed after a warm-up of both on the same number of
 * cases ({@code --old-release-warmup}), in alternating rounds, and the medians compared: the first pair's
 * figure is printed as {@code old-release ratio in one JVM: X.XX} (embedded checks/s over the old
 * release's), each further pair's as {@code old-release ratio in one JVM of RELEASE: X.XX}. It asserts
 * nothing.
 *
 * <p>In one JVM the embedded engine's classes were compiled by all the bench ran before, while the
 * release's are a copy of the library the JIT meets first here: a warm-up of a few hundred cases left
 * the release at a third of its speed, and even 20,000 do not finish its compilation. The figure a
 * campaign meets is {@link OldReleaseCampaigns}'s, a JVM each.
 */
final class OldReleaseBench {
	private OldReleaseBench() {
	}

	/** The releases compared by default, each against the embedded engine of its product. */
	static final String DEFAULT_RELEASES = "rdf4j@4.3.6,jena@5.0.0";

	/**
	 * @param pairs    each {embedded, old release}, both opened; the caller closes them
	 * @param oracles  per-engine oracles (TLP, NoREC), the same for both
	 */
	static void run(List<List<Engine>> pairs, List<String> oracles, String grammar, long cases, long warmUpCases, long seed, int rounds,
					PrintStream out) {
		CaseArbitrary arbitrary = SparqlArbitraries.cases(grammar);
		SeedRange range = SeedRange.of(seed, cases);
		out.printf("old releases in-process: %s on %d cases of %s from seed %d, each against the embedded engine, campaign path%n",
			String.join(",", oracles), cases, grammar, seed);
		boolean first = true;
		for (List<Engine> pair : pairs) {
			Engine embedded = pair.get(0), old = pair.get(1);
			double sa = 0, sb = 0;
			StringBuilder line = new StringBuilder();
			for (String oracle : oracles) {
				double[] s = seconds(oracle, embedded, old, arbitrary, range, warmUpRounds(warmUpCases, cases), rounds);
				sa += s[0];
				sb += s[1];
				line.append(String.format("%s %.0f and %.0f checks/s; ", oracle, cases / s[0], cases / s[1]));
			}
			out.printf("%s against %s (%s, %s): %sall %.0f and %.0f checks/s%n", embedded.name(), old.name(), old.label(),
				old.getClass().getSimpleName(), line, cases * oracles.size() / sa, cases * oracles.size() / sb);
			out.printf("old-release ratio in one JVM%s: %.2f%n", first ? "" : " of " + old.name(), sb / sa);
			first = false;
		}
		out.println("medians of " + rounds + " alternating rounds after " + warmUpRounds(warmUpCases, cases) + " warm-ups each, per oracle;"
			+ " ratio = embedded checks/s over the old"
			+ "\nrelease's, all oracles together (NoREC asks its plan question only of an engine that can answer it: the embedded"
			+ "\nengines, not a release in-process)\n");
	}

	/** The median seconds of the oracle's campaign on each of the two engines, timed alternately. */
	private static double[] seconds(String oracle, Engine embedded, Engine old, CaseArbitrary arbitrary, SeedRange range, long warmUps,
									int rounds) {
		Campaign a = new Campaign(arbitrary, Check.of(List.of(oracle), List.of(embedded)), Triage.NOTHING_KNOWN);
		Campaign b = new Campaign(arbitrary, Check.of(List.of(oracle), List.of(old)), Triage.NOTHING_KNOWN);
		for (long w = 0; w < warmUps; w++) { // warm-up: the JIT, and each release's classes loaded and compiled
			timed(a, range);
			timed(b, range);
		}
		long[] ta = new long[rounds], tb = new long[rounds];
		for (int r = 0; r < rounds; r++) {
			System.gc();
			ta[r] = timed(a, range);
			System.gc();
			tb[r] = timed(b, range);
		}
		return new double[] {median(ta) / 1e9, median(tb) / 1e9};
	}

	/** Whole rounds over the range until each engine has checked at least {@code warmUpCases} cases (at least one round). */
	static long warmUpRounds(long warmUpCases, long cases) {
		return Math.max(1, (warmUpCases + cases - 1) / cases);
	}

	private static long timed(Campaign campaign, SeedRange range) {
		long t0 = System.nanoTime();
		campaign.run(new Campaign.Options(range, null, 0, null, null));
		return System.nanoTime() - t0;
	}

	private static double median(long[] values) {
		long[] sorted = values.clone();
		Arrays.sort(sorted);
		return sorted[sorted.length / 2];
	}
}
