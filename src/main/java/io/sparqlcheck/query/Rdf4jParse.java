package io.sparqlcheck.query;

import org.eclipse.rdf4j.query.parser.sparql.SPARQLParser;

/**
 * Whether RDF4J's SPARQL parser accepts a query: the second parser a grammar's additions are
 * checked with (next to Jena's, {@link Exclusions}), since what one parser accepts the other may not.
 */
public final class Rdf4jParse {
	private Rdf4jParse() {
	}

	/**
	 * Parses the query with RDF4J.
	 *
	 * @throws IllegalArgumentException with RDF4J's message when it cannot parse the text
	 */
	public static void check(String query) {
		try {
			new SPARQLParser().parseQuery(query, null);
		} catch (org.eclipse.rdf4j.query.MalformedQueryException e) {
			throw new IllegalArgumentException("RDF4J cannot parse: " + e.getMessage(), e);
		}
	}
}
