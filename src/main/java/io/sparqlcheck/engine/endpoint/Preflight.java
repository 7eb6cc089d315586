package io.sparqlcheck.engine.endpoint;

/**
 * What probing an endpoint once before a campaign found: it answered the trivial query
 * {@code SELECT (1 AS ?one) WHERE {}} with one row in the expected format.
 *
 * @param engine      the engine's name
 * @param url         the query URL probed
 * @param contentType the media type of the answer
 * @param version     the server's version as it exposes it, or {@code "not exposed"}
 * @param leftovers   how many datasets a crashed earlier run had left and this probe dropped
 */
public record Preflight(String engine, String url, String contentType, String version, int leftovers) {
}
