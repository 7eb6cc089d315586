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
 * An engines.yaml endpoint that declares a restart command ({@code restart: [program, args...]}): it
 * is restarted the way a managed server is ({@link RestartingServer}), by running that command, which
 * must leave the server answering on the same URL on a fresh store (it may stop the old server
 * itself, and start the new one in the background or not). The tool holds no process of the server:
 * a death shows as an endpoint that stopped answering. The command runs in the engines file's folder,
 * its output appended to {@code restart-NAME.log} in the file's state folder; it must exit 0 within
 * {@value #SECONDS} s, and the endpoint must answer its preflight within as long again.
 */
public final class RestartCommandEndpoint extends RestartingServer {

	/** How long the restart command and then the server's first answer may each take. */
	static final long SECONDS = 240;

	private final EndpointSettings settings;
	private final List<String> command;
	private final Path workDir;
	private SparqlEndpointEngine endpoint;

	private RestartCommandEndpoint(EndpointSettings settings, List<String> command, Path workDir) {
		super(settings.name(), ManagedServer.DEFAULT_MAX_RESTARTS_IN_A_ROW);
		this.settings = settings;
		this.command = List.copyOf(command);
		this.workDir = workDir;
		this.endpoint = SparqlEndpointEngine.open(settings);
	}

	/**
	 * The endpoint, restarted by {@code command} (run in {@code workDir}) when it dies or its store goes
	 * bad. Nothing is run now: the server is expected up, as for any endpoint.
	 */
	public static RestartCommandEndpoint open(EndpointSettings settings, List<String> command, Path workDir) {
		if (command.isEmpty()) {
			throw new IllegalArgumentException("a restart command needs a program");
		}
		return new RestartCommandEndpoint(settings, command, workDir);
	}

	/** The command, as engines.yaml gives it. */
	public List<String> command() {
		return command;
	}

	@Override
	public String name() {
		return endpoint.name();
	}

	@Override
	public synchronized String version() {
		return endpoint.version();
	}

	@Override
	public EngineFamily family() {
		return endpoint.family();
	}

	@Override
	public synchronized SparqlEndpointEngine endpoint() {
		return endpoint;
	}

	/** Never: the tool holds no process of this server; a death shows as an endpoint that stopped answering. */
	@Override
	protected Optional<String> exited() {
		return Optional.empty();
	}

	@Override
	protected Path runDir() {
		return null;
	}

	@Override
	protected void relaunch() {
		endpoint.abandon(); // the store is the command's to throw away; a dead server would make every drop wait
		Path log = settings.stateDir().resolve("restart-" + settings.name() + ".log");
		Process p;
		try {
			Files.createDirectories(settings.stateDir());
			p = new ProcessBuilder(command).directory(workDir.toFile()).redirectErrorStream(true)
				.redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
		} catch (IOException e) {
			throw new ManagedEngineException("cannot run the restart command " + command + " of " + name() + ": " + e.getMessage());
		}
		try {
			if (!p.waitFor(SECONDS, TimeUnit.SECONDS)) {
				p.destroyForcibly();
				throw new ManagedEngineException("the restart command " + command + " of " + name() + " did not finish within " + SECONDS + " s");
			}
			if (p.exitValue() != 0) {
				throw new ManagedEngineException("the restart command " + command + " of " + name() + " exited " + p.exitValue()
					+ "; last lines of " + log + ": " + tail(log));
			}
		} catch (InterruptedException e) {
			p.destroyForcibly();
			Thread.currentThread().interrupt();
			throw new ManagedEngineException("interrupted while restarting " + name());
		}
		endpoint = SparqlEndpointEngine.open(settings);
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SECONDS);
		while (true) {
			try {
				endpoint.preflight();
				return;
			} catch (EndpointUnavailableException e) {
				if (System.nanoTime() > deadline) {
					throw new ManagedEngineException("the restart command " + command + " of " + name() + " finished, but the endpoint did not answer within "
						+ SECONDS + " s: " + e.getMessage());
				}
				try {
					Thread.sleep(250);
				} catch (InterruptedException i) {
					Thread.currentThread().interrupt();
					throw new ManagedEngineException("interrupted while waiting for " + name() + " to answer");
				}
			}
		}
	}

	/** Drops what the run loaded; the server is the user's and keeps running. */
	@Override
	public synchronized void close() {
		endpoint.close();
	}

	private static String tail(Path log) {
		try {
			List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
			return String.join(" | ", lines.subList(Math.max(0, lines.size() - 3), lines.size()));
		} catch (IOException e) {
			return "(no log)";
		}
	}
}
