package io.sparqlcheck.export;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.RecordedVerdict.RecordedQuery;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.Solution;
import io.sparqlcheck.result.SolutionBag;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The expected answer of one of a case's filter queries, {@code SELECT * WHERE { P FILTER(e) }}, as
 * SPARQL 1.1 defines it (§18.5): {@code Filter(e, Ω) = { μ in Ω | EBV(e(μ)) = true }}, with Ω the
 * solutions of the group P. Ω and each μ's {@code EBV(e(μ))} are read off the engines' own answers to
 * {@code SELECT vars (IF(e, true, false) AS ?flag) WHERE { P }} (IF takes its condition's EBV and
 * raises its error, §17.4.1.2), whose projection no filter rewrite touches: the expected answer is
 * the rows flagged true. Every engine of the record must give the same such rows, else no answer is
 * decided (a person must evaluate by hand). The exported query is the first of the oracle's filter
 * queries some engine answers otherwise: the one the record's failure shows on.
 *
 * <p>This trusts the engines' evaluation of the unfiltered pattern and of the expression on one
 * row; it never trusts any engine's answer to the query under test. TLP's branch queries, NoREC's
 * optimized query and the differential's query are all of this form.
 */
public final class FilterExpectation {
	private FilterExpectation() {
	}

	/**
	 * @param query     the exported query
	 * @param filter    its filter expression
	 * @param flagQuery the query the expected answer is read from
	 * @param variables the query's variables (those of {@code SELECT *})
	 * @param expected  the expected solutions, with repeats
	 * @param answers   each engine's answer to the exported query (label to outcome), what the entry shows failing
	 */
	public record Decided(String query, String filter, String flagQuery, List<String> variables, List<Solution> expected,
						  Map<String, QueryOutcome> answers) {
	}

	/** Not decided: why not, in one line. */
	public static final class Undecided extends Exception {
		public Undecided(String message) {
			super(message);
		}
	}

	/** Decides the expected answer of the filter query the candidate fails on, running it on {@code engines}. */
	public static Decided decide(Candidate c, List<Engine> engines) throws Undecided {
		SparqlCase sc = c.shrunk().sparqlCase();
		String base = Queries.selectAll(sc.pattern());
		String head = base.substring(0, base.length() - 1);
		Set<String> filterQueries = new LinkedHashSet<>();
		for (RecordedQuery q : c.shrunk().verdict().queries()) {
			if (filterOf(head, q.query()) != null) {
				filterQueries.add(q.query());
			}
		}
		filterQueries.add(Queries.selectAllWhere(sc.pattern(), sc.predicate()));
		List<String> vars = org.apache.jena.query.QueryFactory.create(base).getProjectVars().stream()
			.map(org.apache.jena.sparql.core.Var::getVarName).toList();
		String flag = "sparqlcheck_flag";
		while (vars.contains(flag)) {
			flag = flag + "_";
		}
		for (String query : filterQueries) {
			String filter = filterOf(head, query);
			String flagQuery = "SELECT " + String.join(" ", vars.stream().map(v -> "?" + v).toList()) + " (IF(" + filter
				+ ", true, false) AS ?" + flag + ") WHERE " + sc.pattern().toSparql();
			List<Solution> expected = null;
			for (Engine e : engines) {
				List<Solution> mine = flaggedTrue(e, sc, flagQuery, flag);
				if (expected != null && !SolutionBag.of(expected).counts().equals(SolutionBag.of(mine).counts())) {
					throw new Undecided("the engines disagree on the flagged rows of " + flagQuery + ": decide the answer by hand");
				}
				expected = mine;
			}
			Map<String, QueryOutcome> answers = new java.util.LinkedHashMap<>();
			boolean differs = false;
			for (Engine e : engines) {
				QueryOutcome o = e.select(sc.data(), query);
				answers.put(e.label(), o);
				differs |= !(o instanceof QueryOutcome.Solutions s) || !s.bag().counts().equals(SolutionBag.of(expected).counts());
			}
			if (differs) {
				return new Decided(query, filter, flagQuery, vars, expected, answers);
			}
		}
		throw new Undecided("every filter query of the case gets its expected answer here: the failure is elsewhere "
			+ "(the unfiltered pattern, or an engine error), so no W3C entry decides it");
	}

	/** The expression of {@code head FILTER(e) }}, or null when the query is not of that form. */
	static String filterOf(String head, String query) {
		if (!query.startsWith(head + "FILTER(") || !query.endsWith(") }")) {
			return null;
		}
		return query.substring(head.length() + "FILTER(".length(), query.length() - ") }".length());
	}

	private static List<Solution> flaggedTrue(Engine e, SparqlCase sc, String flagQuery, String flag) throws Undecided {
		QueryOutcome o = e.select(sc.data(), flagQuery);
		if (!(o instanceof QueryOutcome.Solutions s)) {
			String why = o instanceof QueryOutcome.Failure f ? f.kind() + ": " + f.cause().lines().findFirst().orElse("") : "not solutions";
			throw new Undecided(e.label() + " fails on the flag rewrite too (" + why + "), so no answer is decided here: evaluate "
				+ flagQuery + " by hand");
		}
		List<Solution> out = new ArrayList<>();
		for (Solution row : s.rows()) {
			Term t = row.get(flag);
			if (t instanceof Literal l && l.datatype().endsWith("#boolean") && (l.lexical().equals("true") || l.lexical().equals("1"))) {
				TreeMap<String, Term> kept = new TreeMap<>(row.bindings());
				kept.remove(flag);
				out.add(Solution.adopt(kept));
			}
		}
		return out;
	}
}
