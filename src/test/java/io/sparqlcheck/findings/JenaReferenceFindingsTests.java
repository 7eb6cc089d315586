package io.sparqlcheck.findings;

import io.sparqlcheck.testing.PropertyRuns;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.JenaRefEngine;
import io.sparqlcheck.jqwik.DifferentialProperties;
import io.sparqlcheck.jqwik.EngineFailureError;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.Provide;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.apache.jena.query.ARQ;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The ready-made differential property between Jena's optimised engine and its reference engine
 * ({@link DifferentialProperties}), and two Jena 5.6.0 defects it shows.
 *
 * <p>On core-2 cases at seed 401 (a case seed: the property's first try) the property stops at the
 * filter placed into a VALUES table with UNDEF: jena returns rows jena-ref does not (1,000 core-1
 * cases of seed 0 show no divergence at all; 5,000 core-2 cases show ten, all this one).
 *
 * <p>A decimal division by a zero written with a fractional part ({@code "0.0"^^xsd:decimal})
 * raises {@code java.lang.ArithmeticException} from {@code XSDFuncOp.decimalDivide} instead of an
 * expression error. The optimised engine's filter happens to swallow it (with a WARN log line) and
 * drops the row, as an error would; {@code QueryEngineRef} lets it escape and the query fails.
 * Minimal repro: {@code SELECT * WHERE { ?s ?p ?o FILTER(1 < (25 / 0.0)) }} on the reference
 * engine. The differential reports it as ENGINE_FAILURE of jena-ref, never as a wrong result.
 */
class JenaReferenceFindingsTests {

	/** jena against jena-ref, seed pinned. */
	static class JenaOptimiserDifferential extends DifferentialProperties {
		@Override
		protected List<Engine> createEngines() {
			return List.of(new JenaEngine(), new JenaRefEngine());
		}

		@Override
		@Provide
		protected Arbitrary<SparqlCase> cases() {
			return SparqlArbitraries.cases(SparqlArbitraries.CORE_2_GRAMMAR_VERSION);
		}

		@Override
		@Property(seed = "401", tries = 1)
		public void enginesReturnTheSameSolutions(@ForAll("cases") SparqlCase sparqlCase) {
			super.enginesReturnTheSameSolutions(sparqlCase);
		}
	}

	@Example
	void onJena560TheReferenceEngineFailsOnDecimalDivisionByZeroPointZero() {
		Verdict v = Differential.across(new JenaEngine(), new JenaRefEngine()).check(JenaFindings.decimalDivisionByZeroPointZero());
		Map<String, Throwable> failed = PropertyRuns.run(JenaOptimiserDifferential.class, "401");
		if (!ARQ.VERSION.equals("5.6.0")) {
			// The pinned findings are Jena 5.6.0's: on another release this test says so instead of passing.
			throw new org.opentest4j.TestAbortedException("the findings pinned here are Jena 5.6.0's; this build runs " + ARQ.VERSION);
		}
		assertThat(v).isInstanceOf(Verdict.EngineFailure.class);
		Verdict.EngineFailure f = (Verdict.EngineFailure) v;
		assertThat(f.engine()).startsWith("jena-ref");
		assertThat(f.failure().cause()).contains("ArithmeticException");
		// The pinned property run stops, and only at a triaged Jena defect.
		assertThat(failed.values()).isNotEmpty()
			.allSatisfy(t -> assertThat(JenaFindings.isKnown(t)).as("%s", t.getMessage()).isTrue());
	}
}
