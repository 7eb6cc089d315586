package io.sparqlcheck.engine.endpoint;

import java.util.Arrays;
import java.util.stream.Collectors;

/** How a query is sent (SPARQL 1.1 Protocol §2.1): the three operations the protocol defines. */
public enum QueryMethod {
	/**
	 * {@code GET ?query=}; through RDF4J's SPARQLRepository, which itself switches to a form POST
	 * for a query longer than its URL limit (about 4 KB).
	 */
	GET("get"),
	/** {@code POST} with an {@code application/x-www-form-urlencoded} body. */
	POST_FORM("post-form"),
	/** {@code POST} with the query as an {@code application/sparql-query} body. */
	POST_DIRECT("post-direct");

	private final String key;

	QueryMethod(String key) {
		this.key = key;
	}

	/** The name engines.yaml uses. */
	public String key() {
		return key;
	}

	/** The method named {@code key} in engines.yaml; an unknown name is an error listing the known ones. */
	public static QueryMethod fromKey(String key) {
		for (QueryMethod m : values()) {
			if (m.key.equals(key)) {
				return m;
			}
		}
		throw new IllegalArgumentException("unknown query method '" + key + "' (known: "
			+ Arrays.stream(values()).map(QueryMethod::key).collect(Collectors.joining(", ")) + ")");
	}
}
