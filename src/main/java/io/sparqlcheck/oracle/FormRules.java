package io.sparqlcheck.oracle;

import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.QueryForm;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.Solution;
import io.sparqlcheck.result.SolutionBag;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;

/**
 * What the differential compares of a core-4 query form, and why: the parts of an answer SPARQL
 * 1.1 leaves to the engine are compared only as far as the spec determines them, each by a rule
 * that names its clause (nothing is dropped unsaid: every verdict's queries show the form).
 * <ul>
 *   <li><b>REDUCED</b> (§15.3, §18.5 "Reduced"): each solution of the unreduced answer occurs at
 *       least once and at most as often as without REDUCED, so answers are compared as sets.</li>
 *   <li><b>SAMPLE</b> (§18.5.1.8: "an arbitrary value from the multiset"): its column is not
 *       compared; the rows, and every other column, are.</li>
 *   <li><b>GROUP_CONCAT</b> (§18.5.1.7: the order of the multiset is not defined): its value is
 *       compared as the multiset of its parts between the separators, sorted.</li>
 *   <li><b>LIMIT / OFFSET</b> (§15.4, §15.5, §18.5 "Slice", with §15.1: ORDER BY fixes no order
 *       between tied solutions, nor between some terms): which solutions a slice keeps is not
 *       determined, so engines are compared on the unsliced query; each engine's sliced answer
 *       must then be a sub-multiset of its own unsliced one, of exactly the slice's size.</li>
 * </ul>
 * DISTINCT, GROUP BY, HAVING, COUNT, SUM, MIN, MAX, AVG and ORDER BY without a slice are
 * determined (ORDER BY is irrelevant to a multiset comparison) and compared as they are.
 */
final class FormRules {
	private FormRules() {
	}

	/** The query the engines are compared on: the case's form without its slice. */
	static String compared(SparqlCase c) {
		return c.form().unsliced().render(c.pattern().withFilter(c.predicate()));
	}

	/** The case's own query with its slice, when it has one. */
	static Optional<String> sliced(SparqlCase c) {
		return c.form().isSliced() ? Optional.of(c.form().render(c.pattern().withFilter(c.predicate()))) : Optional.empty();
	}

	/** The answer as the comparison sees it: the rules above applied to its rows. */
	static QueryOutcome normalize(QueryForm form, QueryOutcome out) {
		if (form.isPlain() || !(out instanceof QueryOutcome.Solutions s)) {
			return out;
		}
		List<String> sampled = new ArrayList<>();
		List<String> concatenated = new ArrayList<>();
		for (QueryForm.Aggregation a : form.aggregates()) {
			if (a.call().function() == QueryForm.Function.SAMPLE) {
				sampled.add(a.as().name());
			} else if (a.call().function() == QueryForm.Function.GROUP_CONCAT) {
				concatenated.add(a.as().name());
			}
		}
		if (sampled.isEmpty() && concatenated.isEmpty() && form.modifier() != QueryForm.Modifier.REDUCED) {
			return out;
		}
		List<Solution> rows = new ArrayList<>();
		for (Solution row : s.rows()) {
			TreeMap<String, Term> b = new TreeMap<>(row.bindings());
			sampled.forEach(b::remove);
			for (String v : concatenated) {
				if (b.get(v) instanceof Literal l) {
					b.put(v, sortedParts(l));
				}
			}
			rows.add(Solution.adopt(b));
		}
		if (form.modifier() == QueryForm.Modifier.REDUCED) {
			rows = new ArrayList<>(new LinkedHashSet<>(rows));
		}
		return new QueryOutcome.Solutions(s.query(), s.variables(), rows);
	}

	private static Literal sortedParts(Literal l) {
		String[] parts = l.lexical().split(java.util.regex.Pattern.quote(QueryForm.SEPARATOR), -1);
		Arrays.sort(parts);
		return new Literal(String.join(QueryForm.SEPARATOR, parts), l.datatype(), l.language());
	}

	/**
	 * What is wrong with one engine's sliced answer against its own unsliced one (both normalized),
	 * or empty: a sub-multiset of exactly {@code min(LIMIT, max(0, n - OFFSET))} solutions; under
	 * REDUCED, whose unsliced size is not fixed, a subset of at most that many.
	 */
	static Optional<String> sliceProblem(QueryForm form, String engine, QueryOutcome.Solutions unsliced, QueryOutcome.Solutions sliced) {
		int n = unsliced.size();
		int expected = Math.max(0, n - form.offset());
		if (form.limit() >= 0) {
			expected = Math.min(expected, form.limit());
		}
		boolean reduced = form.modifier() == QueryForm.Modifier.REDUCED;
		SolutionBag outside = sliced.bag().minus(unsliced.bag());
		if (reduced ? sliced.size() > expected : sliced.size() != expected) {
			return Optional.of(engine + ": the slice (LIMIT " + form.limit() + " OFFSET " + form.offset() + ") has " + sliced.size()
				+ " solutions, of " + n + " unsliced; §15.4-15.5 make it " + (reduced ? "at most " : "") + expected);
		}
		if (!outside.isEmpty()) {
			return Optional.of(engine + ": " + outside.size() + " solution(s) of the slice are not in its own unsliced answer (§18.5 Slice)");
		}
		return Optional.empty();
	}
}
