package io.sparqlcheck.engine.endpoint;

import org.apache.http.HttpEntity;
import org.apache.http.HttpResponse;
import org.apache.http.entity.HttpEntityWrapper;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A response body that cannot be read past the engine's size cap: one that declares a longer length
 * fails before it is read, and one that turns out longer fails at the first byte over. Either way
 * the connection is shut first (never drained: a huge or endless body is not read to its end), and
 * the reader gets a {@link SparqlEndpointEngine.ResponseTooLargeException}, which makes the query a
 * failure rather than a result, and the harness never holds more than the cap of one answer.
 */
final class CappedEntity extends HttpEntityWrapper {

	private final long cap;
	private final Runnable abort;

	private CappedEntity(HttpEntity entity, long cap, Runnable abort) {
		super(entity);
		this.cap = cap;
		this.abort = abort;
	}

	/**
	 * Replaces the response's entity, if it has one, by a capped view of it.
	 *
	 * @param abort shuts the response's connection: a body over the cap is never drained
	 */
	static void cap(HttpResponse response, long cap, Runnable abort) {
		HttpEntity entity = response.getEntity();
		if (entity == null) {
			return;
		}
		response.setEntity(new CappedEntity(entity, cap, abort));
	}

	@Override
	public InputStream getContent() throws IOException {
		if (wrappedEntity.getContentLength() > cap) {
			abort.run();
			throw new SparqlEndpointEngine.ResponseTooLargeException("the response declares " + wrappedEntity.getContentLength()
				+ " bytes, over the cap of " + cap);
		}
		return new CappedStream(wrappedEntity.getContent(), cap, abort);
	}

	@Override
	public void writeTo(OutputStream out) throws IOException {
		getContent().transferTo(out);
	}

	@Override
	public boolean isStreaming() {
		return true;
	}

	private static final class CappedStream extends FilterInputStream {
		private final long cap;
		private final Runnable abort;
		private long read;

		CappedStream(InputStream in, long cap, Runnable abort) {
			super(in);
			this.cap = cap;
			this.abort = abort;
		}

		@Override
		public int read() throws IOException {
			int c = super.read();
			if (c >= 0) {
				count(1);
			}
			return c;
		}

		@Override
		public int read(byte[] b, int off, int len) throws IOException {
			int n = super.read(b, off, len);
			if (n > 0) {
				count(n);
			}
			return n;
		}

		private void count(int n) throws IOException {
			read += n;
			if (read > cap) {
				abort.run();
				throw new SparqlEndpointEngine.ResponseTooLargeException("the response is over the cap of " + cap + " bytes");
			}
		}
	}
}
