package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.SolutionBag;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Existence against a non-empty SELECT: {@code ASK { G }} is true iff {@code SELECT * WHERE { G }}
 * has a row (§16.3), for G = P and G = P FILTER(c). An {@link Engine} answers SELECT queries only (an
 * endpoint's and a managed release's too), so the ASK is asked in the two SELECT forms that mean
 * the same: {@code SELECT (EXISTS { G } AS ?sc_ask) WHERE { }} (§17.4.1.4: true iff G has a solution,
 * over the one empty solution) and {@code SELECT * WHERE { G } LIMIT 1} (a row iff G has one, §15.4).
 * Each must agree with whether the full {@code SELECT *} returned a row; an EXISTS that is not one
 * boolean row is a violation too. What it tests: the existence short-cuts engines take (ASK and
 * EXISTS stop at the first solution, LIMIT 1 is pushed down) against full evaluation.
 * No precondition beyond §3.4: any case.
 */
public final class AskOracle implements Oracle {

	public static final String NAME = "ASK";
	public static final String RELATION = "EXISTS{G} = (SELECT * {G} has a row) = (SELECT * {G} LIMIT 1 has a row), G = P and P FILTER(c)";

	/** In the oracle registry: per engine, key {@code ask}, no precondition beyond §3.4. */
	public static final OracleType TYPE = OracleType.perEngine(NAME, "ask", AskOracle::new, c -> Optional.empty());

	private static final String TRUE = "true";

	private final Engine engine;

	public AskOracle(Engine engine) {
		this.engine = engine;
	}

	@Override
	public String name() {
		return NAME;
	}

	/** For P and then P FILTER(c): the full SELECT, the EXISTS projection and the LIMIT 1 form (six texts). */
	static List<String> queries(SparqlCase c) {
		List<String> out = new ArrayList<>();
		for (String g : List.of(c.pattern().toSparql(), c.pattern().withFilter(c.predicate()))) {
			out.add("SELECT * WHERE " + g);
			out.add("SELECT (EXISTS " + g + " AS ?sc_ask) WHERE { }");
			out.add("SELECT * WHERE " + g + " LIMIT 1");
		}
		return out;
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
		List<QueryOutcome.Solutions> answers = new ArrayList<>();
		String[] groups = {"P", "P FILTER(c)"};
		String[] forms = {"select", "exists", "limit 1"};
		try {
			for (int i = 0; i < qs.size(); i++) {
				answers.add(run.solutions(engine, forms[i % 3] + " " + groups[i / 3], qs.get(i)));
			}
		} catch (QueryRun.Failed failed) {
			return run.failure(engines, failed);
		}
		Map<String, Integer> counts = new LinkedHashMap<>();
		List<String> discrepancies = new ArrayList<>();
		for (int g = 0; g < 2; g++) {
			QueryOutcome.Solutions all = answers.get(3 * g), exists = answers.get(3 * g + 1), first = answers.get(3 * g + 2);
			boolean hasRow = all.size() > 0;
			counts.put(groups[g] + " rows", all.size());
			Optional<Boolean> ask = exists.size() == 1 ? bool(exists.rows().get(0).bindings().get("sc_ask")) : Optional.empty();
			if (ask.isEmpty()) {
				discrepancies.add("EXISTS " + groups[g] + " is not one boolean row: " + exists.rows());
			} else if (ask.get() != hasRow) {
				discrepancies.add("EXISTS " + groups[g] + " is " + ask.get() + " but SELECT * returned " + all.size() + " row(s)");
			}
			if (first.size() != (hasRow ? 1 : 0)) {
				discrepancies.add("SELECT * " + groups[g] + " LIMIT 1 returned " + first.size() + " row(s), SELECT * " + all.size());
			} else if (hasRow && all.bag().count(first.rows().get(0)) == 0) {
				discrepancies.add("SELECT * " + groups[g] + " LIMIT 1 returned a row SELECT * does not have: " + first.rows().get(0));
			}
		}
		if (discrepancies.isEmpty()) {
			return new Verdict.Pass(NAME, engines, sparqlCase, run.executed(), counts);
		}
		return new Verdict.Violation(NAME, engines, sparqlCase, run.executed(), RELATION, counts, discrepancies,
			SolutionBag.empty(), SolutionBag.empty());
	}

	private static Optional<Boolean> bool(Term t) {
		if (t instanceof Literal l && "http://www.w3.org/2001/XMLSchema#boolean".equals(l.datatype())) {
			String v = l.lexical().strip();
			return v.equals(TRUE) || v.equals("1") ? Optional.of(true) : v.equals("false") || v.equals("0") ? Optional.of(false) : Optional.empty();
		}
		return Optional.empty();
	}
}
