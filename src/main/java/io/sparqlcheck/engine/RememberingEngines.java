package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Engines that answer each query over each dataset once, for the span of one question asked of one
 * failure: its cause. Asking a failure's cause re-runs its oracle once per optimizer step switched
 * off, each time over all its engines, and a differential failure is then taken apart into pairs,
 * each re-run and asked its own cause: the engines left as they are answer the same queries again
 * and again (four engines and two dozen steps: most of a cause's runs). Engines are deterministic,
 * so an answer given once is the answer; each variant with a step off is made once and remembered
 * too, so a pair's cause reuses the whole failure's runs. A failed query is not remembered: it is
 * run again when asked again, as it was before.
 *
 * <p>The caller's engines stay open; the variants made here are closed by {@link #close}. Not
 * thread-safe: one question, on one thread.
 */
public final class RememberingEngines implements AutoCloseable {
	private final List<Engine> engines;
	private final List<Engine> made = new ArrayList<>();

	private RememberingEngines(List<? extends Engine> engines) {
		List<Engine> wrapped = new ArrayList<>();
		for (Engine e : engines) {
			wrapped.add(new Remembering(e));
		}
		this.engines = List.copyOf(wrapped);
	}

	/** Remembering views of these engines, in their order. */
	public static RememberingEngines over(List<? extends Engine> engines) {
		return new RememberingEngines(engines);
	}

	/** The remembering engines: same names, versions and families as the caller's, and their steps. */
	public List<Engine> engines() {
		return engines;
	}

	/** Closes the variants made with a step off; the caller's engines stay open. */
	@Override
	public void close() {
		for (Engine e : made) {
			e.close();
		}
		made.clear();
	}

	/** One engine's remembered answers, and its variants by step. */
	private final class Remembering extends ForwardingEngine implements OptimizerSteps {
		private final Map<Dataset, Map<String, QueryOutcome>> answers = new IdentityHashMap<>();
		private final Map<String, Remembering> withoutStep = new HashMap<>();

		Remembering(Engine delegate) {
			super(delegate);
		}

		@Override
		public QueryOutcome select(Dataset data, String query) {
			Map<String, QueryOutcome> byQuery = answers.computeIfAbsent(data, d -> new HashMap<>());
			QueryOutcome known = byQuery.get(query);
			if (known != null) {
				return known;
			}
			QueryOutcome outcome = delegate().select(data, query);
			if (!(outcome instanceof QueryOutcome.Failure)) {
				byQuery.put(query, outcome);
			}
			return outcome;
		}

		/** The delegate's steps; none when it cannot switch any (as an engine that is no {@link OptimizerSteps}). */
		@Override
		public List<String> optimizerSteps() {
			return delegate() instanceof OptimizerSteps s ? s.optimizerSteps() : List.of();
		}

		/** The variant with the step off, made once; closing what this returns leaves it for {@link #close()}. */
		@Override
		public Engine withoutStep(String step) {
			Remembering variant = withoutStep.get(step);
			if (variant == null) {
				Engine fresh = ((OptimizerSteps) delegate()).withoutStep(step);
				made.add(fresh);
				variant = new Remembering(fresh);
				withoutStep.put(step, variant);
			}
			return variant;
		}

		/** Not closed here: the caller's engine stays open, a variant is closed by {@link RememberingEngines#close}. */
		@Override
		public void close() {
		}
	}
}
