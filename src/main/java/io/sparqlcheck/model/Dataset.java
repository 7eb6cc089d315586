package io.sparqlcheck.model;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The data of a case: a default graph, a set of triples, and (core-4) named graphs, each a set of
 * triples under its IRI. An RDF graph is a set, so duplicates are dropped on construction; the first
 * occurrence fixes the order, which makes the N-Triples / N-Quads text (and so the content hash)
 * deterministic. A dataset without named graphs has exactly the text and hash it had before core-4.
 *
 * @param triples the default graph
 * @param named   the named graphs, by name, in order; an empty graph is left out
 */
public record Dataset(List<Triple> triples, java.util.Map<Iri, List<Triple>> named) {

	public Dataset {
		triples = List.copyOf(new LinkedHashSet<>(triples));
		java.util.LinkedHashMap<Iri, List<Triple>> graphs = new java.util.LinkedHashMap<>();
		named.forEach((g, ts) -> {
			if (!ts.isEmpty()) {
				graphs.put(java.util.Objects.requireNonNull(g, "graph name"), List.copyOf(new LinkedHashSet<>(ts)));
			}
		});
		named = java.util.Collections.unmodifiableMap(graphs);
	}

	/** A dataset of a default graph only. */
	public Dataset(List<Triple> triples) {
		this(triples, java.util.Map.of());
	}

	/** Whether the dataset has a named graph (core-4): only engines that load N-Quads can take it. */
	public boolean hasNamedGraphs() {
		return !named.isEmpty();
	}

	/** The N-Quads document: the default graph's triples, then each named graph's, each ending in a line break. */
	public String toNQuads() {
		StringBuilder b = new StringBuilder(toNTriples());
		named.forEach((g, ts) -> ts.forEach(t -> {
			String line = t.toNTriples();
			b.append(line, 0, line.length() - 1).append(g.toNTriples()).append(" .\n");
		}));
		return b.toString();
	}

	/** The data's text: N-Triples, or N-Quads when there are named graphs. */
	public String text() {
		return named.isEmpty() ? toNTriples() : toNQuads();
	}

	public static Dataset of(List<Triple> triples) {
		return new Dataset(triples);
	}

	public static Dataset of(Triple... triples) {
		return new Dataset(List.of(triples));
	}

	/** The number of triples, the named graphs' included. */
	public int size() {
		return triples.size() + named.values().stream().mapToInt(List::size).sum();
	}

	public boolean isEmpty() {
		return size() == 0;
	}

	/** The N-Triples document: one line per triple, each ending in a line break. */
	public String toNTriples() {
		StringBuilder b = new StringBuilder();
		for (Triple t : triples) {
			b.append(t.toNTriples()).append('\n');
		}
		return b.toString();
	}

	/** SHA-256 of the data's {@link #text()}, in hex: the identity of this data for caching and graph names. */
	public String contentHash() {
		return sha256(text());
	}

	static String sha256(String text) {
		try {
			MessageDigest digest = MessageDigest.getInstance("SHA-256");
			return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
		} catch (NoSuchAlgorithmException e) {
			throw new IllegalStateException("SHA-256 is required by every Java platform", e);
		}
	}

	@Override
	public String toString() {
		return text();
	}
}
