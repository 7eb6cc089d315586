package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.ConstructCoverage;
import io.sparqlcheck.campaign.Fingerprint;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Preconditions;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.result.QueryOutcome;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * {@code bench --only campaign}: the campaign path ({@link Campaign#run}, with everything it does per
 * case) against a plain loop of the very query strings that campaign sends, recorded from it, run on
 * the same engines through {@link Engine#select} over the same data. Both are timed in the same
 * process after a warm-up, in alternating rounds, and the medians compared: {@code campaign overhead}
 * is campaign time / plain-loop time. The share of each piece of per-case work (generating the case,
 * its fingerprint, its construct keys, the preconditions, the oracle's own comparison, the plan
 * observation) is timed the same way, alone, over the same cases; the oracle's own work is its
 * check less the time its engines spent in {@code select}, measured around each call. Each timed
 * piece starts on a collected heap. It prints figures and asserts nothing.
 *
 * <p>The loop is what a user's own loop over the queries would do on one thread: load each case's
 * data and parse each query inside {@code select}. The campaign shares that work with its case feed's
 * thread ({@link Engine#prepareAhead}) while the feed is ahead, so its overhead can be below 1.0; the
 * {@code cpu} column, the CPU time of all threads over the loop's, says what the whole process spent.
 */
final class CampaignBench {
	private CampaignBench() {
	}

	/** One (engine, data, query) the campaign sent, in order. */
	private record Sent(int engine, Dataset data, String query) {
	}

	/**
	 * Passes every call to the engine, recording what was sent; named as the engine so oracles choose
	 * alike. A class, not a record: equal and hashed by identity, as engines are.
	 */
	private static final class Recording implements Engine {
		private final Engine real;
		private final int index;
		private final List<Sent> sent;

		Recording(Engine real, int index, List<Sent> sent) {
			this.real = real;
			this.index = index;
			this.sent = sent;
		}

		@Override
		public String name() {
			return real.name();
		}

		@Override
		public String version() {
			return real.version();
		}

		@Override
		public EngineFamily family() {
			return real.family();
		}

		@Override
		public QueryOutcome select(Dataset data, String query) {
			sent.add(new Sent(index, data, query));
			return real.select(data, query);
		}
	}

	/**
	 * Passes every call to the engine, adding up the time spent in it: what an oracle's check takes
	 * beyond its queries is its own work. Named as the engine, so that oracles choose alike.
	 */
	private static final class Timing extends io.sparqlcheck.engine.ForwardingEngine {
		long nanos;

		Timing(Engine real) {
			super(real);
		}

		@Override
		public QueryOutcome select(Dataset data, String query) {
			long t0 = System.nanoTime();
			QueryOutcome out = super.select(data, query);
			nanos += System.nanoTime() - t0;
			return out;
		}
	}

	/** Runs the campaign bench for each oracle on its engines: {@code oracle → engines}. */
	static void run(Map<String, List<Engine>> configs, String grammar, long cases, long seed, int rounds) {
		CaseArbitrary arbitrary = SparqlArbitraries.cases(grammar);
		System.out.printf("campaign path (%d cases of %s from seed %d, no shrinking) against a plain loop of the same queries:%n", cases,
			grammar, seed);
		System.out.printf("%-14s %-22s %9s %9s %9s %9s %10s %9s %10s  %s%n", "oracle", "engines", "campaign", "checks/s", "loop s", "overhead",
			"one-thread", "cpu", "cpu 1-thr",
			"share of campaign time: generation, fingerprint, constructs, preconditions, oracle compare, plan observation");
		for (Map.Entry<String, List<Engine>> config : configs.entrySet()) {
			one(config.getKey(), config.getValue(), arbitrary, cases, seed, rounds);
		}
		System.out.println("medians of " + rounds + " alternating rounds; overhead = campaign time / plain-loop time; the loop sends"
			+ "\nthe recorded query strings through Engine.select (same engine objects, same dataset caches), so it loads"
			+ "\neach case's data and parses each query on its one thread; a share is that work alone over the same cases,"
			+ "\nas a percentage of the campaign's time (oracle compare: the oracle's check less the time inside the engines'"
			+ "\nselect); the campaign prepares cases (generation, fingerprint, constructs, preconditions) ahead on a second"
			+ "\nthread, and there too, while a batch of cases waits for the campaign's thread, the checks' own work ahead:"
			+ "\nthe engines' loads of the data and parses of the queries (Engine.prepareAhead); plan observation is NoREC's"
			+ "\nplan question (and the differential's) timed alone, each right after its check (plain Jena answers it from"
			+ "\nthe plans it made running the two queries; RDF4J asks its explanations), timed on every case, while a"
			+ "\ncampaign asks it on one case in " + io.sparqlcheck.campaign.Campaign.PLAN_SAMPLE + " (Campaign.asksPlans);"
			+ "\none-thread = the same campaign preparing each case on its own thread (Campaign prefetch 0), over the loop;"
			+ "\ncpu = the process's CPU time (all its threads) for the campaign over that for the loop, which other"
			+ "\nprocesses on a loaded machine move less than wall-clock time (but still move)\n");
	}

	private static void one(String oracle, List<Engine> engines, CaseArbitrary arbitrary, long cases, long seed, int rounds) {
		SeedRange range = SeedRange.of(seed, cases);
		List<Check> checks = Check.of(List.of(oracle), engines);
		LongSupplier campaignRun = campaignRun(new Campaign(arbitrary, checks, Triage.NOTHING_KNOWN), range);
		LongSupplier oneThreadRun = campaignRun(new Campaign(arbitrary, checks, Triage.NOTHING_KNOWN, 0), range);
		List<Sent> sent = new ArrayList<>();
		List<Engine> recording = new ArrayList<>();
		for (int i = 0; i < engines.size(); i++) {
			recording.add(new Recording(engines.get(i), i, sent));
		}
		new Campaign(arbitrary, Check.of(List.of(oracle), recording), Triage.NOTHING_KNOWN)
			.run(new Campaign.Options(range, null, 0, null, null));
		LongSupplier loop = () -> replay(sent, engines);
		List<SparqlCase> generated = SparqlArbitraries.inGenerationContext(
			() -> range.seeds().mapToObj(arbitrary::caseForSeed).toList());
		Check check = checks.get(0);
		List<Timing> timing = engines.stream().map(Timing::new).toList();
		Check timedCheck = Check.of(List.of(oracle), List.<Engine>copyOf(timing)).get(0);
		LongSupplier[] parts = {
			() -> timed(() -> SparqlArbitraries.inGenerationContext(() -> range.seeds().mapToObj(arbitrary::caseForSeed).toList())),
			() -> timed(() -> {
				Fingerprint f = new Fingerprint();
				long s = seed;
				for (SparqlCase c : generated) {
					f.add(s++, c.fingerprint());
				}
				return f.hex();
			}),
			() -> timed(() -> generated.stream().mapToInt(c -> ConstructCoverage.keys(c.pattern()).size()).sum()),
			() -> timed(() -> generated.stream().filter(c -> Preconditions.of(c).voided(check.type()).isPresent()).count()),
			() -> {
				// the oracle's own work: its check, less the time inside the engines' select (verdicts not kept)
				timing.forEach(t -> t.nanos = 0);
				long all = timed(() -> generated.stream().filter(c -> timedCheck.oracle().check(c) instanceof Verdict.Pass).count());
				return Math.max(0, all - timing.stream().mapToLong(t -> t.nanos).sum());
			},
			() -> {
				// each observation right after its check, as a campaign asks it (Jena answers from the plans of
				// the queries it just ran); only the observations are timed
				long nanos = 0;
				for (SparqlCase c : generated) {
					Verdict v = check.oracle().check(c);
					long t0 = System.nanoTime();
					if (check.oracle().observe(v) == null) {
						throw new AssertionError();
					}
					nanos += System.nanoTime() - t0;
				}
				return nanos;
			},
		};
		// warm-up: everything timed, three times (after one pass the JIT was still making the campaign and
		// the loop faster by up to a third in the timed rounds, after two still by a tenth in the first)
		for (int w = 0; w < 3; w++) {
			campaignRun.getAsLong();
			oneThreadRun.getAsLong();
			loop.getAsLong();
			for (LongSupplier p : parts) {
				p.getAsLong();
			}
		}
		long[] c = new long[rounds], l = new long[rounds], one = new long[rounds];
		long[] cCpu = new long[rounds], lCpu = new long[rounds], oneCpu = new long[rounds];
		long[][] shares = new long[parts.length][rounds];
		long[] generationCpu = new long[rounds];
		for (int r = 0; r < rounds; r++) {
			// each timed piece starts on a collected heap, so that none pays for the garbage of the one before
			System.gc();
			long cpu0 = processCpu();
			c[r] = campaignRun.getAsLong();
			long cpu1 = processCpu();
			System.gc();
			long cpu1b = processCpu();
			l[r] = loop.getAsLong();
			long cpu2 = processCpu();
			System.gc();
			long cpu2b = processCpu();
			one[r] = oneThreadRun.getAsLong();
			long cpu3 = processCpu();
			cCpu[r] = cpu1 - cpu0;
			lCpu[r] = cpu2 - cpu1b;
			oneCpu[r] = cpu3 - cpu2b;
			for (int p = 0; p < parts.length; p++) {
				System.gc();
				long before = processCpu();
				shares[p][r] = parts[p].getAsLong();
				if (p == 0) {
					generationCpu[r] = processCpu() - before;
				}
			}
		}
		double cm = median(c), lm = median(l), om = median(one);
		StringBuilder share = new StringBuilder();
		for (long[] p : shares) {
			share.append(share.length() == 0 ? "" : ", ").append(String.format("%.1f%%", 100 * median(p) / cm));
		}
		String names = String.join(",", engines.stream().map(Engine::name).toList());
		double cpu = median(cCpu) / median(lCpu), oneThreadCpu = median(oneCpu) / median(lCpu);
		System.out.printf("%-14s %-22s %9.3f %9.0f %9.3f %9.2f %10.2f %9.2f %10.2f  %s%n", oracle, names, cm / 1e9,
			cases * checks.size() / (cm / 1e9), lm / 1e9, cm / lm, om / lm, cpu, oneThreadCpu, share);
		System.out.printf("campaign overhead: %.2f (%s on %s); in CPU time %.2f%n", cm / lm, oracle, names, cpu);
		// generation alone, on one thread, as CPU time over the campaign's CPU time (all its threads)
		System.out.printf("generation share of campaign CPU: %.1f %% (%s on %s, %s)%n", 100 * median(generationCpu) / median(cCpu),
			oracle, names, arbitrary.generatorVersion());
	}

	private static LongSupplier campaignRun(Campaign campaign, SeedRange range) {
		return () -> {
			long t0 = System.nanoTime();
			campaign.run(new Campaign.Options(range, null, 0, null, null));
			return System.nanoTime() - t0;
		};
	}

	private static long replay(List<Sent> sent, List<Engine> engines) {
		long rows = 0;
		long t0 = System.nanoTime();
		for (Sent s : sent) {
			if (engines.get(s.engine()).select(s.data(), s.query()) instanceof QueryOutcome.Solutions sol) {
				rows += sol.size();
			}
		}
		long elapsed = System.nanoTime() - t0;
		if (rows < 0) {
			throw new AssertionError(); // keeps the results in use
		}
		return elapsed;
	}

	/** The CPU time of this process, all of its threads, in nanoseconds. */
	private static long processCpu() {
		return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean())
			.getProcessCpuTime();
	}

	private static long timed(java.util.function.Supplier<?> work) {
		long t0 = System.nanoTime();
		if (work.get() == null) {
			throw new AssertionError();
		}
		return System.nanoTime() - t0;
	}

	private static double median(long[] values) {
		long[] sorted = values.clone();
		Arrays.sort(sorted);
		return sorted[sorted.length / 2];
	}
}
