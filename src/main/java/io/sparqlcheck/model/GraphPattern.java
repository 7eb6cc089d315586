package io.sparqlcheck.model;

import java.util.Objects;

/**
 * {@code GRAPH g { ... }} (core-4): the group matched against the named graph {@code g} of the
 * dataset, an IRI, or each named graph in turn with the variable bound to its name (SPARQL 1.1
 * §13.3, §18.5 Graph). The variable is in scope of the element (§18.2.1).
 *
 * @param graph the graph's name: a variable or an IRI
 * @param group the group matched inside the graph
 */
public record GraphPattern(PatternTerm graph, GroupPattern group) implements PatternElement {

	public GraphPattern {
		Objects.requireNonNull(graph, "graph");
		Objects.requireNonNull(group, "group");
		if (!(graph instanceof Var || graph instanceof Iri)) {
			throw new IllegalArgumentException("a GRAPH names a variable or an IRI: " + graph.toSparql());
		}
	}

	/** The same GRAPH over another group: what shrinking and rewriting build. */
	public GraphPattern withGroup(GroupPattern other) {
		return new GraphPattern(graph, other);
	}

	@Override
	public String toSparql() {
		return "GRAPH " + graph.toSparql() + " " + group.toSparql();
	}
}
