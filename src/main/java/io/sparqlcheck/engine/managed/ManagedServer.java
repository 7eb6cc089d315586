package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.CountsLoads;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.EndpointUnavailableException;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A release the tool runs itself as a server: a child process on a free 127.0.0.1 port, with its
 * state (log, journal) in a folder of its own under the managed engines' home, reached through the
 * SPARQL endpoint engine with the preset of its kind, and stopped by its PID on {@link #close()}.
 * So {@code jena@4.10.0} and {@code jena@5.6.0} run side by side in one campaign, each its own process.
 */
public final class ManagedServer implements Engine, CountsLoads {

	/** How long a start may take: Fuseki took over 90 s on a machine with a load average of 55. */
	private static final long START_SECONDS = 240;

	/** How to start one kind of server: the command for a port and a folder, and how to reach it. */
	interface Launch {
		/** The command line of the server on {@code port}, run in {@code runDir}. */
		ProcessBuilder command(int port, Path runDir);

		/** The endpoint the server answers on, as settings of the preset of its kind. */
		EndpointSettings endpoint(String name, int port, Path runDir);
	}

	private final Release release;
	private final EngineFamily family;
	private final Process process;
	private final SparqlEndpointEngine endpoint;
	private final Path runDir;

	private ManagedServer(Release release, EngineFamily family, Process process, SparqlEndpointEngine endpoint, Path runDir) {
		this.release = release;
		this.family = family;
		this.process = process;
		this.endpoint = endpoint;
		this.runDir = runDir;
	}

	/**
	 * Starts the release and waits until it answers the endpoint's preflight.
	 *
	 * @throws ManagedEngineException naming the release and what failed; nothing is left running
	 */
	static ManagedServer start(Release release, EngineFamily family, Path home, Launch launch) {
		int port = FreePort.onLoopback();
		Path runDir;
		try {
			runDir = Files.createTempDirectory(Files.createDirectories(home.resolve("runs")), release.product() + "-" + release.version() + "-");
		} catch (IOException e) {
			throw new ManagedEngineException("cannot make a folder for " + release + " under " + home + ": " + e.getMessage());
		}
		Process process;
		try {
			process = launch.command(port, runDir).directory(runDir.toFile()).redirectErrorStream(true)
				.redirectOutput(runDir.resolve("server.log").toFile()).start();
		} catch (IOException e) {
			throw new ManagedEngineException("cannot start " + release + ": " + e.getMessage());
		}
		SparqlEndpointEngine endpoint = SparqlEndpointEngine.open(launch.endpoint(release.toString(), port, runDir));
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
		while (true) {
			try {
				endpoint.preflight();
				return new ManagedServer(release, family, process, endpoint, runDir);
			} catch (EndpointUnavailableException e) {
				boolean alive = process.isAlive();
				if (!alive || System.nanoTime() > deadline) {
					// what happened is read before the server is stopped, so a slow start is not reported as an exit
					endpoint.close();
					stop(process);
					throw new ManagedEngineException("cannot start " + release + ": " + (alive ? "no answer within "
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

	/** The release, as the tool installed it (not every server reports its own version). */
	@Override
	public String version() {
		return release.version() + " (managed)";
	}

	@Override
	public EngineFamily family() {
		return family;
	}

	@Override
	public QueryOutcome select(Dataset data, String query) {
		return endpoint.select(data, query);
	}

	@Override
	public long loads() {
		return endpoint.loads();
	}

	/** The endpoint engine this server is reached through. */
	public SparqlEndpointEngine endpoint() {
		return endpoint;
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
