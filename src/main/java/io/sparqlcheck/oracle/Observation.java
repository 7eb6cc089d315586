package io.sparqlcheck.oracle;

/**
 * What an oracle reports about a check beyond its verdict, for a campaign's statistics. An
 * observation never changes a verdict and never stops a run.
 */
public sealed interface Observation permits Observation.Coverage, Observation.Plan {

	/**
	 * A count toward a coverage figure (TLP: base solutions whose predicate was true, false or an error).
	 *
	 * @param key   what is counted
	 * @param count how many this check adds
	 */
	record Coverage(String key, long count) implements Observation {
	}

	/**
	 * Whether a pair of queries (or of engines) ran one plan: such a pair has no oracle power.
	 *
	 * @param pair      which pair, for example {@code NoREC jena 5.6.0}
	 * @param collapsed whether the two ran one plan, or null when the engine could not explain its plan
	 */
	record Plan(String pair, Boolean collapsed) implements Observation {
	}
}
