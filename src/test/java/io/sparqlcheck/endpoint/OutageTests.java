package io.sparqlcheck.endpoint;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.Outcome;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13, "also fix": an endpoint that stops answering mid-run. A short outage is waited out (pause,
 * re-probe, reload, retry): no seed is lost nor counted as an engine failure. One that lasts past the
 * re-probes stops the campaign with a clear reason and a partial summary, not thousands of failures.
 */
class OutageTests {

	private static Campaign campaign(SparqlEndpointEngine e) {
		return new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp", "norec"), List.of(e)), Triage.NOTHING_KNOWN);
	}

	@Example
	void aShortOutageIsWaitedOutAndNoSeedIsLost() throws Exception {
		try (TestServer fuseki = TestServer.start("fuseki")) {
			Path state = TestServer.scratch();
			try (SparqlEndpointEngine e = SparqlEndpointEngine.open(fuseki.settings(state))) {
				e.preflight();
				CompletableFuture<CampaignSummary> run = CompletableFuture.supplyAsync(() ->
					campaign(e).run(new Campaign.Options(SeedRange.of(0, 60), null, 0, null, state.resolve("c.jsonl"))));
				Thread.sleep(1_500);
				fuseki.stop();
				Thread.sleep(1_500);
				fuseki.start();
				CampaignSummary s = run.get(3, TimeUnit.MINUTES);
				assertThat(s.casesChecked()).isEqualTo(60);
				assertThat(s.total(Outcome.ENGINE_FAILURE)).as("no seed counted as an engine failure").isZero();
				assertThat(s.total(Outcome.CANDIDATE)).as("no false verdict over a refilled server").isZero();
				assertThat(e.outage()).isEmpty();
			}
		}
	}

	@Example
	void anEndpointDownForGoodStopsTheCampaignWithAReason() throws Exception {
		try (TestServer fuseki = TestServer.start("fuseki")) {
			Path state = TestServer.scratch();
			try (SparqlEndpointEngine e = SparqlEndpointEngine.open(fuseki.settings(state))) {
				e.preflight();
				CompletableFuture<CampaignSummary> run = CompletableFuture.supplyAsync(() ->
					campaign(e).run(new Campaign.Options(SeedRange.of(0, 100_000), null, 0, null, state.resolve("c.jsonl"))));
				Thread.sleep(1_500);
				fuseki.stop();
				CampaignSummary s = run.get(3, TimeUnit.MINUTES);
				assertThat(s.casesChecked()).as("stopped early").isLessThan(100_000);
				// The query in flight when the server goes may fail another way (Fuseki answers 500 while it stops,
				// or the connection is cut mid-body): at most that one counts; the outage is not a pile of failures.
				assertThat(s.total(Outcome.ENGINE_FAILURE)).as("the outage is not a pile of engine failures").isLessThanOrEqualTo(1);
				assertThat(e.outage()).hasValueSatisfying(o -> assertThat(o).contains("stopped answering").contains("fuseki"));
			}
		}
	}
}
