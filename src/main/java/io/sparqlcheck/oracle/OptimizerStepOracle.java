package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.OptimizerSteps;
import io.sparqlcheck.model.SparqlCase;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Differential query plans on one engine: the case's query on the engine as it is and on the same
 * engine with one optimizer step switched off, the step chosen by the case (so a campaign walks every
 * step, and a seed always means the same step). Both answers must be the same bag; a difference
 * names the step, which is where the optimiser's bug is. Any failure of either run is an engine
 * failure, as in the differential.
 */
public final class OptimizerStepOracle implements Oracle {

	public static final String NAME = "optimizer-step";

	/** In the oracle registry: per engine, on an engine whose optimiser has switchable steps. */
	public static final OracleType TYPE = OracleType.perEngine(NAME, "optimizer-step", OptimizerStepOracle::on, c -> Optional.empty());

	private final Engine engine;
	private final OptimizerSteps steps;

	private OptimizerStepOracle(Engine engine, OptimizerSteps steps) {
		this.engine = engine;
		this.steps = steps;
	}

	/**
	 * The oracle on one engine.
	 *
	 * @throws IllegalArgumentException for an engine with no optimizer step to switch off (a check
	 *                                  that compares nothing must not be mistaken for a pass)
	 */
	public static OptimizerStepOracle on(Engine engine) {
		if (!(engine instanceof OptimizerSteps s) || s.optimizerSteps().isEmpty()) {
			throw new IllegalArgumentException(NAME + " needs an engine whose optimiser has steps to switch off (jena, rdf4j); "
				+ engine.label() + " has none");
		}
		return new OptimizerStepOracle(engine, s);
	}

	@Override
	public String name() {
		return NAME;
	}

	/** The step this oracle switches off for a case: fixed by the case's fingerprint. */
	public String stepFor(SparqlCase c) {
		List<String> all = steps.optimizerSteps();
		return all.get(Math.floorMod(c.fingerprint().hashCode(), all.size()));
	}

	@Override
	public Verdict check(SparqlCase c) {
		String step = stepFor(c);
		try (Engine without = steps.withoutStep(step)) {
			Verdict v = Differential.across(engine, without).withRules(LatitudeRules.none()).check(c);
			List<String> engines = List.of(engine.label(), without.label());
			if (v instanceof Verdict.Violation x) {
				List<String> discrepancies = new ArrayList<>();
				x.discrepancies().forEach(d -> discrepancies.add(d + " [optimizer step " + step + "]"));
				return new Verdict.Violation(NAME, engines, c, x.queries(), "the answer with optimizer step " + step
					+ " off equals the answer with it on", x.counts(), discrepancies, x.excess(), x.missing());
			}
			if (v instanceof Verdict.EngineFailure f) {
				return new Verdict.EngineFailure(NAME, engines, c, f.queries(), f.engine(), f.failure());
			}
			Verdict.Pass p = (Verdict.Pass) v;
			return new Verdict.Pass(NAME, engines, c, p.queries(), p.counts());
		}
	}
}
