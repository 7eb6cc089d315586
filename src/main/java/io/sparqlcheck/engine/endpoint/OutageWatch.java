package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.result.QueryOutcome;

import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Notices an endpoint that stopped answering. After {@value #THRESHOLD} unreachable failures in a
 * row it pauses and re-probes, at most {@value #PROBES} times with pauses doubling from
 * {@value #FIRST_PAUSE_MILLIS} ms: when the endpoint answers again, the data is reloaded (the
 * engine forgets what it believed loaded) and the failed query is retried once, so the seed is not
 * lost and not counted as an engine failure; when it does not, the endpoint is in outage for the rest
 * of the run, with a message that says so. A query cut off because the run is stopping (the engine
 * closed by SIGTERM or Ctrl-C, or the thread interrupted) is an interruption, said as one: no
 * re-probes, no outage. Not thread-safe; the engine calls it under its lock.
 */
final class OutageWatch {

	/**
	 * Unreachable failures in a row before the endpoint is re-probed: the first, since an oracle's
	 * check ends at its first failure and a seed lost to an outage is to be retried, not counted.
	 */
	static final int THRESHOLD = 1;
	/** Re-probes before the endpoint is given up for the run. */
	static final int PROBES = 5;
	/** The first pause between re-probes; each later one doubles (1+2+4+8+16 s at most in all). */
	static final long FIRST_PAUSE_MILLIS = 1_000;

	private final String name;
	private final String url;
	private final BooleanSupplier answers;
	private final Runnable forgetLoaded;
	private final BooleanSupplier closed;
	private int inARow;
	private boolean retrying;
	private String outage;

	OutageWatch(String name, String url, BooleanSupplier answers, Runnable forgetLoaded, BooleanSupplier closed) {
		this.name = name;
		this.url = url;
		this.answers = answers;
		this.forgetLoaded = forgetLoaded;
		this.closed = closed;
	}

	/** Why the endpoint is given up for this run, or empty. */
	Optional<String> outage() {
		return Optional.ofNullable(outage);
	}

	/**
	 * While in outage, one probe without a pause: the outage ends (and the data is reloaded) if the
	 * endpoint answers again.
	 *
	 * @return whether the endpoint is still in outage
	 */
	boolean stillOut() {
		if (outage != null && answers.getAsBoolean()) {
			outage = null;
			inARow = 0;
			forgetLoaded.run();
		}
		return outage != null;
	}

	/**
	 * The outcome to return for a query: the outcome itself, or, after the threshold of unreachable
	 * failures and an endpoint that answers again, the outcome of the query retried once.
	 */
	QueryOutcome after(QueryOutcome outcome, Supplier<QueryOutcome> retry) {
		return after(outcome, outcome instanceof QueryOutcome.Failure f && f.kind() == QueryOutcome.FailureKind.UNREACHABLE, retry);
	}

	/** As {@link #after(QueryOutcome, Supplier)}, told whether the failure (a load's, say) was the server being unreachable. */
	QueryOutcome after(QueryOutcome outcome, boolean unreachable, Supplier<QueryOutcome> retry) {
		if (!unreachable) {
			inARow = 0;
			return outcome;
		}
		if (closed.getAsBoolean() || Thread.currentThread().isInterrupted()) {
			return interrupted(outcome);
		}
		inARow++;
		if (inARow < THRESHOLD || retrying) {
			return outcome;
		}
		long pause = FIRST_PAUSE_MILLIS;
		for (int probe = 1; probe <= PROBES && !closed.getAsBoolean(); probe++) {
			try {
				for (long slept = 0; slept < pause && !closed.getAsBoolean(); slept += 100) {
					Thread.sleep(100); // in steps: a shutdown does not wait out a pause
				}
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				break;
			}
			pause *= 2;
			if (answers.getAsBoolean()) {
				inARow = 0;
				forgetLoaded.run(); // a server that came back may have lost its data: reload it
				retrying = true;
				try {
					return retry.get();
				} finally {
					retrying = false;
				}
			}
		}
		if (closed.getAsBoolean() || Thread.currentThread().isInterrupted()) {
			return interrupted(outcome); // the run stopped during the pauses: that is no outage either
		}
		outage = "endpoint '" + name + "' (" + url + ") stopped answering: " + THRESHOLD + " unreachable failure(s) in a row and no answer to "
			+ PROBES + " re-probes over " + (FIRST_PAUSE_MILLIS * ((1L << PROBES) - 1) / 1000) + " s; the first failure: "
			+ ((QueryOutcome.Failure) outcome).cause();
		return new QueryOutcome.Failure(((QueryOutcome.Failure) outcome).query(), QueryOutcome.FailureKind.UNREACHABLE, outage);
	}

	/**
	 * The failure of a query cut off because the run is stopping (SIGTERM, Ctrl-C, a close): an
	 * interruption, said as one, never taken for the endpoint having stopped answering.
	 */
	private QueryOutcome interrupted(QueryOutcome outcome) {
		return new QueryOutcome.Failure(((QueryOutcome.Failure) outcome).query(), QueryOutcome.FailureKind.UNREACHABLE,
			"interrupted: the run is stopping (SIGTERM or Ctrl-C) and closed endpoint '" + name + "' (" + url
				+ ") while the query ran; the endpoint did not fail");
	}
}
