package io.sparqlcheck.campaign;

import io.sparqlcheck.oracle.Verdict;

import java.util.List;
import java.util.Optional;

/**
 * What is already known about a failing verdict: the id of a ledger entry it matches, or the name of
 * a latitude rule that explains it. A verdict with no match is a new candidate.
 */
@FunctionalInterface
public interface Triage {

	/** What the verdict, on engines of these names, is known as, if anything. */
	Optional<String> knownAs(Verdict verdict, List<String> engineNames);

	/**
	 * Whether the failure fails the way a known bug does, whatever its case's shape: a campaign
	 * shrinks failures of no known family first. By default, no.
	 */
	default boolean knownFamily(Verdict verdict) {
		return false;
	}

	/**
	 * What a failure that {@link #knownAs} does not know is known as by its cause (an engine failure's
	 * exception; the optimizer steps it needs, found by re-running it on these engines with each step
	 * off; for a failure of a known family that needs none, where the evaluator first goes wrong), if
	 * anything. Asked of shrunk failures, and of a known family's failures a campaign leaves unshrunk: on
	 * a larger case the rule is the same (the exact steps, or the locus, of one of the bug's repros), and
	 * a larger case that needs a step more than any of its repros names nothing. By
	 * default, nothing.
	 */
	default Optional<String> knownByCause(Verdict failure, List<io.sparqlcheck.engine.Engine> engines) {
		return Optional.empty();
	}

	/**
	 * What an engine failure is known as by its exception alone, before any shrink: the one known bug
	 * whose repros threw the same text on every role that failed here ({@code KnownBugs#byException}).
	 * A crash is known by its throw site whatever the case's shape, so shrinking such a failure only
	 * to find the same text again is spent for nothing; a text several bugs threw is not answered here
	 * (the optimizer steps of the shrunk case tell them apart). By default, nothing.
	 */
	default Optional<String> knownByException(Verdict unshrunk) {
		return Optional.empty();
	}

	/** Nothing is known: every failure is a candidate. */
	Triage NOTHING_KNOWN = (v, engines) -> Optional.empty();

	/** This triage, then the other where this one knows nothing. */
	default Triage orElse(Triage other) {
		Triage self = this;
		return new Triage() {
			@Override
			public Optional<String> knownAs(Verdict v, List<String> engines) {
				return self.knownAs(v, engines).or(() -> other.knownAs(v, engines));
			}

			@Override
			public boolean knownFamily(Verdict v) {
				return self.knownFamily(v) || other.knownFamily(v);
			}

			@Override
			public Optional<String> knownByCause(Verdict v, List<io.sparqlcheck.engine.Engine> engines) {
				return self.knownByCause(v, engines).or(() -> other.knownByCause(v, engines));
			}

			@Override
			public Optional<String> knownByException(Verdict v) {
				return self.knownByException(v).or(() -> other.knownByException(v));
			}
		};
	}
}
