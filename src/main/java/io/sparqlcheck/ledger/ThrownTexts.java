package io.sparqlcheck.ledger;

import java.util.Set;
import java.util.TreeSet;

/**
 * An engine failure's exception texts as causes ({@code ROLE threw: <text>}), beside the optimizer steps and loci
 * a repro's causes also hold: what {@link KnownBugs#byException} matches a failure by. The text of an exception (a
 * helpful NullPointerException names the very field, RDF4J's evaluation errors the very comparison) is the throw
 * site as far as a record can say.
 */
final class ThrownTexts {
	private ThrownTexts() {
	}

	private static final String THREW = " threw: ";

	/**
	 * An engine failure's cause as its exception names it: for each failing role, {@code ROLE threw: <the
	 * exception's text>} (empty for any other verdict).
	 */
	static Set<String> of(RecordedVerdict v) {
		Set<String> out = new TreeSet<>();
		if (v.kind() == io.sparqlcheck.oracle.VerdictKind.ENGINE_FAILURE && v.failureCause() != null && !v.failureCause().isBlank()) {
			// each failing role with its own text: two engines that crash, each its own way, are two throw sites
			v.queries().stream().filter(q -> "failure".equals(q.outcome()) && q.failure() != null && !q.failure().isBlank())
				.forEach(q -> out.add(FailureIdentity.role(EngineRef.fromLabel(q.engine()).name()) + THREW + q.failure().strip()));
			if (out.isEmpty()) {
				FailureIdentity.failingRoles(v).forEach(r -> out.add(r + THREW + v.failureCause().strip()));
			}
		}
		return out;
	}

	/** The exception texts a bug's repros threw. */
	static Set<String> of(KnownBug b) {
		Set<String> known = new TreeSet<>();
		b.causes().stream().flatMap(c -> c.steps().stream()).filter(t -> t.contains(THREW)).forEach(known::add);
		return known;
	}

	/** Whether a repro's cause is optimizer steps alone: no exception text, no locus. */
	static boolean onlySteps(KnownCause c) {
		return c.steps().stream().noneMatch(t -> t.contains(THREW) || EvaluatorLocus.isCause(t));
	}
}
