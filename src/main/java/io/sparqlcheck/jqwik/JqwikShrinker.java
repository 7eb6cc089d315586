package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.launcher.Launcher;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

import net.jqwik.api.sessions.JqwikSession;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.Supplier;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

/**
 * Shrinks one failing case with jqwik's own shrinking. The case seed {@code s} is, by definition,
 * what the first try of a property with seed {@code s} receives; so the shrinker runs a real jqwik
 * property ({@link ShrinkTarget}) with that seed and one try, lets jqwik shrink the failure, and
 * hands back the verdict of the shrunk sample, read from the error it threw. A shrink step that
 * turns a violation into an engine failure is never taken, because the two throw different errors.
 */
public final class JqwikShrinker {
	private JqwikShrinker() {
	}

	/**
	 * The shrunk verdict of the case of {@code seed}, or empty when the property passed on that seed
	 * (the failure did not reproduce: an unstable engine, never a smaller failure).
	 *
	 * @param check  the oracle check to shrink against
	 * @param cases  the arbitrary the seed belongs to
	 * @param seed   the case seed
	 * @param quiet  whether to keep jqwik's report of the run off standard output
	 */
	public static synchronized Optional<Verdict> shrink(Function<SparqlCase, Verdict> check, CaseArbitrary cases,
														long seed, boolean quiet) {
		return withTarget(check, cases, () -> launch(seed, quiet));
	}

	/**
	 * Runs {@code work} with {@link ShrinkTarget} set up to check {@code cases} with {@code check},
	 * one launch at a time in this JVM, and clears it after: what a campaign's shrink and a by-seed
	 * recheck of a campaign candidate (whose recorded property is ShrinkTarget's) both need.
	 */
	static synchronized <T> T withTarget(Function<SparqlCase, Verdict> check, CaseArbitrary cases, Supplier<T> work) {
		ShrinkTarget.check = check;
		ShrinkTarget.cases = cases;
		try {
			return work.get();
		} finally {
			ShrinkTarget.check = null;
			ShrinkTarget.cases = null;
		}
	}

	private static Optional<Verdict> launch(long seed, boolean quiet) {
		// Not inside the caller's generation session: jqwik's time-bounded shrinking runs in the common
		// fork-join pool and, at its bound, returns without stopping it. Launched inside a session, the
		// abandoned shrink kept using the session's own lazyOf instances while the campaign generated
		// its next cases with them (a NoSuchElementException from LazyOfArbitrary.popGeneratedLevel
		// ended a 2,000-case campaign). A session started afresh afterwards shares nothing with it.
		boolean inSession = JqwikSession.isActive();
		if (inSession) {
			JqwikSession.finish();
		}
		try {
			return launchOutsideSession(seed, quiet);
		} finally {
			if (inSession) {
				JqwikSession.start();
			}
		}
	}

	private static Optional<Verdict> launchOutsideSession(long seed, boolean quiet) {
		String previousSeed = System.getProperty(SparqlPropertyHook.SEED_PROPERTY);
		System.setProperty(SparqlPropertyHook.SEED_PROPERTY, Long.toString(seed));
		PrintStream out = System.out;
		try {
			if (quiet) {
				System.setOut(new PrintStream(OutputStream.nullOutputStream()));
			}
			LauncherDiscoveryRequest request = LauncherDiscoveryRequestBuilder.request()
				.selectors(selectMethod(ShrinkTarget.class, "oracleHolds", SparqlCase.class.getName()))
				.configurationParameter("jqwik.database", "")
				.build();
			Launcher launcher = LauncherFactory.create();
			AtomicReference<Throwable> thrown = new AtomicReference<>();
			launcher.execute(request, new TestExecutionListener() {
				@Override
				public void executionFinished(TestIdentifier id, TestExecutionResult result) {
					if (id.isTest() && result.getStatus() != TestExecutionResult.Status.SUCCESSFUL) {
						thrown.set(result.getThrowable().orElse(new AssertionError(result.toString())));
					}
				}
			});
			Throwable t = thrown.get();
			if (t == null) {
				return Optional.empty();
			}
			return Optional.of(CandidateRecorder.verdictOf(t).orElseThrow(() -> new IllegalStateException("shrinking seed " + seed + " failed with something other than a verdict: " + t, t)));
		} finally {
			System.setOut(out);
			if (previousSeed == null) {
				System.clearProperty(SparqlPropertyHook.SEED_PROPERTY);
			} else {
				System.setProperty(SparqlPropertyHook.SEED_PROPERTY, previousSeed);
			}
		}
	}
}
