package io.sparqlcheck.engine.endpoint;

import org.apache.http.HttpEntity;
import org.apache.http.entity.HttpEntityWrapper;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/**
 * A response body whose end, or closing, turns its request's alarm off. Read to its end, the
 * connection goes back to the pool. Closed before its end, the connection is shut rather than the
 * rest drained (a never-ending or trickling body stops at once), unless the caller parsed a whole
 * result from it ({@link DeadlineClient.Deadline#markComplete()}): then what is left is the body's
 * framing (a chunked body's last, empty chunk, a trailing newline), which is read, at most
 * {@value #FRAMING_BYTES} bytes and within the request's deadline, so that the connection is kept
 * for the next request. A parser stops at the end of its document and never reads the end of the
 * stream; without this, every query over a chunked response cost a new connection.
 *
 * <p>Every {@link #getContent()} returns the same stream, so that whoever closes it (the parser's
 * caller, or {@code EntityUtils.consume} after it) sees whether the end was reached.
 */
final class FinishingEntity extends HttpEntityWrapper {

	/** The most that is read after a whole result to reach the body's end. */
	static final int FRAMING_BYTES = 1024;

	private final DeadlineClient.Deadline deadline;
	private Finishing stream;

	FinishingEntity(HttpEntity entity, DeadlineClient.Deadline deadline) {
		super(entity);
		this.deadline = deadline;
	}

	@Override
	public synchronized InputStream getContent() throws IOException {
		if (stream == null) {
			stream = new Finishing(super.getContent());
		}
		return stream;
	}

	@Override
	public void writeTo(OutputStream out) throws IOException {
		try (InputStream in = getContent()) {
			in.transferTo(out);
		}
	}

	@Override
	public boolean isStreaming() {
		return true;
	}

	private final class Finishing extends FilterInputStream {
		private boolean ended;
		private boolean closed;

		Finishing(InputStream in) {
			super(in);
		}

		@Override
		public int read() throws IOException {
			int c = super.read();
			if (c < 0) {
				ended = true;
			}
			return c;
		}

		@Override
		public int read(byte[] b, int off, int len) throws IOException {
			int n = super.read(b, off, len);
			if (n < 0) {
				ended = true;
			}
			return n;
		}

		@Override
		public void close() throws IOException {
			if (closed) {
				return;
			}
			closed = true;
			if (!ended && deadline.complete()) {
				readFraming();
			}
			if (ended) {
				try {
					super.close();
				} finally {
					deadline.finish();
				}
				return;
			}
			// closed before its end: shut the connection rather than drain what is left
			deadline.abort();
			try {
				super.close();
			} catch (IOException shut) {
				// the connection is shut on purpose; nothing of it is wanted any more
			}
		}

		/** Reads what is left after a whole result, up to {@value #FRAMING_BYTES} bytes; sets {@code ended} if that was all. */
		private void readFraming() {
			byte[] buffer = new byte[FRAMING_BYTES];
			int left = FRAMING_BYTES;
			try {
				while (left > 0) {
					int n = super.read(buffer, 0, left);
					if (n < 0) {
						ended = true;
						return;
					}
					left -= n;
				}
			} catch (IOException e) {
				// not at its end after all: the connection is shut below
			}
		}
	}
}
