package io.sparqlcheck.config;

import io.sparqlcheck.engine.endpoint.Preset;
import io.sparqlcheck.engine.endpoint.QueryMethod;
import io.sparqlcheck.engine.endpoint.ResultFormat;

import java.net.URI;
import java.time.Duration;

/**
 * One entry of engines.yaml, as written (credentials only as the names of environment variables).
 *
 * @param line the line of the file the entry starts on, for error messages
 */
public record EngineEntry(int line, String name, EngineKind kind, Preset preset, URI queryUrl, URI updateUrl,
						  QueryMethod method, ResultFormat resultFormat, Duration timeout, long maxResponseBytes,
						  String userEnv, String passwordEnv, boolean readOnly, String graph) {

	/** Whether this entry is an endpoint. */
	public boolean isEndpoint() {
		return kind.endpoint();
	}

	/** An entry of an in-process kind, as a built-in catalog declares one. */
	public static EngineEntry inProcess(String name, EngineKind kind) {
		return new EngineEntry(0, name, kind, null, null, null, null, null, null, 0, null, null, false, null);
	}
}
