package io.sparqlcheck.oracle;

import io.sparqlcheck.compare.ComparisonResult;
import io.sparqlcheck.compare.ResultComparator;
import io.sparqlcheck.result.SolutionBag;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.PlanAware;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.model.SparqlCase;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The differential oracle: one query, {@code SELECT * WHERE { P FILTER(c) }}, on two or more
 * engines, each answer compared with the first engine's by the engine-independent
 * {@link ResultComparator}.
 *
 * <ul>
 *   <li>Fewer than two engines is a harness failure: {@link #across} refuses it, so it can never
 *       pass.</li>
 *   <li>If any engine fails (or answers a SELECT with a boolean), the verdict is ENGINE_FAILURE
 *       naming the first engine that did, whatever the others returned: a one-sided failure is a
 *       failure of that engine, never a wrong result of the other.</li>
 *   <li>A divergence that a {@link LatitudeRule} matches, and that vanishes when the case is re-run on
 *       both engines with the rule's rewritten comparison ({@link LatitudeRewrite#confirm}), is recorded
 *       in the passing verdict's {@link Verdict.Pass#latitude()} (with the confirming query) and in
 *       {@link Report#latitude()}; every other divergence, a matched one that did not vanish included,
 *       makes the verdict a VIOLATION, with its class in each discrepancy. When the re-run leaves
 *       only a difference of projected variables (the rule explained the rows, not the header), that
 *       difference is the pair's discrepancy ({@link #VARIABLES_AFTER_LATITUDE}), classed as a
 *       projected-variables divergence: a second, independent divergence is never excused along
 *       with the first. A divergence a rule suspects whose confirming re-run fails (no rule confirming
 *       it otherwise) ends as that engine's failure: neither excused nor a wrong result.</li>
 * </ul>
 */
public final class Differential implements Oracle {

	public static final String NAME = "differential";
	public static final String RELATION = "every engine returns the first engine's bag of value-canonical solutions";

	/**
	 * What a discrepancy says when a latitude rule's re-run explained its rows but not its projected
	 * variables; its failure class is then that of a projected-variables divergence.
	 */
	public static final String VARIABLES_AFTER_LATITUDE = "the rows are explained by latitude rule";

	/** The differential in the oracle registry: across two or more engines, no precondition beyond §3.4. */
	public static final OracleType TYPE = new OracleType(NAME, "differential", OracleType.Arity.ACROSS_ENGINES,
		Differential::across, c -> java.util.Optional.empty());

	private final List<Engine> engines;
	private final ResultComparator comparator;
	private final List<LatitudeRule> rules;

	private Differential(List<Engine> engines, ResultComparator comparator, List<LatitudeRule> rules) {
		this.engines = engines;
		this.comparator = comparator;
		this.rules = rules;
	}

	/**
	 * The oracle across these engines, the first one the reference the others are compared with.
	 *
	 * @throws IllegalArgumentException with fewer than two engines: a differential of one engine
	 *                                  compares nothing, and must not be mistaken for a pass
	 */
	public static Differential across(List<? extends Engine> engines) {
		Objects.requireNonNull(engines, "engines");
		if (engines.size() < 2) {
			throw new IllegalArgumentException("a differential needs at least two engines, got " + engines.size()
				+ (engines.isEmpty() ? "" : " (" + engines.get(0).label() + ")") + ": this is a harness failure, not a pass");
		}
		return new Differential(List.copyOf(engines), ResultComparator.standard(), LatitudeRules.standard());
	}

	public static Differential across(Engine... engines) {
		return across(List.of(engines));
	}

	/** The numeric tolerance its comparator allows: what a replay of its failures must use again. */
	public io.sparqlcheck.compare.Tolerance tolerance() {
		return comparator.tolerance();
	}

	/** The same oracle with another comparator (another tolerance). */
	public Differential withComparator(ResultComparator comparator) {
		return new Differential(engines, Objects.requireNonNull(comparator, "comparator"), rules);
	}

	/** The same oracle with these latitude rules instead of {@link LatitudeRules#standard()}. */
	public Differential withRules(List<LatitudeRule> rules) {
		return new Differential(engines, comparator, List.copyOf(rules));
	}

	public List<LatitudeRule> rules() {
		return rules;
	}

	@Override
	public String name() {
		return NAME;
	}

	/** Its observations are the pairs' plans. */
	@Override
	public boolean observesPlans() {
		return true;
	}

	/**
	 * For each optimised engine against its own reference engine in this differential: whether the
	 * optimiser left the plan as parsed (the pair then collapsed).
	 */
	@Override
	public List<Observation> observe(Verdict verdict) {
		List<Observation> plans = new ArrayList<>();
		if (verdict instanceof Verdict.EngineFailure) {
			return plans; // a pair that did not run has no plan to compare
		}
		for (Engine optimised : engines) {
			for (Engine reference : engines) {
				if (optimised instanceof PlanAware p && reference instanceof PlanAware r && r.isReferenceOf(optimised)) {
					String pair = "differential " + optimised.name() + " against " + reference.name();
					try {
						plans.add(new Observation.Plan(pair, !p.optimizerChangesPlan(verdict.sparqlCase().data(), query(verdict.sparqlCase()))));
					} catch (RuntimeException e) {
						plans.add(new Observation.Plan(pair, null));
					}
				}
			}
		}
		return plans;
	}

	/**
	 * The case's query: {@code SELECT * WHERE { P FILTER(c) }}, within the case's core-4 form when it
	 * has one (which the oracle compares by {@link FormRules}).
	 */
	public static String query(SparqlCase c) {
		return c.form().render(c.pattern().withFilter(c.predicate()));
	}

	/** Has each engine load the case's data and parse its query ahead ({@link Engine#prepareAhead}). */
	@Override
	public void prepare(SparqlCase c, Preconditions preconditions) {
		List<String> q = new ArrayList<>(List.of(FormRules.compared(c)));
		FormRules.sliced(c).ifPresent(q::add);
		for (Engine e : engines) {
			e.prepareAhead(c.data(), q, preconditions.parses());
		}
	}

	@Override
	public Verdict check(SparqlCase sparqlCase) {
		return examine(sparqlCase).verdict();
	}

	/**
	 * The verdict and every pairwise comparison behind it.
	 *
	 * @param verdict   PASS, VIOLATION or ENGINE_FAILURE
	 * @param pairs     each engine after the first, compared with the first (empty on an engine failure)
	 * @param latitude  the pairs a latitude rule matched
	 */
	public record Report(Verdict verdict, List<Pair> pairs, List<Pair> latitude) {
		public Report {
			pairs = List.copyOf(pairs);
			latitude = List.copyOf(latitude);
		}
	}

	/**
	 * One comparison: the right engine's answer against the left (first) engine's.
	 *
	 * @param rule the latitude rule that matched the divergence, or null
	 */
	public record Pair(String leftEngine, String rightEngine, ComparisonResult result, LatitudeRule rule) {
	}

	/** Runs the query on every engine and compares; see the class comment for the verdict. */
	public Report examine(SparqlCase sparqlCase) {
		String query = FormRules.compared(sparqlCase);
		List<String> labels = engines.stream().map(Engine::label).toList();
		List<ExecutedQuery> executed = new ArrayList<>();
		List<QueryOutcome> outcomes = new ArrayList<>();
		for (Engine e : engines) {
			QueryOutcome out = QueryRun.outcome(e, sparqlCase.data(), query);
			executed.add(new ExecutedQuery(e.name(), e.label(), out));
			outcomes.add(FormRules.normalize(sparqlCase.form(), out));
		}
		List<String> sliceProblems = new ArrayList<>();
		if (FormRules.sliced(sparqlCase).isPresent()) {
			String sliced = FormRules.sliced(sparqlCase).get();
			for (int i = 0; i < engines.size(); i++) {
				QueryOutcome out = QueryRun.outcome(engines.get(i), sparqlCase.data(), sliced);
				executed.add(new ExecutedQuery(engines.get(i).name() + " sliced", engines.get(i).label(), out));
				if (out instanceof QueryOutcome.Solutions s && outcomes.get(i) instanceof QueryOutcome.Solutions u) {
					FormRules.sliceProblem(sparqlCase.form(), labels.get(i), u, (QueryOutcome.Solutions) FormRules.normalize(sparqlCase.form(), s))
						.ifPresent(sliceProblems::add);
				} else if (outcomes.get(i) instanceof QueryOutcome.Solutions) {
					outcomes.set(i, out); // the sliced query failed: that engine's failure, below
				}
			}
		}
		for (int i = 0; i < outcomes.size(); i++) {
			QueryOutcome out = outcomes.get(i);
			QueryOutcome.Failure failure = null;
			if (out instanceof QueryOutcome.Failure f) {
				failure = f;
			} else if (out instanceof QueryOutcome.BooleanAnswer) {
				failure = new QueryOutcome.Failure(query, QueryOutcome.FailureKind.BAD_RESPONSE,
					"a boolean answer to a SELECT query (a result-shape mismatch, not a result)");
			}
			if (failure != null) {
				return new Report(new Verdict.EngineFailure(NAME, labels, sparqlCase, executed, labels.get(i), failure),
					List.of(), List.of());
			}
		}
		Map<String, Integer> counts = new LinkedHashMap<>();
		for (int i = 0; i < engines.size(); i++) {
			counts.put(engines.get(i).name(), ((QueryOutcome.Solutions) outcomes.get(i)).size());
		}
		List<Pair> pairs = new ArrayList<>();
		List<Pair> latitude = new ArrayList<>();
		List<String> discrepancies = new ArrayList<>(sliceProblems);
		List<LatitudeMatch> matches = new ArrayList<>();
		SolutionBag missing = null, excess = null;
		for (int i = 1; i < engines.size(); i++) {
			ComparisonResult result = comparator.compare(outcomes.get(0), outcomes.get(i));
			LatitudeRule rule = null;
			if (result instanceof ComparisonResult.Divergence d) {
				LatitudeRule.Divergent divergent = new LatitudeRule.Divergent(sparqlCase, query, labels.get(0),
					engines.get(0).family(), outcomes.get(0), labels.get(i), engines.get(i).family(), outcomes.get(i), d);
				LatitudeRewrite.Confirmation confirmed = null;
				java.util.Optional<ExecutedQuery> rerunFailed = java.util.Optional.empty();
				for (LatitudeRule candidate : rules) {
					// a match is a suspicion; the rule's rewrite, re-run on both engines, has to make the divergence vanish
					confirmed = candidate.matcher().matches(divergent)
						? LatitudeRewrite.confirm(candidate, sparqlCase, engines.get(0), outcomes.get(0), engines.get(i), outcomes.get(i), comparator) : null;
					if (confirmed != null && confirmed.failed().isPresent()) {
						rerunFailed = rerunFailed.or(confirmed::failed);
						confirmed = null;
					}
					if (confirmed != null) {
						rule = candidate;
						break;
					}
				}
				if (confirmed == null) {
					// no rule alone: those that each suspect some of the rows, together, earn it the same way
					LatitudeRule together = CombinedLatitude.of(rules, divergent).orElse(null);
					confirmed = together == null ? null
						: LatitudeRewrite.confirm(together, sparqlCase, engines.get(0), outcomes.get(0), engines.get(i), outcomes.get(i), comparator);
					if (confirmed != null && confirmed.failed().isPresent()) {
						rerunFailed = rerunFailed.or(confirmed::failed);
						confirmed = null;
					}
					rule = confirmed == null ? null : together;
				}
				if (confirmed == null && rerunFailed.isPresent()) {
					// a suspected latitude whose confirming re-run failed is neither excused nor a wrong result: that engine's failure
					executed.add(rerunFailed.get());
					return new Report(new Verdict.EngineFailure(NAME, labels, sparqlCase, executed, rerunFailed.get().engine(),
						(QueryOutcome.Failure) rerunFailed.get().outcome()), List.of(), List.of());
				}
				ComparisonResult.Divergence shown = d;
				String note = "";
				if (confirmed != null && confirmed.residual().isPresent()) {
					// the rule explained the rows, not the projected variables: that divergence stays, as itself
					shown = confirmed.residual().get();
					note = " (" + VARIABLES_AFTER_LATITUDE + " " + rule.name() + ", re-run: " + confirmed.query() + ")";
					rule = null;
				} else if (confirmed != null) {
					matches.add(new LatitudeMatch(rule, labels.get(0), labels.get(i), confirmed.query()));
				}
				if (rule == null) {
					discrepancies.add("[" + shown.divergenceClass().label() + "] " + labels.get(i) + " against " + labels.get(0)
						+ ": " + shown.description() + note);
					if (missing == null) {
						missing = shown.missing();
						excess = shown.excess();
					}
				}
			}
			Pair pair = new Pair(labels.get(0), labels.get(i), result, rule);
			pairs.add(pair);
			if (rule != null) {
				latitude.add(pair);
			}
		}
		Verdict verdict = discrepancies.isEmpty()
			? new Verdict.Pass(NAME, labels, sparqlCase, executed, counts,
				matches)
			: new Verdict.Violation(NAME, labels, sparqlCase, executed, RELATION, counts, discrepancies,
				excess == null ? SolutionBag.empty() : excess, missing == null ? SolutionBag.empty() : missing); // a slice problem alone has no pair
		return new Report(verdict, pairs, latitude);
	}
}
