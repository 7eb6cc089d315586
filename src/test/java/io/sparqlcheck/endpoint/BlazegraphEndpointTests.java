package io.sparqlcheck.endpoint;

/** The blazegraph preset against a real Blazegraph server on a free loopback port (see {@link EndpointContract}). */
class BlazegraphEndpointTests extends EndpointContract {
	@Override
	String serverName() {
		return "blazegraph";
	}

	@Override
	String expectedVersionFragment() {
		return "Blazegraph 2.1.5";
	}
}
