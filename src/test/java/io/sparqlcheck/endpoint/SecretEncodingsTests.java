package io.sparqlcheck.endpoint;

import com.sun.net.httpserver.HttpServer;
import io.sparqlcheck.cli.EndpointsTestAccess;
import io.sparqlcheck.engine.endpoint.Credentials;
import net.jqwik.api.Example;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A password comes back from a server in whatever encoding the server chose: percent-encoded with
 * {@code /} left as is, plus-encoded, in Basic's Base64, as UTF-8, or with its UTF-8 bytes read as
 * ISO-8859-1. Each is redacted, in the redaction itself and end to end: a campaign against an
 * endpoint that echoes the credentials in every one of these forms leaves none of them in standard
 * output, summary.json, candidates.jsonl or report.html.
 */
class SecretEncodingsTests {

	static final String USER = "admin";
	static final String PASSWORD = "S3cr3t XYZ&/\u00e9";

	/** Each encoding of the secret a server may echo, by the name a fault table gives it. */
	static Map<String, String> encodings() {
		String pair = USER + ":" + PASSWORD;
		Map<String, String> m = new LinkedHashMap<>();
		m.put("plain UTF-8", PASSWORD);
		m.put("percent-encoded pair, / kept", "admin%3AS3cr3t%20XYZ%26/%C3%A9");
		m.put("percent-encoded, lower-case hex", "S3cr3t%20XYZ%26%2f%c3%a9");
		m.put("plus-encoded", "S3cr3t+XYZ%26%2F%C3%A9");
		m.put("percent-encoded ISO-8859-1", "S3cr3t+XYZ%26%2F%E9");
		m.put("Basic Base64 of UTF-8", Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8)));
		m.put("Basic Base64 of ISO-8859-1", Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.ISO_8859_1)));
		m.put("Base64 without padding", Base64.getEncoder().withoutPadding().encodeToString(PASSWORD.getBytes(StandardCharsets.UTF_8)));
		m.put("UTF-8 bytes read as ISO-8859-1", new String(PASSWORD.getBytes(StandardCharsets.UTF_8), StandardCharsets.ISO_8859_1));
		m.put("JSON-escaped", "S3cr3t XYZ&\\/\\u00e9");
		m.put("HTML-escaped", "S3cr3t XYZ&amp;/&#233;");
		return m;
	}

	@Example
	void everyEncodingOfTheSecretIsRedacted() {
		Credentials c = new Credentials(USER, PASSWORD);
		encodings().forEach((kind, form) -> {
			String redacted = c.redact("the server said: " + form + " (end)");
			assertThat(redacted).as(kind).contains("***").doesNotContain(form).startsWith("the server said: ").endsWith(" (end)");
			for (String leak : leaks()) {
				assertThat(redacted).as(kind + " leaves " + leak).doesNotContain(leak);
			}
		});
	}

	@Example
	void textWithoutTheSecretIsLeftAlone() {
		Credentials c = new Credentials(USER, PASSWORD);
		String text = "HTTP 500: S3cr3t is a word, XYZ too, & / \u00e9 each alone";
		assertThat(c.redact(text)).isEqualTo(text);
	}

	private static HttpServer server;

	@BeforeContainer
	static void start() throws IOException {
		server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
		server.createContext("/echo", ex -> {
			String query = ex.getRequestURI().getRawQuery();
			boolean probe = query != null && query.contains("one");
			String auth = ex.getRequestHeaders().getFirst("Authorization");
			int status;
			String body;
			if (auth == null) {
				ex.getResponseHeaders().set("WWW-Authenticate", "Basic realm=\"test\"");
				status = 401;
				body = "authenticate";
			} else if (probe) {
				status = 200;
				body = EndpointFaultTests.ONE_ROW;
			} else {
				status = 500;
				body = "refused " + auth + " " + String.join(" ", encodings().values());
			}
			byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
			ex.getResponseHeaders().set("Content-Type", status == 200 ? "application/sparql-results+json" : "text/plain; charset=utf-8");
			ex.sendResponseHeaders(status, bytes.length);
			try (OutputStream out = ex.getResponseBody()) {
				out.write(bytes);
			}
		});
		server.start();
	}

	@AfterContainer
	static void stop() {
		server.stop(0);
	}

	@Example
	void aCampaignAgainstAnEchoingEndpointLeaksNoFormOfTheSecret() throws Exception {
		Path dir = TestServer.scratch();
		Path yaml = dir.resolve("engines.yaml");
		Files.writeString(yaml, String.join("\n",
			"engines:",
			"  - name: echo",
			"    kind: sparql-endpoint",
			"    preset: generic",
			"    query-url: http://127.0.0.1:" + server.getAddress().getPort() + "/echo",
			"    read-only: true",
			"    timeout-seconds: 2",
			"    user-env: TEST_USER",
			"    password-env: TEST_PASSWORD",
			"  - name: jena",
			"    kind: jena", ""));
		Path out = dir.resolve("out");
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8);
		int rc = EndpointsTestAccess.command(List.of("campaign", "--engines-file", yaml.toString(), "--engines", "echo,jena",
				"--oracles", "tlp,differential", "--grammar", "core-1", "--tries", "3", "--seed", "0", "--out", out.toString()),
			Map.of("TEST_USER", USER, "TEST_PASSWORD", PASSWORD), ps, ps);
		String stdout = bytes.toString(StandardCharsets.UTF_8);
		assertThat(stdout).as("the engine failures are reported").contains("echo");
		List<String> texts = new ArrayList<>(List.of(stdout));
		try (Stream<Path> files = Files.list(out)) {
			for (Path f : files.toList()) {
				texts.add(f.getFileName() + ": " + Files.readString(f, StandardCharsets.UTF_8));
			}
		}
		assertThat(out.resolve("summary.json")).as("rc " + rc + "\n" + stdout).exists();
		assertThat(out.resolve("report.html")).exists();
		assertThat(String.join("\n", texts)).as("the summary keeps the server's answer, redacted").contains("refused");
		for (String text : texts) {
			encodings().forEach((kind, form) -> assertThat(text).as(kind).doesNotContain(form));
			for (String leak : leaks()) {
				assertThat(text).doesNotContain(leak);
			}
		}
	}

	/** Fragments no output may hold, whatever the encoding around them. */
	private static List<String> leaks() {
		return List.of("S3cr3t", "XYZ%26", "XYZ&amp;", "S3cr3t+XYZ");
	}
}
