package io.sparqlcheck.export;

import java.util.Optional;

/**
 * How an exported JUnit class replays a case on an engine a record names: in-process Jena (its
 * default engine, its reference engine, or with one ARQ optimizer switch off) or in-process RDF4J
 * (with or without its optimizer pipeline). A managed release ({@code jena@5.0.0}) replays on the
 * Jena or RDF4J the user's project depends on: the test is the user's, the version theirs.
 *
 * @param recordedName the engine's name in the record
 * @param kind         which in-process evaluator
 * @param stepOff      the ARQ optimizer switch the engine ran without ({@code optFilterPlacement}), or null
 * @param endpoint     for a SPARQL endpoint, its URLs; else null
 */
public record ReplayEngine(String recordedName, Kind kind, String stepOff, Endpoint endpoint) {

	/**
	 * A SPARQL 1.1 Protocol endpoint an exported class queries through Jena's HTTP client, after
	 * loading the data through SPARQL Update into a graph of its own (dropped after each test) named
	 * as the query's default graph ({@code default-graph-uri}).
	 *
	 * @param queryUrl  the query service
	 * @param updateUrl the update service, or null when the data is there already
	 */
	public record Endpoint(String queryUrl, String updateUrl) {
	}

	/** The in-process evaluators an exported class knows. */
	public enum Kind {
		JENA, JENA_REF, RDF4J, RDF4J_NOOPT, ENDPOINT;

		/** Whether the exported class needs jena-arq for it (an endpoint is queried through Jena's HTTP client). */
		public boolean jena() {
			return this == JENA || this == JENA_REF || this == ENDPOINT;
		}
	}

	/** The replay of a recorded engine name, or empty for one no in-process evaluator stands for (an endpoint). */
	public static Optional<ReplayEngine> of(String name, java.util.Map<String, Endpoint> endpoints) {
		if (endpoints.containsKey(name)) {
			return Optional.of(new ReplayEngine(name, Kind.ENDPOINT, null, endpoints.get(name)));
		}
		String base = name.contains("@") ? name.substring(0, name.indexOf('@')) : name;
		if (base.startsWith("jena without opt")) {
			return Optional.of(new ReplayEngine(name, Kind.JENA, base.substring("jena without ".length()), null));
		}
		return Optional.ofNullable(switch (base) {
			case "jena" -> new ReplayEngine(name, Kind.JENA, null, null);
			case "jena-ref" -> new ReplayEngine(name, Kind.JENA_REF, null, null);
			case "rdf4j" -> new ReplayEngine(name, Kind.RDF4J, null, null);
			case "rdf4j-noopt" -> new ReplayEngine(name, Kind.RDF4J_NOOPT, null, null);
			default -> null;
		});
	}
}
