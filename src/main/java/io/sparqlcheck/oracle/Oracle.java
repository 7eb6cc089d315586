package io.sparqlcheck.oracle;

import io.sparqlcheck.model.SparqlCase;

/**
 * A test oracle bound to the engine(s) it checks. {@link #check} runs the oracle's queries and
 * returns exactly one verdict; it never throws for an engine's failure (that is a verdict) and
 * never returns PASS unless every query ran and the relation held.
 */
public interface Oracle {

	/** {@code TLP}, {@code NoREC}, {@code differential}. */
	String name();

	/** Checks one case. */
	Verdict check(SparqlCase sparqlCase);

	/**
	 * What this oracle reports about a verdict it gave, for a campaign's statistics: coverage
	 * counts, plan collapse. Never changes a verdict; never throws for an engine that cannot say.
	 */
	default java.util.List<Observation> observe(Verdict verdict) {
		return java.util.List.of();
	}

	/**
	 * Whether {@link #observe} asks the engines for their plans ({@link Observation.Plan}): a diagnostic
	 * with queries of its own to explain, which a campaign therefore asks on a sample of its cases only.
	 * An oracle that says so returns nothing but plan observations (a campaign skips the whole of
	 * {@code observe} outside the sample).
	 */
	default boolean observesPlans() {
		return false;
	}

	/**
	 * Work on the case that {@link #check} and {@link #observe} will need, done ahead: the engines'
	 * loads of its data and parses of its queries ({@link io.sparqlcheck.engine.Engine#prepareAhead}).
	 * A campaign calls it on its case-feed thread, in seed order, before
	 * {@link #check} runs on the campaign's thread, when the feed has time (a case may be checked
	 * without it). It must change nothing {@link #observe} or {@link #check} returns, only how soon;
	 * it never throws.
	 * The case's preconditions come with it, and with them the case's table of parses
	 * ({@link Preconditions#parses}), so that engines of one parser parse each text once. Nothing by default.
	 */
	default void prepare(io.sparqlcheck.model.SparqlCase sparqlCase, Preconditions preconditions) {
	}
}
