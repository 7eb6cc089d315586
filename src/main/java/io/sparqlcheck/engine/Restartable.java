package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * An engine whose server the tool can restart on a fresh store: a managed release, or an engines.yaml
 * endpoint that declares a restart command. When its server dies or its store starts refusing loads,
 * it is restarted and the query retried; each such event is kept as a {@link Crash} with the data and
 * query that preceded it, so that a campaign can shrink it and list it as a finding of class CRASH.
 */
public interface Restartable {

	/**
	 * One death or bad store of the server.
	 *
	 * @param what   what happened, one line
	 * @param data   the dataset (as sent to the server) of the query that met it
	 * @param query  that query
	 * @param runDir the folder of the server's life that ended (its log and store), or null when the
	 *               tool does not hold it (an endpoint it restarts by command)
	 */
	record Crash(String what, Dataset data, String query, Path runDir) {
	}

	/** How many times the server was restarted in this run (shrinks' restarts not counted). */
	int restarts();

	/** Each death or bad store met in this run, in order. */
	List<Crash> crashes();

	/** Sets after how many restarts in a row (no healthy answer between) the engine is given up; 0 gives it up at the first. */
	Restartable maxRestartsInARow(int k);

	/**
	 * Restarts the server on a fresh store, sends it this load and query, and says how they broke it
	 * (it died, or the store refuses a load of one plain triple afterwards), or empty when it stayed
	 * healthy. What a shrink of a crash asks, one step at a time: every step starts from a fresh
	 * store, so its answer depends on the load and query alone. Never counted as a restart of the run.
	 */
	Optional<String> breaksFreshStore(Dataset data, String query);
}
