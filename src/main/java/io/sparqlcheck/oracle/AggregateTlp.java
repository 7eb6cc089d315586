package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.SparqlCase;
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
 * Aggregate partitioning: SQLancer's TLP for aggregates, re-derived for SPARQL's three EBV outcomes.
 * Over the implicit group (no GROUP BY: one row, even over no solution), with ?v one of P's
 * in-scope variables drawn from the case ({@link Partitions#draw}), it asks
 * {@code SELECT (COUNT(*) AS ..) (COUNT(?v) AS ..) (SUM(?v) AS ..) (MIN(?v) AS ..) (MAX(?v) AS ..)}
 * over P and over each partition {@code P FILTER(b)}, b the true, false and error branches of c
 * ({@link Tlp}), and combines the partitions' values here, in the client, by what §18.5 says each
 * aggregate is:
 * <ul>
 *   <li><b>COUNT</b> adds: COUNT(*) and COUNT(?v) of P are the sums of the partitions' (a row whose
 *       ?v is unbound, or an error, is not counted on either side: Count counts the values that
 *       evaluate, per row).</li>
 *   <li><b>SUM</b> adds, but an error poisons it: Sum is op:numeric-add over every value, so one
 *       non-numeric value (an IRI, a string) makes SUM an error, and an aggregate that is an error
 *       leaves its variable unbound (§18.5, §11.2). So SUM(P) is unbound iff some partition's SUM
 *       is unbound (the row that poisoned it is in P too), and otherwise it is the sum of the three
 *       (SUM over an empty partition is 0). Compared as exact decimals; not judged when a sum is an
 *       xsd:double or xsd:float (rounding depends on the order of addition) or not a decimal literal.</li>
 *   <li><b>MIN, MAX</b> take the minimum (maximum) under the ORDER BY ordering (§15.1): MIN(P) is
 *       unbound only if some partition's is (an empty partition's is unbound), it is bound only if some
 *       partition's is, it must be one of the partitions' values (or numerically equal to one: tied
 *       values may be returned as either term), and when all of them are numbers it is the least
 *       (greatest) of them.</li>
 *   <li><b>AVG</b> does not decompose (the mean of means is not the mean), nor SAMPLE or
 *       GROUP_CONCAT (free choice, free order): not asked.</li>
 * </ul>
 * What it tests that TLP does not: the engines' aggregation (grouping an empty result, skipping
 * unbound values, numeric promotion) under the filters that optimizers move. A case whose P binds
 * no variable is judged on COUNT(*) alone. Deterministic: the variable is drawn from the case's text.
 */
public final class AggregateTlp implements Oracle {

	public static final String NAME = "AGG-TLP";
	public static final String RELATION = "agg(P) = combine(agg(P|true), agg(P|false), agg(P|error)) for COUNT, SUM, MIN, MAX";

	/** In the oracle registry: per engine, key {@code agg-tlp}, no precondition beyond §3.4. */
	public static final OracleType TYPE = OracleType.perEngine(NAME, "agg-tlp", AggregateTlp::new, c -> Optional.empty());

	private final Engine engine;

	public AggregateTlp(Engine engine) {
		this.engine = engine;
	}

	@Override
	public String name() {
		return NAME;
	}

	/** The variable the aggregates are over, or empty when P binds none. */
	static Optional<Var> aggregated(SparqlCase c) {
		List<Var> vars = Partitions.variables(c);
		return vars.isEmpty() ? Optional.empty() : Optional.of(vars.get(Partitions.draw(c, 1, vars.size())));
	}

	/** The four texts: the aggregates over P, then over its true, false and error partitions. */
	static List<String> queries(SparqlCase c, Engine engine) {
		Optional<Var> v = aggregated(c);
		String projection = "(COUNT(*) AS ?sc_count)" + v.map(x -> {
			String s = x.toSparql();
			return " (COUNT(" + s + ") AS ?sc_countv) (SUM(" + s + ") AS ?sc_sum) (MIN(" + s + ") AS ?sc_min) (MAX(" + s + ") AS ?sc_max)";
		}).orElse("");
		return Partitions.groups(c, engine).stream().map(g -> "SELECT " + projection + " WHERE " + g).toList();
	}

	@Override
	public void prepare(SparqlCase c, Preconditions preconditions) {
		engine.prepareAhead(c.data(), queries(c, engine), preconditions.parses());
	}

	@Override
	public Verdict check(SparqlCase sparqlCase) {
		QueryRun run = new QueryRun(NAME, sparqlCase);
		List<String> engines = List.of(engine.label());
		List<String> qs = queries(sparqlCase, engine);
		List<QueryOutcome.Solutions> answers = new ArrayList<>();
		try {
			answers.add(run.solutions(engine, "aggregates of P", qs.get(0)));
			for (int i = 0; i < 3; i++) {
				answers.add(run.solutions(engine, "aggregates of " + Partitions.NAMES.get(i), qs.get(i + 1)));
			}
		} catch (QueryRun.Failed failed) {
			return run.failure(engines, failed);
		}
		Map<String, Integer> counts = new LinkedHashMap<>();
		List<String> discrepancies = new ArrayList<>();
		List<Solution> rows = new ArrayList<>();
		String[] roles = {"P", "true", "false", "error"};
		for (int i = 0; i < 4; i++) {
			counts.put(roles[i] + " rows", answers.get(i).size());
			if (answers.get(i).size() != 1) {
				discrepancies.add("the aggregates of " + roles[i] + " over the implicit group came back as "
					+ answers.get(i).size() + " rows, not one (§11.1: one group, even over no solution)");
			} else {
				rows.add(answers.get(i).rows().get(0));
			}
		}
		if (discrepancies.isEmpty()) {
			AggregateCombination.check(rows, aggregated(sparqlCase).isPresent(), discrepancies);
		}
		if (discrepancies.isEmpty()) {
			return new Verdict.Pass(NAME, engines, sparqlCase, run.executed(), counts);
		}
		SolutionBag whole = SolutionBag.of(answers.get(0).rows());
		SolutionBag parts = SolutionBag.of(answers.get(1).rows(), answers.get(2).rows(), answers.get(3).rows());
		return new Verdict.Violation(NAME, engines, sparqlCase, run.executed(), RELATION, counts, discrepancies, parts, whole);
	}
}
