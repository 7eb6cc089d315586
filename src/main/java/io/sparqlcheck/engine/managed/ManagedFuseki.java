package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.CountsLoads;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.EndpointUnavailableException;
import io.sparqlcheck.engine.endpoint.Preset;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A release of Apache Jena run by the tool itself: that release's Fuseki server jar from Maven
 * Central, in a child process on a free 127.0.0.1 port with an in-memory dataset, reached through
 * the fuseki preset of {@link SparqlEndpointEngine}, and stopped by its PID on {@link #close()}. Its
 * state (log, journal) lives in a folder of its own under the managed engines' home. So
 * {@code jena@4.10.0} and {@code jena@5.6.0} run side by side in one campaign, each its own JVM.
 */
public final class ManagedFuseki implements Engine, CountsLoads {

	private static final long START_SECONDS = 90;

	private final Release release;
	private final Process process;
	private final SparqlEndpointEngine endpoint;
	private final Path runDir;

	private ManagedFuseki(Release release, Process process, SparqlEndpointEngine endpoint, Path runDir) {
		this.release = release;
		this.process = process;
		this.endpoint = endpoint;
		this.runDir = runDir;
	}

	/**
	 * Installs (once) and starts the release, and waits until it answers.
	 *
	 * @throws ManagedEngineException naming the release and what failed; nothing is left running
	 */
	static ManagedFuseki start(Release release, Path home, MavenArtifacts maven, JavaRuntimes javas) {
		Path jar = maven.jar("org.apache.jena", "jena-fuseki-server", release.version());
		Path java = javas.forJena(release);
		int port = FreePort.onLoopback();
		Path runDir;
		try {
			runDir = Files.createTempDirectory(Files.createDirectories(home.resolve("runs")), release.product() + "-" + release.version() + "-");
		} catch (IOException e) {
			throw new ManagedEngineException("cannot make a folder for " + release + " under " + home + ": " + e.getMessage());
		}
		ProcessBuilder pb = new ProcessBuilder(List.of(java.toString(), "-Xmx256m", "-jar", jar.toAbsolutePath().toString(),
			"--localhost", "--port", Integer.toString(port), "--mem", "--update", "/ds"))
			.directory(runDir.toFile()).redirectErrorStream(true).redirectOutput(runDir.resolve("server.log").toFile());
		pb.environment().put("FUSEKI_BASE", runDir.resolve("base").toAbsolutePath().toString());
		Process process;
		try {
			process = pb.start();
		} catch (IOException e) {
			throw new ManagedEngineException("cannot start " + release + ": " + e.getMessage());
		}
		URI url = URI.create("http://127.0.0.1:" + port + "/ds");
		SparqlEndpointEngine endpoint = SparqlEndpointEngine.open(EndpointSettings.of(release.toString(), Preset.FUSEKI, url, url, runDir));
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
		while (true) {
			try {
				endpoint.preflight();
				return new ManagedFuseki(release, process, endpoint, runDir);
			} catch (EndpointUnavailableException e) {
				if (!process.isAlive() || System.nanoTime() > deadline) {
					endpoint.close();
					stop(process);
					throw new ManagedEngineException("cannot start " + release + ": " + (process.isAlive() ? "no answer within "
						+ START_SECONDS + " s" : "the server exited") + "; last lines of " + runDir.resolve("server.log") + ": " + tail(runDir));
				}
				sleep();
			}
		}
	}

	@Override
	public String name() {
		return release.toString();
	}

	/** The release, as the tool installed it (Fuseki's own version page is not served by the standalone server). */
	@Override
	public String version() {
		return release.version() + " (Fuseki, managed)";
	}

	@Override
	public EngineFamily family() {
		return EngineFamily.JENA;
	}

	@Override
	public QueryOutcome select(Dataset data, String query) {
		return endpoint.select(data, query);
	}

	@Override
	public long loads() {
		return endpoint.loads();
	}

	/** The server's process id, while it runs. */
	public long pid() {
		return process.pid();
	}

	/** Drops what the run loaded, then stops the server by its PID. Idempotent. */
	@Override
	public void close() {
		try {
			endpoint.close();
		} finally {
			stop(process);
		}
	}

	private static void stop(Process process) {
		process.destroy();
		try {
			if (!process.waitFor(10, TimeUnit.SECONDS)) {
				process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
			}
		} catch (InterruptedException e) {
			process.destroyForcibly();
			Thread.currentThread().interrupt();
		}
	}

	private static String tail(Path runDir) {
		try {
			List<String> lines = Files.readAllLines(runDir.resolve("server.log"), StandardCharsets.UTF_8);
			return String.join(" | ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
		} catch (IOException e) {
			return "(no log)";
		}
	}

	private static void sleep() {
		try {
			Thread.sleep(250);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new ManagedEngineException("interrupted while waiting for a managed engine to start");
		}
	}

	@Override
	public String toString() {
		return name() + " in " + runDir;
	}
}
