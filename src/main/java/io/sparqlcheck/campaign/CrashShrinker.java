package io.sparqlcheck.campaign;

import io.sparqlcheck.engine.Restartable;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Triple;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Shrinks a crash (a server that died or whose store went bad) to the smallest load and query that
 * still break a fresh store: every step restarts the server on a fresh store
 * ({@link Restartable#breaksFreshStore}), so a step's answer depends on its load and query alone.
 * Deterministic: the query is first replaced by the plainest one ({@value #PLAIN_QUERY}, when the load
 * alone does it), then triples are left out one at a time in their order, each kept out when the
 * rest still break the store, over and over until no single triple can go (1-minimal), within
 * {@code maxSteps} steps. A crash that does not break a fresh store at all is reported as such, unshrunk.
 */
final class CrashShrinker {

	/** The query a load alone is tried with. */
	static final String PLAIN_QUERY = "SELECT * WHERE { ?s ?p ?o }";

	/**
	 * The outcome of a shrink.
	 *
	 * @param reproduced whether the original load and query broke a fresh store
	 * @param data       the smallest load found (the original when not reproduced)
	 * @param query      its query
	 * @param what       how the smallest load and query broke the store (or why the crash did not reproduce)
	 * @param steps      the fresh-store steps it ran
	 * @param boundReached whether it stopped at {@code maxSteps} before it was 1-minimal
	 */
	record Shrunk(boolean reproduced, Dataset data, String query, String what, int steps, boolean boundReached) {
	}

	private final Restartable server;
	private final int maxSteps;
	private int steps;

	CrashShrinker(Restartable server, int maxSteps) {
		this.server = server;
		this.maxSteps = maxSteps;
	}

	Shrunk shrink(Dataset data, String query) {
		Optional<String> first = breaks(data, query);
		if (first.isEmpty()) {
			return new Shrunk(false, data, query, "did not break a fresh store when replayed (load and query once more on a restarted server)",
				steps, false);
		}
		String what = first.get();
		if (!query.equals(PLAIN_QUERY)) {
			Optional<String> plain = breaks(data, PLAIN_QUERY);
			if (plain.isPresent()) {
				query = PLAIN_QUERY;
				what = plain.get();
			}
		}
		List<Unit> units = units(data);
		boolean changed = true;
		while (changed && steps < maxSteps) {
			changed = false;
			for (int i = 0; i < units.size() && steps < maxSteps; i++) {
				List<Unit> fewer = new ArrayList<>(units);
				fewer.remove(i);
				Optional<String> b = breaks(dataset(fewer), query);
				if (b.isPresent()) {
					units = fewer;
					what = b.get();
					changed = true;
					i--;
				}
			}
		}
		return new Shrunk(true, dataset(units), query, what, steps, changed);
	}

	private Optional<String> breaks(Dataset data, String query) {
		steps++;
		return server.breaksFreshStore(data, query);
	}

	/** A triple and its graph (null: the default graph). */
	private record Unit(Iri graph, Triple triple) {
	}

	private static List<Unit> units(Dataset d) {
		List<Unit> out = new ArrayList<>();
		d.triples().forEach(t -> out.add(new Unit(null, t)));
		d.named().forEach((g, ts) -> ts.forEach(t -> out.add(new Unit(g, t))));
		return out;
	}

	private static Dataset dataset(List<Unit> units) {
		List<Triple> main = new ArrayList<>();
		Map<Iri, List<Triple>> named = new LinkedHashMap<>();
		for (Unit u : units) {
			(u.graph() == null ? main : named.computeIfAbsent(u.graph(), g -> new ArrayList<>())).add(u.triple());
		}
		return new Dataset(main, named);
	}
}
