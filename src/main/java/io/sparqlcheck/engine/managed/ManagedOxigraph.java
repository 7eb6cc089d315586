package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.Preset;

import java.nio.file.Path;

/**
 * {@code oxigraph@VERSION}: that release of the oxigraph npm package behind the project's own small
 * server ({@code servers/oxigraph/server.js}), through the oxigraph preset. Works from 0.4.1: in
 * 0.4.0 the default_graph option of Store.query is ignored, so queries scoped to the run's graph see nothing.
 */
final class ManagedOxigraph {
	private ManagedOxigraph() {
	}

	static ManagedServer start(Release release, Path home, NpmPackages npm) {
		Path install = npm.install("oxigraph", release.version());
		return NodeServers.start(release, EngineFamily.OXIGRAPH, Preset.OXIGRAPH, home, Path.of("servers", "oxigraph", "server.js"), install);
	}
}
