package io.sparqlcheck.endpoint;

/**
 * The comunica preset against a real Comunica ({@code @comunica/query-sparql-rdfjs} 4.5.0, the
 * release the managed engine {@code comunica@4.5.0} installs, in the same folder) behind
 * servers/comunica/server.js on a free loopback port (see {@link EndpointContract}).
 */
class ComunicaEndpointTests extends EndpointContract {
	@Override
	String serverName() {
		return "comunica";
	}

	@Override
	String expectedVersionFragment() {
		return "comunica-js/4.5.0";
	}
}
