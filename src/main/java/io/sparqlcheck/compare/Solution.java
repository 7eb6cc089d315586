package io.sparqlcheck.compare;

import io.sparqlcheck.model.Term;

import java.util.Collections;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * One solution mapping: variable name to RDF term, for the variables that are bound. A variable
 * that is absent is unbound, so a solution with {@code ?w} unbound never equals one where it is
 * bound. Equality is RDF term equality.
 */
public record Solution(SortedMap<String, Term> bindings) {

	public Solution {
		bindings = Collections.unmodifiableSortedMap(new TreeMap<>(bindings));
	}

	public static Solution of(Map<String, Term> bindings) {
		return new Solution(new TreeMap<>(bindings));
	}

	/** The term bound to the variable, or null when it is unbound. */
	public Term get(String variable) {
		return bindings.get(variable);
	}

	public boolean isBound(String variable) {
		return bindings.containsKey(variable);
	}

	/** {@code { ?o=25 ?s=<http://ex/s0> }}, variables in name order, unbound ones left out. */
	@Override
	public String toString() {
		StringBuilder b = new StringBuilder("{");
		bindings.forEach((k, v) -> b.append(" ?").append(k).append('=').append(v.toNTriples()));
		return b.append(" }").toString();
	}
}
