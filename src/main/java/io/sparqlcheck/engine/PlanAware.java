package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;

/**
 * An engine that can show its query plans, for plan-aware triage (GraphWeave's G4): a metamorphic
 * pair whose two forms run one plan has no oracle power, so a campaign reports what share of its
 * pairs collapsed. Answers are about plans only; they never change a verdict. Jena answers from
 * its optimised algebra, RDF4J from its query explanation; the data is passed because a plan may
 * depend on it (RDF4J orders joins by the store's statistics).
 */
public interface PlanAware {

	/**
	 * Whether the optimiser ran the filtered query as the filter on top of the base query's own
	 * plan, untouched: then the NoREC pair differs only in where c is evaluated (filter against
	 * projection), and the optimiser's use of the filter (placement, rewriting) was never exercised.
	 */
	boolean filterLeftOnTop(Dataset data, String filteredQuery, String baseQuery);

	/**
	 * {@link #filterLeftOnTop(Dataset, String, String)} with the filtered query already parsed and
	 * compiled by Jena (the §3.4 preconditions' parse of the same text), for an engine that can use
	 * it; the same answer as from the text.
	 */
	default boolean filterLeftOnTop(Dataset data, io.sparqlcheck.query.CompiledQuery filteredQuery, String baseQuery) {
		return filterLeftOnTop(data, filteredQuery.text(), baseQuery);
	}

	/**
	 * Whether the plan answers depend on the query texts alone (not on the data, nor on what the
	 * engine has loaded), so that they may be worked out ahead, on another thread, while the engine
	 * runs other queries. False unless an engine says so: RDF4J's explanation loads the data into its
	 * store and orders joins by its statistics.
	 */
	default boolean plansFromQueryAlone() {
		return false;
	}

	/**
	 * Whether the engine answers {@link #filterLeftOnTop} about two queries it has just run from the
	 * plans it made to run them, at no cost: then nothing is worth working out ahead. False unless an
	 * engine says so.
	 */
	default boolean answersFromItsRuns() {
		return false;
	}

	/** Whether the optimiser changed the query's plan at all (if not, optimised and reference runs collapse). */
	boolean optimizerChangesPlan(Dataset data, String query);

	/**
	 * Whether this engine is {@code optimised}'s own reference: the same evaluator without its
	 * optimiser ({@code jena-ref} for {@code jena}, {@code rdf4j-noopt} for {@code rdf4j}), so that a
	 * differential pair of the two collapses where the optimiser left the plan as parsed.
	 */
	boolean isReferenceOf(Engine optimised);
}
