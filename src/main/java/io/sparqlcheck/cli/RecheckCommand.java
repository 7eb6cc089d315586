package io.sparqlcheck.cli;

import io.sparqlcheck.config.EngineCatalog;

import io.sparqlcheck.jqwik.SeedRecheck;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.RecheckResult;
import io.sparqlcheck.ledger.Rechecks;

import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * {@code recheck <id> | --all | --all-findings [--by seed|case|both] [--file F] [--ledger L] [--findings F] [--attributions A]
 * [--test-classes DIR] [--engines-file F] [--on jena@6.2.0,rdf4j@5.2.2]}: rechecks a ledger entry, a candidate or a triaged finding
 * (in that order; a finding's repros by case), or with {@code --all} every ledger entry, with
 * {@code --all-findings} every triaged finding's repros. For one id it also says what the known set
 * ({@link io.sparqlcheck.ledger.KnownBugs}) calls the record: the known bug, or new.
 * By case: the recorded shrunk case replayed on the named engines (embedded, or those of
 * {@code --engines-file}, endpoints included; {@code --on} stands managed releases in for their
 * products' engines, see {@link RecheckEngines}). By seed: the recorded property
 * re-run with the recorded seed and settings, its regenerated case checked against the recorded
 * one first; properties under {@code target/test-classes}, or that of the project the candidates file
 * lies in (or {@code --test-classes DIR}), are found too.
 * Exit status: 1 when something still fails (the same way or differently) or a seed no longer
 * means its case, 2 when nothing could be rechecked, 0 when everything rechecked now passes.
 */
final class RecheckCommand {
	private RecheckCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		Path candidates = Records.candidates(args);
		Path ledger = Records.ledger(args);
		Path findings = Records.findings(args);
		Path attributions = Records.attributions(args);
		args.flag("all");
		args.flag("all-findings");
		Rechecks.By by;
		try {
			by = Rechecks.By.parse(args.option("by", "both"));
		} catch (IllegalArgumentException e) {
			throw new Args.UsageException("recheck: " + e.getMessage());
		}
		List<Path> testClasses = testClassDirs(args.option("test-classes"), candidates);
		Path enginesFile = args.option("engines-file").map(Path::of).orElse(null);
		String on = args.option("on", "");
		args.rejectUnknown();
		try (RecheckEngines engines = RecheckEngines.of(EngineResolver.catalog("recheck", enginesFile, ctx), on)) {
			return recheck(args, ctx, engines.catalog(), by, testClasses, new Path[]{candidates, ledger, findings, attributions});
		}
	}

	private static int recheck(Args args, CliContext ctx, EngineCatalog catalog, Rechecks.By by, List<Path> testClasses, Path[] files)
		throws Exception {
		Path candidates = files[0], ledger = files[1], findings = files[2];
		boolean all = args.flag("all");
		boolean allFindings = args.flag("all-findings");
		ClassLoader loader = loader(testClasses);
		Function<Candidate, RecheckResult> bySeed = c -> SeedRecheck.run(c, catalog, loader);
		List<Rechecks.Report> reports = new ArrayList<>();
		if (allFindings) {
			if (all || !args.positional().isEmpty()) {
				throw new Args.UsageException("recheck: --all-findings stands alone");
			}
			reports.addAll(io.sparqlcheck.ledger.Findings.recheckAll(findings, catalog));
			ctx.out().println(reports.size() + " triaged finding(s) in " + findings + ", rechecked by case");
		} else if (all) {
			if (!args.positional().isEmpty()) {
				throw new Args.UsageException("recheck: give an id or --all, not both");
			}
			reports.addAll(Rechecks.recheckLedger(ledger, by, catalog, bySeed));
			ctx.out().println(reports.size() + " ledger entr" + (reports.size() == 1 ? "y" : "ies") + " in " + ledger);
		} else {
			String id = Records.onlyPositional(args, "recheck", "ledger entry or candidate id (or --all)");
			Optional<Rechecks.Report> r;
			try {
				r = Rechecks.recheckId(id, ledger, candidates, by, catalog, bySeed);
			} catch (IllegalArgumentException e) {
				throw new Args.UsageException("recheck: " + e.getMessage() + "; keep the one you mean in a file of its own and name it with --file");
			}
			if (r.isEmpty()) {
				r = io.sparqlcheck.ledger.Findings.recheck(findings, catalog, f -> f.id().equals(id)).stream().findFirst();
			}
			reports.add(r.orElseThrow(() -> new Args.UsageException("recheck: no ledger entry, candidate or triaged finding " + id
				+ " in " + ledger + ", " + candidates + " or " + findings)));
			knownLine(id, files, ctx);
		}
		boolean fails = false, ran = false;
		for (Rechecks.Report report : reports) {
			ctx.out().println(report.describe());
			for (RecheckResult result : report.results()) {
				switch (result.answer()) {
					case STILL_FAILS, FAILS_DIFFERENTLY, SEED_MISMATCH -> {
						fails = true;
						ran = true;
					}
					case NOW_PASSES -> ran = true;
					case SKIPPED -> {
					}
				}
			}
		}
		return fails ? 1 : (ran || reports.isEmpty()) ? 0 : 2;
	}

	/**
	 * What the known set ({@link io.sparqlcheck.ledger.KnownBugs}, read as {@code campaign} and
	 * {@code candidates} read it) calls the record the id names, one line: the known bug, or new.
	 */
	private static void knownLine(String id, Path[] files, CliContext ctx) throws Exception {
		Path candidates = files[0], ledger = files[1], findings = files[2], attributions = files[3];
		Candidate c;
		try {
			c = Records.ledgerOrCandidate("recheck", id, ledger, findings, candidates);
		} catch (Args.UsageException e) {
			return; // a ledger entry filed by hand: no recorded failure to name
		}
		ctx.out().println("known set: " + c.id() + ": " + KnownSet.read("recheck", ledger, findings, attributions).verdict(c));
	}

	/**
	 * Where the properties of a by-seed recheck are looked for: {@code --test-classes DIR}, else
	 * {@code target/test-classes} here and the {@code test-classes} folder of the project the
	 * candidates file lies in ({@code <project>/target/sparqlcheck/candidates.jsonl} gives
	 * {@code <project>/target/test-classes}), so rechecking one's own candidate needs no flag.
	 */
	static List<Path> testClassDirs(Optional<String> option, Path candidates) {
		if (option.isPresent()) {
			return List.of(Path.of(option.get()));
		}
		java.util.Set<Path> dirs = new java.util.LinkedHashSet<>();
		dirs.add(Path.of("target", "test-classes").toAbsolutePath().normalize());
		Path p = candidates.toAbsolutePath().normalize().getParent();
		for (int up = 0; up < 3 && p != null; up++, p = p.getParent()) {
			dirs.add(p.resolve("test-classes"));
			dirs.add(p.resolve("target").resolve("test-classes"));
		}
		return dirs.stream().filter(Files::isDirectory).toList();
	}

	private static ClassLoader loader(List<Path> testClasses) throws Exception {
		ClassLoader parent = RecheckCommand.class.getClassLoader();
		if (testClasses.isEmpty()) {
			return parent;
		}
		List<URL> urls = new ArrayList<>();
		for (Path dir : testClasses) {
			urls.add(dir.toUri().toURL());
		}
		return new URLClassLoader(urls.toArray(URL[]::new), parent);
	}
}
