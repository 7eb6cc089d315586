package io.sparqlcheck.campaign;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.OracleType;
import io.sparqlcheck.oracle.Oracles;

import java.util.List;

/**
 * One oracle bound to its engine(s): what a campaign runs on every case.
 *
 * @param type    the oracle's entry in the {@link Oracles} registry
 * @param engines the engines it runs on (one for a per-engine oracle)
 * @param oracle  the bound oracle
 */
public record Check(OracleType type, List<Engine> engines, Oracle oracle) {

	public Check {
		engines = List.copyOf(engines);
	}

	/** The oracle's name as summaries write it. */
	public String oracleName() {
		return type.name();
	}

	/** The engine label summaries use: {@code jena 5.6.0}, or the labels joined for a cross-engine check. */
	public String engineLabel() {
		return String.join(" | ", engines.stream().map(Engine::label).toList());
	}

	/**
	 * The checks of the named oracles: per-engine ones on each engine, the others across all of
	 * them (the first engine the reference the others are compared with).
	 *
	 * @throws IllegalArgumentException for an unknown oracle, or a differential over fewer than two
	 *                                  engines (a harness failure, never a pass)
	 */
	public static List<Check> of(List<String> oracleNames, List<Engine> engines) {
		return Oracles.bindAll(oracleNames, engines).stream().map(b -> new Check(b.type(), b.engines(), b.oracle())).toList();
	}
}
