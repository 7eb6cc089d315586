package io.sparqlcheck.config;

import io.sparqlcheck.engine.endpoint.Preset;
import io.sparqlcheck.engine.endpoint.QueryMethod;
import io.sparqlcheck.engine.endpoint.ResultFormat;

import java.net.URI;
import java.time.Duration;
import java.util.Map;

/**
 * One entry of engines.yaml, as written (credentials only as the names of environment variables).
 *
 * @param line     the line of the file the entry starts on, for error messages
 * @param settings the values of the keys its kind declares in {@link EngineKind#settings()} ({@code product}, {@code version})
 * @param restart  an endpoint's restart command (program and arguments), run when its server dies or its
 *                 store goes bad; empty for none
 */
public record EngineEntry(int line, String name, EngineKind kind, Preset preset, URI queryUrl, URI updateUrl,
						  QueryMethod method, ResultFormat resultFormat, Duration timeout, long maxResponseBytes,
						  String userEnv, String passwordEnv, boolean readOnly, String graph,
						  Map<String, String> settings, java.util.List<String> restart) {

	public EngineEntry {
		settings = Map.copyOf(settings);
		restart = restart == null ? java.util.List.of() : java.util.List.copyOf(restart);
	}

	/** Whether this entry is an endpoint. */
	public boolean isEndpoint() {
		return kind.endpoint();
	}

	/** The value of a key its kind declares (present: the loader requires every declared key). */
	public String setting(String key) {
		String v = settings.get(key);
		if (v == null) {
			throw new IllegalStateException("entry " + name + " has no " + key);
		}
		return v;
	}

	/** An entry of an in-process kind, as a built-in catalog declares one. */
	public static EngineEntry inProcess(String name, EngineKind kind) {
		return new EngineEntry(0, name, kind, null, null, null, null, null, null, 0, null, null, false, null, Map.of(), null);
	}
}
