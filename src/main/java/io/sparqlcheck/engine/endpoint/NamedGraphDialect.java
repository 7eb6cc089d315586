package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.model.Dataset;

import java.util.List;
import java.util.Optional;

/**
 * A SPARQL 1.1 Protocol and Update server with named graphs (the generic preset, Oxigraph, and the
 * base of Fuseki's and Virtuoso's dialects). Each dataset goes into a graph named by its content,
 * {@value #GRAPH_PREFIX}{@code <run tag>:<sha256 of its N-Triples>}, written by one update to the update URL:
 * {@code DROP SILENT GRAPH <g>}, then (for non-empty data) the {@link #insert insert}, after a
 * {@code DROP SILENT GRAPH} of each graph the load pushes out of the engine's window; queries carry
 * {@code default-graph-uri=<g>}; the graph is removed with {@code DROP SILENT GRAPH <g>}. The version
 * is the {@code Server} header.
 */
sealed class NamedGraphDialect implements Dialect permits FusekiDialect, VirtuosoDialect {

	/** The prefix of every graph this engine creates. */
	static final String GRAPH_PREFIX = "urn:sparqlcheck:dataset:";
	/** How the journal names a graph: this, then the graph's IRI. */
	static final String ID_PREFIX = "graph ";

	@Override
	public Target load(Places places, String hash, Dataset data) {
		// the run's tag first: two runs never share (and so never drop) each other's graph
		String graph = GRAPH_PREFIX + places.runTag() + ":" + hash;
		Target t = new Target(ID_PREFIX + graph, places.http().settings().queryUrl(), graph);
		// the graphs pushed out of the window are dropped by the same request: no round trip of their own
		List<String> evicted = places.evictUntilRoom();
		places.creating(t.id());
		StringBuilder update = new StringBuilder();
		for (String old : evicted) {
			update.append("DROP SILENT GRAPH <").append(old.substring(ID_PREFIX.length())).append("> ;\n");
		}
		update.append("DROP SILENT GRAPH <").append(graph).append(">");
		if (!data.isEmpty()) {
			update.append(" ;\n").append(insert(graph, data));
		}
		places.http().update(update.toString(), SentRequest.Kind.LOAD);
		places.dropped(evicted);
		return t;
	}

	/** The update that writes the (non-empty) data into the graph: {@code INSERT DATA}. */
	String insert(String graph, Dataset data) {
		return "INSERT DATA { GRAPH <" + graph + "> {\n" + data.toNTriples() + "} }";
	}

	@Override
	public boolean creates(String id) {
		return id.startsWith(ID_PREFIX);
	}

	@Override
	public void drop(HttpTransport http, String id) {
		http.update("DROP SILENT GRAPH <" + id.substring(ID_PREFIX.length()) + ">", SentRequest.Kind.DROP);
	}

	@Override
	public Optional<String> version(HttpTransport http) {
		return Optional.empty();
	}

	@Override
	public boolean namespacePerDataset() {
		return false;
	}
}
