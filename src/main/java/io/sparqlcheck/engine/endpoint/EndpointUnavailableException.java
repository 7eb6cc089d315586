package io.sparqlcheck.engine.endpoint;

/**
 * An endpoint failed its preflight: one clear error naming the engine, its URL and why, raised once
 * before a campaign instead of a failed check per case. The message never holds credentials.
 */
public final class EndpointUnavailableException extends Exception {
	public EndpointUnavailableException(String message) {
		super(message);
	}
}
