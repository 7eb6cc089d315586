package io.sparqlcheck.engine.managed;

import io.sparqlcheck.engine.CountsLoads;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.QueryWatchdog;
import io.sparqlcheck.engine.endpoint.ResultReader;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.QueryOutcome.FailureKind;

import java.io.IOException;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * A managed Jena or RDF4J release ({@code jena@5.0.0}, {@code rdf4j@4.3.6}, {@code rdf4j-noopt@4.3.6})
 * run inside this JVM, in a class loader of its own ({@link IsolatedBridge}), at in-process speed
 * where the same release behind its HTTP server answers a few cases a second. To triage, known-bug
 * matching and bisection it is the same engine as the server: the same name, version
 * ({@code 4.3.6 (managed)}), family and kinds of failure; its answers are the SPARQL JSON the release
 * writes, read by the endpoint engine's {@link ResultReader}, so its terms are those the HTTP path
 * makes of the same release's answer.
 *
 * <p>Each dataset is loaded into a new store of the release (as the in-process engines do: an answer
 * depends on the data and the query only), by the {@code INSERT DATA} the server path sends; the store
 * of the previous dataset is released. {@link #select} never throws: a load that fails is
 * {@code LOAD_FAILED}, a query the release rejects {@code QUERY_REJECTED}, one past the timeout
 * {@code TIMEOUT} (Jena's aborted by {@link QueryWatchdog}, RDF4J's by its own maximum execution
 * time), any other error {@code EVALUATION_ERROR}, each with the release's {@code Class: message}.
 * {@link #close()} releases the store and closes the class loader.
 */
public final class IsolatedEngine implements Engine, CountsLoads {

	/** Why a release cannot run in-process (a class of a newer Java, the bridge does not compile or load): the caller falls back to its server. */
	static final class CannotLoad extends RuntimeException {
		CannotLoad(String message) {
			super(message);
		}
	}

	private final Release release;
	private final EngineFamily family;
	private final IsolatedBridge bridge;
	private final Duration timeout;
	/** Stores loaded and queries parsed ahead by a campaign's feed ({@link #prepareAhead}), as the in-process engines hold them. */
	private final io.sparqlcheck.engine.AheadWork<Object, Object> ahead;
	private final io.sparqlcheck.engine.RepeatedQueries repeated = new io.sparqlcheck.engine.RepeatedQueries();
	/** Set once by {@link #close()}; read by the feed's thread, which then does no more work ahead. */
	private volatile boolean closing;
	private Dataset loaded;
	private Object store;
	private long loads;
	private boolean closed;

	private IsolatedEngine(Release release, EngineFamily family, IsolatedBridge bridge, Duration timeout) {
		this.release = release;
		this.family = family;
		this.bridge = bridge;
		this.timeout = timeout;
		this.ahead = new io.sparqlcheck.engine.AheadWork<>(256, bridge::close);
	}

	/**
	 * The release in-process, from the bridge {@code loading} makes (compiled and loaded; the release is
	 * installed before).
	 *
	 * @throws CannotLoad saying why, when {@code loading} fails
	 */
	static IsolatedEngine open(Release release, EngineFamily family, Supplier<IsolatedBridge> loading) {
		try {
			return new IsolatedEngine(release, family, loading.get(), JenaEngine.DEFAULT_TIMEOUT);
		} catch (ManagedEngineException e) {
			throw new CannotLoad(e.getMessage());
		}
	}

	@Override
	public String name() {
		return release.toString();
	}

	/** As the server path says it: the release as the tool installed it. */
	@Override
	public String version() {
		return release.version() + " (managed)";
	}

	/** The version the release's own jars record ({@code ARQ.VERSION}, RDF4J's implementation version): whose classes answer. */
	public synchronized String releaseVersion() {
		return bridge.version();
	}

	/** The class loader the release runs in. */
	public ClassLoader loader() {
		return bridge.loader();
	}

	@Override
	public EngineFamily family() {
		return family;
	}

	/**
	 * Loads the dataset into a new store of the release and has the release parse the queries now, on
	 * the campaign feed's thread, with the calls select makes: select takes them ready (the release's
	 * own parse, its own store), or does them itself and reports a failure as ever.
	 */
	@Override
	public void prepareAhead(Dataset data, java.util.List<String> queries, io.sparqlcheck.query.CaseParses parses) {
		if (!closing) {
			ahead.offer(data, queries, d -> bridge.load(d.toNTriples()), bridge::parse);
		}
	}

	/** Runs a query not already answered over this dataset ({@link io.sparqlcheck.engine.RepeatedQueries}: the oracles of a case share queries). */
	@Override
	public synchronized QueryOutcome select(Dataset data, String query) {
		return repeated.answer(data, query, () -> run(data, query));
	}

	private QueryOutcome run(Dataset data, String query) {
		if (closed) {
			return new QueryOutcome.Failure(query, FailureKind.UNREACHABLE, "engine " + name() + " is closed");
		}
		try {
			ensureLoaded(data);
		} catch (RuntimeException | StackOverflowError e) {
			return new QueryOutcome.Failure(query, FailureKind.LOAD_FAILED, describe(e));
		}
		String[] out;
		try (QueryWatchdog.Alarm alarm = QueryWatchdog.arm(timeout, bridge::abort)) {
			out = bridge.select(store, ahead.takeQuery(data, query), query, (int) Math.max(1, timeout.toSeconds()));
		} catch (RuntimeException | StackOverflowError e) {
			return new QueryOutcome.Failure(query, FailureKind.EVALUATION_ERROR, describe(e));
		}
		switch (out[0]) {
			case "solutions":
				try {
					return ResultReader.readJson(query, out[1]);
				} catch (IOException | RuntimeException e) {
					return new QueryOutcome.Failure(query, FailureKind.BAD_RESPONSE, describe(e));
				}
			case "rejected":
				return new QueryOutcome.Failure(query, FailureKind.QUERY_REJECTED, out[1]);
			case "timeout":
				return new QueryOutcome.Failure(query, FailureKind.TIMEOUT, out[1]);
			default:
				return new QueryOutcome.Failure(query, FailureKind.EVALUATION_ERROR, out[1]);
		}
	}

	@Override
	public synchronized long loads() {
		return loads;
	}

	/** Releases the store, then closes the class loader. Idempotent. */
	@Override
	public synchronized void close() {
		if (closed) {
			return;
		}
		closed = true;
		closing = true;
		try {
			ahead.clear();
			repeated.clear();
			release();
		} finally {
			bridge.close();
		}
	}

	private void ensureLoaded(Dataset data) {
		if (store != null && data.equals(loaded)) {
			return;
		}
		release();
		Object loadedAhead = ahead.takeLoaded(data);
		store = loadedAhead != null ? loadedAhead : bridge.load(data.toNTriples());
		loaded = data;
		loads++;
	}

	private void release() {
		Object old = store;
		store = null;
		loaded = null;
		if (old != null) {
			bridge.close(old);
		}
	}

	/** {@code Class: message}, as an in-process engine describes a failure, of the release's exception (unwrapped). */
	private static String describe(Throwable e) {
		Throwable t = e instanceof IllegalStateException && e.getCause() != null && e.getMessage() != null
			&& e.getMessage().equals(e.getCause().toString()) ? e.getCause() : e;
		return t.getClass().getName() + (t.getMessage() == null ? "" : ": " + t.getMessage().strip());
	}

	@Override
	public String toString() {
		return name() + " in-process";
	}
}
