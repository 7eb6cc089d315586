package io.sparqlcheck.oracle;

import io.sparqlcheck.result.Solution;
import io.sparqlcheck.result.SolutionBag;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.PlanAware;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.model.Xsd;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * NoREC moved to projection position (paper §4).
 *
 * <p>The optimised form {@code SELECT * WHERE { P FILTER(c) }} is what every optimiser targets;
 * the rewrite {@code SELECT (IF(c, true, false) AS ?flag) WHERE { P }} has to materialise eval(P)
 * and evaluate c once per solution. Where c errors, Extend leaves {@code ?flag} unbound and keeps
 * the row (§18.5), so the rewrite shows the whole trichotomy as true / false / unbound.
 *
 * <p>Relations, counted on the client side (never with COUNT, which would hand the expression back
 * to the optimiser): the rewrite returns |eval(P)| rows, and its rows flagged true (lexical
 * {@code true} or {@code 1}) number |optimised|. To know |eval(P)| the oracle also runs the base
 * {@code SELECT * WHERE { P }}: three queries in all. A flag that is bound to anything but an
 * xsd:boolean is itself a wrong result, since IF can only return its two boolean arguments.
 *
 * <p>Honesty note, as in the paper: "non-optimisable" is an architectural heuristic, not a theorem.
 * An engine that plans both forms the same way loses bug-finding power here; it cannot produce a
 * false alarm.
 */
public final class Norec implements Oracle {

	public static final String NAME = "NoREC";
	public static final String RELATION = "|rewrite| = |base| and |rewrite rows flagged true| = |optimized|";
	public static final Var FLAG = Var.of("flag");

	/** NoREC in the oracle registry: per engine; a pattern that binds {@code ?flag} voids it. */
	public static final OracleType TYPE = OracleType.perEngine(NAME, "norec", Norec::on, c -> c.pattern().variables().contains(FLAG)
		? java.util.Optional.of("the pattern binds ?" + FLAG.name() + ", NoREC's projection variable") : java.util.Optional.empty());

	private final Engine engine;

	private Norec(Engine engine) {
		this.engine = engine;
	}

	/** NoREC on one engine. */
	public static Norec on(Engine engine) {
		return new Norec(engine);
	}

	@Override
	public String name() {
		return NAME;
	}

	/** Its one observation is the pair's plan. */
	@Override
	public boolean observesPlans() {
		return true;
	}

	/**
	 * Whether the optimiser left the filter on top of the base plan (the pair then collapsed), on an
	 * engine that can show its plans; nothing on one that cannot. Asked right after the check: plain
	 * Jena answers from the plans it made running the two queries.
	 */
	@Override
	public List<Observation> observe(Verdict verdict) {
		if (!(engine instanceof PlanAware plans) || verdict instanceof Verdict.EngineFailure) {
			return List.of();
		}
		SparqlCase c = verdict.sparqlCase();
		String pair = NAME + " " + engine.label();
		try {
			return List.of(new Observation.Plan(pair, plans.filterLeftOnTop(c.data(),
				Queries.selectAllWhere(c.pattern(), c.predicate()), Queries.selectAll(c.pattern()))));
		} catch (RuntimeException e) {
			return List.of(new Observation.Plan(pair, null)); // a diagnostic: it never changes a verdict
		}
	}

	/** Has the engine load the case's data and parse its three queries ahead ({@link Engine#prepareAhead}). */
	@Override
	public void prepare(SparqlCase c, Preconditions preconditions) {
		engine.prepareAhead(c.data(), queries(c), preconditions.parses());
	}

	/** The three query texts in the order base, optimized, rewrite. */
	public static List<String> queries(SparqlCase c) {
		return List.of(Queries.selectAll(c.pattern()), Queries.selectAllWhere(c.pattern(), c.predicate()),
			Queries.selectExpression(c.pattern(), flagExpression(c.predicate()), FLAG));
	}

	/** The rewrite's projected expression: {@code IF(c, true, false)}. */
	public static Expr flagExpression(Expr c) {
		return new Expr.If(c, new Expr.Constant(Literal.bool(true)), new Expr.Constant(Literal.bool(false)));
	}

	@Override
	public Verdict check(SparqlCase sparqlCase) {
		QueryRun run = new QueryRun(NAME, sparqlCase);
		List<String> engines = List.of(engine.label());
		QueryOutcome.Solutions base, optimized, rewrite;
		try {
			List<String> qs = queries(sparqlCase);
			base = run.solutions(engine, "base", qs.get(0));
			optimized = run.solutions(engine, "optimized", qs.get(1));
			rewrite = run.solutions(engine, "rewrite", qs.get(2));
		} catch (QueryRun.Failed failed) {
			return run.failure(engines, failed);
		}
		int flaggedTrue = 0, flaggedFalse = 0, unbound = 0;
		List<Solution> malformed = new ArrayList<>();
		for (Solution row : rewrite.rows()) {
			switch (flag(row)) {
				case TRUE -> flaggedTrue++;
				case FALSE -> flaggedFalse++;
				case UNBOUND -> unbound++;
				case MALFORMED -> malformed.add(row);
			}
		}
		Map<String, Integer> counts = new LinkedHashMap<>();
		counts.put("base", base.size());
		counts.put("optimized", optimized.size());
		counts.put("rewrite", rewrite.size());
		counts.put("flag true", flaggedTrue);
		counts.put("flag false", flaggedFalse);
		counts.put("flag unbound", unbound);

		List<String> discrepancies = new ArrayList<>();
		if (rewrite.size() != base.size()) {
			discrepancies.add("the rewrite returned " + rewrite.size() + " rows, the base " + base.size());
		}
		if (flaggedTrue != optimized.size()) {
			discrepancies.add(flaggedTrue + " rewrite row(s) are flagged true, the optimized query returned "
				+ optimized.size());
		}
		if (!malformed.isEmpty()) {
			discrepancies.add(malformed.size() + " rewrite row(s) carry something other than one xsd:boolean ?flag");
		}
		if (discrepancies.isEmpty()) {
			return new Verdict.Pass(NAME, engines, sparqlCase, run.executed(), counts);
		}
		return new Verdict.Violation(NAME, engines, sparqlCase, run.executed(), RELATION, counts, discrepancies,
			SolutionBag.of(malformed), SolutionBag.empty());
	}

	private enum Flag { TRUE, FALSE, UNBOUND, MALFORMED }

	private static Flag flag(Solution row) {
		Term t = row.get(FLAG.name());
		if (row.bindings().size() > (t == null ? 0 : 1)) {
			return Flag.MALFORMED;
		}
		if (t == null) {
			return Flag.UNBOUND;
		}
		if (t instanceof Literal l && Xsd.BOOLEAN.equals(l.datatype())) {
			if (l.lexical().equals("true") || l.lexical().equals("1")) {
				return Flag.TRUE;
			}
			if (l.lexical().equals("false") || l.lexical().equals("0")) {
				return Flag.FALSE;
			}
		}
		return Flag.MALFORMED;
	}
}
