package io.sparqlcheck.campaign;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.OracleType;
import io.sparqlcheck.oracle.Oracles;

import java.util.ArrayList;
import java.util.List;

/**
 * One oracle bound to its engine(s): what a campaign runs on every case, or on one case in
 * {@code every} for a sampled oracle.
 *
 * <p>A sampled oracle ({@code ask/8} on the command line) is one whose bugs are few but whose
 * queries cost as much as TLP's: run on every case it halves a campaign's rate, and every bug the
 * other oracles find comes later; run on one case in eight it still reaches its own bugs within a
 * few hundred cases. Which cases is a function of the case's seed alone (its remainder modulo
 * {@code every}, shifted by the oracle's key so that two sampled oracles take different cases), so
 * the same command checks the same cases with the same oracles on any machine, and a seed
 * rechecked alone is checked as it was in its campaign.
 *
 * @param type    the oracle's entry in the {@link Oracles} registry
 * @param engines the engines it runs on (one for a per-engine oracle)
 * @param oracle  the bound oracle
 * @param every   1 for every case, n for one case in n
 */
public record Check(OracleType type, List<Engine> engines, Oracle oracle, int every) {

	public Check {
		engines = List.copyOf(engines);
		if (every < 1) {
			throw new IllegalArgumentException("a check runs on one case in n, n at least 1, not " + every);
		}
	}

	/** A check run on every case. */
	public Check(OracleType type, List<Engine> engines, Oracle oracle) {
		this(type, engines, oracle, 1);
	}

	/** The same check, its oracle replaced (a differential with another comparator, say). */
	public Check withOracle(Oracle other) {
		return new Check(type, engines, other, every);
	}

	/** Whether the campaign runs this check on the case of this seed: always, or for a sampled one on one seed in {@code every}. */
	public boolean runsOn(long caseSeed) {
		return every == 1 || Math.floorMod(caseSeed + type.key().hashCode(), every) == 0;
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
	 * them (the first engine the reference the others are compared with). A name may end in
	 * {@code /n}: that oracle runs on one case in n ({@link #runsOn}).
	 *
	 * @throws IllegalArgumentException for an unknown oracle, a bad {@code /n}, or a differential over
	 *                                  fewer than two engines (a harness failure, never a pass)
	 */
	public static List<Check> of(List<String> oracleSpecs, List<Engine> engines) {
		List<Check> out = new ArrayList<>();
		for (String spec : oracleSpecs) {
			int every = every(spec);
			Oracles.bindAll(List.of(oracleKey(spec)), engines).forEach(b -> out.add(new Check(b.type(), b.engines(), b.oracle(), every)));
		}
		return List.copyOf(out);
	}

	/** The oracle a spec names: {@code ask} of {@code ask/8}. */
	public static String oracleKey(String spec) {
		int slash = spec.indexOf('/');
		return (slash < 0 ? spec : spec.substring(0, slash)).strip();
	}

	private static int every(String spec) {
		int slash = spec.indexOf('/');
		if (slash < 0) {
			return 1;
		}
		String n = spec.substring(slash + 1).strip();
		try {
			int every = Integer.parseInt(n);
			if (every >= 1) {
				return every;
			}
		} catch (NumberFormatException notANumber) {
			// said below
		}
		throw new IllegalArgumentException("oracle '" + spec.strip() + "': after the '/' comes n, to run it on one case in n (n at least 1), not '" + n + "'");
	}
}
