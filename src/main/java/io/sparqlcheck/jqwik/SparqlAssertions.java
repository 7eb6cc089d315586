package io.sparqlcheck.jqwik;

import io.sparqlcheck.oracle.Verdict;

/** The entry point of sparqlcheck's AssertJ assertions: {@code assertThat(verdict).holds()}. */
public final class SparqlAssertions {
	private SparqlAssertions() {
	}

	public static VerdictAssert assertThat(Verdict verdict) {
		return new VerdictAssert(verdict);
	}
}
