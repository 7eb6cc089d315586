package io.sparqlcheck.engine.managed;

/**
 * A managed engine that cannot be had or started: the release is not published, the download
 * failed, the server did not come up. The message is one line naming the release and what failed.
 */
public final class ManagedEngineException extends RuntimeException {
	public ManagedEngineException(String message) {
		super(message);
	}
}
