package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.Solution;
import io.sparqlcheck.result.SolutionBag;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Slicing consistency: {@code ORDER BY ... LIMIT k OFFSET o} is a window of the full ordered result.
 * It runs {@code SELECT * WHERE { P } ORDER BY K} and the same with {@code LIMIT k OFFSET o}, k in
 * 1..4 and o in 0..3 drawn from the case's text ({@link Partitions#draw}). The sort keys K are
 * {@code COALESCE(STR(?v), "")} for each variable P binds, by name: simple literals, which §15.1
 * orders by codepoint (fn:compare), so the client can work out each row's key exactly (an unbound
 * variable, a blank node's STR error: ""), and no comparison is left to an engine's own order between
 * literals of different types, which §15.1 leaves open. Rows whose keys are equal are ties, whose
 * order ORDER BY does not fix (§15.1 and §15.4: LIMIT takes any of them). The relation:
 * <ul>
 *   <li>the full result is in key order;</li>
 *   <li>the slice has min(k, max(0, n - o)) rows, their keys those of the full result's rows o..o+k-1, in order;</li>
 *   <li>for each key, the slice's rows with it are among the full result's (multiset), and all of them
 *       when the whole tie group lies inside the window.</li>
 * </ul>
 * What it tests: top-k pushdown, OFFSET skipping, sort stability assumptions, ORDER BY with a filter
 * the optimizer moved. No precondition beyond §3.4: any case (P with no variable is ordered by nothing
 * and judged on its row count).
 */
public final class Slicing implements Oracle {

	public static final String NAME = "slice";
	public static final String RELATION = "ORDER BY K LIMIT k OFFSET o = rows o..o+k-1 of ORDER BY K, modulo ties";

	/** In the oracle registry: per engine, key {@code slice}, no precondition beyond §3.4. */
	public static final OracleType TYPE = OracleType.perEngine(NAME, "slice", Slicing::new, c -> Optional.empty());

	private final Engine engine;

	public Slicing(Engine engine) {
		this.engine = engine;
	}

	@Override
	public String name() {
		return NAME;
	}

	/** The window's length k, in 1..4. */
	static int limit(SparqlCase c) {
		return 1 + Partitions.draw(c, 2, 4);
	}

	/** The window's start o, in 0..3. */
	static int offset(SparqlCase c) {
		return Partitions.draw(c, 3, 4);
	}

	/** The full ordered query, then the sliced one. */
	static List<String> queries(SparqlCase c) {
		List<Var> vars = Partitions.variables(c);
		String order = vars.isEmpty() ? "" : " ORDER BY " + String.join(" ", vars.stream()
			.map(v -> "COALESCE(STR(" + v.toSparql() + "), \"\")").toList());
		String full = "SELECT * WHERE " + c.pattern().toSparql() + order;
		return List.of(full, full + " LIMIT " + limit(c) + " OFFSET " + offset(c));
	}

	@Override
	public void prepare(SparqlCase c, Preconditions preconditions) {
		engine.prepareAhead(c.data(), queries(c), preconditions.parses());
	}

	@Override
	public Verdict check(SparqlCase sparqlCase) {
		QueryRun run = new QueryRun(NAME, sparqlCase);
		List<String> engines = List.of(engine.label());
		List<String> qs = queries(sparqlCase);
		QueryOutcome.Solutions full, slice;
		try {
			full = run.solutions(engine, "ordered", qs.get(0));
			slice = run.solutions(engine, "slice", qs.get(1));
		} catch (QueryRun.Failed failed) {
			return run.failure(engines, failed);
		}
		int k = limit(sparqlCase), o = offset(sparqlCase);
		List<Var> vars = Partitions.variables(sparqlCase);
		Map<String, Integer> counts = new LinkedHashMap<>();
		counts.put("ordered", full.size());
		counts.put("slice", slice.size());
		counts.put("limit", k);
		counts.put("offset", o);
		List<String> discrepancies = new ArrayList<>();
		List<List<String>> fullKeys = full.rows().stream().map(r -> key(r, vars)).toList();
		for (int i = 0; i + 1 < fullKeys.size(); i++) {
			if (compare(fullKeys.get(i), fullKeys.get(i + 1)) > 0) {
				discrepancies.add("ORDER BY returned row " + i + " (keys " + fullKeys.get(i) + ") before row " + (i + 1)
					+ " (keys " + fullKeys.get(i + 1) + ")");
				break;
			}
		}
		int from = Math.min(o, full.size()), to = Math.min(o + k, full.size());
		List<Solution> window = full.rows().subList(from, to);
		if (slice.size() != window.size()) {
			discrepancies.add("the slice has " + slice.size() + " rows, the window of the ordered result " + window.size()
				+ " (" + full.size() + " rows, LIMIT " + k + " OFFSET " + o + ")");
		}
		List<List<String>> sliceKeys = slice.rows().stream().map(r -> key(r, vars)).toList();
		List<List<String>> windowKeys = fullKeys.subList(from, to);
		if (slice.size() == window.size() && !sliceKeys.equals(windowKeys)) {
			discrepancies.add("the slice's sort keys " + sliceKeys + " are not the window's " + windowKeys);
		}
		SolutionBag missing = SolutionBag.empty(), excess = SolutionBag.empty();
		for (List<String> key : new java.util.LinkedHashSet<>(sliceKeys)) {
			SolutionBag inSlice = rowsWith(slice.rows(), sliceKeys, key);
			SolutionBag inFull = rowsWith(full.rows(), fullKeys, key);
			SolutionBag extra = inSlice.minus(inFull);
			boolean groupInside = fullKeys.indexOf(key) >= from && fullKeys.lastIndexOf(key) < to;
			SolutionBag lost = groupInside ? inFull.minus(inSlice) : SolutionBag.empty();
			if (!extra.isEmpty() || !lost.isEmpty()) {
				discrepancies.add("the slice's rows with keys " + key + " are not " + (groupInside ? "those" : "among those")
					+ " of the ordered result");
				excess = excess.plus(extra);
				missing = missing.plus(lost);
			}
		}
		if (discrepancies.isEmpty()) {
			return new Verdict.Pass(NAME, engines, sparqlCase, run.executed(), counts);
		}
		return new Verdict.Violation(NAME, engines, sparqlCase, run.executed(), RELATION, counts, discrepancies, excess, missing);
	}

	private static SolutionBag rowsWith(List<Solution> rows, List<List<String>> keys, List<String> key) {
		List<Solution> out = new ArrayList<>();
		for (int i = 0; i < rows.size(); i++) {
			if (keys.get(i).equals(key)) {
				out.add(rows.get(i));
			}
		}
		return SolutionBag.of(out);
	}

	/** A row's sort keys as the engine must compute them: {@code COALESCE(STR(?v), "")} per variable. */
	static List<String> key(Solution row, List<Var> vars) {
		return vars.stream().map(v -> str(row.bindings().get(v.name()))).toList();
	}

	private static String str(Term t) {
		if (t instanceof Iri i) {
			return i.value();
		}
		if (t instanceof Literal l) {
			return l.lexical();
		}
		return ""; // unbound, or a blank node (STR is an error, COALESCE's "")
	}

	/** Key tuples compared left to right, each by codepoint (fn:compare's default collation). */
	static int compare(List<String> a, List<String> b) {
		for (int i = 0; i < a.size(); i++) {
			int[] x = a.get(i).codePoints().toArray(), y = b.get(i).codePoints().toArray();
			int c = java.util.Arrays.compare(x, y);
			if (c != 0) {
				return c;
			}
		}
		return 0;
	}
}
