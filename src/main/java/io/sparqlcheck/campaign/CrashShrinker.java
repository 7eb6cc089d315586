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
 * A trigger is a sequence of loads (the loads before the crash's own, {@link Restartable.Crash#before},
 * then its own), replayed in order. Deterministic: the query is first replaced by the plainest one
 * ({@value #PLAIN_QUERY}, when the loads alone do it), then each earlier load is left out whole when
 * the rest still break the store, then triples are left out one at a time in their order (an
 * earlier load left empty goes), each kept out when the rest still break the store, over and over
 * until no single triple can go (1-minimal), within {@code maxSteps} steps; a crash's own load left
 * empty is replaced by the last earlier load when that alone does it. A crash that does not
 * break a fresh store at all is reported as such, unshrunk.
 */
final class CrashShrinker {

	/** The query a load alone is tried with. */
	static final String PLAIN_QUERY = "SELECT * WHERE { ?s ?p ?o }";

	/**
	 * The outcome of a shrink.
	 *
	 * @param reproduced whether the original loads and query broke a fresh store
	 * @param before     the smallest earlier loads found, oldest first (the original ones when not reproduced)
	 * @param data       the smallest last load found (the original when not reproduced)
	 * @param query      its query
	 * @param what       how the smallest load and query broke the store (or why the crash did not reproduce)
	 * @param steps      the fresh-store steps it ran
	 * @param boundReached whether it stopped at {@code maxSteps} before it was 1-minimal
	 */
	record Shrunk(boolean reproduced, List<Dataset> before, Dataset data, String query, String what, int steps, boolean boundReached) {
		Shrunk {
			before = List.copyOf(before);
		}
	}

	private final Restartable server;
	private final int maxSteps;
	private int steps;

	CrashShrinker(Restartable server, int maxSteps) {
		this.server = server;
		this.maxSteps = maxSteps;
	}

	Shrunk shrink(List<Dataset> before, Dataset data, String query) {
		Optional<String> first = breaks(before, data, query);
		if (first.isEmpty()) {
			return new Shrunk(false, before, data, query,
				"did not break a fresh store when replayed (the loads and query once more on a restarted server)", steps, false);
		}
		String what = first.get();
		if (!query.equals(PLAIN_QUERY)) {
			Optional<String> plain = breaks(before, data, PLAIN_QUERY);
			if (plain.isPresent()) {
				query = PLAIN_QUERY;
				what = plain.get();
			}
		}
		List<Dataset> earlier = new ArrayList<>(before);
		for (int i = 0; i < earlier.size() && steps < maxSteps; i++) {
			List<Dataset> fewer = new ArrayList<>(earlier);
			fewer.remove(i);
			Optional<String> b = breaks(fewer, data, query);
			if (b.isPresent()) {
				earlier = fewer;
				what = b.get();
				i--;
			}
		}
		List<Unit> units = units(earlier, data);
		int last = earlier.size();
		boolean changed = true;
		while (changed && steps < maxSteps) {
			changed = false;
			for (int i = 0; i < units.size() && steps < maxSteps; i++) {
				List<Unit> fewer = new ArrayList<>(units);
				fewer.remove(i);
				Optional<String> b = breaks(loads(fewer, last), dataset(fewer, last), query);
				if (b.isPresent()) {
					units = fewer;
					what = b.get();
					changed = true;
					i--;
				}
			}
		}
		List<Dataset> loads = loads(units, last);
		Dataset own = dataset(units, last);
		if (own.isEmpty() && !loads.isEmpty() && steps < maxSteps) { // the last earlier load alone does it: it is the crash's own
			List<Dataset> fewer = loads.subList(0, loads.size() - 1);
			Optional<String> b = breaks(fewer, loads.get(loads.size() - 1), query);
			if (b.isPresent()) {
				return new Shrunk(true, fewer, loads.get(loads.size() - 1), query, b.get(), steps, changed);
			}
		}
		return new Shrunk(true, loads, own, query, what, steps, changed);
	}

	private Optional<String> breaks(List<Dataset> before, Dataset data, String query) {
		steps++;
		return server.breaksFreshStore(before, data, query);
	}

	/** A triple, its graph (null: the default graph) and the load it is in (0 the oldest; the last is the crash's own). */
	private record Unit(int load, Iri graph, Triple triple) {
	}

	private static List<Unit> units(List<Dataset> before, Dataset data) {
		List<Unit> out = new ArrayList<>();
		for (int i = 0; i <= before.size(); i++) {
			Dataset d = i < before.size() ? before.get(i) : data;
			int load = i;
			d.triples().forEach(t -> out.add(new Unit(load, null, t)));
			d.named().forEach((g, ts) -> ts.forEach(t -> out.add(new Unit(load, g, t))));
		}
		return out;
	}

	/** The earlier loads the units make, oldest first; an earlier load with no triple left is left out. */
	private static List<Dataset> loads(List<Unit> units, int last) {
		List<Dataset> out = new ArrayList<>();
		for (int i = 0; i < last; i++) {
			Dataset d = dataset(units, i);
			if (!d.isEmpty()) {
				out.add(d);
			}
		}
		return out;
	}

	private static Dataset dataset(List<Unit> units, int load) {
		List<Triple> main = new ArrayList<>();
		Map<Iri, List<Triple>> named = new LinkedHashMap<>();
		for (Unit u : units) {
			if (u.load() == load) {
				(u.graph() == null ? main : named.computeIfAbsent(u.graph(), g -> new ArrayList<>())).add(u.triple());
			}
		}
		return new Dataset(main, named);
	}
}
