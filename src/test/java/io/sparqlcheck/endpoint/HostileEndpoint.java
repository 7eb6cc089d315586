package io.sparqlcheck.endpoint;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The {@link HostileServer} in a JVM of its own, started by a test and stopped by its PID (also by a
 * shutdown hook should the test JVM end first).
 */
final class HostileEndpoint implements AutoCloseable {

	static final String USER = "alice";
	/** Non-ASCII on purpose: it must reach the server as its UTF-8 bytes. */
	static final String PASSWORD = "pä$$ wörd/ñ&?%";

	final Path dir;
	final int port;
	final int otherPort;
	private final Process process;
	private final Thread hook;

	HostileEndpoint() {
		try {
			this.dir = TestServer.scratch();
			Path portFile = dir.resolve("ports");
			String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
			this.process = new ProcessBuilder(java, "-Xmx64m", "-cp", System.getProperty("java.class.path"),
				HostileServer.class.getName(), portFile.toString(), log().toString(), USER, PASSWORD)
				.redirectErrorStream(true).redirectOutput(dir.resolve("out").toFile()).start();
			this.hook = new Thread(this::stop, "stop-hostile");
			Runtime.getRuntime().addShutdownHook(hook);
			long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
			while (!Files.exists(portFile)) {
				if (!process.isAlive() || System.nanoTime() > until) {
					stop();
					throw new AssertionError("the hostile server did not start: " + Files.readString(dir.resolve("out")));
				}
				Thread.sleep(50);
			}
			String[] ports = Files.readString(portFile).strip().split(" ");
			this.port = Integer.parseInt(ports[0]);
			this.otherPort = Integer.parseInt(ports[1]);
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new AssertionError(e);
		}
	}

	URI url(String path) {
		return URI.create("http://127.0.0.1:" + port + path);
	}

	Path log() {
		return dir.resolve("events.log");
	}

	/** The server's event lines so far. */
	List<String> events() {
		try {
			return Files.exists(log()) ? Files.readAllLines(log(), StandardCharsets.UTF_8) : List.of();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** From now on the server never answers an update that only drops. */
	void refuseDrops() {
		try {
			Files.writeString(Path.of(log() + ".refuse-drops"), "yes");
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	long pid() {
		return process.pid();
	}

	private void stop() {
		ProcessHandle h = process.toHandle();
		if (h.isAlive()) {
			h.destroy();
			try {
				h.onExit().get(10, TimeUnit.SECONDS);
			} catch (Exception e) {
				h.destroyForcibly();
			}
		}
	}

	@Override
	public void close() {
		stop();
		try {
			Runtime.getRuntime().removeShutdownHook(hook);
		} catch (IllegalStateException ignored) {
			// shutting down already
		}
	}

	static String classpath() {
		return System.getProperty("java.class.path") + File.pathSeparator;
	}
}
