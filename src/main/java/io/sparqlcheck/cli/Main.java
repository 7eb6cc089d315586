package io.sparqlcheck.cli;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * {@code bin/sparqlcheck <command> [options]}. Exit status: 0 success, 1 the command found
 * something (a new candidate, a failure that still reproduces), 2 bad usage or bad input.
 */
public final class Main {
	private Main() {
	}

	/** A command: reads its options, does its work, returns the exit status. */
	@FunctionalInterface
	public interface Command {
		int run(Args args, CliContext ctx) throws Exception;
	}

	private record Entry(String summary, Command command) {
	}

	/** Each command's synopsis, the one description its help prints. */
	private static final Map<String, String> SYNOPSES = Map.ofEntries(
		Map.entry("campaign", "campaign [--tries N | --time SECONDS] [--seed S] [--shard I/N] [--oracles tlp,norec,differential,optimizer-step,ask/8] [--grammar VERSION] [--guide none|plan] [--engines jena,...|product@version] [--engines-file engines.yaml] [--tolerance R] [--ledger FILE] [--findings FILE] [--attributions FILE] [--fail-on new|any] [--out DIR] [--max-shrinks K] [--max-shrinks-total T] [--max-restarts K] [--store-limits on|off] [--quiet] [--verbose] [--data FILE.ttl|nt|trig]"),
		Map.entry("differential", "differential [campaign options]  (default --oracles differential --engines jena,rdf4j,jena-ref,rdf4j-noopt)"),
		Map.entry("endpoints", "endpoints [campaign options]  (default --engines-file engines.yaml, its endpoints, --oracles tlp,norec)"),
		Map.entry("merge", "merge --out DIR SHARD_DIR..."),
		Map.entry("bench", "bench [--tries N] [--seed S] [--rounds R] [--only oracles,campaign,endpoints,engines,shrinking,heap,shards,managed,detect,naming] [--ledger L] [--findings F] [--attributions A] (naming) [--bugs ID,...] [--budget-seconds S] [--quick] [--grammar VERSION] [--guide none|plan] [--learn-weights [--grid-points I,J] [--choose]] [--warm-up-seconds S] [--managed-home DIR] [--campaign-cases N] [--campaign-oracles tlp,norec,differential] [--campaign-grammar VERSION] [--old-releases rdf4j@4.3.6,jena@5.0.0] [--old-release-cases N] [--old-release-warmup N] [--old-release-campaign-cases N] [--endpoint-engines a,b] [--endpoint-cases N] [--endpoint-oracles tlp,norec] [--engine-cases N] [--shrink-samples N] [--heap-checks N] [--shard-tries N] [--engines a,b] [--engines-file F]"),
		Map.entry("candidates", "candidates [--file F] [--ledger L] [--findings F] [--attributions A]"),
		Map.entry("promote", "promote <candidate-id> --url https://... --status reported --summary \"...\" [--file F] [--ledger L] [--engines-file F]"),
		Map.entry("finding", "finding <candidate-id> --id NAME [--engine KIND --summary \"...\" --upstream-search F] [--draft-file F] [--file F] [--findings findings.jsonl] [--attributions F] [--engines-file F]"),
		Map.entry("recheck", "recheck <id> | --all | --all-findings [--by seed|case|both] [--file F] [--ledger L] [--findings F] [--attributions A] [--test-classes DIR] [--engines-file F] [--on jena@6.2.0,rdf4j@5.2.2]"),
		Map.entry("bisect", "bisect <candidate-ledger-or-finding-id> [--engine NAME] [--product jena|rdf4j|rdf4j-noopt|oxigraph|comunica|blazegraph|virtuoso] [--from V] [--to V] [--file F] [--ledger L] [--findings F] [--record [--attributions F]]"),
		Map.entry("explain", "explain <candidate-ledger-or-finding-id> | --known [--file F] [--ledger L] [--findings F] [--all] [--record [--attributions F]]"),
		Map.entry("report", "report <candidate-ledger-or-finding-id> [--file F] [--ledger L] [--findings F] [--attributions F] [--out PATH|-]"),
		Map.entry("export", "export <candidate-ledger-or-finding-id> [--out DIR] [--file F] [--ledger L] [--findings F] [--engines-file F]"),
		Map.entry("generators", "generators [--write] [--dir generators]"),
		Map.entry("signatures", "signatures [--write] [--ledger L] [--findings F]"));

	private static final Map<String, Entry> COMMANDS = new LinkedHashMap<>();

	static {
		COMMANDS.put("campaign", new Entry("run oracles over a range of case seeds and print a summary", CampaignCommand::run));
		COMMANDS.put("differential", new Entry("campaign with the differential across jena, rdf4j, jena-ref, rdf4j-noopt",
			(a, ctx) -> CampaignCommand.run(a, ctx, CampaignCommand.DIFFERENTIAL)));
		COMMANDS.put("endpoints", new Entry("campaign with TLP and NoREC on the SPARQL endpoints of engines.yaml, after a preflight",
			(a, ctx) -> CampaignCommand.run(a, ctx, CampaignCommand.ENDPOINTS)));
		COMMANDS.put("merge", new Entry("merge the summaries of a campaign's shards", (a, ctx) -> MergeCommand.run(a)));
		COMMANDS.put("bench", new Entry("print checks per second and the harness overhead on in-process Jena", BenchCommand::run));
		COMMANDS.put("candidates", new Entry("group recorded candidates by dedup signature, marking known bugs", (a, ctx) -> CandidatesCommand.run(a, ctx)));
		COMMANDS.put("promote", new Entry("promote a candidate to a validated ledger entry: <id> --url --status --summary", PromoteCommand::run));
		COMMANDS.put("finding", new Entry("record a bug triaged here, not filed, after rechecking its repro: <candidate-id> --id [--engine --summary --upstream-search]",
			FindingCommand::run));
		COMMANDS.put("recheck", new Entry("recheck a ledger entry or candidate by its case and its seed: <id>|--all [--by] [--engines-file] [--on]", RecheckCommand::run));
		COMMANDS.put("bisect", new Entry("since which release: replay a candidate on an engine's published releases: <id> [--engine] [--from] [--to]",
			BisectCommand::run));
		COMMANDS.put("explain", new Entry("which optimizer step: re-run a candidate with each step switched off in turn: <id> [--all]",
			ExplainCommand::run));
		COMMANDS.put("report", new Entry("write a Markdown upstream-issue draft for a candidate or ledger entry: <id> [--out]", ReportCommand::run));
		COMMANDS.put("export", new Entry("write a repro as a JUnit 5 test and a W3C test-suite entry: <id> [--out DIR]", ExportCommand::run));
		COMMANDS.put("generators", new Entry("check (or --write) the pinned seed fingerprints under generators/", (a, ctx) -> GeneratorsCommand.run(a)));
		COMMANDS.put("signatures", new Entry("check (or --write) the dedup signatures stored in the ledger and the findings against this build's",
			SignaturesCommand::run));
	}

	/**
	 * The synopsis of a command, the one description its help prints: what the docs' commands are
	 * checked against. Empty for a name that is not a command.
	 */
	public static java.util.Optional<String> synopsis(String command) {
		return COMMANDS.containsKey(command) ? java.util.Optional.of(SYNOPSES.getOrDefault(command, command + " [options]"))
			: java.util.Optional.empty();
	}

	public static void main(String[] argv) {
		System.exit(run(argv));
	}

	/** Runs a command with the embedded engines, the process environment and standard streams. */
	public static int run(String[] argv) {
		return run(argv, CliContext.standard());
	}

	/** Runs a command in a context of the caller's: its engine catalog, environment and streams. */
	public static int run(String[] argv, CliContext ctx) {
		// help for one command: "help campaign" or "campaign --help"
		String helpFor = argv.length == 2 && argv[0].equals("help") ? argv[1]
			: argv.length >= 1 && COMMANDS.containsKey(argv[0]) && java.util.Arrays.asList(argv).contains("--help") ? argv[0] : null;
		if (helpFor != null && COMMANDS.containsKey(helpFor)) {
			ctx.out().println("usage: bin/sparqlcheck " + SYNOPSES.getOrDefault(helpFor, helpFor + " [options]"));
			ctx.out().println();
			ctx.out().println(COMMANDS.get(helpFor).summary() + ". More in README.md and docs/; 'bin/sparqlcheck help' lists the commands.");
			return 0;
		}
		if (argv.length == 0 || argv[0].equals("help") || argv[0].equals("--help")) {
			ctx.out().println("usage: bin/sparqlcheck <command> [options]\n\ncommands:");
			COMMANDS.forEach((name, e) -> ctx.out().printf("  %-12s %s%n", name, e.summary()));
			return argv.length == 0 ? 2 : 0;
		}
		Entry entry = COMMANDS.get(argv[0]);
		if (entry == null) {
			ctx.err().println("sparqlcheck: unknown command '" + argv[0] + "' (try: bin/sparqlcheck help)");
			return 2;
		}
		boolean debug = java.util.Arrays.asList(argv).contains("--debug");
		String[] rest = java.util.Arrays.stream(argv).filter(a -> !a.equals("--debug")).toArray(String[]::new);
		try {
			return entry.command().run(Args.parse(argv[0], rest, 1), ctx);
		} catch (Args.UsageException e) {
			// messages name their command ("campaign: --tries needs a value"); those that do not get it here
			String message = e.getMessage().startsWith(argv[0] + ":") ? e.getMessage() : argv[0] + ": " + e.getMessage();
			ctx.err().println("sparqlcheck " + message);
			return 2;
		} catch (Exception | StackOverflowError e) {
			// one line (a bad file, line or field says which); the trace only with --debug
			ctx.err().println("sparqlcheck " + argv[0] + ": " + InputErrors.describe(e)
				+ (debug ? "" : InputErrors.isInputError(e) ? "" : " (run again with --debug for the trace)"));
			if (debug) {
				e.printStackTrace(ctx.err());
			}
			return 2;
		}
	}
}
