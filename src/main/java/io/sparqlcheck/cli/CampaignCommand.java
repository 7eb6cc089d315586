package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.Outcome;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.compare.ResultComparator;
import io.sparqlcheck.compare.Tolerance;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.oracle.Differential;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * {@code campaign [--tries N | --time SECONDS] [--seed S] [--shard I/N] [--oracles tlp,norec,differential,ask/8] [--grammar VERSION] [--guide none|plan]
 * [--engines jena,...] [--engines-file engines.yaml] [--tolerance R] [--ledger FILE] [--findings FILE] [--fail-on new|any]
 * [--out DIR] [--max-shrinks K] [--max-shrinks-total T] [--max-restarts K] [--store-limits on|off] [--quiet] [--verbose] [--data FILE]}:
 * the main job, and the one campaign loop. Checks the cases of seeds S..S+N-1 (or shard I of N of
 * them) with every chosen oracle, shows progress, shrinks failures with jqwik (at most K shrinks per
 * new root-cause signature, T in all), groups them by the signature of their shrunk case, prints a
 * summary in classes (pass, known, candidate, engine-failure, skipped) per oracle and engine with a
 * fingerprint of everything generated, and writes {@code DIR/summary.json} (default
 * {@code target/sparqlcheck}). A failure whose shrunk case is a ledger entry's ({@code --ledger},
 * default {@code ledger.jsonl}) or a triaged finding's ({@code --findings}, default
 * {@code findings.jsonl}) bug, by its identity ({@link io.sparqlcheck.ledger.KnownBugs}, with the
 * release ranges of {@code --attributions}, default {@code attributions.jsonl}), is known, by that
 * entry. Nothing unshrunk is called new: failures left unshrunk are replayed before the summary, and
 * those still unshrunk and unmatched are listed on an "unshrunk:" line. Exit status with
 * {@code --fail-on new} (the default): 1 when something is new (a candidate, or an engine failure no
 * entry knows, in a group a shrunk case stands for) or when an unshrunk failure matched nothing and
 * no shrunk case of its class is known; 0 otherwise (an unshrunk group whose class's shrunk cases are
 * all known does not fail it);
 * with {@code --fail-on any}: 1 also for known failures and latitude matches; 2 for bad usage or an
 * endpoint that failed its preflight. {@code --store-limits off} sends every engine every triple, even
 * those its preset declares it cannot store ({@link io.sparqlcheck.engine.StoreLimits}): a campaign that
 * means to meet the crash the limit stands for, shrunk as a CRASH finding.
 *
 * <p>{@code differential} and {@code endpoints} are the same command with other defaults
 * ({@link Defaults}): the same summary, report, candidates and exit status.
 */
final class CampaignCommand {
	private CampaignCommand() {
	}

	/**
	 * What a command name changes about a campaign: only its defaults.
	 *
	 * @param command     the name in messages
	 * @param tries       the default number of seeds
	 * @param engines     the default engines, or null: every engine of the engines file (or the embedded ones)
	 * @param oracles     the default oracles, or null: TLP and NoREC, plus the differential over two or more engines
	 * @param enginesFile the default engines file, or null for none
	 * @param endpointsOnly whether the default engines are the engines file's endpoints only
	 */
	record Defaults(String command, long tries, String engines, String oracles, String enginesFile, boolean endpointsOnly) {
	}

	/** {@code campaign}: every embedded engine (or every engine of the file), every oracle. */
	static final Defaults CAMPAIGN = new Defaults("campaign", 1000, null, null, null, false);
	/** {@code differential}: the differential across the four embedded engines. */
	static final Defaults DIFFERENTIAL = new Defaults("differential", 1000, "jena,rdf4j,jena-ref,rdf4j-noopt", "differential", null, false);
	/** {@code endpoints}: TLP and NoREC on every endpoint of engines.yaml. */
	static final Defaults ENDPOINTS = new Defaults("endpoints", 2000, null, "tlp,norec", "engines.yaml", true);

	/**
	 * The oracles of a campaign that names none: TLP and NoREC on every case, the differential too over
	 * two or more engines, and the oracles whose bugs the three never flag (ASK and aggregate TLP)
	 * on one case in {@value #SAMPLED_EVERY} ({@link Check#runsOn}). Each of those two costs about as
	 * much as TLP: run on every case (with paths) they cut the cases a 300 s detect run checks to a
	 * third, and it named 2 bugs fewer (docs/benchmarks.md, session 22).
	 */
	static List<String> defaultOracles(int engines) {
		List<String> out = new java.util.ArrayList<>(List.of("tlp", "norec"));
		if (engines > 1) {
			out.add("differential");
		}
		for (String sampled : List.of("ask", "agg-tlp")) { // not paths: the default grammar draws none
			out.add(sampled + "/" + SAMPLED_EVERY);
		}
		return List.copyOf(out);
	}

	/** One case in how many a default campaign runs each of its sampled oracles on. */
	static final int SAMPLED_EVERY = 8;

	static int run(Args args, CliContext ctx) throws Exception {
		return run(args, ctx, CAMPAIGN);
	}

	static int run(Args args, CliContext ctx, Defaults defaults) throws Exception {
		String command = defaults.command();
		long seed = args.longOption("seed", 0);
		long tries = args.longOption("tries", args.option("time").isPresent() ? Long.MAX_VALUE - Math.abs(seed) : defaults.tries());
		Duration time = args.option("time").map(t -> Duration.ofSeconds(parseSeconds(command, t))).orElse(null);
		int[] shard = parseShard(args.option("shard", "0/1"));
		Path enginesFile = args.option("engines-file").or(() -> java.util.Optional.ofNullable(defaults.enginesFile())).map(Path::of).orElse(null);
		EngineCatalog catalog = EngineResolver.catalog(command, enginesFile, ctx);
		String defaultEngines = defaults.engines() != null ? defaults.engines()
			: String.join(",", defaults.endpointsOnly() ? catalog.endpointNames() : catalog.defaultNames());
		List<String> engineNames = List.of(args.option("engines", defaultEngines).split(",")).stream()
			.map(String::strip).filter(n -> !n.isEmpty()).toList();
		if (!args.option("oracles").map(o -> !List.of(o.split(",")).stream().map(Check::oracleKey).toList().contains("differential")).orElse(false)) {
			// a store named without its in-memory engine is compared with it (docs/stores.md)
			engineNames = catalog.withInMemoryOfStores(engineNames);
		}
		if (engineNames.isEmpty()) {
			throw new Args.UsageException(command + ": no engines to run (name some with --engines)");
		}
		List<String> oracleNames = args.option("oracles").or(() -> Optional.ofNullable(defaults.oracles()))
			.map(o -> List.of(o.split(","))).orElse(defaultOracles(engineNames.size()));
		CaseArbitrary cases = args.option("data").isPresent() ? DataOption.cases(command, args)
			: args.grammar(io.sparqlcheck.arbitraries.Grammars.CAMPAIGN_VERSION).cases();
		Optional<String> tolerance = args.option("tolerance");
		io.sparqlcheck.campaign.GuideType guide = guide(command, args);
		Path out = args.option("out").map(Path::of).orElseGet(io.sparqlcheck.ledger.Candidates::folder);
		int maxShrinks = args.intOption("max-shrinks", 3);
		int maxShrinksTotal = args.intOption("max-shrinks-total", Campaign.DEFAULT_MAX_SHRINKS_TOTAL);
		int maxRestarts = args.intOption("max-restarts", io.sparqlcheck.engine.managed.ManagedServer.DEFAULT_MAX_RESTARTS_IN_A_ROW);
		String storeLimits = args.option("store-limits", "on").strip();
		boolean quiet = args.flag("quiet");
		boolean verbose = args.flag("verbose");
		Path ledger = Path.of(args.option("ledger", io.sparqlcheck.ledger.Ledger.DEFAULT_FILE));
		Path findings = Path.of(args.option("findings", io.sparqlcheck.ledger.TriagedFinding.DEFAULT_FILE));
		Path attributions = Records.attributions(args);
		String failOn = args.option("fail-on", "new").strip();
		if (!failOn.equals("new") && !failOn.equals("any")) {
			throw new Args.UsageException(command + ": --fail-on is new or any, not '" + failOn + "'");
		}
		args.rejectUnknown();
		if (tries < 1) {
			throw new Args.UsageException(command + ": --tries must be at least 1");
		}
		if (maxShrinks < 0 || maxShrinksTotal < 0) {
			throw new Args.UsageException(command + ": --max-shrinks" + (maxShrinks < 0 ? "" : "-total") + " must be 0 or more, not "
				+ (maxShrinks < 0 ? maxShrinks : maxShrinksTotal));
		}
		if (!storeLimits.equals("on") && !storeLimits.equals("off")) {
			throw new Args.UsageException(command + ": --store-limits is on or off, not '" + storeLimits + "'");
		}
		if (maxRestarts < 0) {
			throw new Args.UsageException(command + ": --max-restarts must be 0 or more (restarts in a row before an engine is given up), not " + maxRestarts);
		}
		// before the first case: a bad --out or a broken candidates file must not cost a whole run
		Path candidatesFile = io.sparqlcheck.ledger.Candidates.configured().orElse(out.resolve("candidates.jsonl"));
		OutputChecks.writableFolder(command, "--out", out);
		OutputChecks.appendable(command, candidatesFile);
		List<Engine> opened = EngineResolver.open(command, engineNames, enginesFile, ctx);
		List<Engine> engines = storeLimits.equals("off") ? opened.stream().map(io.sparqlcheck.engine.StoreLimits::ignoredBy).toList() : opened;
		engines.forEach(e -> e.restartable().ifPresent(r -> r.maxRestartsInARow(maxRestarts)));
		// SIGTERM or Ctrl-C: said as an interruption (the engines closed under a query are not an outage)
		Thread interruption = new Thread(() -> ctx.err().println("sparqlcheck " + command
			+ ": interrupted (SIGTERM or Ctrl-C); the run stops here and its engines are closed, none of them failed"));
		Runtime.getRuntime().addShutdownHook(interruption);
		try (AutoCloseable closeAll = () -> engines.forEach(Engine::close);
			 AutoCloseable unhook = () -> removeHook(interruption)) {
			List<Check> checks;
			try {
				checks = withTolerance(Check.of(oracleNames, engines), tolerance, command);
			} catch (IllegalArgumentException e) {
				throw new Args.UsageException(command + ": " + e.getMessage());
			}
			SeedRange range = SeedRange.of(seed, tries).shard(shard[0], shard[1]);
			ctx.out().println("sparqlcheck " + command + ": " + describe(range, time) + " on "
				+ String.join(", ", engines.stream().map(Engine::label).toList())
				+ ", oracles " + checks.stream().map(c -> c.oracleName() + (c.every() == 1 ? "" : " (1 case in " + c.every() + ")")).distinct().toList()
				+ ", generator " + cases.generatorVersion() + (guide == io.sparqlcheck.campaign.Guides.NONE ? "" : ", guide " + guide.key()));
			Triage triage = triage(command, ledger, findings, attributions);
			Campaign campaign = new Campaign(cases, checks, triage).guided(guide);
			// The candidate records of this run's shrinks go beside its summary, so each shard has its own,
			// unless -Dsparqlcheck.candidates names a file (both checked above).
			long start = System.nanoTime();
			CampaignSummary summary = campaign.run(new Campaign.Options(range, time, maxShrinks, maxShrinksTotal,
				quiet ? null : ctx.err(), candidatesFile, enginesFile == null ? null : enginesFile.toString(),
				args.option("data").orElse(null)));
			double seconds = (System.nanoTime() - start) / 1e9;
			// the table first: a disk that fills up now loses the files, never what the run found
			SummaryText.print(summary, ctx.out(), seconds, verbose);
			EngineHealthText.print(engines, summary, ctx.out());
			Optional<String> outage = engines.stream().map(Engine::outage).flatMap(Optional::stream).findFirst();
			outage.ifPresent(o -> ctx.err().println("sparqlcheck " + command + ": stopped early, the summary above is partial: " + o));
			try {
				summary.write(out.resolve("summary.json"));
				io.sparqlcheck.campaign.HtmlReport.write(summary, out.resolve("report.html"));
			} catch (java.io.IOException e) {
				ctx.err().println("sparqlcheck " + command + ": could not write " + out + " (" + e.getMessage()
					+ "); the summary above is the run's result");
				return 2;
			}
			ctx.out().println("wrote " + out.resolve("summary.json") + " and " + out.resolve("report.html")
				+ (java.nio.file.Files.exists(candidatesFile) ? "; candidate records in " + candidatesFile : ""));
			if (tries == 1 && !summary.candidates().isEmpty()) {
				for (CampaignSummary.Candidate c : summary.candidates()) {
					ctx.out().println("\n" + c.oracle() + " " + c.verdict() + " on " + c.engines() + ": " + c.what());
					ctx.out().println("predicate: " + c.predicate() + "\ndata:\n" + c.data().indent(2));
				}
			}
			if (outage.isPresent()) {
				return 2;
			}
			long fresh = summary.confirmedNew();
			long known = summary.total(Outcome.KNOWN);
			List<CampaignSummary.Candidate> unmatched = summary.unshrunk(false), classKnown = summary.unshrunk(true);
			for (List<CampaignSummary.Candidate> u : List.of(unmatched, classKnown)) {
				if (!u.isEmpty()) {
					ctx.out().println("unshrunk: " + u.size() + " check(s), seeds " + seeds(u) + (u == unmatched
						? " (not shrunk, and matched no known bug as they are: --fail-on new fails on them)"
						: " (not shrunk; every shrunk case of their classes is a known bug: --fail-on new passes over them)"));
				}
			}
			ctx.out().println(fresh == 0 ? (unmatched.isEmpty() ? "nothing new" : "nothing confirmed new") + (known > 0 ? " (" + known + " known: see above)" : "")
				: fresh + " new failing check(s): candidates and engine failures no ledger entry or triaged finding knows");
			if (fresh > 0 || !unmatched.isEmpty()) {
				// only a file this run (or an earlier one) wrote is named: --max-shrinks 0 records no candidate
				ctx.out().println("next: " + (java.nio.file.Files.exists(candidatesFile) ? "bin/sparqlcheck candidates --file " + candidatesFile
					+ " lists them by group; " : "") + out.resolve("report.html") + " shows them in a browser");
			}
			fresh += unmatched.size();
			return fresh > 0 || (failOn.equals("any") && known > 0) ? 1 : 0;
		}
	}

	/** The campaign's triage: the known set read as every command reads it ({@link KnownSet}). */
	static Triage triage(String command, Path ledger, Path findings, Path attributions) throws java.io.IOException {
		return io.sparqlcheck.campaign.LedgerTriage.of(KnownSet.read(command, ledger, findings, attributions));
	}

	private static void removeHook(Thread hook) {
		try {
			Runtime.getRuntime().removeShutdownHook(hook);
		} catch (IllegalStateException shuttingDown) {
			// the JVM is running its hooks: this one says so
		}
	}

	/** The distinct seeds of these checks, in order, the first 20 and a count of the rest. */
	private static String seeds(List<CampaignSummary.Candidate> checks) {
		List<Long> all = checks.stream().map(CampaignSummary.Candidate::seed).distinct().sorted().toList();
		return String.join(", ", all.stream().limit(20).map(String::valueOf).toList()) + (all.size() > 20 ? " and " + (all.size() - 20) + " more" : "");
	}

	/** The case guide {@code --guide} names ({@link io.sparqlcheck.campaign.Guides}), or the default; an unknown one is a usage error. */
	static io.sparqlcheck.campaign.GuideType guide(String command, Args args) {
		try {
			return args.option("guide").map(io.sparqlcheck.campaign.Guides::named).orElse(io.sparqlcheck.campaign.Guides.DEFAULT);
		} catch (IllegalArgumentException e) {
			throw new Args.UsageException(command + ": --guide: " + e.getMessage());
		}
	}

	/** The checks, with the differential's relative tolerance set where {@code --tolerance} gives one. */
	private static List<Check> withTolerance(List<Check> checks, Optional<String> tolerance, String command) {
		if (tolerance.isEmpty()) {
			return checks;
		}
		double relative;
		try {
			relative = Double.parseDouble(tolerance.get().strip());
		} catch (NumberFormatException e) {
			throw new Args.UsageException(command + ": --tolerance needs a number, got '" + tolerance.get() + "'");
		}
		ResultComparator comparator = new ResultComparator(new Tolerance(Tolerance.DEFAULT.absolute(), relative));
		return checks.stream().map(c -> c.oracle() instanceof Differential d ? c.withOracle(d.withComparator(comparator)) : c)
			.toList();
	}

	private static String describe(SeedRange range, Duration time) {
		String seeds = time != null ? "seeds from " + range.from() + " for " + time.toSeconds() + " s"
			: "seeds " + range.from() + ".." + (range.from() + range.count() - 1);
		return range.shards() == 1 ? seeds : seeds + ", shard " + range.index() + "/" + range.shards();
	}

	private static long parseSeconds(String command, String t) {
		try {
			long s = Long.parseLong(t.strip().replaceFirst("s$", ""));
			if (s < 1) {
				throw new NumberFormatException();
			}
			if (s > 100L * 366 * 24 * 3600) {
				throw new Args.UsageException(command + ": --time " + t + " is more than a hundred years (it would overflow the clock)");
			}
			return s;
		} catch (NumberFormatException e) {
			throw new Args.UsageException(command + ": --time needs a positive number of seconds, got '" + t + "'");
		}
	}

	static int[] parseShard(String spec) {
		String[] parts = spec.split("/");
		try {
			if (parts.length != 2) {
				throw new NumberFormatException();
			}
			int index = Integer.parseInt(parts[0].strip());
			int count = Integer.parseInt(parts[1].strip());
			if (count < 1 || index < 0 || index >= count) {
				throw new Args.UsageException("campaign: --shard " + spec + ": the index must be 0.." + (count - 1));
			}
			return new int[] {index, count};
		} catch (NumberFormatException e) {
			throw new Args.UsageException("campaign: --shard needs I/N (for example 0/2), got '" + spec + "'");
		}
	}
}
