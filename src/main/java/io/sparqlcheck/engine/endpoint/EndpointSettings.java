package io.sparqlcheck.engine.endpoint;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Objects;

/**
 * Everything an {@link SparqlEndpointEngine} needs, resolved: engines.yaml after the environment
 * variables it names were read.
 *
 * @param name             the engine's name in reports
 * @param preset           how to talk to the server
 * @param queryUrl         the SPARQL query endpoint
 * @param updateUrl        the SPARQL update endpoint; null when read-only or for presets that do not use it
 * @param method           how queries are sent
 * @param format           the results format asked for
 * @param timeout          the per-request timeout (connect, and each read of the response)
 * @param maxResponseBytes a response longer than this is an engine failure, not a result
 * @param credentials      for HTTP Basic or Digest authentication; null for none
 * @param readOnly         never write: query the data the user loaded, scoped to {@code graph}
 * @param graph            in read-only mode, the graph to use as the default graph; null for the endpoint's default
 * @param stateDir         where the journal of datasets this engine created is kept, so that a later run
 *                         can drop what a crashed run left
 */
public record EndpointSettings(String name, Preset preset, URI queryUrl, URI updateUrl, QueryMethod method,
							   ResultFormat format, Duration timeout, long maxResponseBytes, Credentials credentials,
							   boolean readOnly, String graph, Path stateDir) {

	public static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
	public static final long DEFAULT_MAX_RESPONSE_BYTES = 16L * 1024 * 1024;

	public EndpointSettings {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(preset, "preset");
		Objects.requireNonNull(queryUrl, "queryUrl");
		Objects.requireNonNull(method, "method");
		Objects.requireNonNull(format, "format");
		Objects.requireNonNull(timeout, "timeout");
		Objects.requireNonNull(stateDir, "stateDir");
		if (!preset.methods().contains(method)) {
			throw new IllegalArgumentException("preset " + preset.key() + " does not support method " + method.key()
				+ " (supported: " + preset.methods().stream().map(QueryMethod::key).sorted().toList() + ")");
		}
		if (!readOnly && updateUrl == null && !preset.namespacePerDataset()) {
			throw new IllegalArgumentException("a writable endpoint needs an update URL (or read-only: true)");
		}
		if (graph != null && !readOnly) {
			throw new IllegalArgumentException("graph is only for read-only endpoints; a writable one loads each dataset into a graph of its own");
		}
		if (maxResponseBytes < 1) {
			throw new IllegalArgumentException("max-response-bytes must be positive");
		}
	}

	/** Settings with the defaults for everything but the essentials: JSON, GET, 10 s, 16 MiB, no credentials. */
	public static EndpointSettings of(String name, Preset preset, URI queryUrl, URI updateUrl, Path stateDir) {
		return new EndpointSettings(name, preset, queryUrl, updateUrl, QueryMethod.GET, ResultFormat.JSON,
			DEFAULT_TIMEOUT, DEFAULT_MAX_RESPONSE_BYTES, null, false, null, stateDir);
	}

	/** Read-only settings with the defaults: queries go to {@code graph} (null: the endpoint's default graph). */
	public static EndpointSettings readOnlyOf(String name, Preset preset, URI queryUrl, String graph, Path stateDir) {
		return new EndpointSettings(name, preset, queryUrl, null, QueryMethod.GET, ResultFormat.JSON,
			DEFAULT_TIMEOUT, DEFAULT_MAX_RESPONSE_BYTES, null, true, graph, stateDir);
	}

	public EndpointSettings withMethod(QueryMethod m) {
		return new EndpointSettings(name, preset, queryUrl, updateUrl, m, format, timeout, maxResponseBytes, credentials, readOnly, graph, stateDir);
	}

	public EndpointSettings withFormat(ResultFormat f) {
		return new EndpointSettings(name, preset, queryUrl, updateUrl, method, f, timeout, maxResponseBytes, credentials, readOnly, graph, stateDir);
	}

	public EndpointSettings withTimeout(Duration t) {
		return new EndpointSettings(name, preset, queryUrl, updateUrl, method, format, t, maxResponseBytes, credentials, readOnly, graph, stateDir);
	}

	public EndpointSettings withMaxResponseBytes(long cap) {
		return new EndpointSettings(name, preset, queryUrl, updateUrl, method, format, timeout, cap, credentials, readOnly, graph, stateDir);
	}

	public EndpointSettings withCredentials(Credentials c) {
		return new EndpointSettings(name, preset, queryUrl, updateUrl, method, format, timeout, maxResponseBytes, c, readOnly, graph, stateDir);
	}

	@Override
	public String toString() {
		return "EndpointSettings[" + name + ", " + preset.key() + ", " + queryUrl + (readOnly ? ", read-only" : "") + "]";
	}
}
