package io.sparqlcheck.endpoint;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.Outcome;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Example;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13, must-fix 3: two runs against one real server (Fuseki, embedded, on a loopback port)
 * sharing one state folder never destroy each other. A run's start-up sweep drops only what a dead
 * run left; graphs and journals are per run; two whole campaigns side by side give no false verdict,
 * touch nothing of the other run nor of the server's unrelated data, and leave nothing behind.
 */
class SharedEndpointTests {

	private static TestServer fuseki;

	@BeforeContainer
	static void start() {
		fuseki = TestServer.start("fuseki");
	}

	@AfterContainer
	static void stop() {
		fuseki.close();
	}

	private static SparqlCase caseWithData() {
		for (long seed = 0; ; seed++) {
			SparqlCase c = SparqlArbitraries.cases().caseForSeed(seed);
			if (c.data().size() >= 3) {
				return c;
			}
		}
	}

	@Example
	void aSecondRunsSweepLeavesTheFirstRunsGraphsAlone() throws Exception {
		Path state = TestServer.scratch();
		SparqlCase c = caseWithData();
		try (SparqlEndpointEngine first = SparqlEndpointEngine.open(fuseki.settings(state))) {
			first.preflight();
			Verdict before = Tlp.on(first).check(c);
			assertThat(before).as(before.describe()).isInstanceOf(Verdict.Pass.class);
			List<String> firstGraphs = List.copyOf(first.createdData());
			try (SparqlEndpointEngine second = SparqlEndpointEngine.open(fuseki.settings(state))) {
				assertThat(second.preflight().leftovers()).as("a live run's graphs are not leftovers").isZero();
				assertThat(Tlp.on(second).check(c)).isInstanceOf(Verdict.Pass.class);
				assertThat(second.createdData()).as("each run its own graphs").doesNotContainAnyElementsOf(firstGraphs);
			}
			Verdict after = Tlp.on(first).check(c);
			assertThat(after).as("the first run still has its data: " + after.describe()).isInstanceOf(Verdict.Pass.class);
			assertThat(((Verdict.Pass) after).counts()).isEqualTo(((Verdict.Pass) before).counts());
		}
		assertThat(fuseki.sparqlcheckLeftovers()).isEmpty();
		assertThat(journals(state)).as("no journal left after clean exits").isEmpty();
	}

	@Example
	void twoCampaignsAtOnceOnOneServer() throws Exception {
		fuseki.writeUnrelated();
		List<String> unrelated = fuseki.unrelatedSnapshot();
		Path state = TestServer.scratch();
		CountDownLatch firstLoaded = new CountDownLatch(1);
		CompletableFuture<CampaignSummary> a = CompletableFuture.supplyAsync(() -> campaign(state, SeedRange.of(0, 40), firstLoaded, null));
		CompletableFuture<CampaignSummary> b = CompletableFuture.supplyAsync(() -> campaign(state, SeedRange.of(1000, 40), null, firstLoaded));
		for (CampaignSummary s : List.of(a.get(5, TimeUnit.MINUTES), b.get(5, TimeUnit.MINUTES))) {
			assertThat(s.total(Outcome.CANDIDATE)).as("no false violation: " + s.candidates()).isZero();
			assertThat(s.total(Outcome.ENGINE_FAILURE)).as("no engine failure").isZero();
			assertThat(s.casesChecked()).isEqualTo(40);
		}
		assertThat(fuseki.sparqlcheckLeftovers()).as("no leftovers after both").isEmpty();
		assertThat(fuseki.unrelatedSnapshot()).as("unrelated triples untouched").isEqualTo(unrelated);
		assertThat(journals(state)).as("no journal left after both").isEmpty();
	}

	/** One campaign on its own engine; the second waits until the first has loaded data, then sweeps at start. */
	private static CampaignSummary campaign(Path state, SeedRange range, CountDownLatch signal, CountDownLatch waitFor) {
		try {
			if (waitFor != null) {
				assertThat(waitFor.await(2, TimeUnit.MINUTES)).isTrue();
			}
			try (SparqlEndpointEngine e = SparqlEndpointEngine.open(fuseki.settings(state))) {
				e.preflight();
				Campaign c = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp", "norec"), List.of(e)),
					Triage.NOTHING_KNOWN);
				if (signal != null) {
					// load something first, so that the other run starts while this one holds data
					Tlp.on(e).check(caseWithData());
					signal.countDown();
				}
				return c.run(new Campaign.Options(range, null, 0, null, state.resolve("candidates-" + range.from() + ".jsonl")));
			}
		} catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new AssertionError(ex);
		} catch (io.sparqlcheck.engine.endpoint.EndpointUnavailableException ex) {
			throw new AssertionError(ex);
		} finally {
			if (signal != null) {
				signal.countDown();
			}
		}
	}

	private static List<Path> journals(Path state) throws Exception {
		try (Stream<Path> files = Files.walk(state)) {
			return files.filter(p -> p.toString().endsWith(".journal")).toList();
		}
	}
}
