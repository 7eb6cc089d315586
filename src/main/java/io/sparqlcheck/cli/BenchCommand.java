package io.sparqlcheck.cli;

import io.sparqlcheck.jqwik.BenchmarkProperties;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.PropertyLaunch;
import io.sparqlcheck.jqwik.PropertyRun;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import org.apache.jena.sparql.core.DatasetGraph;
import org.apache.jena.sparql.exec.QueryExec;
import org.apache.jena.sparql.exec.RowSet;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

/**
 * {@code bench [--tries N] [--seed S]}: prints TLP and NoREC checks per second on in-process Jena,
 * and the harness overhead ratio: the time of the jqwik property run divided by the time of running
 * the same query strings over the same data directly through Jena's API in a plain loop, measured in
 * the same process, each after a warm-up run. {@code --only campaign} times the campaign path the
 * same way ({@link CampaignBench}: {@code campaign overhead} for TLP, NoREC and the differential over
 * jena and rdf4j, {@code --campaign-cases N}, {@code --campaign-oracles}, {@code --campaign-grammar VERSION}: core-1 by default, the
 * campaign's own default is mix-3), then each old release of {@code --old-releases} (default
 * {@code rdf4j@4.3.6,jena@5.0.0}, run in-process) against the embedded engine of its product over
 * {@code --old-release-campaign-cases} cases, a campaign each in a JVM of its own ({@link OldReleaseCampaigns}:
 * {@code old-release ratio: X.XX}), and in this JVM over {@code --old-release-cases} cases after
 * {@code --old-release-warmup} cases of warm-up each ({@link OldReleaseBench});
 * {@code --only endpoints} times
 * a campaign on SPARQL servers against a replay of its own HTTP requests ({@link EndpointBench}:
 * {@code endpoint overhead} per server, {@code --endpoint-engines}, {@code --endpoint-cases},
 * {@code --endpoint-oracles}; not in the default parts, since it starts servers). {@code --only managed --engines jena@5.6.0,...}
 * measures managed releases' install, start and checks per second ({@link ManagedBench}; not in the
 * default parts either, since it installs). {@code --only detect} is the time-to-detect benchmark over the
 * project's own bugs ({@link DetectBench}; not in the default parts, since it runs for minutes a bug).
 * {@code --only naming [--ledger L] [--findings F] [--attributions A]} is how the known set names its own repros in
 * shapes it has not recorded ({@link NamingBench}: {@code naming recall: R of N}, {@code hidden new bugs: H of N});
 * the records alone, no engine.
 * It prints figures; it asserts nothing.
 */
final class BenchCommand {
	private BenchCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		int tries = args.intOption("tries", 5000);
		long seed = args.longOption("seed", 0);
		int rounds = args.intOption("rounds", 3);
		int shrinkSamples = args.intOption("shrink-samples", 5);
		long heapChecks = args.longOption("heap-checks", 1_000_000);
		long shardTries = args.longOption("shard-tries", 60000);
		String only = args.option("only", "oracles,campaign,engines,shrinking,heap,shards");
		List<String> engineNames = List.of(args.option("engines", String.join(",", ctx.catalog().defaultNames())).split(","));
		java.nio.file.Path enginesFile = args.option("engines-file").map(java.nio.file.Path::of).orElse(null);
		long engineCases = args.longOption("engine-cases", 500);
		long campaignCases = args.longOption("campaign-cases", 2000);
		List<String> campaignOracles = List.of(args.option("campaign-oracles", "tlp,norec,differential").split(","));
		String campaignGrammar = args.grammarOption("campaign-grammar", io.sparqlcheck.arbitraries.Grammars.DEFAULT_VERSION).version();
		java.nio.file.Path managedHome = args.option("managed-home").map(java.nio.file.Path::of).orElse(null);
		List<String> oldReleases = List.of(args.option("old-releases", OldReleaseBench.DEFAULT_RELEASES).split(","));
		long oldCases = args.longOption("old-release-cases", 300);
		long oldWarmUp = args.longOption("old-release-warmup", 20000);
		long oldCampaignCases = args.longOption("old-release-campaign-cases", 6000);
		List<String> endpointEngines = List.of(args.option("endpoint-engines", "oxigraph@0.5.11,jena@5.6.0").split(","));
		long endpointCases = args.longOption("endpoint-cases", 300);
		List<String> endpointOracles = List.of(args.option("endpoint-oracles", "tlp,norec").split(","));
		java.util.Set<String> parts = java.util.Set.of(only.split(","));
		DetectBench.Options detect = DetectBench.options(args);
		// the record files are the naming part's alone: another part given them would ignore them, so they stay unknown
		boolean naming = parts.contains("naming");
		java.nio.file.Path ledger = naming ? Records.ledger(args) : null, findings = naming ? Records.findings(args) : null,
			attributions = naming ? Records.attributions(args) : null;
		args.rejectUnknown();
		if (!java.util.Set.of("detect", "naming").containsAll(parts)) {
			System.out.printf("sparqlcheck bench: %d tries per property, seed %d, jena %s, one thread%n%s%n%n", tries, seed,
				new JenaEngine().version(), JvmFlags.line());
		}
		if (naming) {
			NamingBench.run(KnownSet.namingRecall("bench", ledger, findings, attributions), System.out);
		}
		if (parts.contains("detect")) {
			DetectBench.run(detect, ctx);
		}
		if (parts.contains("oracles")) {
			oracleThroughput(tries, seed, rounds);
		}
		if (parts.contains("campaign")) {
			List<io.sparqlcheck.engine.Engine> pair = EngineResolver.open("bench", List.of("jena", "rdf4j"), enginesFile, ctx);
			try {
				Map<String, List<io.sparqlcheck.engine.Engine>> configs = new java.util.LinkedHashMap<>();
				for (String oracle : campaignOracles) {
					configs.put(oracle, oracle.equals("differential") ? pair : pair.subList(0, 1));
				}
				CampaignBench.run(configs, campaignGrammar, campaignCases, seed, rounds);
			} finally {
				pair.forEach(io.sparqlcheck.engine.Engine::close);
			}
			oldReleases(oldReleases, oldCampaignCases, oldCases, oldWarmUp, campaignGrammar, seed, rounds, enginesFile, ctx);
		}
		if (parts.contains("endpoints")) {
			// the HTTP path is what this part measures: Jena and RDF4J releases as servers too
			CliContext servers0 = ctx.withCatalog(ctx.catalog().withManaged(ctx.catalog().managed().asServers()));
			List<io.sparqlcheck.engine.Engine> servers = EngineResolver.open("bench", endpointEngines, enginesFile, servers0);
			try {
				EndpointBench.run(servers, endpointOracles, endpointCases, seed, rounds, ctx.out());
			} finally {
				servers.forEach(io.sparqlcheck.engine.Engine::close);
			}
		}
		if (parts.contains("engines")) {
			List<io.sparqlcheck.engine.Engine> engines = EngineResolver.open("bench", engineNames, enginesFile, ctx);
			try {
				BenchExtras.engines(engines, engineCases);
			} finally {
				engines.forEach(io.sparqlcheck.engine.Engine::close);
			}
		}
		if (parts.contains("managed")) {
			ManagedBench.run(engineNames, managedHome, engineCases, ctx);
		}
		if (parts.contains("shrinking")) {
			BenchExtras.shrinking(shrinkSamples);
		}
		if (parts.contains("heap")) {
			BenchExtras.heap(heapChecks);
		}
		if (parts.contains("shards")) {
			BenchExtras.shards(shardTries);
		}
		return 0;
	}

	/**
	 * Each old release against the embedded engine of its product, TLP and NoREC: a campaign each in a JVM
	 * of its own ({@link OldReleaseCampaigns}, the {@code old-release ratio}), then both in this JVM
	 * ({@link OldReleaseBench}). The engines are opened first, so that a name the catalog does not know is
	 * one usage error before anything runs.
	 */
	private static void oldReleases(List<String> releases, long campaignCases, long cases, long warmUpCases, String grammar, long seed,
									int rounds, java.nio.file.Path enginesFile, CliContext ctx) {
		List<io.sparqlcheck.engine.Engine> opened = new ArrayList<>();
		try {
			List<List<io.sparqlcheck.engine.Engine>> pairs = new ArrayList<>();
			for (String release : releases) {
				String product = io.sparqlcheck.engine.managed.ManagedEngines.productOf(release.strip());
				List<io.sparqlcheck.engine.Engine> pair = EngineResolver.open("bench", List.of(product, release.strip()), enginesFile, ctx);
				opened.addAll(pair);
				pairs.add(pair);
			}
			OldReleaseCampaigns.run(pairs.stream().map(p -> p.stream().map(io.sparqlcheck.engine.Engine::name).toList()).toList(),
				List.of("tlp", "norec"), grammar, campaignCases, seed, rounds, enginesFile, java.nio.file.Path.of("target", "bench-old-releases"),
				ctx.out());
			OldReleaseBench.run(pairs, List.of("tlp", "norec"), grammar, cases, warmUpCases, seed, rounds, ctx.out());
		} finally {
			opened.forEach(io.sparqlcheck.engine.Engine::close);
		}
	}

	private static void oracleThroughput(int tries, long seed, int rounds) {
		for (String oracle : List.of("tlp", "norec")) { // warm-up of everything that is timed
			List<SparqlCase> warm = new ArrayList<>();
			propertyRun(oracle, Math.min(tries, 1000), seed + 1, warm);
			directLoop(oracle, warm);
			oracleLoop(oracle, warm);
		}
		propertyRun("nothing", Math.min(tries, 1000), seed + 1, new ArrayList<>());
		System.out.printf("%-6s %10s %10s %10s %10s %9s %13s %12s %12s%n", "oracle", "property s", "checks/s",
			"direct s", "checks/s", "overhead", "oracle-only s", "jqwik-only s", "generation s");
		for (String oracle : List.of("tlp", "norec")) {
			long[] property = new long[rounds], direct = new long[rounds], oracleOnly = new long[rounds];
			long[] jqwikOnly = new long[rounds], generation = new long[rounds];
			for (int r = 0; r < rounds; r++) {
				List<SparqlCase> cases = new ArrayList<>();
				property[r] = propertyRun(oracle, tries, seed, cases);
				direct[r] = directLoop(oracle, cases);
				oracleOnly[r] = oracleLoop(oracle, cases);
				jqwikOnly[r] = propertyRun("nothing", tries, seed, new ArrayList<>());
				generation[r] = generation(cases.size(), seed);
			}
			double p = median(property), d = median(direct);
			System.out.printf("%-6s %10.3f %10.0f %10.3f %10.0f %9.3f %13.3f %12.3f %12.3f%n", oracle,
				p / 1e9, tries / (p / 1e9), d / 1e9, tries / (d / 1e9), p / d, median(oracleOnly) / 1e9,
				median(jqwikOnly) / 1e9, median(generation) / 1e9);
		}
		System.out.println("\nmedians of " + rounds + " alternating rounds, one thread throughout;"
			+ "\noverhead = property run time / direct Jena loop time over the same queries and data;"
			+ "\noracle-only = sparqlcheck's oracle on the same cases without jqwik; jqwik-only = the same property"
			+ "\nwith an empty body (generation and jqwik's per-try lifecycle); generation = the cases' generator alone;"
			+ "\nwhat the property takes beyond oracle-only + jqwik-only is the same Jena work running slower when"
			+ "\ninterleaved, try by try, with jqwik's (a loop of all the checks inside one try runs about as fast as"
			+ "\nthe plain loop), a little of it the deeper stack every IOException Jena's query parser throws at"
			+ "\nthe end of its input must fill in\n");
	}

	private static double median(long[] values) {
		long[] sorted = values.clone();
		java.util.Arrays.sort(sorted);
		return sorted[sorted.length / 2];
	}

	/**
	 * Runs the benchmark property through the JUnit Platform, quietly, adding the cases of its tries
	 * to {@code seen}; returns its wall time in ns.
	 */
	private static long propertyRun(String method, int tries, long seed, List<SparqlCase> seen) {
		PropertyRun run = PropertyRun.defaults().withSeed(seed).withTries(tries).withSeen(seen::add).quiet();
		LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request()
			.selectors(selectMethod(BenchmarkProperties.class, method, SparqlCase.class.getName()))
			.configurationParameter("jqwik.database", "")
			.configurationParameter("jqwik.reporting.onlyfailures", "true");
		SummaryGeneratingListener summary = new SummaryGeneratingListener();
		long elapsed = PropertyLaunch.execute(run, request, summary);
		TestExecutionSummary s = summary.getSummary();
		if (s.getTestsSucceededCount() != 1 || seen.size() != tries) {
			throw new IllegalStateException("the benchmark property did not pass all " + tries + " tries: "
				+ s.getTestsFailedCount() + " failed, " + seen.size() + " tries ran"
				+ (s.getFailures().isEmpty() ? "" : ": " + s.getFailures().get(0).getException()));
		}
		return elapsed;
	}

	/** sparqlcheck's oracle on the same cases, without jqwik: the harness's own share. */
	private static long oracleLoop(String oracle, List<SparqlCase> cases) {
		try (JenaEngine jena = new JenaEngine()) {
			io.sparqlcheck.oracle.Oracle o = io.sparqlcheck.oracle.Oracles.named(oracle).bind(List.of(jena));
			long start = System.nanoTime();
			for (SparqlCase c : cases) {
				o.check(c);
			}
			return System.nanoTime() - start;
		}
	}

	/** Generating as many cases as the property did, with jqwik's generator in a session. */
	private static long generation(int count, long seed) {
		return io.sparqlcheck.jqwik.GenerationBenchmark.nanosToGenerate(count, seed);
	}

	/**
	 * The same query strings, straight through Jena's API, each dataset loaded once and kept in a
	 * least-recently-used map of the size {@code JenaEngine} keeps (holding all of them would make
	 * every collection copy thousands of datasets, and flatter the ratio), and no
	 * timeout: the cheapest way Jena can run them, so that the ratio charges the harness with all of
	 * its own work, its timeouts included. (Jena's own timeout would also be slower: its cancelled
	 * alarms stay queued for the whole timeout, see {@code QueryWatchdog}.)
	 */
	private static long directLoop(String oracle, List<SparqlCase> cases) {
		Map<Dataset, DatasetGraph> loaded = new java.util.LinkedHashMap<>(16, 0.75f, true) {
			@Override
			protected boolean removeEldestEntry(Map.Entry<Dataset, DatasetGraph> eldest) {
				return size() > JenaEngine.CACHED_DATASETS;
			}
		};
		long rows = 0;
		long start = System.nanoTime();
		for (SparqlCase c : cases) {
			DatasetGraph dsg = loaded.computeIfAbsent(c.data(), JenaEngine::load);
			List<String> queries = oracle.equals("tlp") ? Tlp.queries(c.pattern(), c.predicate()) : List.of(
				Queries.selectAll(c.pattern()),
				Queries.selectAllWhere(c.pattern(), c.predicate()),
				Queries.selectExpression(c.pattern(), Norec.flagExpression(c.predicate()), Norec.FLAG));
			for (String q : queries) {
				try (QueryExec exec = QueryExec.dataset(dsg).query(q).build()) {
					RowSet rs = exec.select();
					while (rs.hasNext()) {
						rs.next();
						rows++;
					}
				}
			}
		}
		long elapsed = System.nanoTime() - start;
		if (rows < 0) {
			throw new AssertionError(); // keeps the row loop from being optimised away
		}
		return elapsed;
	}
}
