package io.sparqlcheck.jqwik;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/**
 * The registry of open {@link PropertyRun}s, keyed by the thread that opened them: the one piece of
 * JVM-wide state between a launcher and the hooks of the run it launches.
 *
 * <p>Why by thread: jqwik hands lifecycle hooks no JUnit configuration parameters (its
 * {@code JqwikLifecycleRegistrator} drops them, and global hooks are one cached instance per JVM),
 * but it runs a property, with its {@code aroundProperty} and generating {@code aroundTry} hooks, on
 * the thread that called the JUnit Platform launcher (or {@code EngineTestKit}). So a hook on that
 * thread finds that thread's run here. Shrinking in jqwik's default time-bounded mode runs on the
 * common fork-join pool, where no run is found: what a property needs during shrinking the hook
 * hands to its test instance first ({@link TakesPropertyRun}).
 *
 * <p>Runs nest (a property that launches another run): the innermost is current; closing restores
 * the one around it. Only {@link PropertyLaunch} opens runs.
 */
final class OpenRuns {
	private OpenRuns() {
	}

	private static final ThreadLocal<Deque<PropertyRun>> OPEN = new ThreadLocal<>();

	/** Opens {@code run} on this thread until the scope is closed, on this thread. */
	static Scope open(PropertyRun run) {
		Deque<PropertyRun> open = OPEN.get();
		if (open == null) {
			open = new ArrayDeque<>();
			OPEN.set(open);
		}
		open.push(run);
		return new Scope(run, Thread.currentThread());
	}

	/** The innermost run this thread opened and has not closed. */
	static Optional<PropertyRun> current() {
		Deque<PropertyRun> open = OPEN.get();
		return open == null ? Optional.empty() : Optional.ofNullable(open.peek());
	}

	/** An open run; closing it (on the thread that opened it, innermost first) forgets it. */
	static final class Scope implements AutoCloseable {
		private final PropertyRun run;
		private final Thread thread;

		private Scope(PropertyRun run, Thread thread) {
			this.run = run;
			this.thread = thread;
		}

		@Override
		public void close() {
			if (Thread.currentThread() != thread) {
				throw new IllegalStateException("a property run is closed on the thread that opened it, " + thread.getName());
			}
			Deque<PropertyRun> open = OPEN.get();
			if (open == null || open.peek() != run) {
				throw new IllegalStateException("property runs are closed innermost first");
			}
			open.pop();
			if (open.isEmpty()) {
				OPEN.remove();
			}
		}
	}
}
