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

	/** Whether the optimiser changed the query's plan at all (if not, optimised and reference runs collapse). */
	boolean optimizerChangesPlan(Dataset data, String query);

	/**
	 * Whether this engine is {@code optimised}'s own reference: the same evaluator without its
	 * optimiser ({@code jena-ref} for {@code jena}, {@code rdf4j-noopt} for {@code rdf4j}), so that a
	 * differential pair of the two collapses where the optimiser left the plan as parsed.
	 */
	boolean isReferenceOf(Engine optimised);
}
