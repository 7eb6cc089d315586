package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.Grammars;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.CampaignWatch;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * {@code bench --only detect [--bugs ID,...] [--budget-seconds S] [--quick] [--grammar VERSION] [--guide none|plan]
 * [--warm-up-seconds S] [--learn-weights]}: the
 * time-to-detect benchmark over the project's own bugs ({@link DetectBugs}). For each bug it runs the
 * default campaign (the embedded engines, TLP, NoREC and the differential, the campaign's default
 * grammar or {@code --grammar}, its shrink caps and its triage of ledger.jsonl and findings.jsonl)
 * over seeds from {@value #FIRST_SEED} on, a range no triage round used, until a failing check is
 * classified known by that bug's entry (the campaign's triage names its id, by the failure's identity or, for a
 * failure of a known family in a new shape, by its cause when that names this one bug: {@link DetectBugs.Bug#namedBy})
 * or the bug's budget of
 * process CPU time is spent (default {@value #DEFAULT_BUDGET_SECONDS} s; {@code --quick}: a handful
 * of bugs, {@value #QUICK_BUDGET_SECONDS} s each).
 *
 * <p>Before the measured run a warm-up campaign of {@value #WARM_UP} cases (seeds just below the range,
 * no shrinking) pays for the JIT, so that the first bugs are not charged with it. The bugs whose campaigns are the same (all of them, while every runnable bug is on an embedded
 * engine) share one run: each bug's time is the CPU time from the run's start to the first failure
 * its entry names, which is what a run of its own would measure, minus the warm-up the first run of
 * a process pays. CPU time is the process's (every thread: the case feed, JIT, GC), read from the
 * operating system bean, never the wall clock; it decides only when the run stops, never which case
 * a seed is. The last line is {@code detected K of N, median time-to-detect T s}, misses counted as
 * the budget. {@code --warm-up-seconds S} first runs S seconds of CPU of the same campaign on seeds from
 * {@value #JIT_WARM_UP_SEED}, unmeasured, so the JIT is paid before the first measurement ({@link JitWarmUp});
 * {@code --learn-weights} learns a mixture's weights ({@link WeightLearning}). A bug the embedded engines cannot
 * see (they share its wrong answer) is measured in a campaign of its own on the engines its triage ran, the managed
 * release that witnessed it among them ({@link DetectWitnesses}), the server's CPU time charged with the JVM's
 * ({@link ProcessCpu}).
 */
final class DetectBench {
	/** The first seed of the held-out range: every triage round so far used seeds below it. */
	static final long FIRST_SEED = 10_000_000L;
	static final long DEFAULT_BUDGET_SECONDS = 300;
	/** The default campaign's oracles, which the benchmark runs. */
	static final List<String> ORACLES = CampaignCommand.defaultOracles(2);
	static final long QUICK_BUDGET_SECONDS = 30;
	static final int QUICK_BUGS = 6;
	/** Cases of a warm-up campaign (no shrinking) before the measured one, on the seeds just below {@link #FIRST_SEED}. */
	static final int WARM_UP = 100;
	/** The first seed of the JIT warm-up ({@code --warm-up-seconds}): below the held-out range, never measured. */
	static final long JIT_WARM_UP_SEED = 9_000_000L;
	/** The JIT warm-up of {@code --learn-weights} unless told otherwise: every grid point is then measured on a warm JVM. */
	static final long DEFAULT_LEARN_WARM_UP_SECONDS = 60;

	private DetectBench() {
	}

	/** What the options ask for. */
	record Options(List<String> bugs, long budgetSeconds, boolean quick, String grammar, io.sparqlcheck.campaign.GuideType guide,
				   boolean learnWeights, long warmUpSeconds, List<Integer> gridPoints, boolean choose) {
		Options(List<String> bugs, long budgetSeconds, boolean quick, String grammar) {
			this(bugs, budgetSeconds, quick, grammar, io.sparqlcheck.campaign.Guides.DEFAULT, false, 0, List.of(), false);
		}
	}

	/** Reads the detect options (all optional); a bad value is a usage error. */
	static Options options(Args args) {
		List<String> bugs = args.option("bugs").map(b -> List.of(b.split(",")).stream().map(String::strip)
			.filter(s -> !s.isEmpty()).toList()).orElse(List.of());
		boolean quick = args.flag("quick");
		long budget = args.longOption("budget-seconds", quick ? QUICK_BUDGET_SECONDS : DEFAULT_BUDGET_SECONDS);
		if (budget < 1) {
			throw new Args.UsageException("bench: --budget-seconds must be at least 1, not " + budget);
		}
		String grammar = args.grammarOption("grammar", Grammars.CAMPAIGN_VERSION).version();
		boolean learn = args.flag("learn-weights");
		if (learn && args.option("grammar").isPresent()) {
			throw new Args.UsageException("bench: --learn-weights measures its own grid of mixtures; it takes no --grammar");
		}
		long warmUp = args.longOption("warm-up-seconds", learn ? DEFAULT_LEARN_WARM_UP_SECONDS : 0);
		if (warmUp < 0) {
			throw new Args.UsageException("bench: --warm-up-seconds must be at least 0, not " + warmUp);
		}
		List<Integer> points = new ArrayList<>();
		for (String p : args.option("grid-points").map(v -> v.split(",")).orElse(new String[0])) {
			try {
				int i = Integer.parseInt(p.strip());
				if (i < 1 || i > WeightLearning.GRID.size()) {
					throw new NumberFormatException();
				}
				points.add(i);
			} catch (NumberFormatException e) {
				throw new Args.UsageException("bench: --grid-points takes grid indices 1.." + WeightLearning.GRID.size() + ", not '" + p + "'");
			}
		}
		boolean choose = args.flag("choose");
		if ((choose || !points.isEmpty()) && !learn) {
			throw new Args.UsageException("bench: --grid-points and --choose go with --learn-weights");
		}
		return new Options(bugs, budget, quick, grammar, CampaignCommand.guide("bench", args), learn, warmUp, List.copyOf(points), choose);
	}

	/** One bug's result: detected or not, CPU seconds and cases to the first detection (the budget and all cases when missed). */
	record Row(DetectBugs.Bug bug, boolean detected, double cpuSeconds, long cases) {
	}

	static int run(Options options, CliContext ctx) throws Exception {
		PrintStream out = ctx.out();
		// the default campaign's engines (the embedded ones), not every engine the catalog knows: the
		// on-disk stores joined the catalog later, and tripled the run's engine time while no bug of
		// the list is recorded on them
		List<Engine> engines = EngineResolver.open("bench", ctx.catalog().defaultNames(), null, ctx);
		try (AutoCloseable closeAll = () -> engines.forEach(Engine::close)) {
			Map<String, String> releases = new LinkedHashMap<>();
			engines.forEach(e -> releases.put(e.name(), DetectBugs.firstWord(e.version())));
			Path ledger = Path.of(io.sparqlcheck.ledger.Ledger.DEFAULT_FILE);
			Path findings = Path.of(io.sparqlcheck.ledger.TriagedFinding.DEFAULT_FILE);
			DetectBugs.Listing listing = DetectBugs.read(findings, ledger, releases);
			List<DetectBugs.Bug> bugs = chosen(listing.runnable(), options);
			out.println(JvmFlags.line());
			Path folder = Path.of("target", "bench-detect");
			java.nio.file.Files.createDirectories(folder);
			// the known set as the campaign reads it (one view, with the attributions: release ranges and causes)
			Triage triage = CampaignCommand.triage("bench", ledger, findings, Path.of(io.sparqlcheck.ledger.Attributions.DEFAULT_FILE));
			if (options.choose()) {
				GridRows.choose(folder, listing.runnable(), bugs, options.budgetSeconds(), out);
				return 0;
			}
			// a shard of the grid keeps its candidate files apart from the other shards running beside it
			Path work = options.gridPoints().isEmpty() ? folder : folder.resolve("shard-" + options.gridPoints().stream()
				.map(String::valueOf).collect(java.util.stream.Collectors.joining("-")));
			java.nio.file.Files.createDirectories(work);
			JitWarmUp.run(options.learnWeights() ? WeightLearning.grammar(WeightLearning.WARM_UP_WEIGHTS).cases()
				: Grammars.byVersion(options.grammar()).cases(), engines, triage, options.warmUpSeconds(), work, out);
			if (options.learnWeights()) {
				List<io.sparqlcheck.arbitraries.Mixtures.Weights> grid = options.gridPoints().isEmpty() ? WeightLearning.GRID
					: options.gridPoints().stream().map(i -> WeightLearning.GRID.get(i - 1)).toList();
				WeightLearning.run(listing.runnable(), bugs, options, grid, (grammar, candidates) -> measure(grammar.cases(), engines, triage,
					bugs, options, work, candidates), folder, out);
				return 0;
			}
			CaseArbitrary cases = Grammars.byVersion(options.grammar()).cases();
			out.printf("detect: %d bugs (of %d runnable; %d at releases this run cannot open), grammar %s, engines %s,"
					+ " oracles %s, guide %s, seeds from %d, budget %d s of process CPU per bug%n",
				bugs.size(), listing.runnable().size(), listing.leftOut().size(), cases.generatorVersion(),
				engines.stream().map(Engine::label).toList(), String.join(", ", ORACLES), options.guide().key(), FIRST_SEED, options.budgetSeconds());
			Measured m = measure(cases, engines, triage, bugs, options, folder, "candidates.jsonl");
			Map<String, List<io.sparqlcheck.ledger.Candidate>> repros = DetectReach.repros(findings, ledger);
			Map<DetectBugs.Bug, Boolean> reach = DetectReach.of(bugs, repros, Check.of(ORACLES, engines), triage);
			// the bugs only a managed reference witnessed, in campaigns of their own beside it
			List<String> embedded = engines.stream().map(Engine::name).toList();
			DetectWitnesses.Measured w = DetectWitnesses.run(DetectWitnesses.of(reach, repros, embedded), cases, triage,
				repros, options, folder, ctx);
			w.reached().forEach(b -> reach.put(b, true));
			List<Row> rows = m.rows().stream().map(r -> w.rows().getOrDefault(r.bug(), r)).toList();
			List<String> notes = new ArrayList<>(w.notes());
			notes.add(generationShare(cases, m));
			notes.add(DetectReach.line(reach));
			print(rows, options.budgetSeconds(), m.seedsChecked(), String.join(System.lineSeparator(), notes), out);
			return 0;
		}
	}

	/** One grammar's run: a warm-up campaign, then the measured one over the held-out seeds, its candidates in this file of the folder. */
	static Measured measure(CaseArbitrary cases, List<Engine> engines, Triage triage, List<DetectBugs.Bug> bugs, Options options,
							Path folder, String candidates) throws java.io.IOException {
		java.nio.file.Files.deleteIfExists(folder.resolve(candidates));
		Campaign campaign = new Campaign(cases, Check.of(ORACLES, engines), triage).guided(options.guide());
		// the JIT's warm-up, on held-out seeds just below the range, is not charged to the first bugs
		campaign.run(new Campaign.Options(SeedRange.of(FIRST_SEED - WARM_UP, WARM_UP), null, 0, 0, null,
			folder.resolve("warm-up-candidates.jsonl"), null));
		return detect(campaign, bugs, options.budgetSeconds() * 1_000_000_000L, folder.resolve(candidates),
			ProcessCpu.withChildren());
	}

	/** The bugs {@code --bugs} names (each must be runnable), or a handful with {@code --quick}, or all. */
	static List<DetectBugs.Bug> chosen(List<DetectBugs.Bug> runnable, Options options) {
		if (!options.bugs().isEmpty()) {
			List<DetectBugs.Bug> named = new ArrayList<>();
			for (String id : options.bugs()) {
				DetectBugs.Bug bug = runnable.stream().filter(b -> b.id().equals(id) || b.records().contains(id)).findFirst().orElseThrow(() -> new Args.UsageException(
					"bench: --bugs: '" + id + "' is not a runnable bug (a finding or ledger id, or an upstream issue such as apache/jena#4160, at an embedded engine's release)"));
				if (!named.contains(bug)) {
					named.add(bug);
				}
			}
			return named;
		}
		if (options.quick()) {
			List<DetectBugs.Bug> some = new ArrayList<>();
			for (int i = 0; i < QUICK_BUGS && i < runnable.size(); i++) {
				some.add(runnable.get(i * runnable.size() / Math.min(QUICK_BUGS, runnable.size())));
			}
			return some;
		}
		return runnable;
	}

	/** The rows, how many seeds the run checked, and the CPU time it took in all (ns). */
	record Measured(List<Row> rows, long seedsChecked, long cpuNanos) {
	}

	/**
	 * Runs the campaign over the held-out seeds until every bug is named or {@code budgetNanos} of
	 * {@code cpu} have passed since its start; each bug's row from the first failure its entry names.
	 */
	static Measured detect(Campaign campaign, List<DetectBugs.Bug> bugs, long budgetNanos, Path candidates, LongSupplier cpu) {
		Map<DetectBugs.Bug, long[]> first = new LinkedHashMap<>(); // bug -> {cpu nanos, cases}
		long start = cpu.getAsLong();
		long[] seeds = {0};
		CampaignWatch watch = new CampaignWatch() {
			@Override
			public void known(long seed, String knownAs) {
				long now = cpu.getAsLong() - start;
				for (DetectBugs.Bug b : bugs) {
					if (!first.containsKey(b) && b.namedBy(knownAs)) {
						first.put(b, new long[] {now, seed - FIRST_SEED + 1});
					}
				}
			}

			@Override
			public boolean stop() {
				if (first.size() == bugs.size() || cpu.getAsLong() - start >= budgetNanos) {
					return true;
				}
				seeds[0]++;
				return false;
			}
		};
		campaign.run(new Campaign.Options(SeedRange.of(FIRST_SEED, Long.MAX_VALUE / 2), null, 3,
			Campaign.DEFAULT_MAX_SHRINKS_TOTAL, null, candidates, null), watch);
		long spent = cpu.getAsLong() - start;
		List<Row> rows = new ArrayList<>();
		for (DetectBugs.Bug b : bugs) {
			long[] f = first.get(b);
			// a bug named only after its budget (its run would have stopped first) is a miss
			boolean detected = f != null && f[0] < budgetNanos;
			rows.add(detected ? new Row(b, true, f[0] / 1e9, f[1]) : new Row(b, false, budgetNanos / 1e9, seeds[0]));
		}
		return new Measured(rows, seeds[0], spent);
	}

	/** The table, the seeds line, the note (generation's share) and, last, {@link #lastLine}. */
	static void print(List<Row> rows, long budgetSeconds, long seedsChecked, String note, PrintStream out) {
		out.printf("%-48s %-18s %-8s %10s %10s%n", "bug", "engine", "detected", "CPU s", "cases");
		for (Row r : rows) {
			out.printf("%-48s %-18s %-8s %10.1f %10s%n", r.bug().id(), r.bug().engine() + " " + r.bug().release(),
				r.detected() ? "yes" : "no", r.cpuSeconds(), r.detected() ? Long.toString(r.cases()) : "-");
		}
		out.printf("(%d seeds checked, %d..%d; a miss counts as the budget, %d s)%n", seedsChecked, FIRST_SEED,
			FIRST_SEED + Math.max(0, seedsChecked - 1), budgetSeconds);
		out.println(note);
		out.println(lastLine(rows));
	}

	/**
	 * Generation's share of the run's CPU time: the same seeds' cases generated again, alone, on this
	 * thread (process CPU time around it), over the CPU time of the measured run.
	 */
	static String generationShare(CaseArbitrary cases, Measured m) {
		long before = processCpuNanos();
		io.sparqlcheck.arbitraries.SparqlArbitraries.inGenerationContext(() -> {
			for (long s = FIRST_SEED; s < FIRST_SEED + m.seedsChecked(); s++) {
				cases.caseForSeed(s);
			}
			return null;
		});
		double generation = (processCpuNanos() - before) / 1e9, run = m.cpuNanos() / 1e9;
		return String.format(java.util.Locale.ROOT, "generation share of campaign CPU: %.1f %% (%d cases of %s generated alone in %.1f s"
			+ " of CPU, the run %.1f s)", 100 * generation / run, m.seedsChecked(), cases.generatorVersion(), generation, run);
	}

	/** {@code detected K of N, median time-to-detect T s}, misses counted as their budget. */
	static String lastLine(List<Row> rows) {
		double[] t = rows.stream().mapToDouble(Row::cpuSeconds).sorted().toArray();
		double median = t.length == 0 ? 0 : t.length % 2 == 1 ? t[t.length / 2] : (t[t.length / 2 - 1] + t[t.length / 2]) / 2;
		long k = rows.stream().filter(Row::detected).count();
		return String.format(java.util.Locale.ROOT, "detected %d of %d, median time-to-detect %.1f s", k, rows.size(), median);
	}

	/** The CPU time of the whole process (every thread), in ns. */
	static long processCpuNanos() {
		if (java.lang.management.ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os
			&& os.getProcessCpuTime() >= 0) {
			return os.getProcessCpuTime();
		}
		throw new IllegalStateException("this JVM does not report the process's CPU time (com.sun.management.OperatingSystemMXBean)");
	}
}
