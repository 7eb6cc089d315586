package io.sparqlcheck.selftest;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.jqwik.EngineFailureError;
import io.sparqlcheck.jqwik.OracleProperties;
import io.sparqlcheck.jqwik.ViolationError;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import io.sparqlcheck.testing.PropertyRuns;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Map;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Self-test 2, non-vacuity: a mutant engine that silently drops one row from every filtered result
 * is flagged by TLP and by NoREC when the ready-made properties run for real under jqwik, and
 * jqwik's shrinking brings the case down to at most 3 triples and a predicate of at most 2
 * operators.
 */
class NonVacuityTests {

	/** The ready-made properties on the mutant. Nested, so surefire does not run it on its own. */
	static class OnRowDroppingMutant extends OracleProperties {
		@Override
		protected Engine createEngine() {
			return Mutants.dropsOneFilteredRow(new JenaEngine());
		}
	}

	/**
	 * A mutant that drops a filtered row when the data has 3 triples or more, and fails every query
	 * on smaller data: shrinking toward small data walks into engine failures, which must never be
	 * accepted as smaller violations.
	 */
	static class OnMutantThatFailsOnSmallData extends OracleProperties {
		@Override
		protected Engine createEngine() {
			Engine dropping = Mutants.dropsOneFilteredRow(new JenaEngine());
			return Mutants.wrap(dropping, "fails-below-3-triples", (data, query) -> data.size() < 3
				? new QueryOutcome.Failure(query, QueryOutcome.FailureKind.EVALUATION_ERROR, "mutant: refuses small data")
				: dropping.select(data, query));
		}
	}

	@Example
	void theRowDroppingMutantIsFlaggedByTlpAndNorecAndShrinksSmall() {
		Map<String, Throwable> failures = PropertyRuns.run(OnRowDroppingMutant.class, "42");
		assertThat(failures).containsOnlyKeys("tlpPartitionRecomposesTheBase", "norecFlagsCountTheFilteredRows");
		for (Throwable t : failures.values()) {
			assertThat(t).isInstanceOf(ViolationError.class);
			SparqlCase shrunk = ((ViolationError) t).verdict().sparqlCase();
			assertThat(shrunk.data().size()).as("triples of the shrunk case:\n%s", shrunk).isBetween(1, 3);
			assertThat(shrunk.predicate().operatorCount()).as("operators of the shrunk predicate %s", shrunk.predicate().toSparql())
				.isLessThanOrEqualTo(2);
		}
	}

	@Example
	void shrinkingNeverTurnsAViolationIntoAnEngineFailure() {
		// The first seed whose case is a violation under this mutant for both oracles: its property
		// run then fails at try 1 with a violation, and every shrink toward small data meets engine
		// failures. That the first try gets caseForSeed(seed) is pinned by SeedsTests.
		Engine mutant = new OnMutantThatFailsOnSmallData().createEngine();
		long seed = java.util.stream.LongStream.range(0, 500).filter(s -> {
			SparqlCase c = io.sparqlcheck.arbitraries.SparqlArbitraries.cases().caseForSeed(s);
			return Tlp.on(mutant).check(c) instanceof Verdict.Violation && Norec.on(mutant).check(c) instanceof Verdict.Violation;
		}).findFirst().orElseThrow();
		Map<String, Throwable> failures = PropertyRuns.run(OnMutantThatFailsOnSmallData.class, Long.toString(seed));
		assertThat(failures).containsOnlyKeys("tlpPartitionRecomposesTheBase", "norecFlagsCountTheFilteredRows");
		for (Throwable t : failures.values()) {
			assertThat(t).isInstanceOf(ViolationError.class).isNotInstanceOf(EngineFailureError.class);
			assertThat(((ViolationError) t).verdict().sparqlCase().data().size()).isGreaterThanOrEqualTo(3);
		}
	}

	@Example
	void aMutantThatKeepsTheCountButChangesTheRowsIsFlaggedByTlp() {
		// Same size, different multiset: the last filtered row replaced by a copy of the first.
		Engine swapping = Mutants.wrap(new JenaEngine(), "duplicates-first-row", new java.util.function.BiFunction<>() {
			final JenaEngine real = new JenaEngine();

			@Override
			public QueryOutcome apply(io.sparqlcheck.model.Dataset data, String query) {
				QueryOutcome out = real.select(data, query);
				if (query.contains("FILTER") && out instanceof QueryOutcome.Solutions s && s.size() >= 2) {
					List<io.sparqlcheck.result.Solution> rows = new java.util.ArrayList<>(s.rows());
					rows.set(rows.size() - 1, rows.get(0));
					return new QueryOutcome.Solutions(query, s.variables(), rows);
				}
				return out;
			}
		});
		SparqlCase c = CaseAnalysisTests.ageCase();
		SparqlCase allTrue = new SparqlCase(c.data(), c.pattern(), new io.sparqlcheck.model.Expr.Constant(
			io.sparqlcheck.model.Literal.bool(true)));
		Verdict v = Tlp.on(swapping).check(allTrue);
		assertThat(v).isViolation().hasCount("base", 4).hasCount("true", 4);
		Verdict.Violation violation = (Verdict.Violation) v;
		assertThat(violation.missing().size()).isEqualTo(1);
		assertThat(violation.excess().size()).isEqualTo(1);
		assertThat(Norec.on(swapping).check(allTrue)).isPass();
	}
}
