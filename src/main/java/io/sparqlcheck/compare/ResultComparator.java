package io.sparqlcheck.compare;

import io.sparqlcheck.result.SolutionBag;

import io.sparqlcheck.result.Solution;

import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.Term;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The engine-independent comparator of the differential oracle. It compares two engines' answers
 * to one SELECT as bags of value-canonical solution keys ({@link ValueKey}), counted and
 * order-insensitive, with blank nodes matched up to isomorphism, and classifies a difference as
 * {@link DivergenceClass#RESPONSE}, {@link DivergenceClass#LOGIC}, {@link DivergenceClass#DATATYPE} or
 * {@link DivergenceClass#PRECISION}.
 *
 * <p>What the libraries provide, and why it is not used here:
 * <ul>
 *   <li>Jena's {@code ResultsCompare.equalsByTerm} is a real bag comparison with blank-node
 *       isomorphism, but by RDF term, so {@code "020"^^xsd:integer} and {@code "20"^^xsd:integer}
 *       differ; {@code equalsByValue} uses Jena's own {@code NodeValue} semantics, which is the value
 *       logic of one of the engines under test. Neither says how two results differ.</li>
 *   <li>RDF4J's {@code QueryResults.equals(TupleQueryResult, TupleQueryResult)} is not a bag
 *       comparison: rows of the second result are not consumed, so {@code [a, a]} equals
 *       {@code [a, b]}; it also ignores binding names.</li>
 * </ul>
 * So everything here is written for the purpose: the keys, the counting, the isomorphism search and
 * the classes. The tests cross-check the exact-term case against Jena's {@code ResultsCompare}.
 */
public final class ResultComparator {

	/** How a divergence of the projected variables alone starts: the same solutions under another header. */
	public static final String SAME_SOLUTIONS_OTHER_VARIABLES = "the same solutions, but the projected variables differ: ";

	private final Tolerance tolerance;

	public ResultComparator(Tolerance tolerance) {
		this.tolerance = Objects.requireNonNull(tolerance, "tolerance");
	}

	/** The comparator with {@link Tolerance#DEFAULT}. */
	public static ResultComparator standard() {
		return new ResultComparator(Tolerance.DEFAULT);
	}

	public Tolerance tolerance() {
		return tolerance;
	}

	/** One solution as value-canonical keys: variable to key, unbound variables absent. */
	public static Map<String, ValueKey> key(Solution s) {
		Map<String, ValueKey> key = new TreeMap<>();
		for (Map.Entry<String, Term> e : s.bindings().entrySet()) {
			key.put(e.getKey(), ValueKey.of(e.getValue()));
		}
		return key;
	}

	/** Compares the left answer with the right one. */
	public ComparisonResult compare(QueryOutcome left, QueryOutcome right) {
		if (!(left instanceof QueryOutcome.Solutions l) || !(right instanceof QueryOutcome.Solutions r)) {
			return new ComparisonResult.Divergence(DivergenceClass.RESPONSE,
				"the answers are not two bags of solutions: " + shape(left) + " against " + shape(right),
				SolutionBag.empty(), SolutionBag.empty());
		}
		return compare(l.rows(), r.rows(), Set.copyOf(l.variables()), Set.copyOf(r.variables()));
	}

	/** Compares two bags of solutions; the variable sets are the projected ones. */
	public ComparisonResult compare(List<Solution> left, List<Solution> right, Set<String> leftVars, Set<String> rightVars) {
		// Rows without blank nodes are compared by key; rows with them, as a whole, up to isomorphism.
		List<Solution> leftBlank = left.stream().filter(ResultComparator::hasBlank).toList();
		List<Solution> rightBlank = right.stream().filter(ResultComparator::hasBlank).toList();
		boolean blanksMatch = (leftBlank.isEmpty() && rightBlank.isEmpty()) || isomorphic(leftBlank, rightBlank);
		Map<Map<String, ValueKey>, List<Solution>> l = group(blanksMatch ? without(left, leftBlank) : left);
		Map<Map<String, ValueKey>, List<Solution>> r = group(blanksMatch ? without(right, rightBlank) : right);
		List<Solution> missing = new ArrayList<>();
		List<Solution> excess = new ArrayList<>();
		difference(l, r, missing);
		difference(r, l, excess);
		if (missing.isEmpty() && excess.isEmpty()) {
			if (!new TreeSet<>(leftVars).equals(new TreeSet<>(rightVars))) {
				return new ComparisonResult.Divergence(DivergenceClass.LOGIC, SAME_SOLUTIONS_OTHER_VARIABLES
					+ new TreeSet<>(leftVars) + " against " + new TreeSet<>(rightVars), SolutionBag.empty(), SolutionBag.empty());
			}
			return new ComparisonResult.Same(left.size());
		}
		SolutionBag m = SolutionBag.of(missing), x = SolutionBag.of(excess);
		String counts = left.size() + " against " + right.size() + " solutions; " + missing.size() + " missing, "
			+ excess.size() + " in excess";
		if (pairs(missing, excess, this::sameIgnoringDatatype)) {
			return new ComparisonResult.Divergence(DivergenceClass.DATATYPE,
				counts + "; they pair up when datatypes are ignored", m, x);
		}
		if (pairs(missing, excess, this::sameWithinTolerance)) {
			return new ComparisonResult.Divergence(DivergenceClass.PRECISION,
				counts + "; they pair up within the tolerance " + tolerance, m, x);
		}
		return new ComparisonResult.Divergence(DivergenceClass.LOGIC, counts, m, x);
	}

	private static String shape(QueryOutcome o) {
		if (o instanceof QueryOutcome.Solutions s) {
			return s.size() + " solutions";
		}
		if (o instanceof QueryOutcome.BooleanAnswer b) {
			return "the boolean " + b.value();
		}
		QueryOutcome.Failure f = (QueryOutcome.Failure) o;
		return "a failure (" + f.kind() + ": " + f.cause() + ")";
	}

	private static Map<Map<String, ValueKey>, List<Solution>> group(List<Solution> rows) {
		Map<Map<String, ValueKey>, List<Solution>> g = new LinkedHashMap<>();
		for (Solution s : rows) {
			g.computeIfAbsent(key(s), k -> new ArrayList<>()).add(s);
		}
		return g;
	}

	/** The rows of a whose key occurs more often in a than in b, as many times as it is in excess. */
	private static void difference(Map<Map<String, ValueKey>, List<Solution>> a, Map<Map<String, ValueKey>, List<Solution>> b,
								   List<Solution> into) {
		for (Map.Entry<Map<String, ValueKey>, List<Solution>> e : a.entrySet()) {
			int other = b.getOrDefault(e.getKey(), List.of()).size();
			List<Solution> rows = e.getValue();
			for (int i = other; i < rows.size(); i++) {
				into.add(rows.get(i));
			}
		}
	}

	// ---- blank-node isomorphism: a consistent one-to-one relabelling that makes the bags equal ----

	private static boolean isomorphic(List<Solution> left, List<Solution> right) {
		if (left.size() != right.size()) {
			return false;
		}
		List<Map<String, ValueKey>> l = left.stream().map(ResultComparator::key).toList();
		List<Map<String, ValueKey>> r = right.stream().map(ResultComparator::key).toList();
		return match(l, 0, new ArrayList<>(r), new HashMap<>(), new HashSet<>());
	}

	private static boolean hasBlank(Solution row) {
		return row.bindings().values().stream().anyMatch(t -> t instanceof io.sparqlcheck.model.BlankNode);
	}

	private static List<Solution> without(List<Solution> rows, List<Solution> blankRows) {
		return blankRows.isEmpty() ? rows : rows.stream().filter(s -> !hasBlank(s)).toList();
	}

	/** Backtracking: row i of the left matches some unused right row under an extension of the mapping. */
	private static boolean match(List<Map<String, ValueKey>> left, int i, List<Map<String, ValueKey>> unused,
								 Map<String, String> mapping, Set<String> used) {
		if (i == left.size()) {
			return true;
		}
		Map<String, ValueKey> row = left.get(i);
		for (int j = 0; j < unused.size(); j++) {
			Map<String, ValueKey> candidate = unused.get(j);
			if (!candidate.keySet().equals(row.keySet())) {
				continue;
			}
			Map<String, String> added = new HashMap<>();
			if (extend(row, candidate, mapping, used, added)) {
				unused.remove(j);
				if (match(left, i + 1, unused, mapping, used)) {
					return true;
				}
				unused.add(j, candidate);
			}
			added.forEach((from, to) -> {
				mapping.remove(from);
				used.remove(to);
			});
		}
		return false;
	}

	private static boolean extend(Map<String, ValueKey> row, Map<String, ValueKey> candidate, Map<String, String> mapping,
								  Set<String> used, Map<String, String> added) {
		for (Map.Entry<String, ValueKey> e : row.entrySet()) {
			ValueKey a = e.getValue();
			ValueKey b = candidate.get(e.getKey());
			if (a.isBlank() != b.isBlank()) {
				return false;
			}
			if (!a.isBlank()) {
				if (!a.equals(b)) {
					return false;
				}
				continue;
			}
			String to = mapping.get(a.value());
			if (to == null) {
				if (used.contains(b.value())) {
					return false;
				}
				mapping.put(a.value(), b.value());
				used.add(b.value());
				added.put(a.value(), b.value());
			} else if (!to.equals(b.value())) {
				return false;
			}
		}
		return true;
	}

	// ---- the relaxed pairings that decide datatype and precision ----

	private interface RowMatch {
		boolean test(Map<String, ValueKey> a, Map<String, ValueKey> b);
	}

	/** Rows with the same variables whose values are equal, or differ only as {@code allowed} permits. */
	private static boolean sameExcept(Map<String, ValueKey> a, Map<String, ValueKey> b,
									  java.util.function.BiPredicate<ValueKey, ValueKey> allowed) {
		if (!a.keySet().equals(b.keySet())) {
			return false;
		}
		for (String v : a.keySet()) {
			ValueKey x = a.get(v), y = b.get(v);
			if (!x.equals(y) && !allowed.test(x, y)) {
				return false;
			}
		}
		return true;
	}

	/** Only a difference of datatype counts here; two values of one datatype differ in value. */
	private boolean sameIgnoringDatatype(Map<String, ValueKey> a, Map<String, ValueKey> b) {
		return sameExcept(a, b, (x, y) -> !x.datatype().equals(y.datatype()) && x.withoutDatatype().equals(y.withoutDatatype()));
	}

	/** Numbers of one datatype within the tolerance. */
	private boolean sameWithinTolerance(Map<String, ValueKey> a, Map<String, ValueKey> b) {
		return sameExcept(a, b, (x, y) -> {
			Double dx = x.numericValue(), dy = y.numericValue();
			return dx != null && dy != null && x.datatype().equals(y.datatype()) && tolerance.close(dx, dy);
		});
	}

	/** Whether the two lists pair up one to one under the match (backtracking; the lists are small). */
	private static boolean pairs(List<Solution> missing, List<Solution> excess, RowMatch m) {
		if (missing.size() != excess.size()) {
			return false;
		}
		List<Map<String, ValueKey>> a = missing.stream().map(ResultComparator::key).toList();
		List<Map<String, ValueKey>> b = new ArrayList<>(excess.stream().map(ResultComparator::key).toList());
		return pair(a, 0, b, m);
	}

	private static boolean pair(List<Map<String, ValueKey>> a, int i, List<Map<String, ValueKey>> unused, RowMatch m) {
		if (i == a.size()) {
			return true;
		}
		for (int j = 0; j < unused.size(); j++) {
			Map<String, ValueKey> c = unused.get(j);
			if (m.test(a.get(i), c)) {
				unused.remove(j);
				if (pair(a, i + 1, unused, m)) {
					return true;
				}
				unused.add(j, c);
			}
		}
		return false;
	}
}
