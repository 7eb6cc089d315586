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
 */
public record ReplayEngine(String recordedName, Kind kind, String stepOff) {

	/** The in-process evaluators an exported class knows. */
	public enum Kind {
		JENA, JENA_REF, RDF4J, RDF4J_NOOPT;

		/** Whether the engine is Jena's (the exported class then needs jena-arq), else RDF4J's. */
		public boolean jena() {
			return this == JENA || this == JENA_REF;
		}
	}

	/** The replay of a recorded engine name, or empty for one no in-process evaluator stands for (an endpoint). */
	public static Optional<ReplayEngine> of(String name) {
		String base = name.contains("@") ? name.substring(0, name.indexOf('@')) : name;
		if (base.startsWith("jena without opt")) {
			return Optional.of(new ReplayEngine(name, Kind.JENA, base.substring("jena without ".length())));
		}
		return Optional.ofNullable(switch (base) {
			case "jena" -> new ReplayEngine(name, Kind.JENA, null);
			case "jena-ref" -> new ReplayEngine(name, Kind.JENA_REF, null);
			case "rdf4j" -> new ReplayEngine(name, Kind.RDF4J, null);
			case "rdf4j-noopt" -> new ReplayEngine(name, Kind.RDF4J_NOOPT, null);
			default -> null;
		});
	}
}
