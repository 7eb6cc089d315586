package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.Outcome;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code campaign [--tries N | --time SECONDS] [--seed S] [--shard I/N] [--oracles tlp,norec,differential] [--grammar VERSION]
 * [--engines jena,...] [--engines-file engines.yaml] [--ledger FILE] [--out DIR] [--max-shrinks K] [--quiet]}: the main job. Checks the cases of seeds S..S+N-1 (or
 * shard I of N of them) with every chosen oracle, shows progress, shrinks each new failure with
 * jqwik, prints a summary in classes (pass, known, candidate, engine-failure, skipped) per oracle and
 * engine with a fingerprint of everything generated, and writes {@code DIR/summary.json}
 * (default {@code target/sparqlcheck}). Exit status 1 when there is a new candidate or an engine
 * failure, 0 otherwise.
 */
final class CampaignCommand {
	private CampaignCommand() {
	}

	static int run(Args args) throws Exception {
		long seed = args.longOption("seed", 0);
		long tries = args.longOption("tries", args.option("time").isPresent() ? Long.MAX_VALUE - Math.abs(seed) : 1000);
		Duration time = args.option("time").map(t -> Duration.ofSeconds(parseSeconds(t))).orElse(null);
		int[] shard = parseShard(args.option("shard", "0/1"));
		List<String> engineNames = List.of(args.option("engines", String.join(",", io.sparqlcheck.engine.Engines.embeddedNames())).split(","));
		List<String> oracleNames = List.of(args.option("oracles", engineNames.size() > 1 ? "tlp,norec,differential" : "tlp,norec").split(","));
		CaseArbitrary cases = args.grammar().cases();
		Path enginesFile = args.option("engines-file").map(Path::of).orElse(null);
		Path out = Path.of(args.option("out", "target/sparqlcheck"));
		int maxShrinks = args.intOption("max-shrinks", 3);
		boolean quiet = args.flag("quiet");
		Path ledger = Path.of(args.option("ledger", io.sparqlcheck.ledger.Ledger.DEFAULT_FILE));
		args.rejectUnknown();
		if (tries < 1) {
			throw new Args.UsageException("campaign: --tries must be at least 1");
		}

		List<Engine> engines = EngineResolver.open("campaign", engineNames, enginesFile, System.out);
		try (AutoCloseable closeAll = () -> engines.forEach(Engine::close)) {
			List<Check> checks;
			try {
				checks = Check.of(oracleNames, engines);
			} catch (IllegalArgumentException e) {
				throw new Args.UsageException("campaign: " + e.getMessage());
			}
			SeedRange range = SeedRange.of(seed, tries).shard(shard[0], shard[1]);
			System.out.println("sparqlcheck campaign: " + describe(range, time) + " on "
				+ String.join(", ", engines.stream().map(Engine::label).toList())
				+ ", oracles " + checks.stream().map(Check::oracleName).distinct().toList()
				+ ", generator " + cases.generatorVersion());
			Triage triage;
			try {
				triage = io.sparqlcheck.campaign.LedgerTriage.of(ledger);
			} catch (RuntimeException e) {
				throw new Args.UsageException("campaign: " + ledger + ": " + e.getMessage());
			}
			Campaign campaign = new Campaign(cases, checks, triage, Campaign::defaultGroup);
			// The candidate records of this run's shrinks go beside its summary, so each shard has its own,
			// unless -Dsparqlcheck.candidates names a file.
			String candidatesFile = System.getProperty(io.sparqlcheck.ledger.Candidates.FILE_PROPERTY);
			System.setProperty(io.sparqlcheck.ledger.Candidates.FILE_PROPERTY,
				candidatesFile != null ? candidatesFile : out.resolve("candidates.jsonl").toString());
			long start = System.nanoTime();
			CampaignSummary summary;
			try {
				summary = campaign.run(new Campaign.Options(range, time, maxShrinks, quiet ? null : System.err));
			} finally {
				if (candidatesFile == null) {
					System.clearProperty(io.sparqlcheck.ledger.Candidates.FILE_PROPERTY);
				}
			}
			double seconds = (System.nanoTime() - start) / 1e9;
			summary.write(out.resolve("summary.json"));
			io.sparqlcheck.campaign.HtmlReport.write(summary, out.resolve("report.html"));
			print(summary, System.out, seconds);
			System.out.println("wrote " + out.resolve("summary.json") + " and " + out.resolve("report.html")
				+ (java.nio.file.Files.exists(out.resolve("candidates.jsonl")) ? "; candidate records in " + out.resolve("candidates.jsonl") : ""));
			if (tries == 1 && !summary.candidates().isEmpty()) {
				for (CampaignSummary.Candidate c : summary.candidates()) {
					System.out.println("\n" + c.oracle() + " " + c.verdict() + " on " + c.engines() + ": " + c.what());
					System.out.println("predicate: " + c.predicate() + "\ndata:\n" + c.data().indent(2));
				}
			}
			return summary.total(Outcome.CANDIDATE) + summary.total(Outcome.ENGINE_FAILURE) > 0 ? 1 : 0;
		}
	}

	/** The summary as a table, in classes per oracle and engine. */
	static void print(CampaignSummary summary, PrintStream out, double seconds) {
		out.println();
		out.printf("%-14s %-34s %8s %7s %10s %15s %8s%n", "oracle", "engine", "pass", "known", "candidate", "engine-failure", "skipped");
		summary.outcomes().forEach((oracle, byEngine) -> byEngine.forEach((engine, n) ->
			out.printf("%-14s %-34s %8d %7d %10d %15d %8d%n", oracle, engine, n.get("pass"), n.get("known"), n.get("candidate"),
				n.get("engine-failure"), n.get("skipped"))));
		summary.skipReasons().forEach((oracle, reasons) -> reasons.forEach((reason, n) ->
			out.printf("  skipped by %s: %d × %s%n", oracle, n, reason)));
		summary.known().forEach((what, n) -> out.printf("  known: %d × %s%n", n, what));
		summary.shrinkProblems().forEach(p -> out.println("  shrink problem (candidate kept unshrunk): " + p));
		Map<String, Long> cov = summary.coverage();
		long base = cov.getOrDefault("true", 0L) + cov.getOrDefault("false", 0L) + cov.getOrDefault("error", 0L);
		if (base > 0) {
			out.printf("EBV outcomes of %d TLP base solutions: true %.1f%%, false %.1f%%, error %.1f%%; cases with no base solution %.1f%%%n",
				base, 100.0 * cov.get("true") / base, 100.0 * cov.get("false") / base, 100.0 * cov.get("error") / base,
				100.0 * cov.getOrDefault("cases with no base solution", 0L) / Math.max(1, cov.getOrDefault("cases", 1L)));
		}
		summary.plans().forEach((pair, p) -> out.printf("plans: %s: %d of %d pairs collapsed (%.1f%%): the optimiser left %s%s%n",
			pair, p.get("collapsed"), p.get("pairs"), 100.0 * p.get("collapsed") / Math.max(1, p.get("pairs")),
			pair.startsWith("differential") ? "the plan as parsed" : "the filter on top",
			p.getOrDefault("unexplained", 0L) > 0 ? "; " + p.get("unexplained") + " pairs the engine could not explain" : ""));
		if (seconds > 0) {
			long checks = summary.outcomes().values().stream().flatMap(m -> m.values().stream())
				.mapToLong(m -> m.values().stream().mapToLong(Long::longValue).sum()).sum();
			out.printf("%d cases, %d checks in %.1f s (%.0f checks/s)%n", summary.casesChecked(), checks, seconds, checks / seconds);
		}
		out.println("fingerprint of the generated cases: " + summary.fingerprint());
		if (!summary.candidates().isEmpty()) {
			Map<String, List<CampaignSummary.Candidate>> groups = new TreeMap<>();
			summary.candidates().forEach(c -> groups.computeIfAbsent(c.group(), k -> new ArrayList<>()).add(c));
			out.println(summary.candidates().size() + " failure(s) in " + groups.size() + " group(s):");
			groups.forEach((group, list) -> {
				CampaignSummary.Candidate first = list.get(0);
				out.println("  " + group + ": " + list.size() + " failing checks, e.g. seed " + first.seed() + ": " + first.what());
				out.println("    shrunk predicate: " + (first.shrunkPredicate() == null ? "(not shrunk)" : first.shrunkPredicate()));
				out.println("    recheck: " + first.recheck());
			});
		}
	}

	private static String describe(SeedRange range, Duration time) {
		String seeds = time != null ? "seeds from " + range.from() + " for " + time.toSeconds() + " s"
			: "seeds " + range.from() + ".." + (range.from() + range.count() - 1);
		return range.shards() == 1 ? seeds : seeds + ", shard " + range.index() + "/" + range.shards();
	}

	private static long parseSeconds(String t) {
		try {
			long s = Long.parseLong(t.strip().replaceFirst("s$", ""));
			if (s < 1) {
				throw new NumberFormatException();
			}
			return s;
		} catch (NumberFormatException e) {
			throw new Args.UsageException("campaign: --time needs a positive number of seconds, got '" + t + "'");
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
