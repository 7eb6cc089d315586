package io.sparqlcheck.endpoint;

import io.sparqlcheck.cli.EndpointsTestAccess;
import io.sparqlcheck.engine.endpoint.SentRequest;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Example;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 16: {@code bench --only endpoints} on a real server (Fuseki, embedded, on a loopback port)
 * with tiny sizes: it records the requests the engine's own client sends, replays them, and prints
 * the overhead and the requests per check by kind. The figure is printed, never asserted as a time.
 */
class EndpointBenchTests {

	private static TestServer fuseki;

	@BeforeContainer
	static void start() {
		fuseki = TestServer.start("fuseki");
	}

	@AfterContainer
	static void stop() {
		fuseki.close();
	}

	@Example
	void theRecordingHoldsEveryRequestTheEngineSentWithItsKindAndStatus() throws Exception {
		SparqlCase c = SparqlArbitraries.cases().caseForSeed(3);
		List<SentRequest> sent = new ArrayList<>();
		try (SparqlEndpointEngine e = SparqlEndpointEngine.open(fuseki.settings(TestServer.scratch()))) {
			e.preflight();
			e.recordRequests(sent::add);
			Verdict v = Tlp.on(e).check(c);
			e.recordRequests(null);
			assertThat(v).as(v.describe()).isInstanceOf(Verdict.Pass.class);
			Tlp.on(e).check(SparqlArbitraries.cases().caseForSeed(4)); // not recorded any more
		}
		assertThat(sent).extracting(SentRequest::kind)
			.containsExactly(SentRequest.Kind.LOAD, SentRequest.Kind.QUERY, SentRequest.Kind.QUERY, SentRequest.Kind.QUERY, SentRequest.Kind.QUERY);
		assertThat(sent).allSatisfy(s -> assertThat(s.status()).isEqualTo(200));
		assertThat(new String(sent.get(0).body(), StandardCharsets.UTF_8)).startsWith("update=");
		assertThat(sent.get(1).uri().getRawQuery()).contains("query=").contains("default-graph-uri=");
		// exactly one media type asked for (SPARQLRepository adds a list of its own, XML first, that is not sent)
		for (SentRequest query : sent.subList(1, sent.size())) {
			assertThat(query.headers()).filteredOn(h -> h.getKey().equalsIgnoreCase("Accept")).extracting(Map.Entry::getValue)
				.containsExactly("application/sparql-results+json");
		}
	}

	@Example
	void aDatasetPushedOutOfTheWindowIsDroppedByTheNextLoadNotByARequestOfItsOwn() throws Exception {
		List<SentRequest> sent = new ArrayList<>();
		List<String> first;
		try (SparqlEndpointEngine e = SparqlEndpointEngine.open(fuseki.settings(TestServer.scratch()))) {
			e.preflight();
			e.recordRequests(sent::add);
			List<SparqlCase> cases = new ArrayList<>();
			for (long seed = 0; cases.size() < SparqlEndpointEngine.LOADED_CAPACITY + 3; seed++) {
				SparqlCase c = SparqlArbitraries.cases().caseForSeed(seed);
				if (!c.data().isEmpty() && cases.stream().noneMatch(o -> o.data().equals(c.data()))) {
					cases.add(c);
				}
			}
			first = null;
			for (SparqlCase c : cases) {
				Verdict v = Tlp.on(e).check(c);
				assertThat(v).as(v.describe()).isInstanceOf(Verdict.Pass.class);
				if (first == null) {
					first = List.copyOf(e.createdData());
				}
			}
			assertThat(e.createdData()).as("the window's datasets, and no more").hasSize(SparqlEndpointEngine.LOADED_CAPACITY)
				.doesNotContainAnyElementsOf(first);
			assertThat(fuseki.sparqlcheckLeftovers()).as("on the server: what the engine holds").hasSize(SparqlEndpointEngine.LOADED_CAPACITY);
			e.recordRequests(null);
		}
		assertThat(sent).extracting(SentRequest::kind).doesNotContain(SentRequest.Kind.DROP);
		assertThat(sent).filteredOn(s -> s.kind() == SentRequest.Kind.LOAD).hasSize(SparqlEndpointEngine.LOADED_CAPACITY + 3);
		assertThat(fuseki.sparqlcheckLeftovers()).isEmpty();
	}

	@Example
	void benchPrintsTheOverheadAndTheRequestsPerCheckOfARealServer() throws Exception {
		Path dir = TestServer.scratch();
		Path yaml = dir.resolve("engines.yaml");
		Files.writeString(yaml, String.join("\n",
			"state-dir: " + dir.resolve("state"),
			"engines:",
			"  - name: fuseki",
			"    kind: sparql-endpoint",
			"    preset: fuseki",
			"    query-url: " + fuseki.queryUrl(),
			"    update-url: " + fuseki.updateUrl(),
			""));
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		int rc = EndpointsTestAccess.command(List.of("bench", "--only", "endpoints", "--engines-file", yaml.toString(),
				"--endpoint-engines", "fuseki", "--endpoint-cases", "12", "--rounds", "1"), Map.of(),
			new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
		String printed = out.toString(StandardCharsets.UTF_8);
		assertThat(rc).as(printed + err.toString(StandardCharsets.UTF_8)).isZero();
		Matcher overhead = Pattern.compile("endpoint overhead: (\\d+\\.\\d\\d) \\(fuseki\\)").matcher(printed);
		assertThat(overhead.find()).as(printed).isTrue();
		assertThat(Double.parseDouble(overhead.group(1))).as("a ratio of two measured times").isPositive().isFinite();
		// 12 cases, TLP and NoREC: 24 checks, 4 + 3 queries a case, so 3.50 queries per check
		assertThat(printed).containsPattern("query 3\\.50, load 0\\.\\d\\d");
		assertThat(fuseki.sparqlcheckLeftovers()).as("the replay wrote only the run's own graphs, and close dropped them").isEmpty();
	}
}
