package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import net.jqwik.api.Example;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Plan-aware triage on real engines: whether a NoREC pair ran one plan, and whether an optimiser
 * left a query's plan as parsed. The two filters below are the telling pair: a condition on the
 * OPTIONAL's left side only ({@code ?o}) is pushed into the left-join by both optimisers; one on the
 * optional variable ({@code ?w}) cannot move and stays on top of the base plan.
 */
class PlanAwareTests {

	static final String EX = "http://example.org/";
	static final String P = "?s <" + EX + "p> ?o . OPTIONAL { ?s <" + EX + "q> ?w . }";
	static final String BASE = "SELECT * WHERE { " + P + " }";
	static final String PUSHED = "SELECT * WHERE { " + P + " FILTER((?o < 25)) }";
	static final String ON_TOP = "SELECT * WHERE { " + P + " FILTER((?w < 3)) }";
	static final Dataset DATA = Dataset.of(
		new Triple(Iri.of(EX + "s0"), Iri.of(EX + "p"), Literal.integer(20)),
		new Triple(Iri.of(EX + "s0"), Iri.of(EX + "q"), Literal.integer(2)),
		new Triple(Iri.of(EX + "s1"), Iri.of(EX + "p"), Literal.string("a")));

	@Example
	void optimisingEnginesTellAPushedFilterFromOneLeftOnTop() {
		for (Engine e : List.of(new JenaEngine(), new Rdf4jEngine())) {
			try (e) {
				PlanAware plans = (PlanAware) e;
				assertThat(plans.filterLeftOnTop(DATA, PUSHED, BASE)).as(e.name() + " pushes ?o < 25 into the left-join").isFalse();
				assertThat(plans.filterLeftOnTop(DATA, ON_TOP, BASE)).as(e.name() + " leaves ?w < 3 on top").isTrue();
			}
		}
	}

	@Example
	void referenceEnginesAlwaysLeaveTheFilterOnTop() {
		for (Engine e : List.of(new JenaRefEngine(), Rdf4jEngine.withoutOptimizers())) {
			try (e) {
				PlanAware plans = (PlanAware) e;
				assertThat(plans.filterLeftOnTop(DATA, PUSHED, BASE)).as(e.name()).isTrue();
				assertThat(plans.filterLeftOnTop(DATA, ON_TOP, BASE)).as(e.name()).isTrue();
				assertThat(plans.optimizerChangesPlan(DATA, PUSHED)).as(e.name()).isFalse();
			}
		}
	}

	@Example
	void rdf4jSaysWhetherItsOptimizersChangedThePlan() {
		try (Rdf4jEngine rdf4j = new Rdf4jEngine()) {
			assertThat(rdf4j.optimizerChangesPlan(DATA, PUSHED)).isTrue();
			assertThat(rdf4j.optimizerChangesPlan(DATA, ON_TOP)).isFalse();
			assertThat(rdf4j.optimizerChangesPlan(DATA, BASE)).isFalse();
		}
	}

	/** A filter the optimiser rewrites in place (not moved) is not "left on top". */
	@Example
	void aConditionRewrittenInPlaceDoesNotCountAsLeftOnTop() {
		String folded = "SELECT * WHERE { " + P + " FILTER((?w < (1 + 2))) }";
		try (Rdf4jEngine rdf4j = new Rdf4jEngine()) {
			assertThat(rdf4j.explain(DATA, folded)).as("constant folding ran").doesNotContain("MathExpr");
			assertThat(rdf4j.filterLeftOnTop(DATA, folded, BASE)).isFalse();
		}
		try (Rdf4jEngine noopt = Rdf4jEngine.withoutOptimizers()) {
			assertThat(noopt.filterLeftOnTop(DATA, folded, BASE)).isTrue();
		}
	}
}
