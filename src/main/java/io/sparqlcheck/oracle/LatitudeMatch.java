package io.sparqlcheck.oracle;

import java.util.Objects;

/**
 * A divergence between two engines that a latitude rule explained: which rule, which engines. A
 * passing verdict carries its matches, so a summary counts an allowed divergence as known by rule
 * and clause, never as a silent pass.
 *
 * @param rule        the rule that matched
 * @param leftEngine  the label of the engine compared against
 * @param rightEngine the label of the engine that diverged from it
 * @param confirmedBy the rewritten query on which both engines agreed, confirming the rule
 */
public record LatitudeMatch(LatitudeRule rule, String leftEngine, String rightEngine, String confirmedBy) {
	public LatitudeMatch {
		Objects.requireNonNull(rule, "rule");
		Objects.requireNonNull(leftEngine, "leftEngine");
		Objects.requireNonNull(rightEngine, "rightEngine");
		Objects.requireNonNull(confirmedBy, "confirmedBy");
	}

	/** {@code latitude rule NAME (CLAUSE)}: how summaries name what made the divergence known. */
	public String describe() {
		return "latitude rule " + rule.name() + " (" + rule.clause() + ")";
	}
}
