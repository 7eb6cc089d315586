package io.sparqlcheck.query;

import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.sparql.algebra.Algebra;
import org.apache.jena.sparql.algebra.Op;

/**
 * A query text parsed by Jena and compiled to its (unoptimised) algebra: what the §3.4 preconditions
 * ({@link Exclusions}) read, on a campaign's case feed, off the campaign's thread. They parse the case's
 * filtered query once and hand that parse on ({@code Preconditions.filteredQuery}) to the in-process
 * Jena engines, which run it instead of parsing the text again ({@code Engine.prepareAhead}); no cache is kept
 * (a per-thread memo of the last text, tried before, was state that outlived the call).
 *
 * @param text  the query text
 * @param query what Jena parsed
 * @param op    {@code Algebra.compile(query)}
 */
public record CompiledQuery(String text, Query query, Op op) {

	/**
	 * The text parsed and compiled.
	 *
	 * @throws org.apache.jena.query.QueryParseException when the text is not a SPARQL query
	 */
	public static CompiledQuery of(String text) {
		Query query = QueryFactory.create(text);
		return new CompiledQuery(text, query, Algebra.compile(query));
	}
}
