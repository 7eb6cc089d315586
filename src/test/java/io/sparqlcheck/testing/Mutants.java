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

	/**
	 * Evaluates every one-or-more path {@code p+} as zero-or-more {@code p*} (a wrong path
	 * compilation: the zero-length matches leak in), by rewriting the query text before the real
	 * engine sees it.
	 */
	public static Engine oneOrMoreAsZeroOrMore(Engine real) {
		return wrap(real, "one-or-more-as-zero-or-more", (data, query) -> real.select(data,
			query.replaceAll("([>)])\\+", "$1*")));
	}

	/** Ignores the inverse operator of property paths: {@code ^p} is read as {@code p}. */
	public static Engine inverseIgnored(Engine real) {
		return wrap(real, "inverse-ignored", (data, query) -> real.select(data, query.replaceAll("(?<!\\^)\\^([<(])", "$1")));
	}

	/** Drops the right branch of every path alternative {@code (a|b)}: a wrong rewrite of {@code |}. */
	public static Engine alternativeRightDropped(Engine real) {
		return wrap(real, "alternative-right-dropped", (data, query) -> real.select(data,
			query.replaceAll("(<[^>]*>)\\|(<[^>]*>)", "$1")));
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
