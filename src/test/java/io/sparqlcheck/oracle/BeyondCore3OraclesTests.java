package io.sparqlcheck.oracle;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.Grammars;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The oracles beyond core-3 (agg-tlp, distinct-tlp, slice, ask) on the real in-process engines: each
 * flags deliberately wrong engines (a real Jena or RDF4J whose query text, or answer, a mutation
 * changes), on a core-3 case where the same oracle passes on the unmutated engine; each passes the
 * real engines on the first cases; each is deterministic and fails closed.
 */
class BeyondCore3OraclesTests {

	static final CaseArbitrary CASES = Grammars.byVersion("core-3").cases();
	static final int BUDGET = 300;

	/** A real engine that runs the query as the mutation rewrites it, when it applies. */
	static Engine rewriting(Engine real, String suffix, UnaryOperator<String> mutation) {
		return Mutants.wrap(real, suffix, (data, query) -> {
			QueryOutcome out = real.select(data, mutation.apply(query));
			return out instanceof QueryOutcome.Solutions s ? new QueryOutcome.Solutions(query, s.variables(), s.rows()) : out;
		});
	}

	/** Under a FILTER, the group loses one solution before the projection (a sub-SELECT with OFFSET 1). */
	static String losesOneSolutionUnderFilter(String q) {
		int where = q.indexOf(" WHERE ");
		if (!q.contains("FILTER") || where < 0 || q.contains("LIMIT")) {
			return q;
		}
		return q.substring(0, where) + " WHERE { SELECT * WHERE " + q.substring(where + 7) + " OFFSET 1 }";
	}

	/** The first seed whose case the mutated oracle flags while the real one passes it. */
	static long firstFlagged(Function<Engine, Oracle> oracle, Engine real, Engine mutant) {
		return SparqlArbitraries.inGenerationContext(() -> {
			for (long seed = 0; seed < BUDGET; seed++) {
				SparqlCase c = CASES.caseForSeed(seed);
				if (oracle.apply(mutant).check(c) instanceof Verdict.Violation v) {
					if (oracle.apply(real).check(c) instanceof Verdict.Pass) {
						assertThat(v.discrepancies()).isNotEmpty();
						return seed;
					}
				}
			}
			throw new AssertionError("no case in " + BUDGET + " seeds flags " + mutant.name());
		});
	}

	static List<Engine> reals() {
		return List.of(new JenaEngine(), new Rdf4jEngine());
	}

	@Example
	void aggregatePartitioningFlagsLostSolutionsAndWrongMinimaAndSums() {
		for (Engine real : reals()) {
			try (real) {
				firstFlagged(AggregateTlp::new, real, rewriting(real, "loses-one-under-filter", BeyondCore3OraclesTests::losesOneSolutionUnderFilter));
				firstFlagged(AggregateTlp::new, real, rewriting(real, "min-as-max-under-filter",
					q -> q.contains("FILTER") ? q.replace("(MIN(", "(MAX(") : q));
				firstFlagged(AggregateTlp::new, real, rewriting(real, "sum-off-by-one-unfiltered",
					q -> q.contains("FILTER") ? q : q.replace("(SUM(", "(1 + SUM(")));
			}
		}
	}

	@Example
	void distinctPartitioningFlagsLostRowsAndDuplicates() {
		for (Engine real : reals()) {
			try (real) {
				firstFlagged(DistinctTlp::new, real, Mutants.dropsOneFilteredRow(real));
				firstFlagged(DistinctTlp::new, real, rewriting(real, "no-distinct-under-filter",
					q -> q.contains("FILTER") ? q.replace("SELECT DISTINCT", "SELECT") : q));
			}
		}
	}

	@Example
	void slicingFlagsAnIgnoredOffsetAndAnUnsortedTopK() {
		for (Engine real : reals()) {
			try (real) {
				firstFlagged(Slicing::new, real, rewriting(real, "ignores-offset", q -> q.replaceAll(" OFFSET \\d+$", "")));
				firstFlagged(Slicing::new, real, rewriting(real, "top-k-without-order",
					q -> q.contains(" LIMIT ") ? q.replaceAll(" ORDER BY .* LIMIT ", " LIMIT ") : q));
			}
		}
	}

	@Example
	void askFlagsAWrongExistsAndAWrongLimit() {
		for (Engine real : reals()) {
			try (real) {
				firstFlagged(AskOracle::new, real, rewriting(real, "exists-under-filter-negated",
					q -> q.contains("FILTER") ? q.replace("SELECT (EXISTS", "SELECT (NOT EXISTS") : q));
				firstFlagged(AskOracle::new, real, rewriting(real, "limit-1-as-2", q -> q.replace(" LIMIT 1", " LIMIT 2")));
			}
		}
	}

	/**
	 * On the real engines the verdicts repeat (the same kind on a second run of the same case): the
	 * oracles are deterministic. Violations the real engines give are findings (docs/oracles-beyond-core3.md
	 * triages them: RDF4J's empty implicit group), not asserted away here.
	 */
	@Example
	void verdictsOnTheRealEnginesRepeat() {
		SparqlArbitraries.inGenerationContext(() -> {
			for (Engine real : reals()) {
				try (real) {
					for (Function<Engine, Oracle> o : List.<Function<Engine, Oracle>>of(AggregateTlp::new, DistinctTlp::new, Slicing::new, AskOracle::new)) {
						for (long seed = 0; seed < 20; seed++) {
							SparqlCase c = CASES.caseForSeed(seed);
							assertThat(o.apply(real).check(c).kind()).as(real.name() + " seed " + seed)
								.isEqualTo(o.apply(real).check(c).kind());
						}
					}
				}
			}
			return null;
		});
	}

	@Example
	void anEngineFailureIsNeverAPassNorAViolation() {
		SparqlCase c = SparqlArbitraries.inGenerationContext(() -> CASES.caseForSeed(0));
		Engine broken = Mutants.alwaysFails("down");
		for (Oracle o : List.of(new AggregateTlp(broken), new DistinctTlp(broken), new Slicing(broken), new AskOracle(broken))) {
			assertThat(o.check(c)).as(o.name()).isInstanceOf(Verdict.EngineFailure.class);
		}
	}

	@Example
	void theWindowAndTheAggregatedVariableComeFromTheCaseAlone() {
		SparqlArbitraries.inGenerationContext(() -> {
			for (long seed = 0; seed < 30; seed++) {
				SparqlCase a = CASES.caseForSeed(seed), b = CASES.caseForSeed(seed);
				assertThat(Slicing.queries(a)).isEqualTo(Slicing.queries(b));
				assertThat(Slicing.limit(a)).isBetween(1, 4);
				assertThat(Slicing.offset(a)).isBetween(0, 3);
				assertThat(AggregateTlp.aggregated(a)).isEqualTo(AggregateTlp.aggregated(b));
			}
			return null;
		});
		assertThat(Oracles.keys()).contains("agg-tlp", "distinct-tlp", "slice", "ask");
		assertThat(Map.of("k", Oracles.named("agg-tlp").name())).containsEntry("k", AggregateTlp.NAME);
	}
}
