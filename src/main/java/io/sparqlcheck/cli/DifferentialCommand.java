package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.Grammar;
import io.sparqlcheck.arbitraries.Grammars;
import io.sparqlcheck.compare.ComparisonResult;
import io.sparqlcheck.compare.ResultComparator;
import io.sparqlcheck.compare.Tolerance;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.Engines;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.LatitudeRule;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.sessions.JqwikSession;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code differential --tries N --seed S --engines jena,rdf4j,jena-ref,rdf4j-noopt [--tolerance 1e-9]
 * [--show K] [--grammar VERSION]}: runs the differential oracle on the cases of seeds S to S+N-1 across the named
 * embedded engines (the first is the reference), and prints the verdict counts, the divergences per
 * class and engine pair, every latitude rule with its clause and match count, and the candidate
 * divergences with their seeds. With {@code --tries 1} it prints the full verdict. Exit status 1
 * when any case did not pass.
 */
final class DifferentialCommand {
	private DifferentialCommand() {
	}

	static int run(Args args) throws Exception {
		long tries = args.longOption("tries", 1000);
		long seed = args.longOption("seed", 0);
		String engineNames = args.option("engines", "jena,rdf4j,jena-ref,rdf4j-noopt");
		double relative = Double.parseDouble(args.option("tolerance", Double.toString(Tolerance.DEFAULT.relative())));
		int show = args.intOption("show", 20);
		Grammar grammar = args.grammar();
		args.rejectUnknown();
		if (tries < 1) {
			throw new Args.UsageException("differential: --tries must be at least 1");
		}
		List<Engine> engines;
		try {
			engines = Engines.embeddedList(engineNames);
		} catch (IllegalArgumentException e) {
			throw new Args.UsageException("differential: --engines: " + e.getMessage());
		}
		if (engines.size() < 2) {
			throw new Args.UsageException("differential: --engines needs at least two engines, got '" + engineNames + "'");
		}
		try {
			Differential oracle = Differential.across(engines)
				.withComparator(new ResultComparator(new Tolerance(Tolerance.DEFAULT.absolute(), relative)));
			CaseArbitrary cases = grammar.cases();
			System.out.println("sparqlcheck differential: seeds " + seed + ".." + (seed + tries - 1) + " across "
				+ engines.stream().map(Engine::label).toList() + ", generator " + cases.generatorVersion());
			Map<String, Integer> verdicts = new LinkedHashMap<>();
			Map<String, Integer> classes = new TreeMap<>();
			Map<String, Integer> latitude = new LinkedHashMap<>();
			Map<String, Integer> failures = new TreeMap<>();
			for (LatitudeRule r : oracle.rules()) {
				latitude.put(r.name(), 0);
			}
			List<String> candidates = new ArrayList<>();
			Verdict last = null;
			JqwikSession.start();
			try {
				for (long i = 0; i < tries; i++) {
					long caseSeed = seed + i;
					SparqlCase c = cases.caseForSeed(caseSeed);
					Differential.Report report = oracle.examine(c);
					last = report.verdict();
					verdicts.merge(last.kind(), 1, Integer::sum);
					if (last instanceof Verdict.EngineFailure f) {
						failures.merge(f.engine() + " " + f.failure().kind(), 1, Integer::sum);
						candidates.add("seed " + caseSeed + " ENGINE_FAILURE on " + f.engine() + ": " + f.failure().cause()
							+ "; predicate " + c.predicate().toSparql());
					}
					for (Differential.Pair p : report.pairs()) {
						if (p.result() instanceof ComparisonResult.Divergence d) {
							String key = d.divergenceClass().label() + "  " + p.rightEngine() + " vs " + p.leftEngine()
								+ (p.rule() == null ? "" : "  [latitude " + p.rule().name() + "]");
							classes.merge(key, 1, Integer::sum);
							if (p.rule() != null) {
								latitude.merge(p.rule().name(), 1, Integer::sum);
							} else {
								candidates.add("seed " + caseSeed + " " + d.divergenceClass().label() + " " + p.rightEngine()
									+ " vs " + p.leftEngine() + ": " + d.description() + "; predicate " + c.predicate().toSparql());
							}
						}
					}
				}
			} finally {
				JqwikSession.finish();
			}
			System.out.println();
			System.out.println("verdicts: " + verdicts);
			System.out.println("engine failures: " + (failures.isEmpty() ? "none" : failures));
			System.out.println("divergences (class, pair, count):" + (classes.isEmpty() ? " none" : ""));
			classes.forEach((k, n) -> System.out.printf("  %5d  %s%n", n, k));
			System.out.println("latitude rules (name, matches, clause):" + (oracle.rules().isEmpty() ? " none defined" : ""));
			for (LatitudeRule r : oracle.rules()) {
				System.out.printf("  %-40s %5d  %s%n", r.name(), latitude.get(r.name()), r.clause());
			}
			if (candidates.isEmpty()) {
				return 0;
			}
			System.out.println();
			System.out.println(candidates.size() + " candidate(s); replay one with: bin/sparqlcheck differential --tries 1 --seed <seed> --engines "
				+ engineNames + (grammar.version().equals(Grammars.DEFAULT_VERSION) ? "" : " --grammar " + grammar.version()));
			candidates.stream().limit(show).forEach(s -> System.out.println("  " + s));
			if (candidates.size() > show) {
				System.out.println("  ... and " + (candidates.size() - show) + " more (--show N)");
			}
			if (tries == 1 && last != null) {
				System.out.println();
				System.out.println(last.describe());
			}
			return 1;
		} finally {
			engines.forEach(Engine::close);
		}
	}
}
