package io.sparqlcheck.endpoint;

/** The oxigraph preset against a real Oxigraph server on a free loopback port (see {@link EndpointContract}). */
class OxigraphEndpointTests extends EndpointContract {
	@Override
	String serverName() {
		return "oxigraph";
	}

	@Override
	String expectedVersionFragment() {
		return "oxigraph-js/0.5.11";
	}
}
