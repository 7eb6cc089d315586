package io.sparqlcheck.endpoint;

import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/** The oxigraph preset against a real Oxigraph server on a free loopback port (see {@link EndpointContract}). */
class OxigraphEndpointTests extends EndpointContract {
	private static TestServer server;

	@BeforeContainer
	static void startServer() {
		if (!ServerSwitch.isSkipped("oxigraph")) {
			server = TestServer.start("oxigraph");
		}
	}

	@AfterContainer
	static void stopServer() {
		if (server != null) {
			server.close();
		}
	}

	@Override
	TestServer server() {
		if (server == null) {
			throw ServerSwitch.abort("oxigraph");
		}
		return server;
	}

	@Override
	String expectedVersionFragment() {
		return "oxigraph-js/0.5.11";
	}
}
