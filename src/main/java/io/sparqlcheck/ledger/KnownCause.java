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
		failureSteps.stream().filter(s -> identity.versions().containsKey(OptimizerAttribution.roleOf(s))).forEach(out::add);
		return out;
	}

	/**
	 * Whether a failure met by another oracle (or on other sides) than a repro is the repro's bug by its
	 * steps: a wrong result both, and exactly the same steps on the same roles, none on a role the repro
	 * did not run. The steps that make an engine right again are the bug, whichever oracle saw it
	 * (rdf4j-filter-into-values-undef's FilterOptimizer and QueryJoinOptimizer drop the same row under
	 * NoREC and against rdf4j-noopt). A failure that also needs a step of an engine the repro did not run is more than
	 * this bug, so it does not match.
	 */
	public boolean sameCulprit(FailureIdentity f, Set<String> failureSteps) {
		String violation = io.sparqlcheck.oracle.VerdictKind.VIOLATION.name();
		return f.verdictClass().equals(violation) && identity.verdictClass().equals(violation) && steps.equals(failureSteps);
	}

	/**
	 * Whether a failure with this locus ({@code steps}: its one cause {@code locus: ...}) is this repro's by it:
	 * the same place (element, carrier, scope) and, for the differential, the same way there
	 * ({@link EvaluatorLocus#how}): the same roles losing rows on the roles both ran, the whole failures split
	 * alike on them ({@link FailureIdentity#losesLike}), or rows differing both ways on both, whichever way the
	 * whole failure went; for the per-engine oracles (TLP, NoREC, AGG-TLP, ASK), whose loci say no way, the same family. A pair taken from a
	 * larger failure is matched so with a repro on four engines: Jena's -0.0e0 = -0.0 loses the row at the locus
	 * whether the whole case filtered on {@code =} or on {@code !=}.
	 */
	public boolean sameLocus(FailureIdentity f, Set<String> failureSteps) {
		if (steps.size() != 1 || failureSteps.size() != 1) {
			return false;
		}
		String mine = failureSteps.iterator().next(), theirs = steps.iterator().next();
		if (!EvaluatorLocus.isCause(mine) || !EvaluatorLocus.place(mine).equals(EvaluatorLocus.place(theirs))) {
			return false;
		}
		String how = EvaluatorLocus.how(mine), theirHow = EvaluatorLocus.how(theirs);
		if (how.isEmpty() || theirHow.isEmpty()) {
			return how.isEmpty() && theirHow.isEmpty() && f.onEvaluator().sameFamilyAs(identity.onEvaluator());
		}
		Set<String> a = EvaluatorLocus.lostOn(mine), b = EvaluatorLocus.lostOn(theirs);
		return a.isEmpty() && b.isEmpty() ? f.sameSidesAs(identity) : f.losesLike(a, identity, b);
	}
}
