package io.sparqlcheck.result;

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
		// A map already wrapped here (by an engine that built it for this solution alone) is kept as is.
		if (!(bindings instanceof UnmodifiableSorted)) {
			bindings = new UnmodifiableSorted(new TreeMap<>(bindings));
		}
	}

	/**
	 * Takes ownership of a freshly built map without copying it again: the caller must not keep or
	 * change it. Engines use this on their hot path.
	 */
	public static Solution adopt(TreeMap<String, Term> freshBindings) {
		return new Solution(new UnmodifiableSorted(freshBindings));
	}

	/**
	 * A read-only view that marks the map as already owned by a Solution. Its hash is worked out
	 * once (the map never changes): an oracle's multisets hash each solution several times.
	 */
	private static final class UnmodifiableSorted extends java.util.AbstractMap<String, Term> implements SortedMap<String, Term> {
		private final SortedMap<String, Term> map;
		/** The map's hash, or 0 before it is first asked for (a racy single check: every thread computes the same value). */
		private int hash;

		UnmodifiableSorted(TreeMap<String, Term> map) {
			this.map = Collections.unmodifiableSortedMap(map);
		}

		@Override
		public int hashCode() {
			int h = hash;
			if (h == 0) {
				h = super.hashCode();
				hash = h;
			}
			return h;
		}

		@Override
		public boolean equals(Object o) {
			if (o instanceof UnmodifiableSorted other && other.hashCode() != hashCode()) {
				return false; // equal maps have equal hashes
			}
			return super.equals(o);
		}

		@Override
		public java.util.Set<Entry<String, Term>> entrySet() {
			return map.entrySet();
		}

		@Override
		public Term get(Object key) {
			return map.get(key);
		}

		@Override
		public boolean containsKey(Object key) {
			return map.containsKey(key);
		}

		@Override
		public int size() {
			return map.size();
		}

		@Override
		public java.util.Comparator<? super String> comparator() {
			return map.comparator();
		}

		@Override
		public SortedMap<String, Term> subMap(String from, String to) {
			return map.subMap(from, to);
		}

		@Override
		public SortedMap<String, Term> headMap(String to) {
			return map.headMap(to);
		}

		@Override
		public SortedMap<String, Term> tailMap(String from) {
			return map.tailMap(from);
		}

		@Override
		public String firstKey() {
			return map.firstKey();
		}

		@Override
		public String lastKey() {
			return map.lastKey();
		}
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
