package io.sparqlcheck.jqwik;

import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * While a launcher of sparqlcheck's own runs executes jqwik (a campaign's shrink, a recheck, the
 * benchmark), jqwik's log records stay off the console: its "test run database has been switched
 * off" (the shrinker runs without a database, on purpose: a remembered failure of another seed
 * must not change a shrink) and its shrinking-timeout advice are about settings a command-line user
 * does not have. They still reach handlers on jqwik's logger ({@link ShrinkingBoundWatch} reads the
 * timeout from there, and candidates record it); a SEVERE record still reaches the console. jqwik's
 * own line to AI agents is standard output, not a log record, and is untouched.
 *
 * <p>Held only under {@link PropertyLaunch}'s lock, so scopes never overlap; the logger is held by
 * a constant so that its setting is not lost to the garbage collector during a scope.
 */
final class JqwikLogScope implements AutoCloseable {
	private static final Logger JQWIK = Logger.getLogger("net.jqwik");

	private final boolean parents = JQWIK.getUseParentHandlers();
	private final Handler severe = new Handler() {
		@Override
		public void publish(LogRecord record) {
			if (record.getLevel().intValue() >= Level.SEVERE.intValue()) {
				for (Handler h : Logger.getLogger("").getHandlers()) {
					h.publish(record);
				}
			}
		}

		@Override
		public void flush() {
		}

		@Override
		public void close() {
		}
	};

	JqwikLogScope() {
		JQWIK.setUseParentHandlers(false);
		JQWIK.addHandler(severe);
	}

	@Override
	public void close() {
		JQWIK.removeHandler(severe);
		JQWIK.setUseParentHandlers(parents);
	}
}
