package io.sparqlcheck.campaign;

/**
 * The class a campaign puts each check in, following the verdict classes of mature differential
 * fuzzers: a violation is either already known (it matches a ledger entry or a named latitude rule)
 * or a new candidate; an engine failure stays an engine failure; a case an oracle cannot judge is
 * skipped, with its reason counted.
 */
public enum Outcome {
	PASS("pass"), KNOWN("known"), CANDIDATE("candidate"), ENGINE_FAILURE("engine-failure"), SKIPPED("skipped");

	/** The name summaries and reports use. */
	public final String label;

	Outcome(String label) {
		this.label = label;
	}
}
