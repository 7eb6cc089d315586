package io.sparqlcheck.ledger;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.OptimizerSteps;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Oracles;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Which optimizer step a failure depends on: the recorded shrunk case re-run with each step of each
 * of its engines' optimisers switched off in turn (Jena's ARQ switches, RDF4J's pipeline), and the
 * steps whose absence makes the recorded failure vanish. A maintainer's second question, after
 * "since which release".
 */
public final class OptimizerAttribution {
	private OptimizerAttribution() {
	}

	/** One configuration: an engine with one step off, and what the case did there. */
	public record Trial(String engine, String step, Bisection.Answer answer, String detail) {
	}

	/**
	 * @param reproduces whether the case fails the recorded way with every step on
	 * @param trials     every configuration tried
	 * @param needed     the steps (engine: step) whose absence makes the failure vanish
	 */
	public record Result(boolean reproduces, String baseline, List<Trial> trials, List<String> needed) {
		public Result {
			trials = List.copyOf(trials);
			needed = List.copyOf(needed);
		}
	}

	/** Explains a candidate with the engines of the catalog; a candidate whose engines have no switchable steps gets no trial. */
	public static Result explain(Candidate c, EngineCatalog catalog) throws ConfigException {
		List<Engine> engines = new ArrayList<>();
		try {
			for (EngineRef r : c.engines()) {
				engines.add(catalog.open(r.name()).orElseThrow(() -> new IllegalArgumentException("engine " + r.name()
					+ " is not available here (" + catalog.origin() + ": " + String.join(", ", catalog.names()) + ")")));
			}
			RecordedFailure.Reading baseline = run(c, engines);
			List<Trial> trials = new ArrayList<>();
			List<String> needed = new ArrayList<>();
			for (int i = 0; i < engines.size(); i++) {
				if (!(engines.get(i) instanceof OptimizerSteps steps)) {
					continue;
				}
				for (String step : steps.optimizerSteps()) {
					List<Engine> variant = new ArrayList<>(engines);
					try (Engine without = steps.withoutStep(step)) {
						// under the recorded name, so that a differential's per-engine counts compare with the record
						variant.set(i, new io.sparqlcheck.engine.RenamedEngine(without, engines.get(i).name()));
						RecordedFailure.Reading r = run(c, variant);
						trials.add(new Trial(engines.get(i).name(), step, r.answer(), r.detail()));
						// only a pass means the failure vanished; failing another way (OTHER) names no step
						if (baseline.answer() == Bisection.Answer.FAILS && r.answer() == Bisection.Answer.PASSES) {
							needed.add(engines.get(i).name() + ": " + step);
						}
					}
				}
			}
			return new Result(baseline.answer() == Bisection.Answer.FAILS, baseline.detail(), trials, needed);
		} finally {
			engines.forEach(Engine::close);
		}
	}

	private static RecordedFailure.Reading run(Candidate c, List<Engine> engines) {
		Optional<Oracle> oracle = Oracles.bind(c.oracle(), engines);
		if (oracle.isEmpty()) {
			throw new IllegalArgumentException("oracle " + c.oracle() + " over " + engines.size() + " engine(s) is not available here");
		}
		return RecordedFailure.read(c, oracle.get().check(c.shrunk().sparqlCase()));
	}
}
