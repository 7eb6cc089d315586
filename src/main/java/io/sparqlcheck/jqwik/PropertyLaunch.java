package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.JqwikLock;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import java.util.function.Supplier;

/**
 * The one place where a {@link PropertyRun} is opened and closed: whatever launches sparqlcheck
 * properties with settings (a campaign's shrink, a by-seed recheck, the benchmark, tests) launches
 * them here, and the properties' hooks see that run and no other.
 *
 * <p>Runs on different threads do not see each other's settings. jqwik itself, though, executes one
 * property at a time per JVM: its {@code StoreRepository} (where jqwik keeps per-property state such
 * as statistics, memoized generators and {@code lazyOf}'s generators) is a JVM-wide singleton that
 * "CANNOT handle concurrent execution of properties", as its source says, and the shrinking-bound
 * notice is read from jqwik's JVM-wide logger. So the executions hold {@link JqwikLock}, the lock
 * every use of jqwik in the JVM holds (a campaign's generation too): two launches on two threads
 * each get their own correct result, one after the other. A shrink session's launch lets the lock go
 * while it waits for its next shrink ({@link ShrinkSession}).
 */
public final class PropertyLaunch {
	private PropertyLaunch() {
	}

	/**
	 * Runs {@code launch} (which executes jqwik properties on this thread, through a JUnit Platform
	 * launcher or {@code EngineTestKit}) with {@code run} open on this thread, after any other
	 * launch in this JVM has finished; closes the run after, however {@code launch} ends.
	 */
	public static <T> T under(PropertyRun run, Supplier<T> launch) {
		try (OpenRuns.Scope open = OpenRuns.open(run)) {
			return JqwikLock.holding(launch); // re-entrant, for a property that launches another
		}
	}

	/**
	 * Executes {@code request} through a new JUnit Platform launcher under {@code run}, reporting to
	 * {@code listeners}. A quiet run's jqwik reports go to the listeners, not to standard output
	 * (jqwik's {@code jqwik.reporting.usejunitplatform}); jqwik's log records stay off the console
	 * ({@link JqwikLogScope}).
	 *
	 * @return the wall time of the execution in nanoseconds, the launcher's creation not included
	 */
	public static long execute(PropertyRun run, LauncherDiscoveryRequestBuilder request, TestExecutionListener... listeners) {
		if (run.isQuiet()) {
			request.configurationParameter("jqwik.reporting.usejunitplatform", "true");
		}
		LauncherDiscoveryRequest discovery = request.build();
		return under(run, () -> {
			Launcher launcher = LauncherFactory.create();
			long start = System.nanoTime();
			try (JqwikLogScope logs = new JqwikLogScope()) {
				launcher.execute(discovery, listeners);
			} finally {
				// jqwik prints its line to AI agents without ending it; whatever comes next starts a line of its
				// own (a shrink session ends that line as soon as it is printed: ShrinkSession.serve)
				if (run.session().isEmpty()) {
					System.out.println();
				}
			}
			return System.nanoTime() - start;
		});
	}
}
