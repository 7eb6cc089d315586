package io.sparqlcheck.endpoint;

/** The fuseki preset against a real Fuseki server on a free loopback port (see {@link EndpointContract}). */
class FusekiEndpointTests extends EndpointContract {
	@Override
	String serverName() {
		return "fuseki";
	}

	@Override
	String expectedVersionFragment() {
		return "not exposed";
	}
}
