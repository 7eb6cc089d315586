package io.sparqlcheck.cli;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.managed.ManagedEngineException;
import io.sparqlcheck.engine.managed.ManagedEngines;
import io.sparqlcheck.engine.managed.Release;
import io.sparqlcheck.ledger.Attribution;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.Bisection;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.ledger.RecordedFailure;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Oracles;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code bisect <candidate-ledger-or-finding-id> [--engine NAME] [--product jena|rdf4j|rdf4j-noopt|oxigraph|comunica|blazegraph|virtuoso] [--from V] [--to V]
 * [--file F] [--ledger L] [--findings F] [--record [--attributions F]]}:
 * replays the recorded shrunk case on the product's published releases (Maven Central's or npm's list; the product
 * defaults to the longest one the varied engine's name starts with, else jena:
 * {@code rdf4j-noopt} for a finding of the in-process rdf4j-noopt),
 * each run by the tool itself, in place of the engine named by {@code --engine} (by default the
 * candidate's only engine), by binary search; prints every release probed with its answer, and
 * the last release without the failure and the first with it (or the fix); {@code --record} keeps the answer
 * against the candidate's id in attributions.jsonl, where its issue draft reads it. Exit status 0 when the
 * search ran, 2 for bad usage or a release that cannot be had.
 */
final class BisectCommand {
	private BisectCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		Path candidates = Records.candidates(args);
		Path ledger = Records.ledger(args);
		Path findings = Records.findings(args);
		Path attributions = Records.attributions(args);
		boolean record = args.flag("record");
		Optional<String> engineOption = args.option("engine");
		Optional<String> productOption = args.option("product");
		Optional<String> from = args.option("from"), to = args.option("to");
		String id = Records.onlyPositional(args, "bisect", "candidate or ledger entry id");
		args.rejectUnknown();
		Candidate c = Records.ledgerOrCandidate("bisect", id, ledger, findings, candidates);
		int varied = variedEngine(c, engineOption);
		String product = productOption.orElseGet(() -> ManagedEngines.productOf(c.engines().get(varied).name()));
		EngineCatalog catalog = ctx.catalog();
		List<String> releases;
		try {
			releases = new ArrayList<>(catalog.managed().releases(product).stream().filter(v -> v.matches("[0-9]+(\\.[0-9]+)*"))
				.filter(v -> Release.compareVersions(v, from.orElse(ManagedEngines.oldestRunnable(product))) >= 0)
				.filter(v -> to.or(() -> ManagedEngines.newestRunnable(product)).map(t -> Release.compareVersions(v, t) <= 0).orElse(true))
				.toList());
		} catch (ManagedEngineException e) {
			throw new Args.UsageException("bisect: " + e.getMessage());
		}
		if (releases.isEmpty()) {
			throw new Args.UsageException("bisect: no published " + product + " release in the range asked for");
		}
		String subject = c.oracle() + " on " + c.engines().get(varied).name() + " replaced by " + product + " releases " + releases.get(0)
			+ ".." + releases.get(releases.size() - 1) + " (" + releases.size() + ")";
		ctx.out().println("sparqlcheck bisect " + id + ": " + subject);
		int[] probed = {0};
		Bisection.Result result = Bisection.run(releases, v -> {
			// a line per release as it is replayed: an install can take minutes, and the search is not silent meanwhile
			ctx.out().println("  [" + (++probed[0]) + "] " + product + " " + v + " ...");
			Bisection.Probe p = probe(c, varied, new Release(product, v), catalog);
			ctx.out().println("  [" + probed[0] + "] " + product + " " + v + ": " + p.answer() + (p.detail().isBlank() ? "" : " (" + p.detail() + ")"));
			return p;
		});
		ctx.out().println("releases replayed, oldest first:");
		List<String> lines = new ArrayList<>();
		for (Bisection.Probe p : result.probes()) {
			lines.add(String.format("%-10s %-7s %s", p.release(), p.answer(), p.detail()));
			ctx.out().println("  " + lines.get(lines.size() - 1));
		}
		ctx.out().println(result.verdict());
		if (record) {
			Optional<io.sparqlcheck.ledger.ReleaseRange> affected = result.affected();
			Attributions.put(attributions, new Attribution(c.id(), Attribution.Kind.RELEASES, subject, result.verdict(), lines,
				c.engines().get(varied).name(), affected.map(io.sparqlcheck.ledger.ReleaseRange::oldest).orElse(null),
				affected.map(io.sparqlcheck.ledger.ReleaseRange::newest).orElse(null), result.fixedIn().orElse(null)));
			ctx.out().println("recorded for " + c.id() + " in " + attributions + " (its issue draft shows it)");
		}
		return 0;
	}

	private static int variedEngine(Candidate c, Optional<String> name) {
		if (name.isEmpty()) {
			if (c.engines().size() != 1) {
				throw new Args.UsageException("bisect: the candidate ran on " + c.engines().stream().map(EngineRef::name).toList()
					+ ": say which one the releases replace with --engine");
			}
			return 0;
		}
		for (int i = 0; i < c.engines().size(); i++) {
			if (c.engines().get(i).name().equals(name.get())) {
				return i;
			}
		}
		throw new Args.UsageException("bisect: --engine " + name.get() + " is not one of the candidate's engines "
			+ c.engines().stream().map(EngineRef::name).toList());
	}

	/** The recorded case on the release (the other recorded engines as the catalog has them). */
	private static Bisection.Probe probe(Candidate c, int varied, Release release, EngineCatalog catalog) {
		List<Engine> engines = new ArrayList<>();
		try {
			for (int i = 0; i < c.engines().size(); i++) {
				String name = i == varied ? release.toString() : c.engines().get(i).name();
				Engine e = catalog.open(name).orElseThrow(() -> new Args.UsageException("bisect: engine " + name + " is not available here"));
				// under the recorded name, so that per-engine counts compare with the record
				engines.add(i == varied ? new io.sparqlcheck.engine.RenamedEngine(e, c.engines().get(i).name()) : e);
			}
			Oracle oracle = Oracles.bind(c.oracle(), engines).orElseThrow(() -> new Args.UsageException("bisect: oracle "
				+ c.oracle() + " over " + engines.size() + " engine(s) is not available here"));
			RecordedFailure.Reading reading = RecordedFailure.read(c, oracle.check(c.shrunk().sparqlCase()));
			return new Bisection.Probe(release.version(), reading.answer(), reading.detail());
		} catch (ManagedEngineException e) {
			return new Bisection.Probe(release.version(), Bisection.Answer.OTHER, "could not run: " + e.getMessage());
		} catch (ConfigException e) {
			throw new Args.UsageException("bisect: " + e.getMessage());
		} finally {
			engines.forEach(Engine::close);
		}
	}
}
