package io.sparqlcheck.endpoint;

import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/** The fuseki preset against a real Fuseki server on a free loopback port (see {@link EndpointContract}). */
class FusekiEndpointTests extends EndpointContract {
	private static TestServer server;

	@BeforeContainer
	static void startServer() {
		if (!ServerSwitch.isSkipped("fuseki")) {
			server = TestServer.start("fuseki");
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
			throw ServerSwitch.abort("fuseki");
		}
		return server;
	}

	@Override
	String expectedVersionFragment() {
		return "not exposed";
	}
}
