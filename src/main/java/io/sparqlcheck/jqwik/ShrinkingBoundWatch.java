package io.sparqlcheck.jqwik;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Notices when jqwik's time-bounded shrinking gave up ({@code ShrinkingMode.BOUNDED} stops after
 * {@code jqwik.shrinking.bounded.seconds}). jqwik says so only in a log record, so this listens
 * to jqwik's logger while one property runs. A shrink that hit the bound can stop at a different
 * case on a slower or busier machine; candidates record it, and rechecks say so.
 */
final class ShrinkingBoundWatch implements AutoCloseable {

	private static final String MESSAGE = "Shrinking timeout reached";

	private final Logger logger = Logger.getLogger("net.jqwik");
	private final AtomicBoolean reached = new AtomicBoolean();
	private final Handler handler = new Handler() {
		@Override
		public void publish(LogRecord record) {
			if (record.getMessage() != null && record.getMessage().contains(MESSAGE)) {
				reached.set(true);
			}
		}

		@Override
		public void flush() {
		}

		@Override
		public void close() {
		}
	};

	ShrinkingBoundWatch() {
		logger.addHandler(handler);
	}

	boolean reached() {
		return reached.get();
	}

	@Override
	public void close() {
		logger.removeHandler(handler);
	}
}
