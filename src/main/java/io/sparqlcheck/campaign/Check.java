package io.sparqlcheck.campaign;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Tlp;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One oracle bound to its engine(s): what a campaign runs on every case.
 *
 * @param oracleName the oracle's name as summaries write it
 * @param engines    the engines it runs on (one for TLP and NoREC)
 * @param oracle     the bound oracle
 */
public record Check(String oracleName, List<Engine> engines, Oracle oracle) {

	public Check {
		engines = List.copyOf(engines);
	}

	/** The engine label summaries use: {@code jena 5.6.0}, or the labels joined for a cross-engine check. */
	public String engineLabel() {
		return String.join(" | ", engines.stream().map(Engine::label).toList());
	}

	/** Every oracle a campaign knows, by the name users give it. */
	public static final List<String> ORACLES = List.of("tlp", "norec", "differential");

	/**
	 * The checks of the named oracles: TLP and NoREC on each engine, the differential across all of
	 * them (the first engine the reference the others are compared with).
	 *
	 * @throws IllegalArgumentException for an unknown oracle, or a differential over fewer than two
	 *                                  engines (a harness failure, never a pass)
	 */
	public static List<Check> of(List<String> oracleNames, List<Engine> engines) {
		List<Check> checks = new ArrayList<>();
		for (String name : oracleNames) {
			switch (name.strip().toLowerCase(Locale.ROOT)) {
				case "tlp" -> engines.forEach(e -> checks.add(new Check(Tlp.NAME, List.of(e), Tlp.on(e))));
				case "norec" -> engines.forEach(e -> checks.add(new Check(Norec.NAME, List.of(e), Norec.on(e))));
				case "differential" -> checks.add(new Check(Differential.NAME, engines, Differential.across(engines)));
				default -> throw new IllegalArgumentException("unknown oracle '" + name + "' (known: " + String.join(", ", ORACLES) + ")");
			}
		}
		return checks;
	}
}
