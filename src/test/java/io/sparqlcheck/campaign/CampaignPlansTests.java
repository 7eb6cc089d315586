package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.JenaRefEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A campaign's plan-aware triage on all four embedded engines: every pair asked, shares plausible. Plans are
 * asked on one case in {@link Campaign#PLAN_SAMPLE}, so the run has that many times the 60 cases it asks.
 */
class CampaignPlansTests {

	@Example
	void everyNorecPairAndEveryOptimisedAgainstReferencePairIsCounted() {
		List<Engine> engines = List.of(new JenaEngine(), new JenaRefEngine(), new Rdf4jEngine(), Rdf4jEngine.withoutOptimizers());
		try {
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("norec", "differential"), engines),
				Triage.NOTHING_KNOWN);
			CampaignSummary summary = campaign.run(new Campaign.Options(SeedRange.of(0, 60L * Campaign.PLAN_SAMPLE), null, 0, null));
			Map<String, TreeMap<String, Long>> plans = summary.plans();

			assertThat(plans.keySet()).containsExactlyInAnyOrder(
				"NoREC jena " + engines.get(0).version(),
				"NoREC jena-ref " + engines.get(1).version(),
				"NoREC rdf4j " + engines.get(2).version(),
				"NoREC rdf4j-noopt " + engines.get(3).version(),
				"differential jena against jena-ref",
				"differential rdf4j against rdf4j-noopt");
			for (String optimised : List.of("NoREC jena " + engines.get(0).version(), "NoREC rdf4j " + engines.get(2).version())) {
				TreeMap<String, Long> p = plans.get(optimised);
				assertThat(p.get("pairs")).as(optimised).isPositive();
				// the optimisers move some filters and leave others: neither none nor all of the pairs collapse
				assertThat(p.get("collapsed")).as(optimised).isPositive().isLessThan(p.get("pairs"));
				assertThat(p.getOrDefault("unexplained", 0L)).as(optimised).isZero();
			}
			for (String reference : List.of("NoREC jena-ref " + engines.get(1).version(), "NoREC rdf4j-noopt " + engines.get(3).version())) {
				assertThat(plans.get(reference).get("collapsed")).as(reference).isEqualTo(plans.get(reference).get("pairs"));
			}
			TreeMap<String, Long> rdf4jPair = plans.get("differential rdf4j against rdf4j-noopt");
			assertThat(rdf4jPair.get("collapsed")).isPositive().isLessThan(rdf4jPair.get("pairs"));
		} finally {
			engines.forEach(Engine::close);
		}
	}

	@Example
	void onlyAnEnginesOwnReferenceCountsAsItsReference() {
		try (JenaEngine jena = new JenaEngine(); JenaRefEngine ref = new JenaRefEngine();
			 Rdf4jEngine rdf4j = new Rdf4jEngine(); Rdf4jEngine noopt = Rdf4jEngine.withoutOptimizers()) {
			assertThat(ref.isReferenceOf(jena)).isTrue();
			assertThat(noopt.isReferenceOf(rdf4j)).isTrue();
			assertThat(noopt.isReferenceOf(jena)).isFalse();
			assertThat(ref.isReferenceOf(rdf4j)).isFalse();
			assertThat(jena.isReferenceOf(ref)).isFalse();
			assertThat(rdf4j.isReferenceOf(noopt)).isFalse();
			assertThat(jena.isReferenceOf(jena)).isFalse();
			assertThat(ref.isReferenceOf(ref)).isFalse();
		}
	}
}
