package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;

import java.io.File;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code rdf4j@VERSION}: that release's MemoryStore behind the project's own small server
 * ({@code servers/rdf4j/Rdf4jServer.java}), compiled once per release against the release's jars
 * (fetched from Maven Central with their dependencies) and run in a child process with those jars
 * and nothing else on its class path, so the server compiles against, and evaluates with, that release alone. It speaks the
 * SPARQL 1.1 Protocol like the Node servers, through the generic preset, and is of the RDF4J family
 * so that the latitude rules for RDF4J apply. Works from 2.0 (see docs/managed-engines.md).
 *
 * <p>{@code rdf4j-noopt@VERSION} is the same server over the same jars with an empty
 * QueryOptimizerPipeline ({@code --no-optimizers}), as the in-process {@code rdf4j-noopt}: from
 * 3.0.0, the first release with a pipeline. An older release is one error naming it, before anything
 * is installed; a release that ignored the pipeline it was given would make the server exit at its
 * start, saying so, rather than serve optimised answers under that name.
 */
final class ManagedRdf4j {

	/** The first RDF4J release with a QueryOptimizerPipeline, so the first that runs without optimizers. */
	static final String NO_OPTIMIZERS_SINCE = "3.0.0";

	/**
	 * What the server needs: the store, the repository over it, the SPARQL parser. It writes SPARQL JSON
	 * itself: 5.2.2's JSON writer module (rdf4j-queryresultio-sparqljson) is not on Maven Central.
	 */
	static final List<String> ARTIFACTS = List.of("rdf4j-sail-memory", "rdf4j-repository-sail", "rdf4j-queryparser-sparql");

	private ManagedRdf4j() {
	}

	/** An error naming the release when it is to run without optimizers and has no pipeline to empty. */
	static void checkNoOptimizers(Release release, boolean noOptimizers) {
		if (noOptimizers && Release.compareVersions(release.version(), NO_OPTIMIZERS_SINCE) < 0) {
			throw new ManagedEngineException("cannot run " + release + ": RDF4J before " + NO_OPTIMIZERS_SINCE
				+ " has no QueryOptimizerPipeline, so it cannot run without its optimizers");
		}
	}

	/** The folder of the release's jars and their dependencies, installed on first use. */
	static Path jars(Release release, MavenArtifacts maven) {
		return maven.classpath("org.eclipse.rdf4j", ARTIFACTS, release.version()).toAbsolutePath();
	}

	/**
	 * The release in this JVM ({@link IsolatedEngine}): its jars and the bridge compiled against them,
	 * in a class loader of their own; without optimizers, the bridge gives each store the empty
	 * pipeline, and refuses a release that does not consult it.
	 *
	 * @throws IsolatedEngine.CannotLoad why it cannot run so (then the caller starts the server)
	 */
	static IsolatedEngine startInProcess(Release release, MavenArtifacts maven, boolean noOptimizers) {
		checkNoOptimizers(release, noOptimizers);
		Path lib = jars(release, maven);
		return IsolatedEngine.open(release, EngineFamily.RDF4J, () -> {
			List<Path> jars = ReleaseCompiler.jars(lib);
			Path classes = ReleaseCompiler.compile(release, List.of(ReleaseCompiler.source(release, "rdf4j", "Rdf4jBridge.java"),
				ReleaseCompiler.source(release, "rdf4j", "Rdf4jJson.java"),
				ReleaseCompiler.source(release, "rdf4j", "Rdf4jPipelines.java")), jars,
				lib.resolveSibling("bridge"), "the RDF4J bridge");
			return IsolatedBridge.open(release, classes, jars, "Rdf4jBridge", noOptimizers);
		});
	}

	static ManagedServer start(Release release, Path home, MavenArtifacts maven, JavaRuntimes javas, boolean noOptimizers) {
		checkNoOptimizers(release, noOptimizers);
		Path lib = jars(release, maven);
		// compiled once per release (the source launcher compiled it on every start: 20 to 30 s on a loaded machine)
		Path classes = ReleaseCompiler.compile(release, List.of(ReleaseCompiler.source(release, "rdf4j", "Rdf4jServer.java"),
			ReleaseCompiler.source(release, "rdf4j", "Rdf4jJson.java"), ReleaseCompiler.source(release, "rdf4j", "Rdf4jPipelines.java")),
			ReleaseCompiler.jars(lib), lib.resolveSibling("server"), "the RDF4J server");
		Path java = javas.current();
		return ManagedServer.start(release, EngineFamily.RDF4J, home, new ManagedServer.Launch() {
			@Override
			public ProcessBuilder command(int port, Path runDir) {
				List<String> command = new java.util.ArrayList<>(List.of(java.toString(), "-Xmx256m", "-cp",
					classes + File.pathSeparator + lib.resolve("*"), "Rdf4jServer", Integer.toString(port)));
				if (noOptimizers) {
					command.add("--no-optimizers");
				}
				return new ProcessBuilder(command);
			}

			@Override
			public EndpointSettings endpoint(String name, int port, Path runDir) {
				return EndpointSettings.of(name, Preset.GENERIC, URI.create("http://127.0.0.1:" + port + "/query"),
					URI.create("http://127.0.0.1:" + port + "/update"), runDir);
			}
		});
	}
}
