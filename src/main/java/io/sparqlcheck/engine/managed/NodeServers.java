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
 * A release of an npm package behind one of the project's small Node servers ({@code servers/NAME/server.js},
 * which serve /query and /update on 127.0.0.1): the server is copied beside the install, so that it
 * loads that release and not the project's own copy, and started with {@code node server.js PORT}.
 */
final class NodeServers {
	private NodeServers() {
	}

	/**
	 * Starts the server script of the project (relative to the working directory, the repository root)
	 * beside an install folder holding the release.
	 */
	static ManagedServer start(Release release, EngineFamily family, Preset preset, Path home, Path script, Path install) {
		if (!Files.isRegularFile(script)) {
			throw new ManagedEngineException("cannot run " + release + ": " + script.toAbsolutePath()
				+ " is not here (run from the sparqlcheck repository's root)");
		}
		Path server = install.resolve("server.js");
		try {
			Files.copy(script, server, StandardCopyOption.REPLACE_EXISTING);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot copy " + script + " to " + install + ": " + e.getMessage());
		}
		return ManagedServer.start(release, family, home, new ManagedServer.Launch() {
			@Override
			public ProcessBuilder command(int port, Path runDir) {
				return new ProcessBuilder(List.of("node", server.toAbsolutePath().toString(), Integer.toString(port)));
			}

			@Override
			public EndpointSettings endpoint(String name, int port, Path runDir) {
				return EndpointSettings.of(name, preset, URI.create("http://127.0.0.1:" + port + "/query"),
					URI.create("http://127.0.0.1:" + port + "/update"), runDir);
			}
		});
	}
}
