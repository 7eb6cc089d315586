package io.sparqlcheck.findings;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.OptimizerSteps;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.OptimizerAttribution;
import io.sparqlcheck.ledger.TestCandidates;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.OptimizerStepOracle;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;
import org.apache.jena.query.ARQ;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Which optimizer step each Jena finding depends on, found by switching ARQ's steps off one at a
 * time on the real engine; and the optimizer-step oracle, which flags an engine whose answer
 * changes when one step is off.
 */
class OptimizerAttributionTests {

	@Example
	void jenasFilterDisjunctionBugDependsOnOptFilterDisjunction() throws Exception {
		Candidate c = TestCandidates.jenaDisjunction(new JenaEngine());
		OptimizerAttribution.Result r = OptimizerAttribution.explain(c, EngineCatalog.embedded());
		assertThat(r.reproduces()).isTrue();
		assertThat(r.needed()).containsExactly("jena: optFilterDisjunction");
		assertThat(r.trials()).hasSize(new JenaEngine().optimizerSteps().size());
	}

	@Example
	void jenasValuesUndefBugDependsOnOptFilterPlacement() throws Exception {
		if (!ARQ.VERSION.equals("5.6.0")) {
			throw new org.opentest4j.TestAbortedException("the finding pinned here is Jena 5.6.0's; this build runs " + ARQ.VERSION);
		}
		Candidate c = TestCandidates.of(JenaFindings.filterIntoValuesWithUndef(), new JenaEngine());
		OptimizerAttribution.Result r = OptimizerAttribution.explain(c, EngineCatalog.embedded());
		assertThat(r.reproduces()).isTrue();
		assertThat(r.needed()).contains("jena: optFilterPlacement");
	}

	/**
	 * A differential whose odd engine is not the first one listed: switching a step off renames the
	 * engine ({@code jena without optX}), and the recorded failure must still be recognised under the
	 * name it was recorded with, so that only the steps whose absence makes the divergence vanish are
	 * named (core-3 seeds 964 and 2962 named every step of every engine).
	 */
	@Example
	void aDifferentialNamesOnlyTheStepsOfTheOddEngine() throws Exception {
		if (!ARQ.VERSION.equals("5.6.0")) {
			throw new org.opentest4j.TestAbortedException("the finding pinned here is Jena 5.6.0's; this build runs " + ARQ.VERSION);
		}
		EngineCatalog catalog = EngineCatalog.embedded();
		try (Engine ref = catalog.open("jena-ref").orElseThrow(); Engine jena = catalog.open("jena").orElseThrow()) {
			Verdict v = io.sparqlcheck.oracle.Differential.across(ref, jena).check(JenaFindings.filterIntoValuesWithUndef());
			assertThat(v).as("jena-ref keeps the row jena's filter placement drops").isInstanceOf(Verdict.Violation.class);
			OptimizerAttribution.Result r = OptimizerAttribution.explain(TestCandidates.ofVerdict(v), catalog);
			assertThat(r.reproduces()).isTrue();
			assertThat(r.needed()).contains("jena: optFilterPlacement");
			assertThat(r.needed()).as("most steps leave the divergence as it was").hasSizeLessThan(r.trials().size() / 2);
		}
	}

	/** A wrong answer that no step explains (a mutant outside the optimiser) gets no step named. */
	@Example
	void aFailureOutsideTheOptimiserIsAttributedToNoStep() throws Exception {
		String name = "jena+drops-one-filtered-row";
		EngineCatalog catalog = EngineCatalog.embedded().with(name, () -> Mutants.dropsOneFilteredRow(new JenaEngine()));
		Candidate c = null;
		for (long seed = 0; c == null; seed++) {
			SparqlCase sc = SparqlArbitraries.cases().caseForSeed(seed);
			try (Engine mutant = catalog.open(name).orElseThrow()) {
				if (io.sparqlcheck.oracle.Tlp.on(mutant).check(sc) instanceof Verdict.Violation) {
					c = TestCandidates.of(sc, mutant);
				}
			}
		}
		OptimizerAttribution.Result r = OptimizerAttribution.explain(c, catalog);
		assertThat(r.reproduces()).isTrue();
		assertThat(r.trials()).as("the mutant wrapper has no switchable steps").isEmpty();
		assertThat(r.needed()).isEmpty();
	}

	/** The oracle flags an engine whose optimised answer differs from its answer with the chosen step off. */
	@Example
	void theOptimizerStepOracleFlagsAStepThatChangesTheAnswer() {
		JenaEngine real = new JenaEngine();
		Engine buggy = new StepMutant(real);
		int violations = 0;
		for (long seed = 0; seed < 40; seed++) {
			Verdict v = OptimizerStepOracle.on(buggy).check(SparqlArbitraries.cases().caseForSeed(seed));
			if (v instanceof Verdict.Violation x) {
				violations++;
				assertThat(x.discrepancies()).allMatch(d -> d.contains("[optimizer step "));
			}
		}
		assertThat(violations).isPositive();
		for (long seed = 0; seed < 40; seed++) {
			assertThat(OptimizerStepOracle.on(real).check(SparqlArbitraries.cases().caseForSeed(seed)))
				.as("plain Jena at seed %d", seed).isNotInstanceOf(Verdict.Violation.class);
		}
		assertThatThrownBy(() -> OptimizerStepOracle.on(Mutants.dropsOneFilteredRow(real)))
			.isInstanceOf(IllegalArgumentException.class).hasMessageContaining("has none");
	}

	/** Drops one filtered row with every step on; with any step off it answers as Jena does. */
	private record StepMutant(JenaEngine real) implements Engine, OptimizerSteps {
		@Override
		public String name() {
			return "jena+optimiser-drops-a-row";
		}

		@Override
		public String version() {
			return real.version();
		}

		@Override
		public EngineFamily family() {
			return EngineFamily.JENA;
		}

		@Override
		public QueryOutcome select(Dataset data, String query) {
			return Mutants.dropsOneFilteredRow(real).select(data, query);
		}

		@Override
		public List<String> optimizerSteps() {
			return real.optimizerSteps();
		}

		@Override
		public Engine withoutStep(String step) {
			return real.withoutStep(step);
		}
	}
}
