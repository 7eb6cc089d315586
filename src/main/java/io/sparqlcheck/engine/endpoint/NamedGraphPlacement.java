package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.result.QueryOutcome;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A case's named graphs on a named-graph endpoint (core-4 data, core-5's FROM / FROM NAMED). Queries
 * name the graphs by the data's own IRIs ({@code GRAPH <g1>}, {@code FROM NAMED <g1>}), so each goes
 * into the server's graph of that IRI, and a query's FROM graphs the data lacks are made empty there.
 * The data is never written over anyone else's: a graph this run did not create is first read, and
 * one that holds a triple fails the load, closed; one it creates is journalled before it is written
 * ({@link Dialect.Places#creating}) and dropped with the rest of the run's places.
 *
 * <p>One case's graphs are on the server at a time: a graph is rewritten (DROP SILENT, then the
 * dialect's INSERT DATA) only when its content is not the one asked for. Not thread-safe; the engine
 * calls it under its own lock.
 */
final class NamedGraphPlacement {
	private final NamedGraphDialect dialect;
	private final QuerySender queries;
	/** Graph IRI to the content hash this run last wrote there. */
	private final Map<String, String> holding = new HashMap<>();

	NamedGraphPlacement(NamedGraphDialect dialect, QuerySender queries) {
		this.dialect = dialect;
		this.queries = queries;
	}

	/**
	 * Makes each graph of the data, and each graph the query's dataset clause names, hold exactly the
	 * data's graph of that name (empty for one it has not).
	 *
	 * @throws IOException when a graph holds data this run did not create, or the server could not be read
	 */
	void place(Dataset data, Set<String> clauseGraphs, Dialect.Places places) throws IOException {
		Set<String> graphs = new LinkedHashSet<>();
		data.named().keySet().forEach(g -> graphs.add(g.value()));
		graphs.addAll(clauseGraphs);
		graphs.addAll(holdingData()); // an earlier case's graphs, emptied: a server's default named graphs may be all of its graphs
		StringBuilder update = new StringBuilder();
		Map<String, String> written = new HashMap<>();
		for (String g : graphs) {
			List<io.sparqlcheck.model.Triple> triples = data.named().getOrDefault(Iri.of(g), List.of());
			String hash = new Dataset(triples).contentHash();
			if (hash.equals(holding.get(g))) {
				continue;
			}
			String id = NamedGraphDialect.ID_PREFIX + g;
			if (!places.isCreated(id)) {
				requireEmpty(places, g);
				places.creating(id);
			}
			update.append(update.isEmpty() ? "" : " ;\n").append("DROP SILENT GRAPH <").append(g).append(">");
			if (!triples.isEmpty()) {
				update.append(" ;\n").append(dialect.insert(g, new Dataset(triples)));
			}
			written.put(g, hash);
		}
		if (!update.isEmpty()) {
			holding.keySet().removeAll(written.keySet()); // unknown until the server agreed
			places.http().update(update.toString(), SentRequest.Kind.LOAD);
			holding.putAll(written);
		}
	}

	private void requireEmpty(Dialect.Places places, String graph) throws IOException {
		String ask = "SELECT * WHERE { GRAPH <" + graph + "> { ?s ?p ?o } } LIMIT 1";
		QueryOutcome out = queries.select(new Target(null, places.http().settings().queryUrl(), null), ask);
		if (!(out instanceof QueryOutcome.Solutions s)) {
			throw new IOException("could not read graph <" + graph + "> before writing the case's named graph into it: " + out);
		}
		if (s.size() > 0) {
			throw new IOException("graph <" + graph + "> on the server holds data this run did not create: the case's named graph"
				+ " is not written over it (use a server of the run's own, e.g. a managed one)");
		}
	}

	/** The graphs this run last wrote triples into: a case without them must find them empty. */
	Set<String> holdingData() {
		Set<String> out = new LinkedHashSet<>();
		holding.forEach((g, h) -> {
			if (!h.equals(EMPTY)) {
				out.add(g);
			}
		});
		return out;
	}

	private static final String EMPTY = new Dataset(List.of()).contentHash();

	/** Believes nothing written any more (the server may have restarted, or the places were dropped). */
	void forget() {
		holding.clear();
	}
}
