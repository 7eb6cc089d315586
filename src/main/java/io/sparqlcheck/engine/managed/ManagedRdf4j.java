package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code rdf4j@VERSION}: that release's MemoryStore behind the project's own small server
 * ({@code servers/rdf4j/Rdf4jServer.java}), run by Java's source launcher in a child process with
 * the release's jars (fetched from Maven Central with their dependencies) and nothing else on its
 * class path, so the server compiles against, and evaluates with, that release alone. It speaks the
 * SPARQL 1.1 Protocol like the Node servers, through the generic preset, and is of the RDF4J family
 * so that the latitude rules for RDF4J apply. Works from 2.0 (see docs/managed-engines.md).
 */
final class ManagedRdf4j {

	/** What the server needs: the store, the repository over it, the SPARQL parser, the JSON writer. */
	static final List<String> ARTIFACTS = List.of("rdf4j-sail-memory", "rdf4j-repository-sail", "rdf4j-queryparser-sparql",
		"rdf4j-queryresultio-sparqljson");

	private ManagedRdf4j() {
	}

	static ManagedServer start(Release release, Path home, MavenArtifacts maven, JavaRuntimes javas) {
		Path script = Path.of("servers", "rdf4j", "Rdf4jServer.java").toAbsolutePath();
		if (!Files.isRegularFile(script)) {
			throw new ManagedEngineException("cannot run " + release + ": " + script + " is not here (run from the sparqlcheck repository's root)");
		}
		Path lib = maven.classpath("org.eclipse.rdf4j", ARTIFACTS, release.version()).toAbsolutePath();
		Path java = javas.current();
		return ManagedServer.start(release, EngineFamily.RDF4J, home, new ManagedServer.Launch() {
			@Override
			public ProcessBuilder command(int port, Path runDir) {
				return new ProcessBuilder(List.of(java.toString(), "-Xmx256m", "-cp", lib.resolve("*").toString(), script.toString(),
					Integer.toString(port)));
			}

			@Override
			public EndpointSettings endpoint(String name, int port, Path runDir) {
				return EndpointSettings.of(name, Preset.GENERIC, URI.create("http://127.0.0.1:" + port + "/query"),
					URI.create("http://127.0.0.1:" + port + "/update"), runDir);
			}
		});
	}
}
