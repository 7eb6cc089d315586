package io.sparqlcheck.jqwik;

import io.sparqlcheck.ledger.KnownFailures;
import io.sparqlcheck.oracle.LatitudeMatch;
import io.sparqlcheck.oracle.LatitudeRule;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;
import org.assertj.core.api.AbstractAssert;

/**
 * AssertJ assertions on verdicts. {@link #holds()} is the one assertion site of an oracle property:
 * a violation fails with a {@link ViolationError} whose message shows the relation, the counts and
 * the solutions missing and in excess; an engine failure fails with an {@link EngineFailureError}
 * naming the query and its cause.
 */
public final class VerdictAssert extends AbstractAssert<VerdictAssert, Verdict> {

	VerdictAssert(Verdict actual) {
		super(actual, VerdictAssert.class);
	}

	/** The relation held: the verdict is PASS. Anything else fails, each kind with its own error. */
	public VerdictAssert holds() {
		isNotNull();
		if (actual instanceof Verdict.Violation v) {
			throw new ViolationError(v);
		}
		if (actual instanceof Verdict.EngineFailure f) {
			throw new EngineFailureError(f);
		}
		return this;
	}

	/**
	 * The relation held, or the failure is one the project already knows: {@code ledger.jsonl} and
	 * {@code findings.jsonl} in the working directory (see {@link #holdsUnlessKnown(KnownFailures)}).
	 */
	public VerdictAssert holdsUnlessKnown() {
		return holdsUnlessKnown(KnownFailures.ofWorkingDirectory());
	}

	/**
	 * The relation held, or the verdict's failure is one {@code known} knows by signature (a ledger
	 * entry or a triaged finding): a known engine bug lets the property pass, anything else fails as
	 * {@link #holds()} fails. The match is the campaign's (oracle, engine names, verdict class, shape
	 * of the case), so a failure of a new shape still fails, and shrinks to a case of its own.
	 */
	public VerdictAssert holdsUnlessKnown(KnownFailures known) {
		isNotNull();
		if (known.known(actual).isPresent()) {
			return this;
		}
		return holds();
	}

	public VerdictAssert isPass() {
		return isKind(VerdictKind.PASS);
	}

	/** A pass whose one latitude match is this rule's: the divergence was excused by it, its re-run confirming it. */
	public VerdictAssert isExcusedBy(LatitudeRule rule) {
		isPass();
		java.util.List<LatitudeMatch> matches = ((Verdict.Pass) actual).latitude();
		if (matches.size() != 1 || !matches.get(0).rule().equals(rule)) {
			failWithMessage("expected a pass excused by latitude rule %s alone, but its latitude was %s", rule.name(), matches);
		}
		return this;
	}

	public VerdictAssert isViolation() {
		return isKind(VerdictKind.VIOLATION);
	}

	public VerdictAssert isEngineFailure() {
		return isKind(VerdictKind.ENGINE_FAILURE);
	}

	/** The row count the verdict recorded for a query role ({@code base}, {@code true}, ...). */
	public VerdictAssert hasCount(String role, int expected) {
		isNotNull();
		java.util.Map<String, Integer> counts = actual instanceof Verdict.Pass p ? p.counts()
			: actual instanceof Verdict.Violation v ? v.counts() : java.util.Map.of();
		Integer count = counts.get(role);
		if (count == null || count != expected) {
			failWithMessage("expected %s = %d, but the counts were %s%n%s", role, expected, counts, actual.describe());
		}
		return this;
	}

	private VerdictAssert isKind(VerdictKind kind) {
		isNotNull();
		if (actual.kind() != kind) {
			failWithMessage("expected a %s verdict, but got %s:%n%s", kind, actual.kind(), actual.describe());
		}
		return this;
	}
}
