package io.sparqlcheck.engine.endpoint;

import org.apache.http.Header;
import org.apache.http.HttpEntity;
import org.apache.http.HttpHost;
import org.apache.http.HttpRequest;
import org.apache.http.HttpRequestInterceptor;
import org.apache.http.client.methods.AbortableHttpRequest;
import org.apache.http.client.methods.CloseableHttpResponse;
import org.apache.http.conn.ClientConnectionManager;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.params.HttpParams;
import org.apache.http.protocol.BasicHttpContext;
import org.apache.http.protocol.HttpContext;

import java.io.IOException;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The engine's HTTP client as every request sees it: the real client behind one deadline per
 * request and a refusal of every redirect.
 *
 * <p><b>Deadline.</b> Each request gets one deadline, the engine's timeout from the moment it is
 * sent, covering connecting, the headers and the whole body. When it passes before the body was
 * read to its end (or the response closed), the request is aborted: its connection is shut, so a
 * never-ending or trickling body stops at once instead of being read or drained. A socket timeout
 * bounds only each read, which a trickle of one byte every half second never trips.
 *
 * <p><b>Redirects.</b> A 3xx answer is never followed (RDF4J's SPARQL client follows redirects by
 * itself, whatever the client is told): it is refused with a {@link RedirectRefusedException}
 * naming the status and where it pointed, and its connection is closed, so credentials never travel
 * to another host and the engine's failure says why.
 *
 * <p>{@link #abortAll()} aborts every request in flight: a shutdown does not wait for a stuck one.
 */
final class DeadlineClient extends CloseableHttpClient {

	/** The attribute of a request's context that holds its {@link Deadline}. */
	static final String DEADLINE = "sparqlcheck.deadline";

	private final CloseableHttpClient delegate;
	private final HttpRequestInterceptor prepare;
	private final long timeoutMillis;
	private final ScheduledThreadPoolExecutor timer;
	private final Set<Deadline> inFlight = ConcurrentHashMap.newKeySet();
	private final ThreadLocal<Deadline> last = new ThreadLocal<>();
	/** Where each request sent is reported while someone records them; null when no one does. */
	private volatile Consumer<SentRequest> recorder;

	/**
	 * @param prepare applied to each request before it is sent (and recorded)
	 */
	DeadlineClient(CloseableHttpClient delegate, HttpRequestInterceptor prepare, Duration timeout, String name) {
		this.delegate = delegate;
		this.prepare = prepare;
		this.timeoutMillis = Math.max(1, timeout.toMillis());
		this.timer = new ScheduledThreadPoolExecutor(1, r -> {
			Thread t = new Thread(r, "sparqlcheck-deadline-" + name);
			t.setDaemon(true);
			return t;
		});
		timer.setRemoveOnCancelPolicy(true);
	}

	/** One request's deadline: aborts it when the time is up, unless it was finished first. */
	final class Deadline {
		private final AbortableHttpRequest request;
		private final AtomicBoolean expired = new AtomicBoolean();
		private final AtomicBoolean finished = new AtomicBoolean();
		/** Set when the caller parsed a whole result from the body: what is left of it is its last few bytes. */
		private volatile boolean complete;
		private volatile ScheduledFuture<?> alarm;

		private Deadline(AbortableHttpRequest request) {
			this.request = request;
		}

		private void arm() {
			inFlight.add(this);
			alarm = timer.schedule(() -> {
				if (!finished.get()) {
					expired.set(true);
					abort();
				}
			}, timeoutMillis, TimeUnit.MILLISECONDS);
		}

		/** Shuts the request's connection now: nothing more is read from it, nothing drained. */
		void abort() {
			if (request != null) {
				request.abort();
			}
			finish();
		}

		/** The response was read to its end or closed: the alarm is off. */
		void finish() {
			if (finished.compareAndSet(false, true)) {
				ScheduledFuture<?> a = alarm;
				if (a != null) {
					a.cancel(false);
				}
				inFlight.remove(this);
			}
		}

		/** The caller read a whole result from the body; only its framing can be left unread. */
		void markComplete() {
			complete = true;
		}

		/** Whether the caller said it read a whole result from the body. */
		boolean complete() {
			return complete;
		}

		/** Whether the deadline passed before the response was finished. */
		boolean expired() {
			return expired.get();
		}
	}

	/** Whether the last request sent on this thread was aborted by its deadline. */
	boolean lastExpired() {
		Deadline d = last.get();
		return d != null && d.expired();
	}

	/**
	 * Says that a whole result was parsed from the body of the last request on this thread, so that
	 * closing it before its end reads the few bytes of framing left (a chunked body's last chunk)
	 * and keeps the connection, instead of shutting it ({@link FinishingEntity}).
	 */
	void lastResultComplete() {
		Deadline d = last.get();
		if (d != null) {
			d.markComplete();
		}
	}

	/** Forgets the last request on this thread. */
	void forgetLast() {
		last.remove();
	}

	/** The timeout each request's deadline is set to. */
	long timeoutMillis() {
		return timeoutMillis;
	}

	/** Aborts every request in flight, for a shutdown that must not wait on one. */
	void abortAll() {
		for (Deadline d : Set.copyOf(inFlight)) {
			d.abort();
		}
	}

	/** Reports every request sent from now on to {@code sink}, with its status; null stops recording. */
	void record(Consumer<SentRequest> sink) {
		this.recorder = sink;
	}

	@Override
	protected CloseableHttpResponse doExecute(HttpHost target, HttpRequest request, HttpContext context) throws IOException {
		HttpContext ctx = context == null ? new BasicHttpContext() : context;
		try {
			prepare.process(request, ctx);
		} catch (org.apache.http.HttpException e) {
			throw new IOException(e);
		}
		Deadline d = new Deadline(request instanceof AbortableHttpRequest a ? a : null);
		ctx.setAttribute(DEADLINE, d);
		last.set(d);
		d.arm();
		CloseableHttpResponse response;
		try {
			response = delegate.execute(target, request, ctx);
		} catch (IOException | RuntimeException e) {
			d.finish();
			throw e;
		}
		int status = response.getStatusLine().getStatusCode();
		Consumer<SentRequest> sink = recorder;
		if (sink != null) {
			sink.accept(SentRequest.of(target, request, status));
		}
		if (status >= 300 && status < 400) {
			Header location = response.getFirstHeader("Location");
			d.abort();
			response.close();
			throw new RedirectRefusedException("HTTP " + status + " redirect to " + (location == null ? "(no Location)" : location.getValue())
				+ " not followed: an endpoint must answer at its configured URL");
		}
		HttpEntity entity = response.getEntity();
		if (entity == null) {
			d.finish();
		} else {
			response.setEntity(new FinishingEntity(entity, d));
		}
		return response;
	}

	@Override
	@SuppressWarnings("deprecation")
	public HttpParams getParams() {
		return delegate.getParams();
	}

	@Override
	@SuppressWarnings("deprecation")
	public ClientConnectionManager getConnectionManager() {
		return delegate.getConnectionManager();
	}

	@Override
	public void close() throws IOException {
		abortAll();
		timer.shutdownNow();
		delegate.close();
	}

	/** A redirect the engine does not follow. */
	static final class RedirectRefusedException extends IOException {
		RedirectRefusedException(String message) {
			super(message);
		}
	}
}
