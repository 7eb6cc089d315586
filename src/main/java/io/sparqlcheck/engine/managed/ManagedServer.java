package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.EndpointUnavailableException;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A release the tool runs itself as a server: a child process on a free 127.0.0.1 port, with its
 * state (log, journal) in a folder of its own under the managed engines' home, reached through the
 * SPARQL endpoint engine with the preset of its kind, and stopped by its PID on {@link #close()}.
 * So {@code jena@4.10.0} and {@code jena@5.6.0} run side by side in one campaign, each its own process.
 */
public final class ManagedServer extends RestartingServer {

	/** How long a start may take: Fuseki took over 90 s on a machine with a load average of 55. */
	private static final long START_SECONDS = 240;

	/** What a program's loader says when it cannot run the program on this machine. */
	private static final java.util.regex.Pattern NOT_LOADABLE = java.util.regex.Pattern.compile(
		"error while loading shared libraries|cannot execute binary file|Exec format error|version `GLIBC_[0-9.]+' not found");

	/** How to start one kind of server: the command for a port and a folder, and how to reach it. */
	interface Launch {
		/** The command line of the server on {@code port}, run in {@code runDir}. */
		ProcessBuilder command(int port, Path runDir);

		/** The endpoint the server answers on, as settings of the preset of its kind. */
		EndpointSettings endpoint(String name, int port, Path runDir);
	}

	/**
	 * Restarts in a row (each without a usable answer since the one before) after which the engine is
	 * given up for the run: a server that dies or is poisoned by every case is not restarted forever.
	 */
	public static final int DEFAULT_MAX_RESTARTS_IN_A_ROW = 3;

	private final Release release;
	private final EngineFamily family;
	private final Path home;
	private final Launch launch;
	private Running running;

	/** One life of the server: its process, the endpoint engine it is reached through, its folder. */
	private record Running(Process process, SparqlEndpointEngine endpoint, Path runDir) {
	}

	private ManagedServer(Release release, EngineFamily family, Path home, Launch launch, Running running) {
		super(release.toString(), DEFAULT_MAX_RESTARTS_IN_A_ROW);
		this.release = release;
		this.family = family;
		this.home = home;
		this.launch = launch;
		this.running = running;
	}

	/**
	 * Starts the release and waits until it answers the endpoint's preflight.
	 *
	 * @throws ManagedEngineException naming the release and what failed; nothing is left running
	 */
	static ManagedServer start(Release release, EngineFamily family, Path home, Launch launch) {
		return new ManagedServer(release, family, home, launch, launch(release, home, launch));
	}

	/** A new life of the server: a fresh folder (so a fresh store), a free port, started and answering. */
	private static Running launch(Release release, Path home, Launch launch) {
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
			throw ManagedEngineException.platform(release, "cannot start it: " + e.getMessage());
		}
		SparqlEndpointEngine endpoint = SparqlEndpointEngine.open(launch.endpoint(release.toString(), port, runDir));
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(START_SECONDS);
		while (true) {
			try {
				endpoint.preflight();
				return new Running(process, endpoint, runDir);
			} catch (EndpointUnavailableException e) {
				boolean alive = process.isAlive();
				if (!alive || System.nanoTime() > deadline) {
					// what happened is read before the server is stopped, so a slow start is not reported as an exit
					endpoint.close();
					stop(process);
					String log = tail(runDir);
					String why = (alive ? "no answer within " + START_SECONDS + " s" : "the server exited") + "; last lines of "
						+ runDir.resolve("server.log") + ": " + log;
					throw !alive && NOT_LOADABLE.matcher(log).find() ? ManagedEngineException.platform(release, why)
						: new ManagedEngineException("cannot start " + release + ": " + why);
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
	protected Optional<String> exited() {
		return running.process().isAlive() ? Optional.empty()
			: Optional.of("the server exited (exit " + running.process().exitValue() + "; last lines of its log: " + tail(running.runDir()) + ")");
	}

	@Override
	protected Path runDir() {
		return running.runDir();
	}

	/** Stops this life of the server (its data goes with its folder) and starts a new one on a fresh store. */
	@Override
	protected void relaunch() {
		Running old = running;
		try {
			old.endpoint().abandon(); // its store goes with its folder: nothing to drop, and a dead server would make every drop wait
		} finally {
			stop(old.process());
			discard(old.runDir());
		}
		running = launch(release, home, launch); // if it throws, the old life stays, stopped: every later query answers the outage
	}

	/** The endpoint engine this server is reached through now (a restart opens another). */
	@Override
	public synchronized SparqlEndpointEngine endpoint() {
		return running.endpoint();
	}

	/** Sets how many restarts in a row give the engine up ({@value #DEFAULT_MAX_RESTARTS_IN_A_ROW} unless told). */
	@Override
	public ManagedServer maxRestartsInARow(int k) {
		super.maxRestartsInARow(k);
		return this;
	}

	/** The server's process id, while it runs (a restart gives it another). */
	public synchronized long pid() {
		return running.process().pid();
	}

	/** Drops what the run loaded, then stops the server by its PID. Idempotent. */
	@Override
	public synchronized void close() {
		try {
			running.endpoint().close();
		} finally {
			stop(running.process());
			discard(running.runDir());
		}
	}

	/**
	 * Deletes a stopped life's folder (its store: a Virtuoso database is about 50 MB, and a crash's
	 * shrink starts 40 of them), unless it is the folder of a recorded crash, kept with its log.
	 */
	private void discard(Path runDir) {
		if (crashes().stream().anyMatch(c -> runDir.equals(c.runDir()))) {
			return;
		}
		try (java.util.stream.Stream<Path> all = Files.walk(runDir)) {
			all.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
		} catch (java.io.IOException | java.io.UncheckedIOException e) {
			// best effort: a folder left behind costs disk, never a result
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
		return name() + " in " + running.runDir();
	}
}
