package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.Preset;

import java.nio.file.Path;

/**
 * {@code comunica@VERSION}: that release of {@code @comunica/query-sparql-rdfjs} (an independent
 * JavaScript SPARQL engine) over an in-memory N3 store, behind the project's server
 * ({@code servers/comunica/server.js}), through the comunica preset. Comunica has no host option of
 * its own; this server binds 127.0.0.1. Tried: 4.5.0 (5.x needs an undici override on Node 20).
 */
final class ManagedComunica {
	private ManagedComunica() {
	}

	static ManagedServer start(Release release, Path home, NpmPackages npm) {
		Path install = npm.install("@comunica/query-sparql-rdfjs", release.version(), "n3@1");
		return NodeServers.start(release, EngineFamily.COMUNICA, Preset.COMUNICA, home, Path.of("servers", "comunica", "server.js"), install);
	}
}
