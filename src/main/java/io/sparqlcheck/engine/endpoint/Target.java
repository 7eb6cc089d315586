package io.sparqlcheck.engine.endpoint;

import java.net.URI;

/**
 * Where a query goes: the endpoint URL and the graph it is scoped to with {@code default-graph-uri}.
 *
 * @param id       the place as the journal names it ({@code "graph " + iri} or {@code "namespace " + name});
 *                 null for a read-only engine, which creates nothing
 * @param queryUrl the URL the query is sent to (for Blazegraph, the namespace's own endpoint)
 * @param graph    the graph to use as the default graph; null for the endpoint's default (or the query's FROM)
 * @param named    the graphs sent as {@code named-graph-uri} (a case's named graphs), in order
 */
record Target(String id, URI queryUrl, String graph, java.util.List<String> named) {

	Target {
		named = java.util.List.copyOf(named);
	}

	Target(String id, URI queryUrl, String graph) {
		this(id, queryUrl, graph, java.util.List.of());
	}

	/** The same place with these named graphs in the request's dataset. */
	Target withNamed(java.util.List<String> graphs) {
		return new Target(id, queryUrl, graph, graphs);
	}

	/** The same place with no dataset in the request: the query's own FROM / FROM NAMED say it (Protocol §2.1.4). */
	Target withoutDataset() {
		return new Target(id, queryUrl, null, java.util.List.of());
	}
}
