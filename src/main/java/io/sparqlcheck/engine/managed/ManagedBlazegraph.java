package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preset;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code blazegraph@VERSION}: that release's fat jar ({@code com.blazegraph:blazegraph-jar}) from Maven
 * Central, through the blazegraph preset, in in-memory triples mode (namespace {@code kb}). Central
 * has this jar for 2.1.4 and 2.1.5 only; older releases (2.0.0 to 2.1.2) are there as
 * {@code bigdata-core} without the web application, so they are not run. {@code java -jar} does not
 * start on Java 9+ (its launcher looks for {@code /war} as a class resource), so the server class is
 * started directly with {@code jetty.home} inside the jar, as {@code scripts/servers.sh} does.
 */
final class ManagedBlazegraph {

	/** The only artifact Central has a runnable server of. */
	static final String ARTIFACT = "blazegraph-jar";

	/** Blazegraph's in-memory triples mode, without inference or a text index. */
	private static final String MEMORY_PROPERTIES = String.join("\n",
		"com.bigdata.journal.AbstractJournal.bufferMode=MemStore",
		"com.bigdata.rdf.store.AbstractTripleStore.quads=false",
		"com.bigdata.rdf.sail.truthMaintenance=false",
		"com.bigdata.rdf.store.AbstractTripleStore.statementIdentifiers=false",
		"com.bigdata.rdf.store.AbstractTripleStore.textIndex=false",
		"com.bigdata.rdf.store.AbstractTripleStore.axiomsClass=com.bigdata.rdf.axioms.NoAxioms", "");

	private ManagedBlazegraph() {
	}

	static ManagedServer start(Release release, Path home, MavenArtifacts maven, JavaRuntimes javas) {
		Path jar = maven.jar("com.blazegraph", ARTIFACT, release.version()).toAbsolutePath();
		Path java = javas.current();
		return ManagedServer.start(release, EngineFamily.BLAZEGRAPH, home, new ManagedServer.Launch() {
			@Override
			public ProcessBuilder command(int port, Path runDir) {
				Path properties = runDir.resolve("mem.properties").toAbsolutePath();
				try {
					Files.writeString(properties, MEMORY_PROPERTIES, StandardCharsets.UTF_8);
				} catch (IOException e) {
					throw new ManagedEngineException("cannot write " + properties + ": " + e.getMessage());
				}
				// MemStore keeps ~1 MB of direct memory per dataset loaded and dropped (docs/endpoints.md)
				return new ProcessBuilder(List.of(java.toString(), "-Xmx1g", "-XX:MaxDirectMemorySize=6g",
					"-Djetty.host=127.0.0.1", "-Djetty.port=" + port, "-Djetty.home=jar:file:" + jar + "!/war",
					"-cp", jar.toString(), "com.bigdata.rdf.sail.webapp.NanoSparqlServer", Integer.toString(port), "kb", properties.toString()));
			}

			@Override
			public EndpointSettings endpoint(String name, int port, Path runDir) {
				URI url = URI.create("http://127.0.0.1:" + port + "/blazegraph/sparql");
				return EndpointSettings.of(name, Preset.BLAZEGRAPH, url, url, runDir);
			}
		});
	}
}
