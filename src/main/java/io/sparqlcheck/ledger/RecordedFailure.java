package io.sparqlcheck.ledger;

import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;

/**
 * Whether a fresh verdict on a recorded case is the recorded failure: what bisection asks of each
 * release and optimizer attribution of each configuration. The same failure means the same verdict
 * class (kind, and failure kind for an engine error) and no difference a recheck would report: for
 * an engine error that includes the exception class, so a release that crashes with another
 * exception fails <em>another</em> way.
 */
public final class RecordedFailure {
	private RecordedFailure() {
	}

	/** The answer, with one line of detail. */
	public record Reading(Bisection.Answer answer, String detail) {
	}

	/** How {@code now} compares with the candidate's recorded shrunk verdict. */
	public static Reading read(Candidate c, Verdict now) {
		RecordedVerdict recorded = c.shrunk().verdict();
		RecordedVerdict fresh = RecordedVerdict.of(now);
		if (fresh.kind() == VerdictKind.PASS) {
			return new Reading(Bisection.Answer.PASSES, "counts " + fresh.countsLine());
		}
		java.util.List<String> differences = recorded.differencesFrom(fresh);
		boolean same = fresh.verdictClass().equals(recorded.verdictClass()) && differences.isEmpty();
		String what = fresh.verdictClass() + fresh.exceptionClass().map(x -> " " + x).orElse("");
		return new Reading(same ? Bisection.Answer.FAILS : Bisection.Answer.OTHER,
			what + ", counts " + fresh.countsLine() + (same ? "" : " (not the recorded failure: " + String.join("; ", differences) + ")"));
	}
}
