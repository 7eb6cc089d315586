package io.sparqlcheck.testing;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.ForwardingEngine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.Dataset;

import java.util.function.BiFunction;

/**
 * Deliberately wrong engines, wrapping a real one: the oracles' tests use them to show that each
 * oracle can fail.
 */
public final class Mutants {
	private Mutants() {
	}

	/** Silently drops the last row of every non-empty result of a query that contains FILTER. */
	public static Engine dropsOneFilteredRow(Engine real) {
		return wrap(real, "drops-one-filtered-row", (data, query) -> {
			QueryOutcome out = real.select(data, query);
			if (query.contains("FILTER") && out instanceof QueryOutcome.Solutions s && s.size() > 0) {
				return new QueryOutcome.Solutions(query, s.variables(), s.rows().subList(0, s.size() - 1));
			}
			return out;
		});
	}

	/** Fails every query. */
	public static Engine alwaysFails(String cause) {
		return new Engine() {
			@Override
			public String name() {
				return "always-fails";
			}

			@Override
			public String version() {
				return "0";
			}

			@Override
			public EngineFamily family() {
				return EngineFamily.OTHER;
			}

			@Override
			public QueryOutcome select(Dataset data, String query) {
				return new QueryOutcome.Failure(query, QueryOutcome.FailureKind.UNREACHABLE, cause);
			}
		};
	}

	/** An engine whose answers are computed by the function, named after the real one plus a suffix. */
	public static Engine wrap(Engine real, String suffix, BiFunction<Dataset, String, QueryOutcome> select) {
		return new ForwardingEngine(real) {
			@Override
			public String name() {
				return real.name() + "+" + suffix;
			}

			@Override
			public QueryOutcome select(Dataset data, String query) {
				return select.apply(data, query);
			}
		};
	}
}
