package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * {@code comunica@VERSION}: that release of {@code @comunica/query-sparql-rdfjs} (an independent
 * JavaScript SPARQL engine) over an in-memory N3 store, behind the project's server
 * ({@code servers/comunica/server.js}, copied beside the install), through the comunica preset.
 * Comunica has no host option of its own; this server binds 127.0.0.1. Tried: 4.5.0 (5.x needs an
 * undici override on Node 20).
 */
final class ManagedComunica {
	private ManagedComunica() {
	}

	static final Path SERVER = Path.of("servers", "comunica", "server.js");

	static ManagedServer start(Release release, Path home, NpmPackages npm) {
		if (!Files.isRegularFile(SERVER)) {
			throw new ManagedEngineException("cannot run " + release + ": " + SERVER.toAbsolutePath()
				+ " is not here (run from the sparqlcheck repository's root)");
		}
		Path install = npm.install("@comunica/query-sparql-rdfjs", release.version(), "n3@1");
		Path server = install.resolve("server.js");
		try {
			Files.copy(SERVER, server, StandardCopyOption.REPLACE_EXISTING);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot copy " + SERVER + " to " + install + ": " + e.getMessage());
		}
		return ManagedServer.start(release, EngineFamily.COMUNICA, home, new ManagedServer.Launch() {
			@Override
			public ProcessBuilder command(int port, Path runDir) {
				return new ProcessBuilder(List.of("node", server.toAbsolutePath().toString(), Integer.toString(port)));
			}

			@Override
			public EndpointSettings endpoint(String name, int port, Path runDir) {
				return EndpointSettings.of(name, Preset.COMUNICA, URI.create("http://127.0.0.1:" + port + "/query"),
					URI.create("http://127.0.0.1:" + port + "/update"), runDir);
			}
		});
	}
}
