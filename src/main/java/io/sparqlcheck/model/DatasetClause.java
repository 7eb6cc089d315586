package io.sparqlcheck.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The dataset clause of a query (SPARQL 1.1 §13.2, core-5): {@code FROM <g>} graphs, whose RDF merge
 * is the query's default graph, and {@code FROM NAMED <g>} graphs, the only ones GRAPH may match. With
 * a FROM NAMED but no FROM the default graph is empty (§13.2); {@link #NONE} leaves the dataset to the
 * service (§13.2: the engine's default dataset, which the harness pins to the loaded one).
 *
 * <p>It belongs to a case's whole query set, not to one query: every query an oracle runs for a case
 * carries the same clause ({@link #applyTo}), so TLP's partitions, NoREC's rewrite and every other
 * relation compare queries over one and the same dataset, and stay sound under it by construction.
 *
 * @param from      the FROM graphs, in order, each once
 * @param fromNamed the FROM NAMED graphs, in order, each once
 */
public record DatasetClause(List<Iri> from, List<Iri> fromNamed) {

	/** No dataset clause: the query runs over the service's dataset. */
	public static final DatasetClause NONE = new DatasetClause(List.of(), List.of());

	public DatasetClause {
		from = List.copyOf(new LinkedHashSet<>(from));
		fromNamed = List.copyOf(new LinkedHashSet<>(fromNamed));
	}

	/** Whether there is no clause at all. */
	public boolean isEmpty() {
		return from.isEmpty() && fromNamed.isEmpty();
	}

	/** {@code FROM <a> FROM NAMED <b>}, or "" for none. */
	public String toSparql() {
		List<String> parts = new ArrayList<>();
		from.forEach(g -> parts.add("FROM " + g.toSparql()));
		fromNamed.forEach(g -> parts.add("FROM NAMED " + g.toSparql()));
		return String.join(" ", parts);
	}

	/**
	 * The query with this clause before its top-level {@code WHERE} (the one outside every brace and
	 * string: a projection's {@code EXISTS { ... }} and sub-SELECTs are skipped). The query is
	 * returned as it is when the clause is empty.
	 *
	 * @throws IllegalArgumentException when the query has no top-level WHERE (a query the oracles never build)
	 */
	public String applyTo(String query) {
		if (isEmpty()) {
			return query;
		}
		int depth = 0;
		char quote = 0;
		for (int i = 0; i < query.length(); i++) {
			char ch = query.charAt(i);
			if (quote != 0) {
				if (ch == '\\') {
					i++;
				} else if (ch == quote) {
					quote = 0;
				}
			} else if (ch == '"' || ch == '\'') {
				quote = ch;
			} else if (ch == '{') {
				depth++;
			} else if (ch == '}') {
				depth--;
			} else if (depth == 0 && i > 0 && Character.isWhitespace(query.charAt(i - 1)) && query.startsWith("WHERE", i)) {
				return query.substring(0, i) + toSparql() + " " + query.substring(i);
			}
		}
		throw new IllegalArgumentException("a query without a top-level WHERE cannot take a dataset clause: " + query);
	}
}
