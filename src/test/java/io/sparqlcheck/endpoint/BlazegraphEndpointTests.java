package io.sparqlcheck.endpoint;

import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/** The blazegraph preset against a real Blazegraph server on a free loopback port (see {@link EndpointContract}). */
class BlazegraphEndpointTests extends EndpointContract {
	private static TestServer server;

	@BeforeContainer
	static void startServer() {
		if (!ServerSwitch.isSkipped("blazegraph")) {
			server = TestServer.start("blazegraph");
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
			throw ServerSwitch.abort("blazegraph");
		}
		return server;
	}

	@Override
	String expectedVersionFragment() {
		return "Blazegraph 2.1.5";
	}
}
