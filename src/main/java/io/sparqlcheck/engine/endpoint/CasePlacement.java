package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;

import java.nio.file.Path;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * Where a case's data is on the server: its default graph in the {@link DataPlacement} window and,
 * on a dialect with named graphs, its named graphs in place ({@link NamedGraphPlacement}). One object
 * so that what the engine believes loaded is forgotten in one step, for both, whenever the server may
 * have lost it. Not thread-safe; the engine calls it under its own lock.
 */
final class CasePlacement {
	private final DataPlacement defaultGraphs;
	/** Null on a dialect without named graphs (Blazegraph's triples mode). */
	private final NamedGraphPlacement namedGraphs;

	CasePlacement(HttpTransport http, Dialect dialect, QuerySender queries) {
		this.defaultGraphs = new DataPlacement(http, dialect);
		this.namedGraphs = dialect instanceof NamedGraphDialect d ? new NamedGraphPlacement(d, queries) : null;
	}

	/** Whether this server can hold a case's named graphs at all. */
	boolean placesNamedGraphs() {
		return namedGraphs != null;
	}

	/**
	 * Makes the server hold the case's data and returns where to send its query: the default graph's
	 * place, with the data's named graphs as the request's named graphs, or with no dataset of the
	 * request's own when the query names its dataset ({@code clauseGraphs}, its FROM / FROM NAMED).
	 */
	Target ensureLoaded(Dataset data, Set<String> clauseGraphs) throws Exception {
		Target target = defaultGraphs.ensureLoaded(data);
		if (namedGraphs != null && (data.hasNamedGraphs() || !clauseGraphs.isEmpty() || !namedGraphs.holdingData().isEmpty())) {
			namedGraphs.place(data, clauseGraphs, defaultGraphs);
			target = clauseGraphs.isEmpty() ? target.withNamed(data.named().keySet().stream().map(Iri::value).toList())
				: target.withoutDataset();
		}
		return target;
	}

	/** Believes nothing of the case's data on the server any more (it may have restarted or failed a load). */
	void forget() {
		defaultGraphs.forgetLoaded();
		if (namedGraphs != null) {
			namedGraphs.forget();
		}
	}

	/** Drops what an earlier, dead run left (its journal), returning how many places it dropped. */
	int sweep() throws Exception {
		return defaultGraphs.sweep();
	}

	/** Drops every place this run created, telling {@code couldNotDrop} of each one the server kept. */
	void dropAll(BiConsumer<String, Exception> couldNotDrop) {
		defaultGraphs.dropAll(couldNotDrop);
	}

	/** This run's journal of the places it created. */
	Path journalFile() {
		return defaultGraphs.journalFile();
	}

	/** How many datasets this run has loaded so far. */
	long loads() {
		return defaultGraphs.loads();
	}

	/** The ids of the places this run created and has not dropped. */
	Set<String> createdData() {
		return defaultGraphs.createdData();
	}
}
