package io.sparqlcheck.oracle;

/**
 * The three verdicts an oracle can give, as a closed set. Its {@link #name()} is the word summaries,
 * candidate records and the ledger write ({@code PASS}, {@code VIOLATION}, {@code ENGINE_FAILURE}).
 */
public enum VerdictKind {
	/** The relation held on every query's answer. */
	PASS,
	/** Every query answered and the relation failed: a claimed wrong result. */
	VIOLATION,
	/** Some query gave no answer (an error, a timeout, an unreadable response): never a pass, never a wrong result. */
	ENGINE_FAILURE;

	/** The kind a record wrote; an unknown word is an error naming it. */
	public static VerdictKind of(String word) {
		for (VerdictKind k : values()) {
			if (k.name().equals(word)) {
				return k;
			}
		}
		throw new IllegalArgumentException("'" + word + "' is not a verdict kind (PASS, VIOLATION, ENGINE_FAILURE)");
	}
}
