package io.sparqlcheck.engine.endpoint;

import java.net.URI;

/**
 * Where a query goes: the endpoint URL and the graph it is scoped to with {@code default-graph-uri}.
 *
 * @param id       the place as the journal names it ({@code "graph " + iri} or {@code "namespace " + name});
 *                 null for a read-only engine, which creates nothing
 * @param queryUrl the URL the query is sent to (for Blazegraph, the namespace's own endpoint)
 * @param graph    the graph to use as the default graph; null for the endpoint's default
 */
record Target(String id, URI queryUrl, String graph) {
}
