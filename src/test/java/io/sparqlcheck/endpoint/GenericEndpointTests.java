package io.sparqlcheck.endpoint;

/** The generic preset, validated against a real Fuseki server on a free loopback port (see {@link EndpointContract}). */
class GenericEndpointTests extends EndpointContract {
	@Override
	String serverName() {
		return "fuseki";
	}

	/** The generic preset: standard SPARQL 1.1 Protocol and Update, nothing Fuseki-specific. */
	@Override
	io.sparqlcheck.engine.endpoint.EndpointSettings settings(java.nio.file.Path stateDir) {
		io.sparqlcheck.engine.endpoint.EndpointSettings s = server().settings(stateDir);
		return new io.sparqlcheck.engine.endpoint.EndpointSettings("generic", io.sparqlcheck.engine.endpoint.Preset.GENERIC, s.queryUrl(), s.updateUrl(),
			s.method(), s.format(), s.timeout(), s.maxResponseBytes(), s.credentials(), false, null, stateDir);
	}

	@Override
	String expectedVersionFragment() {
		return "not exposed";
	}
}
