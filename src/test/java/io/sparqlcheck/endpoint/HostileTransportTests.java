package io.sparqlcheck.endpoint;

import io.sparqlcheck.engine.endpoint.Credentials;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;
import io.sparqlcheck.engine.endpoint.QueryMethod;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.QueryOutcome.FailureKind;
import net.jqwik.api.Example;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.function.UnaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13, must-fix 1 and 2, against {@link HostileServer} in a process of its own: a trickle, a
 * never-ending body, a huge declared length and an endless flood each end within one deadline per
 * request and shut the connection instead of draining it; a redirect is never followed (with
 * credentials or without) and the failure names it; credentials go to the endpoint's own origin
 * only, a non-ASCII password arrives as its UTF-8 bytes, and no form of it appears in a cause.
 */
class HostileTransportTests {

	private static HostileEndpoint hostile;

	@BeforeContainer
	static void start() {
		hostile = new HostileEndpoint();
	}

	@AfterContainer
	static void stop() {
		hostile.close();
	}

	private static QueryOutcome select(String path, UnaryOperator<EndpointSettings> tweak) {
		EndpointSettings s = EndpointSettings.readOnlyOf("hostile", Preset.GENERIC, hostile.url(path), null, TestServer.scratch())
			.withTimeout(Duration.ofSeconds(2)).withMaxResponseBytes(64 * 1024);
		try (SparqlEndpointEngine e = SparqlEndpointEngine.open(tweak.apply(s))) {
			return e.select(Dataset.of(), "SELECT ?s WHERE { ?s ?p ?o }");
		}
	}

	/** The failure, and that it came within the deadline and some slack for a busy machine. */
	private static QueryOutcome.Failure failsWithin(String path, UnaryOperator<EndpointSettings> tweak, long maxMillis) {
		long start = System.nanoTime();
		QueryOutcome out = select(path, tweak);
		long took = (System.nanoTime() - start) / 1_000_000;
		assertThat(out).as(path + " gave " + out).isInstanceOf(QueryOutcome.Failure.class);
		assertThat(took).as(path + " took " + took + " ms: " + out).isLessThan(maxMillis);
		return (QueryOutcome.Failure) out;
	}

	@Example
	void aTrickleOrANeverEndingBodyEndsAtTheDeadline() {
		for (QueryMethod m : QueryMethod.values()) {
			QueryOutcome.Failure trickle = failsWithin("/trickle", s -> s.withMethod(m), 6_000);
			assertThat(trickle.kind()).as("trickle via " + m + ": " + trickle.cause()).isEqualTo(FailureKind.TIMEOUT);
			QueryOutcome.Failure endless = failsWithin("/endless", s -> s.withMethod(m), 6_000);
			assertThat(endless.kind()).as("endless via " + m + ": " + endless.cause()).isIn(FailureKind.TIMEOUT, FailureKind.BAD_RESPONSE);
		}
	}

	@Example
	void aBodyOverTheCapShutsTheConnectionInsteadOfDrainingIt() throws Exception {
		for (QueryMethod m : QueryMethod.values()) {
			QueryOutcome.Failure flood = failsWithin("/flood", s -> s.withMethod(m).withTimeout(Duration.ofSeconds(30)), 10_000);
			assertThat(flood.cause()).as("flood via " + m).contains("cap");
			QueryOutcome.Failure huge = failsWithin("/hugelength", s -> s.withMethod(m).withTimeout(Duration.ofSeconds(30)), 10_000);
			assertThat(huge.cause()).as("huge Content-Length via " + m).contains("cap");
		}
		Thread.sleep(500);
		// the server saw each connection shut after far less than it would have sent to a drain
		assertThat(hostile.events().stream().filter(l -> l.startsWith("shut /flood") || l.startsWith("shut /hugelength")))
			.hasSize(2 * QueryMethod.values().length)
			.allSatisfy(l -> assertThat(Long.parseLong(l.substring(l.lastIndexOf(' ') + 1))).as(l).isLessThan(64L * 1024 * 1024));
	}

	@Example
	void aRedirectIsNeverFollowedAndNoCredentialsLeaveTheOrigin() {
		Credentials creds = new Credentials(HostileEndpoint.USER, HostileEndpoint.PASSWORD);
		for (QueryMethod m : QueryMethod.values()) {
			QueryOutcome.Failure f = failsWithin("/redirect", s -> s.withMethod(m).withCredentials(creds), 6_000);
			assertThat(f.cause()).as("via " + m).contains("302").contains("redirect").contains(String.valueOf(hostile.otherPort));
			QueryOutcome.Failure plain = failsWithin("/redirect", s -> s.withMethod(m), 6_000);
			assertThat(plain.cause()).as("without credentials via " + m).contains("redirect");
		}
		assertThat(hostile.events()).as("nothing reached the other port with an Authorization header")
			.noneMatch(l -> l.startsWith("steal"));
	}

	@Example
	void credentialsGoToTheOwnOriginOnlyAndANonAsciiPasswordArrivesIntact() {
		Credentials creds = new Credentials(HostileEndpoint.USER, HostileEndpoint.PASSWORD);
		for (QueryMethod m : QueryMethod.values()) {
			QueryOutcome out = select("/auth", s -> s.withMethod(m).withCredentials(creds));
			assertThat(out).as("via " + m + ": " + out).isInstanceOf(QueryOutcome.Solutions.class);
		}
		assertThat(hostile.events()).contains("auth ok").doesNotContain("auth bad");
	}

	@Example
	void everyFormOfTheSecretIsRedacted() {
		Credentials creds = new Credentials(HostileEndpoint.USER, HostileEndpoint.PASSWORD);
		String p = HostileEndpoint.PASSWORD;
		String pair = HostileEndpoint.USER + ":" + p;
		String text = String.join(" | ", p, pair, URLEncoder.encode(p, StandardCharsets.UTF_8),
			URLEncoder.encode(p, StandardCharsets.UTF_8).replace("+", "%20"), URLEncoder.encode(p, StandardCharsets.UTF_8).toLowerCase(),
			URLEncoder.encode(p, StandardCharsets.ISO_8859_1), Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8)),
			Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.ISO_8859_1)),
			"p\\u00e4$$ w\\u00f6rd\\/\\u00f1&?%", java.text.Normalizer.normalize(p, java.text.Normalizer.Form.NFD));
		String red = creds.redact(text);
		assertThat(red).doesNotContain("$$ w").doesNotContain("%24%24").doesNotContain("%24%24".toLowerCase())
			.doesNotContain(Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8)))
			.doesNotContain(Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.ISO_8859_1)))
			.doesNotContain("w\\u00f6rd");
	}
}
