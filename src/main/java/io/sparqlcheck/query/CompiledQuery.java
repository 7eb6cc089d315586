package io.sparqlcheck.query;

import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.sparql.algebra.Algebra;
import org.apache.jena.sparql.algebra.Op;

/**
 * A query text parsed by Jena and compiled to its (unoptimised) algebra, with the last one of each
 * thread kept: a campaign's case feed checks the §3.4 preconditions on the NoREC/differential
 * filtered query ({@link Exclusions}) and, right after, on the same thread, Jena's plan observation
 * compiles that very text again ({@code JenaEngine.filterLeftOnTop}); this parses it once.
 *
 * <p>Parsing and compiling are functions of the text, and neither the {@link Query} nor the
 * {@link Op} is changed by their users (both only read them), so a reused pair is the pair a new
 * parse would give. One entry per thread, no eviction policy to reason about, no sharing between
 * threads.
 *
 * @param text  the query text
 * @param query what Jena parsed
 * @param op    {@code Algebra.compile(query)}
 */
public record CompiledQuery(String text, Query query, Op op) {

	private static final ThreadLocal<CompiledQuery> LAST = new ThreadLocal<>();

	/**
	 * The text parsed and compiled, or this thread's last result when it was for an equal text.
	 *
	 * @throws org.apache.jena.query.QueryParseException when the text is not a SPARQL query (nothing is kept)
	 */
	public static CompiledQuery of(String text) {
		CompiledQuery last = LAST.get();
		if (last != null && last.text.equals(text)) {
			return last;
		}
		Query query = QueryFactory.create(text);
		CompiledQuery compiled = new CompiledQuery(text, query, Algebra.compile(query));
		LAST.set(compiled);
		return compiled;
	}
}
