package io.sparqlcheck.engine.endpoint;

import org.apache.jena.query.Query;
import org.apache.jena.query.QueryFactory;
import org.apache.jena.query.Syntax;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The graphs a query's own dataset clause names (FROM, FROM NAMED; §13.2). A query with one is sent
 * without {@code default-graph-uri} / {@code named-graph-uri}: SPARQL 1.1 Protocol §2.1.4 says a
 * dataset given in the request replaces the query's, so scoping it would silently drop its FROM.
 */
final class QueryDataset {
	private QueryDataset() {
	}

	/** The IRIs of the query's FROM and FROM NAMED graphs; empty for none (or a text Jena cannot parse). */
	static Set<String> graphs(String query) {
		Set<String> out = new LinkedHashSet<>();
		if (!query.contains("FROM")) {
			return out;
		}
		try {
			Query q = QueryFactory.create(query, Syntax.syntaxARQ);
			out.addAll(q.getGraphURIs());
			out.addAll(q.getNamedGraphURIs());
		} catch (RuntimeException e) {
			// not parsed here: the server says what is wrong with it
		}
		return out;
	}
}
