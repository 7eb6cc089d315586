package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;

import java.net.URI;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code jena@VERSION}: that release's standalone Fuseki server jar ({@code org.apache.jena:jena-fuseki-server})
 * from Maven Central, {@code --localhost --mem --update /ds}, through the fuseki preset. Releases
 * 3.17 to 5.x run on Java 17; 6.x on a Java 21+ if the machine has one.
 */
final class ManagedJena {
	private ManagedJena() {
	}

	/** The first Jena major release whose classes need Java 21. */
	static final int NEEDS_JAVA_21_FROM = 6;

	/**
	 * The release in this JVM ({@link IsolatedEngine}): its {@code jena-arq} and what that depends on
	 * (Maven's resolution, installed on first use; ARQ is the query engine Fuseki runs) and the bridge
	 * compiled against them, in a class loader of their own. Not the Fuseki jar: initialising Jena from
	 * it starts every subsystem it bundles (TDB, Lucene, Log4j, Jetty), and something of those kept the
	 * class loader alive after the engine was closed; from {@code jena-arq} alone it is collected.
	 *
	 * @throws IsolatedEngine.CannotLoad why it cannot run so (then the caller starts the server)
	 */
	static IsolatedEngine startInProcess(Release release, MavenArtifacts maven) {
		if (release.major() >= NEEDS_JAVA_21_FROM && Runtime.version().feature() < 21) {
			throw new IsolatedEngine.CannotLoad(release + " needs Java 21 or newer and this JVM is Java " + Runtime.version().feature());
		}
		Path lib = maven.classpath("org.apache.jena", List.of("jena-arq"), release.version()).toAbsolutePath();
		return IsolatedEngine.open(release, EngineFamily.JENA, () -> {
			List<Path> jars = ReleaseCompiler.jars(lib);
			Path classes = ReleaseCompiler.compile(release, List.of(ReleaseCompiler.source(release, "jena", "JenaBridge.java")), jars,
				lib.resolveSibling("bridge"), "the Jena bridge");
			return IsolatedBridge.open(release, classes, jars, "JenaBridge");
		});
	}

	static ManagedServer start(Release release, Path home, MavenArtifacts maven, JavaRuntimes javas) {
		Path jar = maven.jar("org.apache.jena", "jena-fuseki-server", release.version()).toAbsolutePath();
		Path java = javas.forJena(release);
		return ManagedServer.start(release, EngineFamily.JENA, home, new ManagedServer.Launch() {
			@Override
			public ProcessBuilder command(int port, Path runDir) {
				ProcessBuilder pb = new ProcessBuilder(List.of(java.toString(), "-Xmx256m", "-jar", jar.toString(),
					"--localhost", "--port", Integer.toString(port), "--mem", "--update", "/ds"));
				pb.environment().put("FUSEKI_BASE", runDir.resolve("base").toAbsolutePath().toString());
				return pb;
			}

			@Override
			public EndpointSettings endpoint(String name, int port, Path runDir) {
				URI url = URI.create("http://127.0.0.1:" + port + "/ds");
				return EndpointSettings.of(name, Preset.FUSEKI, url, url, runDir);
			}
		});
	}
}
