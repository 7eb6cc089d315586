package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.OracleProperties;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.ValuesPattern;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.Provide;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

/** A case that voids a relation is skipped with a counted reason, and a run of only such cases never passes. */
class PreconditionsTests {

	static final Iri P = Iri.of("http://example.org/p");

	/** {@code ?s <p> ?o VALUES (?flag) { (1) }}: NoREC's rewrite would project a variable P already binds. */
	static SparqlCase bindsFlag() {
		GroupPattern p = GroupPattern.of(new TriplePattern(Var.of("s"), P, Var.of("o")),
			new ValuesPattern(List.of(Norec.FLAG), List.of(List.<Optional<Term>>of(Optional.of(Literal.integer(1))))));
		return new SparqlCase(Dataset.of(new Triple(Iri.of("http://example.org/s0"), P, Literal.integer(1))), p,
			new Expr.Bound(Var.of("o")));
	}

	@Example
	void aPatternBindingFlagVoidsNorecButNotTlp() {
		assertThat(Preconditions.voided(Norec.TYPE, bindsFlag())).get().asString().contains("?flag");
		assertThat(Preconditions.voided(Tlp.TYPE, bindsFlag())).isEmpty();
		// what the skip avoids: the rewrite is not even a valid query, which would read as an engine failure
		assertThat(Norec.on(new JenaEngine()).check(bindsFlag()).kind()).isEqualTo(io.sparqlcheck.oracle.VerdictKind.ENGINE_FAILURE);
	}

	/** Fail closed: a case whose query Jena cannot parse is not skipped; the engine rejects it. */
	@Example
	void aCaseJenaCannotParseIsNotSkippedButLeftToTheEngine() {
		SparqlCase invalid = new SparqlCase(Dataset.of(new Triple(Iri.of("http://example.org/s0"), P, Literal.integer(1))),
			GroupPattern.of(new TriplePattern(Var.of("s"), P, Var.of("o"))),
			Expr.FunctionCall.of("NO_SUCH_FUNCTION", new Expr.Bound(Var.of("o"))));
		for (OracleType oracle : Oracles.all()) {
			if (oracle == PathEquivalence.TYPE) {
				// the path oracle skips it for its own reason, a pattern with no path, never for the parse
				assertThat(Preconditions.voided(oracle, invalid)).get().asString().contains("no property path");
				continue;
			}
			assertThat(Preconditions.voided(oracle, invalid)).as(oracle.name()).isEmpty();
		}
		assertThat(Tlp.on(new JenaEngine()).check(invalid).kind()).isEqualTo(io.sparqlcheck.oracle.VerdictKind.ENGINE_FAILURE);
	}

	/** A fixture whose every case voids NoREC. */
	static class OnlyVoidedCases extends OracleProperties {
		@Override
		protected Engine createEngine() {
			return new JenaEngine();
		}

		@Override
		@Provide
		protected Arbitrary<SparqlCase> cases() {
			return Arbitraries.just(bindsFlag());
		}
	}

	@Example
	void aPropertyWhoseCasesAreAllSkippedFailsRatherThanPasses() throws Exception {
		var results = EngineTestKit.engine("jqwik")
			.selectors(selectMethod(OnlyVoidedCases.class, OnlyVoidedCases.class.getMethod("norecFlagsCountTheFilteredRows", SparqlCase.class)))
			.execute();
		assertThat(results.testEvents().succeeded().count()).isZero();
		Throwable t = results.testEvents().failed().stream().findFirst().orElseThrow()
			.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
		assertThat(t.getMessage()).contains("exhausted").contains("rejections");
	}
}
