package io.sparqlcheck.ledger;

import io.sparqlcheck.compare.ComparisonResult;
import io.sparqlcheck.compare.ResultComparator;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.ExecutedQuery;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;
import io.sparqlcheck.result.QueryOutcome;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * How a failing verdict fails, whatever the case it failed on: the oracle, the engines, and the way
 * the relation broke. A shrink step keeps a failure only when its class stays the same, so a shrink
 * never slips from one bug into another; it is also the coarse part of a campaign's groups.
 *
 * <ul>
 *   <li>an engine failure: the engine that failed, the failure kind and the role of the failing query;</li>
 *   <li>a differential violation: for each engine that disagrees with the first, the divergence class
 *       and the direction (rows missing, rows in excess, or both);</li>
 *   <li>any other violation: the discrepancies with their numbers abstracted, whether solutions are
 *       missing and whether some are in excess, and for NoREC which side has more rows.</li>
 * </ul>
 *
 * @param oracle  the oracle's name
 * @param kind    VIOLATION or ENGINE_FAILURE
 * @param engines the labels of the engines involved
 * @param how     the way it fails, one part per engine pair or per discrepancy, in a fixed order
 */
public record FailureClass(String oracle, VerdictKind kind, List<String> engines, List<String> how) {

	public FailureClass {
		Objects.requireNonNull(oracle, "oracle");
		Objects.requireNonNull(kind, "kind");
		engines = List.copyOf(engines);
		how = List.copyOf(how);
		if (kind == VerdictKind.PASS) {
			throw new IllegalArgumentException("a pass has no failure class");
		}
	}

	/**
	 * The class of a failing verdict.
	 *
	 * @throws IllegalArgumentException for a pass
	 */
	public static FailureClass of(Verdict v) {
		if (v instanceof Verdict.EngineFailure f) {
			String role = v.queries().stream().filter(q -> q.outcome() instanceof QueryOutcome.Failure)
				.map(ExecutedQuery::role).findFirst().orElse("?");
			return new FailureClass(v.oracle(), v.kind(), v.engines(),
				List.of(f.engine() + " fails: " + f.failure().kind() + " on the " + role + " query"));
		}
		if (!(v instanceof Verdict.Violation x)) {
			throw new IllegalArgumentException("a pass has no failure class");
		}
		return new FailureClass(v.oracle(), v.kind(), v.engines(),
			Differential.NAME.equals(v.oracle()) ? divergences(x) : relation(x));
	}

	/** One line: {@code differential on [a, b]: b against a: logic, rows missing}. */
	public String describe() {
		return oracle + " on " + engines + ": " + String.join("; ", how);
	}

	/** A stable text key of the class, for maps and digests. */
	public String key() {
		return oracle + " | " + kind + " | " + String.join(",", engines) + " | " + String.join(" ; ", how);
	}

	/** Each engine after the first that the verdict names as disagreeing, with class and direction. */
	private static List<String> divergences(Verdict.Violation x) {
		List<String> out = new ArrayList<>();
		List<ExecutedQuery> q = x.queries();
		if (q.isEmpty()) {
			return List.of(abstracted(x.discrepancies()));
		}
		ExecutedQuery first = q.get(0);
		for (ExecutedQuery other : q.subList(1, q.size())) {
			String marker = "] " + other.engine() + " against " + first.engine() + ": ";
			String d = x.discrepancies().stream().filter(s -> s.startsWith("[") && s.contains(marker)).findFirst().orElse(null);
			if (d == null) {
				continue; // this engine agreed, or a latitude rule allowed its divergence
			}
			String divergenceClass = d.substring(1, d.indexOf(marker));
			out.add(other.engine() + " against " + first.engine() + ": " + divergenceClass + ", "
				+ (d.contains(Differential.VARIABLES_AFTER_LATITUDE) ? SAME_ROWS_OTHER_VARIABLES : direction(first.outcome(), other.outcome())));
		}
		return out.isEmpty() ? List.of(abstracted(x.discrepancies())) : out;
	}

	/** The direction of a divergence of the projected variables alone (also one left after a latitude rule's re-run). */
	private static final String SAME_ROWS_OTHER_VARIABLES = "the same rows, other variables";

	/** Which way the second answer differs from the first. */
	private static String direction(QueryOutcome first, QueryOutcome other) {
		ComparisonResult r = ResultComparator.standard().compare(first, other);
		if (!(r instanceof ComparisonResult.Divergence d)) {
			return "rows differ within the tolerance";
		}
		boolean missing = !d.missing().isEmpty(), excess = !d.excess().isEmpty();
		return missing && excess ? "rows missing and rows in excess" : missing ? "rows missing" : excess ? "rows in excess"
			: SAME_ROWS_OTHER_VARIABLES;
	}

	private static List<String> relation(Verdict.Violation x) {
		List<String> out = new ArrayList<>();
		out.add(abstracted(x.discrepancies()));
		out.add((x.missing().isEmpty() ? "none" : "some") + " missing, " + (x.excess().isEmpty() ? "none" : "some") + " in excess");
		if (Norec.NAME.equals(x.oracle())) {
			Map<String, Integer> c = x.counts();
			out.add("rewrite " + sign(c.get("rewrite"), c.get("base")) + " base, flagged true "
				+ sign(c.get("flag true"), c.get("optimized")) + " optimized");
		}
		return out;
	}

	private static String sign(Integer a, Integer b) {
		if (a == null || b == null) {
			return "?";
		}
		return a > b ? ">" : a < b ? "<" : "=";
	}

	/** The discrepancies with every number replaced by {@code #}: the way, not the amount. */
	private static String abstracted(List<String> discrepancies) {
		return String.join(" / ", discrepancies.stream().map(d -> d.replaceAll("[0-9]+", "#")).toList());
	}
}
