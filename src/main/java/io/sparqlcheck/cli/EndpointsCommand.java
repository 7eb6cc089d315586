package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineEntry;
import io.sparqlcheck.config.EnginesFile;
import io.sparqlcheck.config.EnginesFileLoader;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.endpoint.EndpointUnavailableException;
import io.sparqlcheck.engine.endpoint.Preflight;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.sessions.JqwikSession;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code endpoints --engines-file engines.yaml --tries N --seed S [--engines a,b] [--oracles tlp,norec]}:
 * probes every chosen engine once (an unreachable endpoint is one error naming it, and nothing
 * runs), then checks the cases of seeds S to S+N-1 with each oracle on each engine, and prints the
 * verdict counts per engine and oracle, and every class of non-passing verdict (the oracle for a
 * violation; the failure kind and the start of its cause for an engine failure) with its count and
 * first seeds. Every dataset an endpoint was given is dropped on exit. Exit status 1 when any check
 * did not pass, 2 for bad usage, a bad engines file, or an endpoint that failed its preflight.
 */
final class EndpointsCommand {
	private EndpointsCommand() {
	}

	static int run(Args args) throws Exception {
		return run(args, System.getenv(), System.out, System.err);
	}

	static int run(Args args, Map<String, String> env, PrintStream out, PrintStream err) throws Exception {
		Path file = Path.of(args.option("engines-file", "engines.yaml"));
		long tries = args.longOption("tries", 2000);
		long seed = args.longOption("seed", 0);
		String only = args.option("engines", "");
		List<String> oracleNames = List.of(args.option("oracles", "tlp,norec").toLowerCase().split(","));
		args.rejectUnknown();
		if (tries < 1) {
			throw new Args.UsageException("endpoints: --tries must be at least 1");
		}
		EnginesFile engines;
		try {
			engines = EnginesFileLoader.load(file);
		} catch (ConfigException e) {
			err.println("sparqlcheck endpoints: " + e.getMessage());
			return 2;
		}
		List<EngineEntry> chosen = new ArrayList<>();
		if (only.isBlank()) {
			chosen.addAll(engines.endpoints());
		} else {
			for (String name : only.split(",")) {
				chosen.add(engines.engine(name.strip()).orElseThrow(() -> new Args.UsageException(
					"endpoints: --engines names '" + name.strip() + "', which " + file + " does not declare")));
			}
		}
		for (String o : oracleNames) {
			if (!o.strip().equals("tlp") && !o.strip().equals("norec")) {
				throw new Args.UsageException("endpoints: unknown oracle '" + o + "' (known: tlp, norec)");
			}
		}

		List<Engine> opened = new ArrayList<>();
		try {
			List<String> unavailable = new ArrayList<>();
			for (EngineEntry e : chosen) {
				Engine any;
				try {
					any = EngineResolver.openEntry(e, engines, env);
				} catch (ConfigException ce) {
					err.println("sparqlcheck endpoints: " + ce.getMessage());
					return 2;
				}
				opened.add(any);
				if (!(any instanceof SparqlEndpointEngine engine)) {
					continue; // an embedded engine: nothing to preflight
				}
				try {
					Preflight p = engine.preflight();
					out.println("preflight " + p.engine() + ": " + p.url() + " answers " + p.contentType() + "; version " + p.version()
						+ (p.leftovers() > 0 ? "; dropped " + p.leftovers() + " dataset(s) a crashed run left" : ""));
				} catch (EndpointUnavailableException ue) {
					unavailable.add(ue.getMessage());
				}
			}
			if (!unavailable.isEmpty()) {
				unavailable.forEach(m -> err.println("sparqlcheck endpoints: " + m));
				err.println("sparqlcheck endpoints: nothing was run (start the server, or leave it out with --engines)");
				return 2;
			}
			CaseArbitrary cases = SparqlArbitraries.cases();
			out.println("sparqlcheck endpoints: seeds " + seed + ".." + (seed + tries - 1) + ", oracles " + oracleNames
				+ ", generator " + cases.generatorVersion());
			boolean allPassed = true;
			JqwikSession.start();
			try {
				for (Engine engine : opened) {
					allPassed &= campaign(engine, oracleNames, cases, seed, tries, out);
				}
			} finally {
				JqwikSession.finish();
			}
			return allPassed ? 0 : 1;
		} finally {
			for (Engine e : opened) {
				e.close();
			}
		}
	}

	private static boolean campaign(Engine engine, List<String> oracleNames, CaseArbitrary cases, long seed, long tries,
									PrintStream out) {
		List<Oracle> oracles = new ArrayList<>();
		for (String name : oracleNames) {
			oracles.add(name.strip().equals("tlp") ? Tlp.on(engine) : Norec.on(engine));
		}
		Map<String, Map<String, Integer>> counts = new LinkedHashMap<>();
		Map<String, List<Long>> classes = new TreeMap<>();
		long started = System.nanoTime();
		for (long i = 0; i < tries; i++) {
			long caseSeed = seed + i;
			SparqlCase c = cases.caseForSeed(caseSeed);
			for (Oracle oracle : oracles) {
				Verdict v = oracle.check(c);
				counts.computeIfAbsent(oracle.name(), k -> new LinkedHashMap<>()).merge(v.kind(), 1, Integer::sum);
				if (!(v instanceof Verdict.Pass)) {
					classes.computeIfAbsent(classOf(v), k -> new ArrayList<>()).add(caseSeed);
					if (tries == 1) {
						out.println(v.describe());
					}
				}
			}
		}
		double seconds = (System.nanoTime() - started) / 1e9;
		out.println();
		out.printf("%s: %d cases in %.0f s%n", engine.label(), tries, seconds);
		out.printf("  %-8s %8s %10s %15s%n", "oracle", "PASS", "VIOLATION", "ENGINE_FAILURE");
		counts.forEach((oracle, byKind) -> out.printf("  %-8s %8d %10d %15d%n", oracle, byKind.getOrDefault("PASS", 0),
			byKind.getOrDefault("VIOLATION", 0), byKind.getOrDefault("ENGINE_FAILURE", 0)));
		classes.forEach((cls, seeds) -> out.println("  " + seeds.size() + " x " + cls + "; seeds " + seeds.subList(0, Math.min(8, seeds.size()))
			+ (seeds.size() > 8 ? " ..." : "")));
		return classes.isEmpty();
	}

	/** A verdict's class for triage: the oracle and discrepancy, or the failure kind and cause start. */
	static String classOf(Verdict v) {
		if (v instanceof Verdict.Violation violation) {
			return v.oracle() + " VIOLATION: " + String.join("; ", violation.discrepancies()).replaceAll("[0-9]+", "N")
				+ (violation.excess().isEmpty() ? "" : " [excess]") + (violation.missing().isEmpty() ? "" : " [missing]");
		}
		Verdict.EngineFailure f = (Verdict.EngineFailure) v;
		String cause = f.failure().cause().replaceAll("[0-9]+", "N");
		return v.oracle() + " ENGINE_FAILURE " + f.failure().kind() + ": " + (cause.length() > 140 ? cause.substring(0, 140) + "..." : cause);
	}
}
