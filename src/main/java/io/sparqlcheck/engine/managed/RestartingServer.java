package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.CountsLoads;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.Restartable;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A server reached through the SPARQL endpoint engine that the tool can restart on a fresh store: a
 * managed release (it started the process) or an engines.yaml endpoint with a restart command. The
 * health policy is one for both: when the server died (its process exited, or its endpoint stopped
 * answering past its re-probes) or its store went bad (a load failed, and a load of one plain triple
 * fails too), the event is recorded with the data and query that preceded it ({@link ServerHealth}),
 * the server is restarted and the query retried, so the case is not lost; after K restarts in a row
 * without a healthy answer the engine is in {@link #outage()} and a campaign stops.
 */
public abstract class RestartingServer implements Engine, CountsLoads, Restartable {

	/** The load that tells a bad store from data the server refuses: one triple any store holds. */
	private static final Dataset CANARY = Dataset.of(new Triple(Iri.of("urn:sparqlcheck:canary"), Iri.of("urn:sparqlcheck:canary"),
		Literal.string("canary")));
	private static final String CANARY_QUERY = "SELECT * WHERE { ?s ?p ?o }";

	private final ServerHealth health;
	/** The last query sent and its data: what preceded a death noticed before the next one. */
	private Dataset lastData;
	private String lastQuery;
	/** The datasets loaded before {@link #lastData} in this life of the server, oldest first (at most {@link Restartable#HISTORY}). */
	private final java.util.ArrayDeque<Dataset> history = new java.util.ArrayDeque<>();

	protected RestartingServer(String name, int maxRestartsInARow) {
		this.health = new ServerHealth(name, maxRestartsInARow);
	}

	/** The endpoint engine the server is reached through now (a restart opens another). */
	public abstract SparqlEndpointEngine endpoint();

	/** How the server's process ended, when the tool holds it and it has; empty while it runs (or is not the tool's). */
	protected abstract Optional<String> exited();

	/** The folder of the server's current life, or null when the tool holds none. */
	protected abstract Path runDir();

	/**
	 * Ends the server's current life (its store with it) and starts a new one on a fresh store,
	 * answering the endpoint's preflight.
	 *
	 * @throws ManagedEngineException when the new life could not be started (the old one stays ended)
	 */
	protected abstract void relaunch();

	/** See the class comment: retried on a restarted server; the outage's reason once the engine is given up. */
	@Override
	public synchronized QueryOutcome select(Dataset data, String query) {
		while (true) {
			Optional<String> stopped = health.stopped();
			if (stopped.isPresent()) {
				return new QueryOutcome.Failure(query, QueryOutcome.FailureKind.UNREACHABLE, stopped.get());
			}
			Optional<String> exited = exited();
			if (exited.isPresent()) { // died since the last query: restart now rather than after the endpoint's re-probes
				health.crashed(new Crash(exited.get(), lastData == null ? data : lastData, lastQuery == null ? query : lastQuery, runDir(),
					List.copyOf(history)));
				if (health.stopped().isEmpty()) {
					restart();
				}
				continue;
			}
			if (lastData != null && !lastData.equals(data)) {
				history.addLast(lastData);
				while (history.size() > HISTORY) {
					history.removeFirst();
				}
			}
			lastData = data;
			lastQuery = query;
			QueryOutcome outcome = endpoint().select(data, query);
			Optional<String> broken = broken(outcome);
			if (broken.isEmpty()) {
				health.answered(outcome);
				return outcome;
			}
			health.crashed(new Crash(broken.get(), data, query, runDir(), List.copyOf(history)));
			if (health.stopped().isPresent()) {
				return outcome;
			}
			restart();
		}
	}

	/** Why the server must be restarted after this outcome, or empty while it is healthy. */
	private Optional<String> broken(QueryOutcome outcome) {
		if (!(outcome instanceof QueryOutcome.Failure f)) {
			return Optional.empty();
		}
		Optional<String> exited = exited();
		if (exited.isPresent()) {
			return exited;
		}
		if (f.kind() == QueryOutcome.FailureKind.UNREACHABLE) {
			return Optional.of("the server stopped answering: " + f.cause());
		}
		if (f.kind() == QueryOutcome.FailureKind.LOAD_FAILED) {
			return poisoned();
		}
		return Optional.empty();
	}

	/** Whether the store refuses every load: a load of one plain triple fails too. */
	private Optional<String> poisoned() {
		if (endpoint().outage().isPresent()) {
			return Optional.empty();
		}
		return endpoint().select(CANARY, CANARY_QUERY) instanceof QueryOutcome.Failure c && c.kind() == QueryOutcome.FailureKind.LOAD_FAILED
			? Optional.of("the store refuses every load (the load of one plain triple failed too: " + c.cause() + ")")
			: Optional.empty();
	}

	private void restart() {
		history.clear(); // a fresh store: nothing loaded before the retried query
		lastData = null;
		try {
			relaunch();
		} catch (ManagedEngineException e) {
			health.cannotRestart(e.getMessage());
		}
	}

	@Override
	public synchronized Optional<String> breaksFreshStore(List<Dataset> before, Dataset data, String query) {
		try {
			relaunch();
		} catch (ManagedEngineException e) {
			return Optional.of("could not restart it for the step: " + e.getMessage());
		}
		history.clear();
		lastData = null;
		for (Dataset earlier : before) {
			Optional<String> broken = broken(endpoint().select(earlier, CANARY_QUERY));
			if (broken.isPresent()) {
				return broken;
			}
		}
		QueryOutcome outcome = endpoint().select(data, query);
		Optional<String> broken = broken(outcome);
		if (broken.isEmpty() && exited().isEmpty() && endpoint().outage().isEmpty()) {
			broken = poisoned(); // a load that answered can still have poisoned the store for the next one
		}
		return broken;
	}

	@Override
	public synchronized RestartingServer maxRestartsInARow(int k) {
		health.maxInARow(k);
		return this;
	}

	@Override
	public synchronized int restarts() {
		return health.restarts();
	}

	@Override
	public synchronized List<Crash> crashes() {
		return health.crashes();
	}

	@Override
	public Optional<Restartable> restartable() {
		return Optional.of(this);
	}

	/** Why the engine was given up for this run (too many restarts in a row, or a restart that failed), or empty. */
	@Override
	public synchronized Optional<String> outage() {
		return health.stopped();
	}

	@Override
	public synchronized io.sparqlcheck.engine.StoreLimits storeLimits() {
		return endpoint().storeLimits();
	}

	@Override
	public synchronized long loads() {
		return endpoint().loads();
	}
}
