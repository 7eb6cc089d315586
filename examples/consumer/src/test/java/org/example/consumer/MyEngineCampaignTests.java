package org.example.consumer;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.Outcome;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A small campaign (seeds 0 to 199, TLP) through the {@code Engine} interface: the wrong rewrite
 * step is found and shrunk to a candidate record; the correct engine passes every case.
 */
class MyEngineCampaignTests {

	private static CampaignSummary campaign(Engine engine) {
		try (engine) {
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), List.of(engine)), Triage.NOTHING_KNOWN);
			return campaign.run(new Campaign.Options(SeedRange.of(0, 200), null, 1, null,
				Path.of("target", "sparqlcheck-consumer", "candidates.jsonl")));
		}
	}

	@Example
	void theWrongStepIsFound() {
		CampaignSummary s = campaign(MyEngine.withTwoValuedNot());
		assertThat(s.candidates()).as("TLP finds the two-valued negation").isNotEmpty();
		assertThat(s.candidates()).allSatisfy(c -> {
			assertThat(c.oracle()).isEqualTo("TLP");
			assertThat(c.engines()).anyMatch(e -> e.startsWith("my-engine-two-valued-not"));
		});
		assertThat(s.total(Outcome.PASS)).isPositive();
	}

	@Example
	void theCorrectEnginePasses() {
		CampaignSummary s = campaign(MyEngine.correct());
		assertThat(s.candidates()).isEmpty();
		assertThat(s.total(Outcome.ENGINE_FAILURE)).isZero();
		assertThat(s.total(Outcome.PASS)).isEqualTo(200);
	}
}
