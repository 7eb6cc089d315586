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
 * {@code oxigraph@VERSION}: that release of the oxigraph npm package behind the project's own small
 * server ({@code servers/oxigraph/server.js}, copied beside the install so that it loads that
 * release), through the oxigraph preset. Works back to 0.4.0 (the JavaScript API the server uses).
 */
final class ManagedOxigraph {
	private ManagedOxigraph() {
	}

	/** The project's server, found from the working directory (the repository root). */
	static final Path SERVER = Path.of("servers", "oxigraph", "server.js");

	static ManagedServer start(Release release, Path home, NpmPackages npm) {
		if (!Files.isRegularFile(SERVER)) {
			throw new ManagedEngineException("cannot run " + release + ": " + SERVER.toAbsolutePath()
				+ " is not here (run from the sparqlcheck repository's root)");
		}
		Path install = npm.install("oxigraph", release.version());
		Path server = install.resolve("server.js");
		try {
			Files.copy(SERVER, server, StandardCopyOption.REPLACE_EXISTING);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot copy " + SERVER + " to " + install + ": " + e.getMessage());
		}
		return ManagedServer.start(release, EngineFamily.OXIGRAPH, home, new ManagedServer.Launch() {
			@Override
			public ProcessBuilder command(int port, Path runDir) {
				return new ProcessBuilder(List.of("node", server.toAbsolutePath().toString(), Integer.toString(port)));
			}

			@Override
			public EndpointSettings endpoint(String name, int port, Path runDir) {
				return EndpointSettings.of(name, Preset.OXIGRAPH, URI.create("http://127.0.0.1:" + port + "/query"),
					URI.create("http://127.0.0.1:" + port + "/update"), runDir);
			}
		});
	}
}
