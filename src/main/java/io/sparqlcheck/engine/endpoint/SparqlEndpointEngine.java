package io.sparqlcheck.engine.endpoint;

import io.sparqlcheck.engine.CountsLoads;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;

import java.io.IOException;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A SPARQL engine reached over the SPARQL 1.1 Protocol, the way its {@link Preset} says. This class
 * coordinates; the work is done by the package's {@code HttpTransport} (one client, requests,
 * credentials, timeouts, the size cap), {@code CasePlacement} (journal, window of loaded datasets, named graphs,
 * drops), the preset's {@code Dialect} (how a dataset is loaded, scoped and dropped on this server,
 * where its version is read), {@code QuerySender} with {@code ResultReader}, and
 * {@code FailureClassifier}. It holds no preset-specific code.
 *
 * <p><b>Client.</b> Queries sent with {@link QueryMethod#GET} go through RDF4J's
 * {@code SPARQLRepository}, the project's chosen client, as does every SPARQL Update. SPARQLRepository
 * cannot be told to send a form POST or a direct POST for a short query, and has no API for
 * Blazegraph's namespace REST calls, so those go through the same Apache HttpClient that
 * SPARQLRepository uses, as plain requests, and their results are parsed by RDF4J's result parsers.
 * Every request asks for exactly one media type in {@code Accept} and never adds {@code format=}.
 *
 * <p><b>Data never harmed.</b> Each dataset is written to a graph this engine creates, named
 * {@code urn:sparqlcheck:dataset:<run tag>:<sha256 of the N-Triples>} (or, for Blazegraph, a
 * namespace {@code sparqlcheck_<run tag>_<slot>}), loaded once and reused while it is among the last
 * {@value #LOADED_CAPACITY} datasets used; every query is scoped to it with {@code default-graph-uri}
 * (or the namespace's URL). The engine drops only what it created: a dataset pushed out of that window,
 * and everything left at {@link #close()} (also run by a shutdown hook). Each creation is journalled in
 * the state folder first, in a journal of this run's own with a liveness lease, so a later run drops
 * what a killed run left and never what a live one holds.
 *
 * <p><b>Shutdown.</b> On SIGTERM or SIGINT the shutdown hook does not wait for a query in flight: it
 * aborts every request, waits at most {@value BoundedShutdown#LOCK_MILLIS} ms for the engine, and drops this
 * run's datasets within {@value BoundedShutdown#DROP_MILLIS} ms; what the server does not drop in that time
 * stays in the journal for the next run. In read-only mode nothing is
 * ever written: queries go to the configured graph and the case's data is not used.
 *
 * <p><b>Faults.</b> {@link #select} never throws: a timeout, a refused or broken connection, a non-2xx
 * status, an HTML or other non-result body, truncated or malformed results, a wrong content type, a
 * response over the size cap, and a failed load are each a {@link QueryOutcome.Failure} with its cause.
 * After {@value OutageWatch#THRESHOLD} unreachable failures in a row the engine pauses and re-probes
 * ({@link OutageWatch}): if the endpoint answers again it reloads the data and retries the query,
 * so a short outage costs no seed; if not, the engine is in {@link #outage()} and a campaign stops.
 * After a failure that may mean the server restarted (unreachable, broken connection), the engine
 * forgets which datasets it believes loaded and loads them again before the next query, so a server
 * that lost its memory is refilled instead of silently answering over empty data. Credentials never
 * appear in a cause.
 */
public final class SparqlEndpointEngine implements Engine, CountsLoads {

	/** How many loaded datasets are kept on the server at once. */
	public static final int LOADED_CAPACITY = DataPlacement.CAPACITY;
	/** The prefix of every graph this engine creates. */
	public static final String GRAPH_PREFIX = NamedGraphDialect.GRAPH_PREFIX;
	/** The prefix of every Blazegraph namespace this engine creates. */
	public static final String NAMESPACE_PREFIX = BlazegraphDialect.NAMESPACE_PREFIX;
	/** The trivial query of the preflight. */
	public static final String PREFLIGHT_QUERY = PreflightProbe.QUERY;

	private final EndpointSettings settings;
	private final Dialect dialect;
	private final FailureClassifier failures;
	private final HttpTransport http;
	private final ResultReader reader;
	private final QuerySender queries;
	private final CasePlacement placement;
	private final OutageWatch outages;
	private final Thread shutdownHook;
	/** Held by every call that talks to the server; never waited on without a bound by the shutdown hook. */
	private final ReentrantLock lock = new ReentrantLock();
	private volatile boolean closed;
	private String version = "not probed";

	private SparqlEndpointEngine(EndpointSettings settings) {
		this.settings = settings;
		this.dialect = settings.preset().dialect();
		this.failures = new FailureClassifier(settings.credentials());
		this.http = new HttpTransport(settings);
		this.reader = new ResultReader(settings.format(), failures);
		this.queries = new QuerySender(http, reader, failures);
		this.placement = new CasePlacement(http, dialect, queries);
		this.outages = new OutageWatch(name(), settings.queryUrl().toString(), this::answers, placement::forget,
			() -> closed);
		this.shutdownHook = new Thread(this::closeFromHook, "sparqlcheck-close-" + settings.name());
		Runtime.getRuntime().addShutdownHook(shutdownHook);
	}

	/** An engine for the endpoint; nothing is sent until {@link #preflight()} or the first query. */
	public static SparqlEndpointEngine open(EndpointSettings settings) {
		return new SparqlEndpointEngine(settings);
	}

	/** The settings this engine was opened with. */
	public EndpointSettings settings() {
		return settings;
	}

	@Override
	public String name() {
		return settings.name();
	}

	@Override
	public EngineFamily family() {
		return settings.preset().family();
	}

	/** The version the preflight read, {@code not exposed}, or {@code not probed} before it. */
	@Override
	public String version() {
		return locked(() -> version);
	}

	/** How many datasets this engine has loaded so far. */
	@Override
	public long loads() {
		return locked(placement::loads);
	}

	/** The graphs (or namespaces) this engine created that are still on the server. */
	public Set<String> createdData() {
		return locked(placement::createdData);
	}

	private <T> T locked(java.util.function.Supplier<T> body) {
		lock.lock();
		try {
			return body.get();
		} finally {
			lock.unlock();
		}
	}

	/**
	 * Probes the endpoint once: it must answer {@link #PREFLIGHT_QUERY} with status 200, a body in the
	 * expected format, and one row binding {@code ?one} to 1. Reads the version where the server
	 * exposes it, and drops what a killed earlier run left (unless read-only).
	 *
	 * @throws EndpointUnavailableException naming the engine, the URL and the reason
	 */
	public Preflight preflight() throws EndpointUnavailableException {
		lock.lock();
		try {
			return preflightLocked();
		} finally {
			lock.unlock();
		}
	}

	private Preflight preflightLocked() throws EndpointUnavailableException {
		Preflight p = PreflightProbe.run(name(), settings, http, reader, failures, dialect, placement);
		version = p.version();
		return p;
	}

	@Override
	public QueryOutcome select(Dataset data, String query) {
		lock.lock();
		try {
			return selectLocked(data, query);
		} finally {
			lock.unlock();
		}
	}

	private QueryOutcome selectLocked(Dataset data, String query) {
		if (closed) {
			return new QueryOutcome.Failure(query, QueryOutcome.FailureKind.UNREACHABLE, "engine " + name() + " is closed");
		}
		java.util.Set<String> clause = QueryDataset.graphs(query);
		if ((data.hasNamedGraphs() || !clause.isEmpty()) && (settings.readOnly() || !placement.placesNamedGraphs())) {
			// a read-only endpoint's data is not the case's, and Blazegraph in triples mode has no named graphs:
			// fail closed rather than run over the wrong dataset
			return new QueryOutcome.Failure(query, QueryOutcome.FailureKind.LOAD_FAILED, "engine " + name()
				+ (settings.readOnly() ? " (read-only)" : " (" + settings.preset() + ")") + " does not load named graphs"
				+ (clause.isEmpty() ? " (core-4 data with " + data.named().size() + " named graph(s))" : " for a FROM / FROM NAMED query"));
		}
		if (outages.stillOut()) {
			return new QueryOutcome.Failure(query, QueryOutcome.FailureKind.UNREACHABLE, outages.outage().get());
		}
		Target target;
		if (settings.readOnly()) {
			target = new Target(null, settings.queryUrl(), settings.graph());
		} else {
			try {
				target = placement.ensureLoaded(data, clause);
			} catch (Exception e) {
				placement.forget();
				QueryOutcome failed = new QueryOutcome.Failure(query, QueryOutcome.FailureKind.LOAD_FAILED, failures.describe(e));
				return outages.after(failed, FailureClassifier.classify(e) == QueryOutcome.FailureKind.UNREACHABLE,
					() -> selectLocked(data, query));
			}
		}
		QueryOutcome outcome = queries.select(target, query);
		if (outcome instanceof QueryOutcome.Failure f && f.kind() == QueryOutcome.FailureKind.UNREACHABLE) {
			placement.forget();
		}
		return outages.after(outcome, () -> selectLocked(data, query));
	}

	/**
	 * Reports every HTTP request this engine sends from now on, with the status it got, to
	 * {@code sink} (on the thread that sent it); {@code null} stops recording. For measuring the
	 * engine's own client path against a replay of the same requests ({@code bench --only endpoints});
	 * recording copies each request body, so it is off unless asked for.
	 */
	public void recordRequests(java.util.function.Consumer<SentRequest> sink) {
		http.record(sink);
	}

	/** What the preset declares the server cannot store (its dialect's {@link io.sparqlcheck.engine.StoreLimits}). */
	@Override
	public io.sparqlcheck.engine.StoreLimits storeLimits() {
		return settings.readOnly() ? io.sparqlcheck.engine.StoreLimits.NONE : dialect.storeLimits();
	}

	/** Why this endpoint stopped answering for good in this run, or empty while it answers. */
	@Override
	public java.util.Optional<String> outage() {
		return outages.outage();
	}

	/** One trivial query with a short deadline: whether the endpoint answers at all. */
	private boolean answers() {
		QueryOutcome out = queries.select(new Target(null, settings.queryUrl(), null), PREFLIGHT_QUERY);
		return out instanceof QueryOutcome.Solutions;
	}

	/** Drops every dataset this engine created, then releases the connections. Idempotent. */
	@Override
	public void close() {
		closeQuietly();
		try {
			Runtime.getRuntime().removeShutdownHook(shutdownHook);
		} catch (IllegalStateException shuttingDown) {
			// the JVM is already running its hooks, this one among them
		}
	}

	/**
	 * Releases the connections without dropping anything: for a server whose store is thrown away with
	 * it (a managed server stopped to be restarted on a fresh store, dead or poisoned, where every drop
	 * would wait for its timeout). Idempotent.
	 */
	public void abandon() {
		lock.lock();
		try {
			released = true;
			closed = true;
			http.close();
		} finally {
			lock.unlock();
		}
		try {
			Runtime.getRuntime().removeShutdownHook(shutdownHook);
		} catch (IllegalStateException shuttingDown) {
			// the JVM is already running its hooks
		}
	}

	/**
	 * The shutdown hook: never waits unbounded on a query in flight. Aborts every request (the query
	 * thread sees a failure and lets go of the engine), takes the engine within a bound, and drops
	 * this run's datasets within another; what is not dropped stays in the journal.
	 */
	private void closeFromHook() {
		closed = true; // no new query starts
		BoundedShutdown.run(lock, http::abortAll, this::dropAndRelease, name(), placement.journalFile());
	}

	private void closeQuietly() {
		lock.lock();
		try {
			dropAndRelease();
		} finally {
			lock.unlock();
		}
	}

	private boolean released;

	private void dropAndRelease() {
		if (released) {
			return;
		}
		released = true;
		closed = true;
		if (!settings.readOnly()) {
			placement.dropAll((id, e) -> System.err.println("sparqlcheck: could not drop " + id + " from " + name()
				+ " (it stays in the journal " + placement.journalFile() + " and the next run drops it): " + failures.describe(e)));
		}
		http.close();
	}

	/**
	 * A response whose content type is not the results format asked for. Nested here, as before the
	 * engine was split, so that the class name a failure's cause shows stays the same.
	 */
	static final class WrongContentTypeException extends IOException {
		WrongContentTypeException(String message) {
			super(message);
		}
	}

	/** A response longer than the configured cap. Nested here for the same reason. */
	static final class ResponseTooLargeException extends IOException {
		ResponseTooLargeException(String message) {
			super(message);
		}
	}
}
