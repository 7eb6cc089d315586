package io.sparqlcheck.engine.endpoint;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * What an endpoint engine's shutdown hook does, in bounded time: a JVM asked to stop (SIGTERM,
 * SIGINT) must stop within seconds even while a query hangs on a server that never answers. It
 * aborts every request in flight (the query thread then sees a failure and lets go of the engine),
 * waits at most {@value #LOCK_MILLIS} ms for the engine's lock, and gives the drops of the run's
 * datasets {@value #DROP_MILLIS} ms before aborting them too; whatever was not dropped stays in the
 * run's journal, which the next run sweeps.
 */
final class BoundedShutdown {

	/** How long the hook waits for the engine after aborting what is in flight. */
	static final long LOCK_MILLIS = 2_000;
	/** How long the hook lets the drops of the run's datasets take before it aborts them. */
	static final long DROP_MILLIS = 3_000;

	private BoundedShutdown() {
	}

	/**
	 * @param lock     the engine's lock, held by any call talking to the server
	 * @param abortAll aborts every request in flight
	 * @param release  drops the run's datasets and releases the connections (called under the lock)
	 * @param name     the engine's name, for the one message
	 * @param journal  the run's journal, named in the message when the engine stayed busy
	 */
	static void run(ReentrantLock lock, Runnable abortAll, Runnable release, String name, Path journal) {
		abortAll.run();
		boolean got = false;
		try {
			long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(LOCK_MILLIS);
			while (!got && System.nanoTime() < until) {
				got = lock.tryLock(100, TimeUnit.MILLISECONDS);
				if (!got) {
					abortAll.run(); // the query thread may have sent one more request before it saw the engine closed
				}
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		if (!got) {
			System.err.println("sparqlcheck: " + name + " was still busy at shutdown; its datasets stay in the journal "
				+ journal + " for the next run to drop");
			abortAll.run();
			return;
		}
		Thread deadline = new Thread(() -> {
			try {
				Thread.sleep(DROP_MILLIS);
				for (int i = 0; i < 100; i++) { // bounded: at most ten more seconds of aborting
					abortAll.run();
					Thread.sleep(100);
				}
			} catch (InterruptedException done) {
				// the drops finished in time
			}
		}, "sparqlcheck-close-deadline-" + name);
		deadline.setDaemon(true);
		deadline.start();
		try {
			release.run();
		} finally {
			deadline.interrupt();
			lock.unlock();
		}
	}
}
