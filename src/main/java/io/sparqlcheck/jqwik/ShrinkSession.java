package io.sparqlcheck.jqwik;

import net.jqwik.api.lifecycle.AroundPropertyHook;
import net.jqwik.api.lifecycle.PropertyExecutionResult;
import net.jqwik.api.lifecycle.PropertyExecutor;
import net.jqwik.api.lifecycle.PropertyLifecycleContext;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;

import io.sparqlcheck.arbitraries.JqwikLock;

import java.util.ArrayDeque;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.locks.Condition;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

/**
 * Many shrinks in one execution of jqwik. jqwik sets its engine up, and prints its line to AI agents,
 * once per execution: a campaign that launched jqwik once per shrink printed that line once per
 * shrink (15 times in the README's main job, among its own 31 lines). A session launches
 * {@link ShrinkTarget} once, on a thread of its own, when it is first asked for a shrink, and runs
 * each shrink as one more execution of that property inside the same launch ({@link Hook}): the same
 * property, with the same hooks and the same settings as in a launch of its own, so a shrink gives
 * the same case and the same candidate record either way. A campaign with nothing to shrink
 * launches nothing.
 *
 * <p>Shrinks take turns: {@link #execute} waits for its shrink to finish. The launch holds
 * {@link JqwikLock} (as every launch does) from its start to its end, but lets it go while it waits
 * for the next shrink: between shrinks, a campaign's feed generates and another run in the JVM may
 * use jqwik. So the requests are kept under that lock, and the launch waits on its condition.
 */
final class ShrinkSession implements AutoCloseable {

	/** One shrink asked of the session: the run to open while it executes, and where its result goes. */
	private record Request(PropertyRun run, CompletableFuture<PropertyExecutionResult> result) {
	}

	/** Ends the launch once every shrink before it has run. */
	private static final Request END = new Request(null, null);

	private final boolean quiet;
	/** Guarded by {@link JqwikLock}; the launch waits on {@link #requested} while it is empty. */
	private final Queue<Request> requests = new ArrayDeque<>();
	private final Condition requested = JqwikLock.lock().newCondition();
	private Thread launch;
	private boolean ended; // guarded by JqwikLock
	private volatile Throwable launchFailure;
	private boolean closed;
	private int launches;

	/** A session whose jqwik reports go to standard output unless {@code quiet}. */
	ShrinkSession(boolean quiet) {
		this.quiet = quiet;
	}

	/**
	 * Executes {@link ShrinkTarget} once under {@code run} (which sets its seed, target and candidates
	 * file), inside the session's launch, and returns jqwik's result of that execution.
	 *
	 * @throws IllegalStateException when the session is closed, or its launch ended or failed
	 */
	PropertyExecutionResult execute(PropertyRun run) {
		if (closed) {
			throw new IllegalStateException("the shrink session is closed");
		}
		if (JqwikLock.heldByThisThread()) {
			// the launch's thread needs the lock to shrink: waiting for it here would never end
			throw new IllegalStateException("a shrink asked while this thread holds jqwik's lock (JqwikLock) would wait"
				+ " for itself: ask it outside any launch or generation");
		}
		Request request = new Request(run, new CompletableFuture<>());
		JqwikLock.run(() -> {
			if (launch == null) {
				start();
			}
			ask(request);
			if (ended) {
				// the launch drains the queue once, when it ends: a request added after that is failed here
				request.result().completeExceptionally(launchEnded());
			}
		});
		try {
			return request.result().get();
		} catch (ExecutionException e) {
			Throwable cause = e.getCause();
			if (cause instanceof RuntimeException r) {
				throw r;
			}
			if (cause instanceof Error err) {
				throw err;
			}
			throw new IllegalStateException("shrinking failed: " + cause, cause);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("interrupted while waiting for a shrink", e);
		}
	}

	private void start() {
		PropertyRun serving = (quiet ? PropertyRun.defaults().quiet() : PropertyRun.defaults()).serving(this);
		LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request()
			.selectors(selectMethod(ShrinkTarget.class, "oracleHolds", io.sparqlcheck.model.SparqlCase.class.getName()))
			.configurationParameter("jqwik.database", "");
		launch = new Thread(() -> {
			try {
				PropertyLaunch.execute(serving, request);
			} catch (Throwable t) {
				launchFailure = t;
			} finally {
				JqwikLock.run(() -> {
					ended = true;
					for (Request r; (r = requests.poll()) != null; ) {
						if (r != END) {
							r.result().completeExceptionally(launchEnded());
						}
					}
				});
			}
		}, "sparqlcheck-shrinks");
		launch.setDaemon(true);
		launch.start();
		launches++;
	}

	/** How many executions of jqwik this session started: 0 before its first shrink, 1 after. */
	int launches() {
		return launches;
	}

	private IllegalStateException launchEnded() {
		return new IllegalStateException("jqwik's launch of the shrink session ended before the shrink ran"
			+ (launchFailure == null ? "" : ": " + launchFailure), launchFailure);
	}

	/** Ends the launch after the shrinks already asked for, and waits for it. */
	@Override
	public void close() {
		if (closed) {
			return;
		}
		closed = true;
		if (launch != null) {
			JqwikLock.run(() -> ask(END));
			try {
				launch.join();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
	}

	/** Queues a request for the launch and wakes it; the caller holds {@link JqwikLock}. */
	private void ask(Request r) {
		requests.add(r);
		requested.signal();
	}

	/**
	 * The next request, on the launch's thread, which holds {@link JqwikLock} (every launch does):
	 * waiting on the lock's condition lets it go, so that others use jqwik between shrinks.
	 */
	private Request next() throws InterruptedException {
		while (requests.isEmpty()) {
			requested.await();
		}
		return requests.poll();
	}

	/**
	 * Serves the session from inside jqwik's execution of {@link ShrinkTarget}: executes the property
	 * once per request, each under its own run, until the session ends, and returns the last result
	 * to jqwik (whose report of it goes where the session's reports go).
	 */
	private PropertyExecutionResult serve(PropertyLifecycleContext context, PropertyExecutor property) throws InterruptedException {
		// jqwik has just printed its line to AI agents, without ending it: what follows starts a line of its own
		System.out.println();
		PropertyExecutionResult last = null;
		for (Request r; (r = next()) != END; ) {
			try (OpenRuns.Scope open = OpenRuns.open(r.run())) {
				// The seed attribute outlives an execution, and the seed hook reads it first: give each its own.
				r.run().seed().ifPresent(s -> context.attributes().setSeed(Long.toString(s)));
				last = property.execute();
				r.result().complete(last);
			} catch (Throwable t) {
				r.result().completeExceptionally(t);
			}
		}
		if (last == null) {
			throw new IllegalStateException("a shrink session ended without a shrink"); // start() runs only for a request
		}
		return last;
	}

	/**
	 * The hook on {@link ShrinkTarget} that serves a session when the launch's run has one, and
	 * otherwise executes the property once, as if it were not there. It sits outside every other
	 * hook (proximity -20, where sparqlcheck's own hook has 0), so that each execution it starts
	 * goes through them all.
	 */
	public static final class Hook implements AroundPropertyHook {
		@Override
		public PropertyExecutionResult aroundProperty(PropertyLifecycleContext context, PropertyExecutor property) throws Throwable {
			Optional<ShrinkSession> session = OpenRuns.current().flatMap(PropertyRun::session);
			return session.isPresent() ? session.get().serve(context, property) : property.execute();
		}

		@Override
		public int aroundPropertyProximity() {
			return -20;
		}
	}
}
