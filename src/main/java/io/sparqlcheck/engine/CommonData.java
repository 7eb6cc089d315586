package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;

import java.util.ArrayList;
import java.util.List;

/**
 * Engines that see only the data all of them can store: when any engine of a group declares
 * {@link StoreLimits}, each engine of the group is given the case's dataset without the triples any
 * of them refuses, the same for all, so an oracle across them compares like with like (fail closed:
 * a triple one engine cannot hold is left out for every engine, never sent to some). A group without
 * limits is returned as it is. Deterministic: the filter is a function of the triples alone.
 */
public final class CommonData {

	private CommonData() {
	}

	/** The engines, each restricted to the data every one of them can store; the same list when none has limits. */
	public static List<Engine> restrict(List<? extends Engine> engines) {
		List<StoreLimits> limits = engines.stream().map(Engine::storeLimits).filter(l -> !l.none()).toList();
		if (limits.isEmpty()) {
			return List.copyOf(engines);
		}
		List<Engine> out = new ArrayList<>();
		for (Engine e : engines) {
			out.add(new Restricted(e, limits));
		}
		return out;
	}

	/**
	 * The dataset without the triples any of the limits refuses, in the default graph and in each named
	 * graph (a named graph left empty goes); the dataset itself when none is refused.
	 */
	public static Dataset storable(Dataset data, List<StoreLimits> limits) {
		java.util.function.Predicate<Triple> stored = t -> limits.stream().noneMatch(l -> l.refused().test(t));
		List<Triple> kept = data.triples().stream().filter(stored).toList();
		java.util.Map<io.sparqlcheck.model.Iri, List<Triple>> named = new java.util.LinkedHashMap<>();
		data.named().forEach((g, ts) -> named.put(g, ts.stream().filter(stored).toList()));
		return kept.size() + named.values().stream().mapToInt(List::size).sum() == data.size() ? data : new Dataset(kept, named);
	}

	private static final class Restricted extends ForwardingEngine {
		private final List<StoreLimits> limits;

		Restricted(Engine engine, List<StoreLimits> limits) {
			super(engine);
			this.limits = List.copyOf(limits);
		}

		@Override
		public QueryOutcome select(Dataset data, String query) {
			return delegate().select(storable(data, limits), query);
		}

		@Override
		public void prepareAhead(Dataset data, List<String> queries, io.sparqlcheck.query.CaseParses parses) {
			delegate().prepareAhead(storable(data, limits), queries, parses);
		}

		@Override
		public StoreLimits storeLimits() {
			return delegate().storeLimits();
		}
	}
}
