package io.sparqlcheck.arbitraries;

import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * The lock on jqwik's state, of which there is one per JVM. jqwik keeps every store (memoized
 * generators, {@code lazyOf}'s levels, statistics) in one unsynchronised repository per JVM, and
 * every {@code JqwikSession} is the same descriptor in it: a thread that generates while another
 * ends its session, or executes a property, loses the stores under its feet (two campaigns on one
 * server in one JVM ended in a {@code NoSuchElementException} from jqwik's lazy arbitraries).
 *
 * <p>So whatever touches jqwik holds this lock: each generation ({@link Seeds}), a session's start
 * and end, each execution of properties (the jqwik package's launches; a shrink session's thread
 * lets it go only while it waits for its next shrink). It is re-entrant, so a property that
 * generates, or launches another, holds it again on its own thread; and fair, so a shrink waits for
 * at most the case a campaign's feed is preparing. Never wait for another thread's jqwik work while
 * holding it.
 *
 * <p>A static field, on purpose: it guards a library's JVM-wide state and carries none of its own.
 */
public final class JqwikLock {
	private JqwikLock() {
	}

	private static final ReentrantLock LOCK = new ReentrantLock(true);

	/** The lock itself, for a holder that lets go and takes it back (a case feed, between cases). */
	public static Lock lock() {
		return LOCK;
	}

	/** Whether this thread holds the lock: it must not then wait for another thread's jqwik work (a shrink). */
	public static boolean heldByThisThread() {
		return LOCK.isHeldByCurrentThread();
	}

	/** {@code work}, done holding the lock. */
	public static <T> T holding(Supplier<T> work) {
		LOCK.lock();
		try {
			return work.get();
		} finally {
			LOCK.unlock();
		}
	}

	/** As {@link #holding(Supplier)}, for work with no result. */
	public static void run(Runnable work) {
		holding(() -> {
			work.run();
			return null;
		});
	}
}
