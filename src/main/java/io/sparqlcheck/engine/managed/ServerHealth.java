package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.Restartable.Crash;
import io.sparqlcheck.result.QueryOutcome;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The restart policy of a restartable server ({@link RestartingServer}): each death or bad store is recorded as a {@link Crash} with
 * the data and query that preceded it, and the server is restarted, unless that would be the
 * {@code max + 1}-th restart in a row (no healthy answer since the one before), or a restart failed:
 * then the engine is given up for the run with one line saying why, and a campaign stops with its
 * partial summary. Counts restarts, never time, so the same run gives up at the same case anywhere.
 */
public final class ServerHealth {

	private final String name;
	private int max;
	private int inARow;
	private int restarts;
	private String stopped;
	private final List<Crash> crashes = new ArrayList<>();

	ServerHealth(String name, int max) {
		this.name = name;
		maxInARow(max);
	}

	void maxInARow(int k) {
		if (k < 0) {
			throw new IllegalArgumentException("the restarts in a row must be 0 or more, not " + k);
		}
		this.max = k;
	}

	/** A healthy answer: the restarts before it are no longer in a row. */
	void answered(QueryOutcome outcome) {
		inARow = 0;
	}

	/** The server died or its store went bad: recorded; a restart follows unless the engine is now given up. */
	void crashed(Crash crash) {
		crashes.add(crash);
		if (inARow >= max) {
			stopped = name + " given up after " + inARow + " restart(s) in a row (at most " + max + "): " + crash.what();
			return;
		}
		inARow++;
		restarts++;
	}

	/** A restart failed: the engine is given up. */
	void cannotRestart(String why) {
		stopped = name + " could not be restarted after it broke: " + why;
	}

	Optional<String> stopped() {
		return Optional.ofNullable(stopped);
	}

	int restarts() {
		return restarts;
	}

	List<Crash> crashes() {
		return List.copyOf(crashes);
	}
}
