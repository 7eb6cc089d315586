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

	/** Nothing is known: every failure is a candidate. */
	Triage NOTHING_KNOWN = (v, engines) -> Optional.empty();

	/** This triage, then the other where this one knows nothing. */
	default Triage orElse(Triage other) {
		return (v, engines) -> knownAs(v, engines).or(() -> other.knownAs(v, engines));
	}
}
