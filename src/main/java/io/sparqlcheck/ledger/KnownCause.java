package io.sparqlcheck.ledger;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A repro's recorded cause: the optimizer steps its failure needs ({@link Attribution#steps()}).
 *
 * @param identity the repro's identity
 * @param steps    its steps, {@code ROLE: step}; empty when no single step is needed
 */
public record KnownCause(FailureIdentity identity, Set<String> steps) {
	public KnownCause {
		steps = Set.copyOf(steps);
	}

	/** The failure's steps on the roles this repro ran (a campaign may run more engines than the repro did). */
	public Set<String> onRoles(Set<String> failureSteps) {
		Set<String> out = new TreeSet<>();
		failureSteps.stream().filter(s -> identity.versions().containsKey(s.substring(0, s.indexOf(": ")))).forEach(out::add);
		return out;
	}
}

