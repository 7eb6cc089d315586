package io.sparqlcheck.ledger;

import java.util.Objects;

/** The jqwik property a candidate came from: its class, method, jqwik extended label and label. */
public record PropertyRef(String className, String method, String extendedLabel, String label) {
	public PropertyRef {
		Objects.requireNonNull(className, "className");
		Objects.requireNonNull(method, "method");
	}
}
