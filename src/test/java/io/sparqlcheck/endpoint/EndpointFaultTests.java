package io.sparqlcheck.endpoint;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.sparqlcheck.engine.endpoint.Credentials;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.EndpointUnavailableException;
import io.sparqlcheck.engine.endpoint.Preset;
import io.sparqlcheck.engine.endpoint.QueryMethod;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.QueryOutcome.FailureKind;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Example;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every fault an endpoint can produce is an engine failure with its cause, never a result, and the
 * run goes on: a real HTTP server on 127.0.0.1 (the JDK's) misbehaves on purpose, one way per path.
 * The engines here are read-only, so the misbehaving server is only ever asked queries; a count of
 * writes shows that read-only never writes.
 */
class EndpointFaultTests {

	static final String GOOD = "{\"head\":{\"vars\":[\"s\"]},\"results\":{\"bindings\":[]}}";
	static final String ONE_ROW = "{\"head\":{\"vars\":[\"one\"]},\"results\":{\"bindings\":[{\"one\":{\"type\":\"literal\","
		+ "\"datatype\":\"http://www.w3.org/2001/XMLSchema#integer\",\"value\":\"1\"}}]}}";
	static final String SECRET_USER = "alice";
	static final String SECRET_PASSWORD = "s3cr3t-Pa55word";

	private static HttpServer server;
	private static final AtomicInteger writes = new AtomicInteger();
	private static volatile boolean flakyBroken = true;

	@BeforeContainer
	static void start() throws IOException {
		server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
		server.setExecutor(Executors.newCachedThreadPool(r -> {
			Thread t = new Thread(r, "fault-server");
			t.setDaemon(true);
			return t;
		}));
		server.createContext("/good", ex -> reply(ex, 200, "application/sparql-results+json",
			ex.getRequestURI().getRawQuery() != null && ex.getRequestURI().getRawQuery().contains("one") ? ONE_ROW : GOOD));
		server.createContext("/slow", ex -> {
			try {
				Thread.sleep(5_000);
			} catch (InterruptedException ignored) {
				Thread.currentThread().interrupt();
			}
			reply(ex, 200, "application/sparql-results+json", GOOD);
		});
		server.createContext("/status400", ex -> reply(ex, 400, "text/plain", "Parse error: bad query"));
		server.createContext("/status404", ex -> reply(ex, 404, "text/plain", "no such endpoint"));
		server.createContext("/status500", ex -> reply(ex, 500, "text/plain", "internal engine error"));
		server.createContext("/status503", ex -> reply(ex, 503, "text/html", "<html><body><h1>Service Unavailable</h1></body></html>"));
		server.createContext("/html200", ex -> reply(ex, 200, "text/html", "<!DOCTYPE html><html><body>Error: something broke</body></html>"));
		server.createContext("/truncated", ex -> reply(ex, 200, "application/sparql-results+json", GOOD.substring(0, 30)));
		server.createContext("/malformed", ex -> reply(ex, 200, "application/sparql-results+json", "{\"head\":{\"vars\":[\"s\"]},\"results\":{\"bindings\":[{\"s\":{\"type\":\"uri\"}}]}}"));
		server.createContext("/notjson", ex -> reply(ex, 200, "application/sparql-results+json", "this is not JSON at all"));
		server.createContext("/wrongtype", ex -> reply(ex, 200, "text/plain", GOOD));
		server.createContext("/huge", ex -> {
			StringBuilder b = new StringBuilder("{\"head\":{\"vars\":[\"s\"]},\"results\":{\"bindings\":[");
			for (int i = 0; i < 20_000; i++) {
				b.append(i == 0 ? "" : ",").append("{\"s\":{\"type\":\"uri\",\"value\":\"http://example.org/").append(i).append("\"}}");
			}
			reply(ex, 200, "application/sparql-results+json", b.append("]}}").toString());
		});
		server.createContext("/cutoff", ex -> {
			// declares a long body, sends part of it, and closes the connection
			ex.getResponseHeaders().set("Content-Type", "application/sparql-results+json");
			ex.sendResponseHeaders(200, 10_000);
			ex.getResponseBody().write(GOOD.substring(0, 20).getBytes(StandardCharsets.UTF_8));
			ex.getResponseBody().flush();
			ex.close();
		});
		server.createContext("/flaky", ex -> {
			if (flakyBroken) {
				reply(ex, 502, "text/html", "<html>Bad Gateway</html>");
			} else {
				reply(ex, 200, "application/sparql-results+json", GOOD);
			}
		});
		server.createContext("/echo-auth", ex -> {
			String auth = ex.getRequestHeaders().getFirst("Authorization");
			if (auth == null) {
				ex.getResponseHeaders().set("WWW-Authenticate", "Basic realm=\"test\"");
				reply(ex, 401, "text/plain", "authenticate");
				return;
			}
			String decoded = new String(Base64.getDecoder().decode(auth.substring("Basic ".length())), StandardCharsets.UTF_8);
			reply(ex, 500, "text/plain", "refused the request with Authorization: " + auth + " (that is " + decoded + ", password "
				+ decoded.substring(decoded.indexOf(':') + 1) + ")");
		});
		server.start();
	}

	@AfterContainer
	static void stop() {
		server.stop(0);
	}

	private static void reply(HttpExchange ex, int status, String type, String body) throws IOException {
		if (!ex.getRequestMethod().equals("GET")) {
			writes.incrementAndGet(); // the engines here query by GET: anything else is a write (or a misdirected query)
		}
		byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
		ex.getResponseHeaders().set("Content-Type", type);
		ex.sendResponseHeaders(status, bytes.length);
		try (OutputStream out = ex.getResponseBody()) {
			out.write(bytes);
		}
	}

	static SparqlEndpointEngine engine(String path) {
		return engine(path, s -> s);
	}

	static SparqlEndpointEngine engine(String path, java.util.function.UnaryOperator<EndpointSettings> tweak) {
		URI url = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + path);
		EndpointSettings s = EndpointSettings.readOnlyOf("faulty", Preset.GENERIC, url, null, TestServer.scratch())
			.withTimeout(Duration.ofSeconds(1)).withMaxResponseBytes(64 * 1024);
		return SparqlEndpointEngine.open(tweak.apply(s));
	}

	private static QueryOutcome.Failure failureOf(String path, java.util.function.UnaryOperator<EndpointSettings> tweak) {
		try (SparqlEndpointEngine e = engine(path, tweak)) {
			QueryOutcome out = e.select(Dataset.of(), "SELECT ?s WHERE { ?s ?p ?o }");
			assertThat(out).as(path + " gave " + out).isInstanceOf(QueryOutcome.Failure.class);
			return (QueryOutcome.Failure) out;
		}
	}

	private static QueryOutcome.Failure failureOf(String path) {
		return failureOf(path, s -> s);
	}

	@Example
	void eachFaultIsAFailureWithItsCause() {
		for (QueryMethod method : QueryMethod.values()) {
			java.util.function.UnaryOperator<EndpointSettings> m = s -> s.withMethod(method);
			String via = " via " + method.key();
			assertThat(failureOf("/slow", m).kind()).as("timeout" + via).isEqualTo(FailureKind.TIMEOUT);
			QueryOutcome.Failure bad = failureOf("/status400", m);
			assertThat(bad.kind()).as("400" + via).isEqualTo(FailureKind.QUERY_REJECTED);
			assertThat(bad.cause()).as("400" + via).contains("Parse error");
			assertThat(failureOf("/status404", m).cause()).as("404" + via).contains("404");
			QueryOutcome.Failure five = failureOf("/status500", m);
			assertThat(five.kind()).as("500" + via).isEqualTo(FailureKind.EVALUATION_ERROR);
			assertThat(five.cause()).as("500" + via).contains("internal engine error");
			assertThat(failureOf("/status503", m).cause()).as("503 with an HTML body" + via).contains("Service Unavailable");
			assertThat(failureOf("/html200", m).kind()).as("HTML body with 200" + via).isEqualTo(FailureKind.BAD_RESPONSE);
			assertThat(failureOf("/truncated", m).kind()).as("truncated JSON" + via).isEqualTo(FailureKind.BAD_RESPONSE);
			QueryOutcome.Failure malformed = failureOf("/malformed", m);
			assertThat(malformed.kind()).as("a binding without a value" + via + ": " + malformed.cause()).isEqualTo(FailureKind.BAD_RESPONSE);
			assertThat(failureOf("/notjson", m).kind()).as("not JSON" + via).isEqualTo(FailureKind.BAD_RESPONSE);
			assertThat(failureOf("/wrongtype", m).kind()).as("wrong content type" + via).isEqualTo(FailureKind.BAD_RESPONSE);
			QueryOutcome.Failure huge = failureOf("/huge", m);
			assertThat(huge.kind()).as("over the size cap" + via).isEqualTo(FailureKind.BAD_RESPONSE);
			assertThat(huge.cause()).as("over the size cap" + via).contains("cap");
			assertThat(failureOf("/cutoff", m).kind()).as("connection closed mid-body" + via)
				.isIn(FailureKind.BAD_RESPONSE, FailureKind.UNREACHABLE);
		}
	}

	@Example
	void connectionRefusedIsUnreachable() {
		int port = Http.freePort();
		try (SparqlEndpointEngine e = SparqlEndpointEngine.open(EndpointSettings.readOnlyOf("gone", Preset.GENERIC, URI.create("http://127.0.0.1:" + port + "/sparql"), null, TestServer.scratch()))) {
			QueryOutcome out = e.select(Dataset.of(), "SELECT * WHERE { ?s ?p ?o }");
			assertThat(out).isInstanceOf(QueryOutcome.Failure.class);
			assertThat(((QueryOutcome.Failure) out).kind()).isEqualTo(FailureKind.UNREACHABLE);
			assertThat(((QueryOutcome.Failure) out).cause()).containsIgnoringCase("refused");
		}
	}

	@Example
	void aFaultIsAnEngineFailureVerdictAndTheRunContinues() {
		SparqlCase c = SparqlArbitraries.cases().caseForSeed(0);
		writes.set(0);
		try (SparqlEndpointEngine e = engine("/flaky")) {
			flakyBroken = true;
			Verdict broken = Tlp.on(e).check(c);
			assertThat(broken).isInstanceOf(Verdict.EngineFailure.class);
			assertThat(((Verdict.EngineFailure) broken).failure().cause()).contains("502");
			assertThat(Norec.on(e).check(c)).isInstanceOf(Verdict.EngineFailure.class);
			flakyBroken = false;
			assertThat(Tlp.on(e).check(c)).as("the same engine answers again").isInstanceOf(Verdict.Pass.class);
		} finally {
			flakyBroken = true;
		}
		assertThat(writes.get()).as("read-only engines never write").isZero();
		// ... and the counter does count: a writable engine on the same path loads the case's data
		URI url = URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/flaky");
		flakyBroken = false;
		try (SparqlEndpointEngine writable = SparqlEndpointEngine.open(
			EndpointSettings.of("writable", Preset.GENERIC, url, url, TestServer.scratch()).withTimeout(Duration.ofSeconds(1)))) {
			writable.select(c.data(), "SELECT * WHERE { ?s ?p ?o }");
		} finally {
			flakyBroken = true;
		}
		assertThat(writes.get()).as("a writable engine's load is counted").isPositive();
	}

	@Example
	void preflightNamesTheUnreachableEndpointOnce() throws Exception {
		int port = Http.freePort();
		try (SparqlEndpointEngine e = SparqlEndpointEngine.open(EndpointSettings.readOnlyOf("missing-server", Preset.GENERIC, URI.create("http://127.0.0.1:" + port + "/sparql"), null, TestServer.scratch()))) {
			assertThat(org.assertj.core.api.Assertions.catchThrowable(e::preflight))
				.isInstanceOf(EndpointUnavailableException.class)
				.hasMessageContaining("missing-server").hasMessageContaining("127.0.0.1:" + port).hasMessageContaining("refused");
		}
		try (SparqlEndpointEngine e = engine("/html200")) {
			assertThat(org.assertj.core.api.Assertions.catchThrowable(e::preflight))
				.isInstanceOf(EndpointUnavailableException.class).hasMessageContaining("faulty").hasMessageContaining("text/html");
		}
		try (SparqlEndpointEngine e = engine("/good")) {
			assertThat(e.preflight().version()).isEqualTo("not exposed");
		}
	}

	@Example
	void credentialsNeverAppearInACauseAVerdictOrALogLine() {
		PrintStream realErr = System.err;
		PrintStream realOut = System.out;
		ByteArrayOutputStream captured = new ByteArrayOutputStream();
		PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8);
		String text;
		try {
			System.setErr(capture);
			System.setOut(capture);
			SparqlCase c = SparqlArbitraries.cases().caseForSeed(0);
			try (SparqlEndpointEngine e = engine("/echo-auth", s -> s.withCredentials(new Credentials(SECRET_USER, SECRET_PASSWORD)))) {
				QueryOutcome.Failure f = (QueryOutcome.Failure) e.select(Dataset.of(), "SELECT ?s WHERE { ?s ?p ?o }");
				Verdict v = Tlp.on(e).check(c);
				text = f + "\n" + v.describe() + "\n" + v + "\n" + e.settings() + "\n" + e.settings().credentials();
				assertThat(f.cause()).as("the server did see the credentials and echoed them").contains("Authorization: Basic ***");
			}
		} finally {
			System.setErr(realErr);
			System.setOut(realOut);
		}
		String all = text + "\n" + captured.toString(StandardCharsets.UTF_8);
		String basic = Base64.getEncoder().encodeToString((SECRET_USER + ":" + SECRET_PASSWORD).getBytes(StandardCharsets.UTF_8));
		assertThat(all).doesNotContain(SECRET_PASSWORD).doesNotContain(basic);
	}

	@Example
	void theEndpointsCommandNeverPrintsCredentials() throws Exception {
		java.nio.file.Path dir = TestServer.scratch();
		java.nio.file.Path yaml = dir.resolve("engines.yaml");
		java.nio.file.Files.writeString(yaml, String.join("\n",
			"engines:",
			"  - name: secretive",
			"    kind: sparql-endpoint",
			"    preset: generic",
			"    query-url: http://127.0.0.1:" + server.getAddress().getPort() + "/echo-auth",
			"    read-only: true",
			"    timeout-seconds: 2",
			"    user-env: TEST_USER",
			"    password-env: TEST_PASSWORD", ""));
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		int rc = io.sparqlcheck.cli.EndpointsTestAccess.run(List.of("--engines-file", yaml.toString(), "--tries", "2"),
			java.util.Map.of("TEST_USER", SECRET_USER, "TEST_PASSWORD", SECRET_PASSWORD),
			new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
		String all = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
		assertThat(rc).as(all).isEqualTo(2);
		assertThat(all).contains("secretive").contains("HTTP 500").doesNotContain(SECRET_PASSWORD)
			.doesNotContain(Base64.getEncoder().encodeToString((SECRET_USER + ":" + SECRET_PASSWORD).getBytes(StandardCharsets.UTF_8)));
	}
}
