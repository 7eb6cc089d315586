package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.SolutionBag;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * DISTINCT partitioning: TLP for {@code SELECT DISTINCT}. The solutions of
 * {@code SELECT DISTINCT * WHERE { P }} are, as a set, the union of
 * {@code SELECT DISTINCT * WHERE { P FILTER(b) }} over the three EBV partitions b of c (true, false,
 * error; {@link Tlp}). It is checked by counts, which is the set relation and a little more: c's
 * outcome depends on the solution alone (the grammars' predicates are deterministic), so one solution
 * is in exactly one partition, the three DISTINCT answers are disjoint, and each solution of the
 * whole must come back exactly once among them; a DISTINCT answer that repeats a row is a violation
 * too. What it tests that TLP does not: the engines' duplicate elimination (hash or sort based,
 * pushed below a filter, dropped when the optimizer believes rows are unique) under a filter.
 * No precondition beyond §3.4: any case of the grammars.
 */
public final class DistinctTlp implements Oracle {

	public static final String NAME = "DISTINCT-TLP";
	public static final String RELATION = "DISTINCT(P) = DISTINCT(P|true) ∪ DISTINCT(P|false) ∪ DISTINCT(P|error) (sets, disjoint)";

	/** In the oracle registry: per engine, key {@code distinct-tlp}, no precondition beyond §3.4. */
	public static final OracleType TYPE = OracleType.perEngine(NAME, "distinct-tlp", DistinctTlp::new, c -> Optional.empty());

	private final Engine engine;

	public DistinctTlp(Engine engine) {
		this.engine = engine;
	}

	@Override
	public String name() {
		return NAME;
	}

	/** The four texts: the DISTINCT base, then the DISTINCT true, false and error partitions. */
	static List<String> queries(SparqlCase c, Engine engine) {
		return Partitions.groups(c, engine).stream().map(g -> "SELECT DISTINCT * WHERE " + g).toList();
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
		List<QueryOutcome.Solutions> parts = new ArrayList<>();
		QueryOutcome.Solutions base;
		try {
			base = run.solutions(engine, "distinct base", qs.get(0));
			for (int i = 0; i < 3; i++) {
				parts.add(run.solutions(engine, "distinct " + Partitions.NAMES.get(i), qs.get(i + 1)));
			}
		} catch (QueryRun.Failed failed) {
			return run.failure(engines, failed);
		}
		Map<String, Integer> counts = new LinkedHashMap<>();
		counts.put("base", base.size());
		for (int i = 0; i < 3; i++) {
			counts.put(Partitions.NAMES.get(i), parts.get(i).size());
		}
		List<String> discrepancies = new ArrayList<>();
		SolutionBag baseBag = base.bag();
		for (var e : baseBag.counts().entrySet()) {
			if (e.getValue() > 1) {
				discrepancies.add("the DISTINCT base returns a solution " + e.getValue() + " times: " + e.getKey());
			}
		}
		SolutionBag union = SolutionBag.of(parts.get(0).rows(), parts.get(1).rows(), parts.get(2).rows());
		SolutionBag baseSet = SolutionBag.of(baseBag.counts().keySet());
		SolutionBag missing = baseSet.minus(union);
		SolutionBag excess = union.minus(baseSet);
		if (!missing.isEmpty()) {
			discrepancies.add(missing.size() + " solution(s) of DISTINCT(P) are in no partition's DISTINCT answer");
		}
		if (!excess.isEmpty()) {
			discrepancies.add(excess.size() + " partition solution(s) are not in DISTINCT(P), or come back more than once");
		}
		if (discrepancies.isEmpty()) {
			return new Verdict.Pass(NAME, engines, sparqlCase, run.executed(), counts);
		}
		return new Verdict.Violation(NAME, engines, sparqlCase, run.executed(), RELATION, counts, discrepancies, excess, missing);
	}
}
