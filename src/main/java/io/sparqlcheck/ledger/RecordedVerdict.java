package io.sparqlcheck.ledger;

import io.sparqlcheck.result.Solution;
import io.sparqlcheck.result.SolutionBag;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.oracle.ExecutedQuery;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A verdict as a record holds it: kind, counts per query role, the discrepancies, the solutions
 * missing and in excess (each with its count), the failing query's kind and cause, and every
 * query the oracle ran with its outcome. Terms are written in N-Triples syntax.
 */
public record RecordedVerdict(VerdictKind kind, String oracle, String relation, Map<String, Integer> counts,
							  List<String> discrepancies, List<SolutionCount> missing, List<SolutionCount> excess,
							  String failingEngine, String failureKind, String failureCause,
							  List<RecordedQuery> queries) {

	public RecordedVerdict {
		Objects.requireNonNull(kind, "kind");
		Objects.requireNonNull(oracle, "oracle");
		counts = counts == null ? Map.of() : java.util.Collections.unmodifiableMap(new TreeMap<>(counts));
		discrepancies = discrepancies == null ? List.of() : List.copyOf(discrepancies);
		missing = missing == null ? List.of() : List.copyOf(missing);
		excess = excess == null ? List.of() : List.copyOf(excess);
		queries = queries == null ? List.of() : List.copyOf(queries);
	}

	/** A solution and how often it occurs. */
	public record SolutionCount(Map<String, String> solution, int count) {
		public SolutionCount {
			solution = java.util.Collections.unmodifiableMap(new TreeMap<>(solution));
		}
	}

	/**
	 * One query the oracle ran. {@code outcome} is {@code solutions}, {@code boolean} or
	 * {@code failure}; {@code rows} are the solutions in the order the engine returned them.
	 */
	public record RecordedQuery(String role, String engine, String query, String outcome, List<String> variables,
								List<Map<String, String>> rows, String failureKind, String failure) {
		public RecordedQuery {
			Objects.requireNonNull(query, "query");
			variables = variables == null ? List.of() : List.copyOf(variables);
			rows = rows == null ? List.of() : rows.stream().map(r -> (Map<String, String>) java.util.Collections
				.unmodifiableMap(new TreeMap<>(r))).toList();
		}

		static RecordedQuery of(ExecutedQuery q) {
			QueryOutcome o = q.outcome();
			if (o instanceof QueryOutcome.Solutions s) {
				return new RecordedQuery(q.role(), q.engine(), q.query(), "solutions", s.variables(),
					s.rows().stream().map(RecordedVerdict::solution).toList(), null, null);
			}
			if (o instanceof QueryOutcome.BooleanAnswer b) {
				return new RecordedQuery(q.role(), q.engine(), q.query(), "boolean", List.of(),
					List.of(Map.of("boolean", Boolean.toString(b.value()))), null, null);
			}
			QueryOutcome.Failure f = (QueryOutcome.Failure) o;
			return new RecordedQuery(q.role(), q.engine(), q.query(), "failure", List.of(), List.of(), f.kind().name(),
				f.cause());
		}
	}

	/** The verdict class a signature uses: the kind, with the failure kind for engine errors. */
	public String verdictClass() {
		return failureKind == null ? kind.name() : kind + "/" + failureKind;
	}

	public static RecordedVerdict of(Verdict v) {
		List<RecordedQuery> queries = v.queries().stream().map(RecordedQuery::of).toList();
		if (v instanceof Verdict.Violation x) {
			return new RecordedVerdict(v.kind(), v.oracle(), x.relation(), x.counts(), x.discrepancies(),
				bag(x.missing()), bag(x.excess()), null, null, null, queries);
		}
		if (v instanceof Verdict.EngineFailure f) {
			return new RecordedVerdict(v.kind(), v.oracle(), null, Map.of(), List.of(), List.of(), List.of(),
				f.engine(), f.failure().kind().name(), f.failure().cause(), queries);
		}
		return new RecordedVerdict(v.kind(), v.oracle(), null, ((Verdict.Pass) v).counts(), List.of(), List.of(),
			List.of(), null, null, null, queries);
	}

	static Map<String, String> solution(Solution s) {
		Map<String, String> m = new TreeMap<>();
		for (Map.Entry<String, Term> e : s.bindings().entrySet()) {
			m.put(e.getKey(), e.getValue().toNTriples());
		}
		return m;
	}

	private static List<SolutionCount> bag(SolutionBag bag) {
		List<SolutionCount> out = new ArrayList<>();
		for (Map.Entry<Solution, Integer> e : bag.counts().entrySet()) {
			out.add(new SolutionCount(solution(e.getKey()), e.getValue()));
		}
		out.sort(Comparator.comparing(c -> c.solution().toString()));
		return out;
	}

	/**
	 * How this verdict differs from another in what a recheck compares: the kind, the failure kind
	 * and, for an engine failure, the exception its cause names ({@link ExceptionClass#same}: two
	 * evaluation errors with different exceptions are two failures), the role of the failing query,
	 * the counts, and the solutions missing and in excess. Empty when they fail the same way.
	 */
	public List<String> differencesFrom(RecordedVerdict other) {
		List<String> d = new ArrayList<>();
		if (kind != other.kind) {
			d.add("verdict " + other.kind + " instead of " + kind);
			return d;
		}
		if (!Objects.equals(failureKind, other.failureKind)) {
			d.add("failure kind " + other.failureKind + " instead of " + failureKind);
		}
		if (kind == VerdictKind.ENGINE_FAILURE && !ExceptionClass.same(failureCause, other.failureCause)) {
			d.add("exception " + other.exceptionClass().orElse("'" + other.failureCause + "'") + " instead of "
				+ exceptionClass().orElse("'" + failureCause + "'"));
		}
		if (!Objects.equals(failingRole(), other.failingRole())) {
			d.add("the failing query is now '" + other.failingRole() + "', was '" + failingRole() + "'");
		}
		if (!counts.equals(other.counts)) {
			d.add("counts " + other.counts + " instead of " + counts);
		}
		if (!missing.equals(other.missing)) {
			d.add("missing solutions " + other.missing + " instead of " + missing);
		}
		if (!excess.equals(other.excess)) {
			d.add("excess solutions " + other.excess + " instead of " + excess);
		}
		return d;
	}

	/** The exception class an engine failure's cause names (the deepest of its chain), or empty. */
	public java.util.Optional<String> exceptionClass() {
		return ExceptionClass.deepest(failureCause);
	}

	/** The role of the query that failed, or null when none did. */
	public String failingRole() {
		return queries.stream().filter(q -> q.outcome().equals("failure")).map(RecordedQuery::role).findFirst().orElse(null);
	}

	/** The counts as one readable line, in the oracle's own order when known. */
	public String countsLine() {
		Map<String, Integer> ordered = new LinkedHashMap<>();
		for (RecordedQuery q : queries) {
			if (counts.containsKey(q.role())) {
				ordered.put(q.role(), counts.get(q.role()));
			}
		}
		counts.forEach(ordered::putIfAbsent);
		return ordered.toString();
	}
}
