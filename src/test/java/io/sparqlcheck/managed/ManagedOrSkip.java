package io.sparqlcheck.managed;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.managed.ManagedEngineException;
import org.opentest4j.TestAbortedException;

/**
 * A managed engine for a test, or the test skipped (aborted, with the reason) when this machine
 * cannot run it: a test of what an engine answers never fails for want of a loader or a mirror.
 * Any other failure to start is the test's failure.
 */
final class ManagedOrSkip {

	private ManagedOrSkip() {
	}

	static Engine open(String name) throws io.sparqlcheck.config.ConfigException {
		try {
			return EngineCatalog.embedded().open(name).orElseThrow();
		} catch (ManagedEngineException e) {
			if (e.platformCannotRun()) {
				throw new TestAbortedException(e.getMessage());
			}
			throw e;
		}
	}
}
