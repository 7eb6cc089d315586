package io.sparqlcheck.engine.endpoint;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The liveness mark of one run's journal: a file next to it holding {@code alive|ended PID HOST
 * START}, whose modification time the owner renews every {@link #RENEW}. Another run judges it:
 * <ul>
 * <li>{@code ended}: dead (the owner closed, and left in its journal only what the server would not drop);</li>
 * <li>same host: alive exactly while a process with that PID and that start instant runs (a PID
 * reused by another process has another start instant);</li>
 * <li>another host, or a start instant unknown: alive while renewed within {@link #STALE};</li>
 * <li>no lease at all: alive while its journal was written within {@link #STALE} (a journal of the
 * format before leases, or a run killed between the two writes).</li>
 * </ul>
 */
final class RunLease implements AutoCloseable {

	/** How often the owner renews its lease. */
	static final Duration RENEW = Duration.ofSeconds(5);
	/** A lease (or lease-less journal) not renewed for this long is dead where PID and host cannot tell. */
	static final Duration STALE = Duration.ofSeconds(60);

	private final Path file;
	private ScheduledExecutorService renewer;

	RunLease(Path file) {
		this.file = file;
	}

	Path file() {
		return file;
	}

	/** Writes the lease as alive and renews it until {@link #end()} or {@link #close()}; idempotent. */
	synchronized void hold() {
		if (renewer != null) {
			return;
		}
		write("alive");
		ScheduledThreadPoolExecutor t = new ScheduledThreadPoolExecutor(1, r -> {
			Thread th = new Thread(r, "sparqlcheck-lease-" + file.getFileName());
			th.setDaemon(true);
			return th;
		});
		t.scheduleAtFixedRate(this::renew, RENEW.toMillis(), RENEW.toMillis(), TimeUnit.MILLISECONDS);
		renewer = t;
	}

	private void renew() {
		try {
			Files.setLastModifiedTime(file, FileTime.from(Instant.now()));
		} catch (IOException e) {
			// renewed again in RENEW; a lease gone stale only lets another run sweep what is left after we end
		}
	}

	/** Marks the run as ended (what its journal still holds may be dropped by anyone), and stops renewing. */
	synchronized void end() {
		stop();
		if (Files.exists(file.resolveSibling(file.getFileName().toString().replace(".lease", ".journal")))) {
			write("ended");
		} else {
			try {
				Files.deleteIfExists(file);
			} catch (IOException ignored) {
				// an ended run's lease left behind is harmless: it says ended, or it goes stale
			}
		}
	}

	private void stop() {
		if (renewer != null) {
			renewer.shutdownNow();
			renewer = null;
		}
	}

	@Override
	public synchronized void close() {
		stop();
	}

	private void write(String state) {
		ProcessHandle me = ProcessHandle.current();
		String line = state + " " + me.pid() + " " + host() + " " + me.info().startInstant().map(Instant::toString).orElse("-") + "\n";
		try {
			Files.createDirectories(file.getParent());
			Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
			Files.writeString(tmp, line, StandardCharsets.UTF_8);
			Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot write the run's lease " + file, e);
		}
	}

	/** Whether the run that owns {@code journal} (with its lease next to it) may still be running. */
	static boolean alive(Path journal) {
		Path lease = journal.resolveSibling(journal.getFileName().toString().replace(".journal", ".lease"));
		try {
			if (!Files.exists(lease)) {
				return Files.exists(journal) && fresh(journal);
			}
			List<String> parts = List.of(Files.readString(lease, StandardCharsets.UTF_8).strip().split(" "));
			if (parts.size() < 4 || parts.get(0).equals("ended")) {
				return false;
			}
			if (parts.get(2).equals(host()) && !parts.get(3).equals("-")) {
				long pid = Long.parseLong(parts.get(1));
				Optional<ProcessHandle> h = ProcessHandle.of(pid);
				return h.isPresent() && h.get().isAlive()
					&& h.get().info().startInstant().map(Instant::toString).map(parts.get(3)::equals).orElse(true);
			}
			return fresh(lease);
		} catch (IOException | NumberFormatException e) {
			return true; // unreadable: never drop what might belong to a live run
		}
	}

	private static boolean fresh(Path p) throws IOException {
		return Files.getLastModifiedTime(p).toInstant().isAfter(Instant.now().minus(STALE));
	}

	private static final String HOST = computeHost();

	private static String host() {
		return HOST;
	}

	private static String computeHost() {
		try {
			return InetAddress.getLocalHost().getHostName().replace(' ', '_');
		} catch (IOException e) {
			return "unknown-host";
		}
	}
}
