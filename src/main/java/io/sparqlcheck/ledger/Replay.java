package io.sparqlcheck.ledger;

import java.util.Objects;

/**
 * Everything needed to replay a falsified property by its seed.
 *
 * @param seed             the property's seed (a decimal long), or null for a case not generated from a seed
 * @param tries            the tries the property was configured with, or null for jqwik's default
 * @param falsifiedAtTry   the try (from 1) whose sample falsified it: the original sample
 * @param generation       the generation mode, or null when not set explicitly
 * @param edgeCases        the edge-cases mode, or null when not set explicitly
 * @param shrinking        the shrinking mode, or null when not set explicitly
 * @param afterFailure     the after-failure mode, or null when not set explicitly
 * @param shrinkingSteps   how many shrinking steps led from the original to the shrunk sample
 * @param shrinkingBoundReached whether the shrink stopped at its bound before it was done (jqwik's time
 *                         bound for a user's property; the count of evaluations for a campaign's shrink):
 *                         the shrunk case is then not a fixed point
 * @param jqwikVersion     the jqwik version, as read from jqwik's jar
 * @param generatorVersion the version of the grammar that generated the case
 */
public record Replay(String seed, Integer tries, int falsifiedAtTry, String generation, String edgeCases,
					 String shrinking, String afterFailure, int shrinkingSteps, boolean shrinkingBoundReached,
					 String jqwikVersion,
					 String generatorVersion) {

	public Replay {
		if (seed != null && !seed.matches("-?[0-9]{1,19}")) {
			throw new IllegalArgumentException("seed must be a decimal long, is " + seed);
		}
		Objects.requireNonNull(jqwikVersion, "jqwikVersion");
		Objects.requireNonNull(generatorVersion, "generatorVersion");
		if (falsifiedAtTry < 1) {
			throw new IllegalArgumentException("falsifiedAtTry must be at least 1");
		}
	}
}
