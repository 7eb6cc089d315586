package io.sparqlcheck.result;

import io.sparqlcheck.result.Solution;

import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A multiset of solutions, kept as counts. Two bags are equal when every solution occurs the same
 * number of times in both: comparing sizes and then sets is not enough ({@code [a, a]} and
 * {@code [a, b]} have one size, and {@code [a, a, b]} and {@code [a, b, b]} one set too).
 */
public final class SolutionBag {

	private static final SolutionBag EMPTY = new SolutionBag(Map.of(), 0);

	private final Map<Solution, Integer> counts;
	private final int size;

	private SolutionBag(Map<Solution, Integer> counts, int size) {
		this.counts = counts;
		this.size = size;
	}

	public static SolutionBag empty() {
		return EMPTY;
	}

	public static SolutionBag of(Collection<Solution> solutions) {
		Map<Solution, Integer> counts = new LinkedHashMap<>();
		for (Solution s : solutions) {
			counts.merge(s, 1, Integer::sum);
		}
		return new SolutionBag(Collections.unmodifiableMap(counts), solutions.size());
	}

	/**
	 * The multiset union of the lists, {@code of(a).plus(of(b))...} (the same counts in the same
	 * order of first occurrence), built in one pass.
	 */
	@SafeVarargs
	public static SolutionBag of(List<Solution>... lists) {
		Map<Solution, Integer> counts = new LinkedHashMap<>();
		int size = 0;
		for (List<Solution> list : lists) {
			for (Solution s : list) {
				counts.merge(s, 1, Integer::sum);
			}
			size += list.size();
		}
		return new SolutionBag(Collections.unmodifiableMap(counts), size);
	}

	public static SolutionBag of(Solution... solutions) {
		return of(List.of(solutions));
	}

	/** The number of solutions, duplicates counted. */
	public int size() {
		return size;
	}

	public boolean isEmpty() {
		return size == 0;
	}

	/** How often the solution occurs. */
	public int count(Solution s) {
		return counts.getOrDefault(s, 0);
	}

	/** Each distinct solution with its count, in order of first occurrence. */
	public Map<Solution, Integer> counts() {
		return counts;
	}

	/** Multiset union: counts add up. */
	public SolutionBag plus(SolutionBag other) {
		Map<Solution, Integer> sum = new LinkedHashMap<>(counts);
		other.counts.forEach((s, n) -> sum.merge(s, n, Integer::sum));
		return new SolutionBag(Collections.unmodifiableMap(sum), size + other.size);
	}

	/** Multiset difference: each solution's count here less its count there, where positive. */
	public SolutionBag minus(SolutionBag other) {
		Map<Solution, Integer> diff = new LinkedHashMap<>();
		int n = 0;
		for (Map.Entry<Solution, Integer> e : counts.entrySet()) {
			int left = e.getValue() - other.count(e.getKey());
			if (left > 0) {
				diff.put(e.getKey(), left);
				n += left;
			}
		}
		return new SolutionBag(Collections.unmodifiableMap(diff), n);
	}

	@Override
	public boolean equals(Object o) {
		return o instanceof SolutionBag other && size == other.size && counts.equals(other.counts);
	}

	@Override
	public int hashCode() {
		return counts.hashCode();
	}

	/** One solution a line, with its count where it is more than one. */
	@Override
	public String toString() {
		if (isEmpty()) {
			return "(none)";
		}
		StringBuilder b = new StringBuilder();
		counts.forEach((s, n) -> b.append(n > 1 ? n + " × " : "").append(s).append('\n'));
		return b.toString().stripTrailing();
	}
}
