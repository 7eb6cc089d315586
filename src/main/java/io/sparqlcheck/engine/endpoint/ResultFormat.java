package io.sparqlcheck.engine.endpoint;

import java.util.Arrays;
import java.util.stream.Collectors;

/** The SPARQL results format asked for with the Accept header: exactly one media type, no {@code format=}. */
public enum ResultFormat {
	/** SPARQL 1.1 Query Results JSON Format; the old {@code typed-literal} type is accepted too. */
	JSON("json", "application/sparql-results+json"),
	/** SPARQL Query Results XML Format. */
	XML("xml", "application/sparql-results+xml");

	private final String key;
	private final String mediaType;

	ResultFormat(String key, String mediaType) {
		this.key = key;
		this.mediaType = mediaType;
	}

	public String key() {
		return key;
	}

	public String mediaType() {
		return mediaType;
	}

	/** The format named {@code key} in engines.yaml; an unknown name is an error listing the known ones. */
	public static ResultFormat fromKey(String key) {
		for (ResultFormat f : values()) {
			if (f.key.equals(key)) {
				return f;
			}
		}
		throw new IllegalArgumentException("unknown result format '" + key + "' (known: "
			+ Arrays.stream(values()).map(ResultFormat::key).collect(Collectors.joining(", ")) + ")");
	}
}
