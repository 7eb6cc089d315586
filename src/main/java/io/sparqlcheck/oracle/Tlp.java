package io.sparqlcheck.oracle;

import io.sparqlcheck.result.SolutionBag;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.model.SparqlCase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Ternary Logic Partitioning re-derived for SPARQL's true / false / error outcomes (paper §3).
 *
 * <p>For a pattern P and a predicate c it runs the base {@code SELECT * WHERE { P }} and three
 * branches, each with one filter appended at the top level of the group:
 * <ul>
 *   <li>true: {@code FILTER(c)} keeps the solutions whose EBV is true (§17.2, §18.5);</li>
 *   <li>false: {@code FILTER(!(c))}: fn:not keeps the errors as errors (§17.3), so only EBV false;</li>
 *   <li>error: {@code FILTER(COALESCE(IF(c, false, false), true))}: IF raises c's error
 *       (§17.4.1.2) and COALESCE turns exactly that error into true (§17.4.1.3). On an engine whose
 *       IF is known broken ({@link ErrorBranch#forEngine}) the IF-free form
 *       {@code FILTER(COALESCE(!((c) || !(c)), true))} instead ({@link ErrorBranch}); the error
 *       query of every verdict shows which form it used.</li>
 * </ul>
 * The relation is base = true ⊎ false ⊎ error as multisets, checked by counts per solution.
 */
public final class Tlp implements Oracle {

	public static final String NAME = "TLP";
	public static final String RELATION = "base = true ⊎ false ⊎ error (multisets)";

	/** TLP in the oracle registry: per engine, no precondition beyond §3.4. */
	public static final OracleType TYPE = OracleType.perEngine(NAME, "tlp", Tlp::on, c -> java.util.Optional.empty());

	private final Engine engine;
	private final ErrorBranch errorBranch;

	private Tlp(Engine engine, ErrorBranch errorBranch) {
		this.engine = engine;
		this.errorBranch = java.util.Objects.requireNonNull(errorBranch, "errorBranch");
	}

	/** TLP on one engine, its error branch the form {@link ErrorBranch#forEngine} chooses for it. */
	public static Tlp on(Engine engine) {
		return new Tlp(engine, ErrorBranch.forEngine(engine));
	}

	/** TLP on one engine with this error-branch form. */
	public static Tlp on(Engine engine, ErrorBranch errorBranch) {
		return new Tlp(engine, errorBranch);
	}

	/** The error-branch form this TLP uses. */
	public ErrorBranch errorBranch() {
		return errorBranch;
	}

	@Override
	public String name() {
		return NAME;
	}

	/** The share of base solutions in each branch: TLP's coverage of the predicate's three outcomes. */
	@Override
	public List<Observation> observe(Verdict verdict) {
		Map<String, Integer> counts = verdict instanceof Verdict.Pass p ? p.counts()
			: verdict instanceof Verdict.Violation v ? v.counts() : null;
		if (counts == null) {
			return List.of();
		}
		return List.of(new Observation.Coverage("true", counts.get("true")),
			new Observation.Coverage("false", counts.get("false")),
			new Observation.Coverage("error", counts.get("error")),
			new Observation.Coverage("cases with no base solution", counts.get("base") == 0 ? 1 : 0),
			new Observation.Coverage("cases", 1));
	}

	/** The three branch predicates of c, in the order true, false, error, with the IF error branch. */
	public static List<Expr> branches(Expr c) {
		return branches(c, ErrorBranch.IF);
	}

	/** The three branch predicates of c, in the order true, false, error. */
	public static List<Expr> branches(Expr c, ErrorBranch errorBranch) {
		return List.of(c, new Expr.Not(c), errorBranch.of(c));
	}

	/** The four query texts in the order base, true, false, error, with the IF error branch. */
	public static List<String> queries(GroupPattern p, Expr c) {
		return queries(p, c, ErrorBranch.IF);
	}

	/** The four query texts in the order base, true, false, error. */
	public static List<String> queries(GroupPattern p, Expr c, ErrorBranch errorBranch) {
		return Queries.selectAllThenWhere(p, branches(c, errorBranch));
	}

	/** Has the engine load the case's data and parse its four queries ahead ({@link Engine#prepareAhead}). */
	@Override
	public void prepare(SparqlCase c, Preconditions preconditions) {
		engine.prepareAhead(c.data(), queries(c.pattern(), c.predicate(), errorBranch), preconditions.parses());
	}

	@Override
	public Verdict check(SparqlCase sparqlCase) {
		QueryRun run = new QueryRun(NAME, sparqlCase);
		List<String> engines = List.of(engine.label());
		List<String> qs = queries(sparqlCase.pattern(), sparqlCase.predicate(), errorBranch);
		QueryOutcome.Solutions base, t, f, e;
		try {
			base = run.solutions(engine, "base", qs.get(0));
			t = run.solutions(engine, "true", qs.get(1));
			f = run.solutions(engine, "false", qs.get(2));
			e = run.solutions(engine, "error", qs.get(3));
		} catch (QueryRun.Failed failed) {
			return run.failure(engines, failed);
		}
		Map<String, Integer> counts = new LinkedHashMap<>();
		counts.put("base", base.size());
		counts.put("true", t.size());
		counts.put("false", f.size());
		counts.put("error", e.size());

		SolutionBag baseBag = base.bag();
		SolutionBag union = SolutionBag.of(t.rows(), f.rows(), e.rows()); // t.bag().plus(f.bag()).plus(e.bag()), built once
		SolutionBag missing = baseBag.minus(union);
		SolutionBag excess = union.minus(baseBag);
		if (missing.isEmpty() && excess.isEmpty()) {
			return new Verdict.Pass(NAME, engines, sparqlCase, run.executed(), counts);
		}
		List<String> discrepancies = new ArrayList<>();
		if (base.size() != union.size()) {
			discrepancies.add("the base has " + base.size() + " solutions, the branches " + t.size() + " + "
				+ f.size() + " + " + e.size() + " = " + union.size());
		}
		if (!missing.isEmpty()) {
			discrepancies.add(missing.size() + " base solution(s) are in no branch");
		}
		if (!excess.isEmpty()) {
			discrepancies.add(excess.size() + " branch solution(s) are not in the base, or more often than in it");
		}
		return new Verdict.Violation(NAME, engines, sparqlCase, run.executed(), RELATION, counts, discrepancies,
			excess, missing);
	}
}
