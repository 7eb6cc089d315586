package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.sessions.JqwikSession;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code campaign --tries N --seed S [--oracles tlp,norec]}: checks the cases of seeds S to S+N-1
 * with every chosen oracle on in-process Jena, and prints the verdict counts per oracle, the seeds of
 * every case that did not pass, and a fingerprint of everything generated (two runs with the same
 * options print the same fingerprint). Exit status 1 when any case did not pass.
 */
final class CampaignCommand {
	private CampaignCommand() {
	}

	static int run(Args args) throws Exception {
		long tries = args.longOption("tries", 1000);
		long seed = args.longOption("seed", 0);
		List<String> oracleNames = List.of(args.option("oracles", "tlp,norec").toLowerCase().split(","));
		args.rejectUnknown();
		if (tries < 1) {
			throw new Args.UsageException("campaign: --tries must be at least 1");
		}

		try (Engine jena = new JenaEngine()) {
			List<Oracle> oracles = new ArrayList<>();
			for (String name : oracleNames) {
				switch (name.strip()) {
					case "tlp" -> oracles.add(Tlp.on(jena));
					case "norec" -> oracles.add(Norec.on(jena));
					default -> throw new Args.UsageException("campaign: unknown oracle '" + name + "' (known: tlp, norec)");
				}
			}
			Map<String, Map<String, Integer>> counts = new LinkedHashMap<>();
			List<String> notPassing = new ArrayList<>();
			MessageDigest fingerprint = MessageDigest.getInstance("SHA-256");
			CaseArbitrary cases = SparqlArbitraries.cases();
			System.out.println("sparqlcheck campaign: seeds " + seed + ".." + (seed + tries - 1) + " on " + jena.label()
				+ ", oracles " + oracles.stream().map(Oracle::name).toList() + ", generator " + cases.generatorVersion());
			JqwikSession.start();
			try {
				for (long i = 0; i < tries; i++) {
					long caseSeed = seed + i;
					SparqlCase c = cases.caseForSeed(caseSeed);
					fingerprint.update(c.fingerprint().getBytes(StandardCharsets.US_ASCII));
					for (Oracle oracle : oracles) {
						Verdict v = oracle.check(c);
						counts.computeIfAbsent(oracle.name(), k -> new LinkedHashMap<>()).merge(v.kind(), 1, Integer::sum);
						if (!(v instanceof Verdict.Pass)) {
							notPassing.add(oracle.name() + " " + v.kind() + " at seed " + caseSeed + ": " + firstLine(v));
						}
					}
				}
			} finally {
				JqwikSession.finish();
			}
			System.out.println();
			System.out.printf("%-8s %8s %10s %15s%n", "oracle", "PASS", "VIOLATION", "ENGINE_FAILURE");
			counts.forEach((oracle, byKind) -> System.out.printf("%-8s %8d %10d %15d%n", oracle,
				byKind.getOrDefault("PASS", 0), byKind.getOrDefault("VIOLATION", 0), byKind.getOrDefault("ENGINE_FAILURE", 0)));
			System.out.println();
			System.out.println("fingerprint of the generated cases: " + HexFormat.of().formatHex(fingerprint.digest()));
			if (!notPassing.isEmpty()) {
				System.out.println(notPassing.size() + " check(s) did not pass; replay one with: bin/sparqlcheck campaign --tries 1 --seed <seed>");
				notPassing.stream().limit(20).forEach(s -> System.out.println("  " + s));
				if (notPassing.size() > 20) {
					System.out.println("  ... and " + (notPassing.size() - 20) + " more");
				}
				if (tries == 1) {
					System.out.println();
					SparqlCase c = cases.caseForSeed(seed);
					for (Oracle oracle : oracles) {
						Verdict v = oracle.check(c);
						if (!(v instanceof Verdict.Pass)) {
							System.out.println(v.describe());
						}
					}
				}
				return 1;
			}
			return 0;
		}
	}

	private static String firstLine(Verdict v) {
		if (v instanceof Verdict.Violation violation) {
			return violation.discrepancies().get(0) + "; predicate " + v.sparqlCase().predicate().toSparql();
		}
		Verdict.EngineFailure f = (Verdict.EngineFailure) v;
		return f.failure().kind() + ": " + f.failure().cause();
	}
}
