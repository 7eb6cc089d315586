package io.sparqlcheck.endpoint;

import com.sun.net.httpserver.HttpServer;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 16: a query whose whole result was parsed keeps its connection for the next one, also when
 * the body is chunked and the parser stops at the end of the JSON document before the last, empty
 * chunk. Before the fix every such query shut its connection and the next one opened a new one. A
 * server on a loopback port counts the client ports it was asked from: one port, one connection.
 */
class KeepAliveTests {

	private static final String RESULT = "{\"head\":{\"vars\":[\"one\"]},\"results\":{\"bindings\":[{\"one\":{\"type\":\"literal\","
		+ "\"datatype\":\"http://www.w3.org/2001/XMLSchema#integer\",\"value\":\"1\"}}]}}";

	@Example
	void parsedResultsOverChunkedBodiesKeepTheirConnection() throws Exception {
		Set<Integer> clientPorts = ConcurrentHashMap.newKeySet();
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		server.createContext("/query", exchange -> {
			clientPorts.add(exchange.getRemoteAddress().getPort());
			exchange.getRequestBody().readAllBytes();
			exchange.getResponseHeaders().set("Content-Type", "application/sparql-results+json");
			exchange.sendResponseHeaders(200, 0); // 0: chunked
			try (OutputStream out = exchange.getResponseBody()) {
				out.write(RESULT.getBytes(StandardCharsets.UTF_8));
			}
		});
		server.start();
		try (SparqlEndpointEngine e = SparqlEndpointEngine.open(EndpointSettings.readOnlyOf("chunked", Preset.GENERIC,
			URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/query"), null, TestServer.scratch()))) {
			for (int i = 0; i < 10; i++) {
				QueryOutcome out = e.select(Dataset.of(), "SELECT (1 AS ?one) WHERE {}");
				assertThat(out).as(out.toString()).isInstanceOf(QueryOutcome.Solutions.class);
				assertThat(((QueryOutcome.Solutions) out).rows()).hasSize(1);
			}
		} finally {
			server.stop(0);
		}
		assertThat(clientPorts).as("ten queries, one keep-alive connection").hasSize(1);
	}
}
