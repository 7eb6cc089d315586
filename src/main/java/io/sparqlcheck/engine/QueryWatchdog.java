package io.sparqlcheck.engine;

import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The timer that aborts in-process queries which run past their timeout: one daemon thread for
 * the JVM that looks, every {@link #TICK}, at the queries running now and aborts those past their
 * deadline. Arming and disarming an alarm is adding to and removing from a concurrent set, with
 * no thread woken: that is the point of it.
 *
 * <p>Why not Jena's own {@code QueryExec...timeout(...)}: Jena's {@code AlarmClock} cancels an
 * alarm with {@code ScheduledFuture.cancel} on an executor without the remove-on-cancel policy,
 * so every finished query's alarm stays queued until its deadline, holding the execution, its
 * query and its dataset. At ten thousand queries a second and a 10 s timeout that is 100,000
 * queued alarms and about 150 MB kept alive, which every young collection then copies (measured
 * on Jena 5.6.0: 6.8 s of collector pauses in a 40 s benchmark). A scheduled executor that does
 * remove cancelled tasks is no better at this rate: each new alarm becomes the head of its empty
 * queue and wakes the timer thread, a context switch per query. Aborting through
 * {@code QueryExec.abort()} is what Jena's alarm does itself, so a timed-out query ends the same
 * way (a {@code QueryCancelledException} from the row iterator).
 *
 * <p>Public for the managed releases run in-process ({@code engine.managed.IsolatedEngine}), whose
 * Jena queries it aborts the same way.
 */
public final class QueryWatchdog {

	/** How often running queries are looked at; a query overruns its timeout by at most this. */
	static final Duration TICK = Duration.ofMillis(20);

	private static final Set<Alarm> RUNNING = ConcurrentHashMap.newKeySet();
	private static final AtomicLong ARMED = new AtomicLong();

	static {
		Thread watcher = new Thread(QueryWatchdog::watch, "sparqlcheck-query-watchdog");
		watcher.setDaemon(true);
		watcher.start();
	}

	private QueryWatchdog() {
	}

	/**
	 * Runs {@code abort} once {@code timeout} has passed (within one {@link #TICK}), unless the
	 * returned alarm is closed first. Arming and closing are cheap and wake no thread.
	 */
	public static Alarm arm(Duration timeout, Runnable abort) {
		Alarm alarm = new Alarm(System.nanoTime() + timeout.toNanos(), abort);
		ARMED.incrementAndGet();
		RUNNING.add(alarm);
		return alarm;
	}

	/** One armed timeout; {@link #close()} disarms it. Identity-keyed: two alarms are never equal. */
	public static final class Alarm implements AutoCloseable {
		private final long deadline;
		private final Runnable abort;

		private Alarm(long deadline, Runnable abort) {
			this.deadline = deadline;
			this.abort = abort;
		}

		@Override
		public void close() {
			RUNNING.remove(this);
		}
	}

	private static void watch() {
		while (true) {
			try {
				Thread.sleep(TICK.toMillis());
			} catch (InterruptedException e) {
				return;
			}
			long now = System.nanoTime();
			for (Alarm alarm : RUNNING) {
				if (now - alarm.deadline >= 0 && RUNNING.remove(alarm)) {
					try {
						alarm.abort.run();
					} catch (RuntimeException e) {
						// The query has ended on its own meanwhile; nothing is left to abort.
					}
				}
			}
		}
	}

	/** How many alarms have been armed in this JVM: for the test that every query gets one. */
	static long armed() {
		return ARMED.get();
	}

	/** How many alarms are armed now: for the test that finished queries leave none behind. */
	static int queued() {
		return RUNNING.size();
	}
}
