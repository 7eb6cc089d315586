package io.sparqlcheck.query;

import org.apache.jena.query.Query;
import org.apache.jena.sparql.algebra.Algebra;
import org.apache.jena.sparql.algebra.Op;

/**
 * A query text parsed by Jena and compiled to its (unoptimised) algebra: what the §3.4 preconditions
 * ({@link Exclusions}) read, on a campaign's case feed, off the campaign's thread. The preconditions parse
 * the case's filtered query once, with {@link CaseParses#ARQ}, and put that parse in the case's table of
 * parses ({@code Preconditions.parses}), which the in-process Jena engines take instead of parsing the text
 * again ({@code Engine.prepareAhead}); no cache outlives the case.
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
		Query query = CaseParses.ARQ.parse(text);
		return new CompiledQuery(text, query, Algebra.compile(query));
	}
}
