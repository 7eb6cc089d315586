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
	 * @param before the datasets loaded before {@code data} in the same life of the server, oldest
	 *               first, at most {@link #HISTORY} of them: a store can be poisoned by a load only
	 *               after another (Virtuoso 7.2.5.1's NaN needs one earlier load), so a crash's
	 *               trigger is a sequence of loads, replayed in order on a fresh store
	 */
	record Crash(String what, Dataset data, String query, Path runDir, List<Dataset> before) {
		public Crash {
			before = before == null ? List.of() : List.copyOf(before);
		}

		/** A crash with no earlier load on record. */
		public Crash(String what, Dataset data, String query, Path runDir) {
			this(what, data, query, runDir, List.of());
		}
	}

	/**
	 * The kind of a crash, from its description: up to the first parenthesis or colon ("the server
	 * exited", "the store refuses every load", "the server stopped answering"). Two crashes of one
	 * kind are the same failure to a recheck.
	 */
	static String kind(String what) {
		int cut = what.length();
		for (char c : new char[] {'(', ':'}) {
			int i = what.indexOf(c);
			if (i > 0) {
				cut = Math.min(cut, i);
			}
		}
		return what.substring(0, cut).strip();
	}

	/** How many datasets loaded before a crash's own are kept with it (see {@link Crash#before}). */
	int HISTORY = 2;

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
	default Optional<String> breaksFreshStore(Dataset data, String query) {
		return breaksFreshStore(List.of(), data, query);
	}

	/**
	 * As {@link #breaksFreshStore(Dataset, String)}, after loading {@code before} in order on the fresh
	 * store first (each as a load the server answers a plain query over), so that a trigger of several
	 * loads replays as it was met. A load of {@code before} that already breaks the store answers too.
	 */
	Optional<String> breaksFreshStore(List<Dataset> before, Dataset data, String query);
}
