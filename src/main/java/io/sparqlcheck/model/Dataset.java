package io.sparqlcheck.model;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * The data of a case: one default graph, a set of triples. An RDF graph is a set, so duplicates are
 * dropped on construction; the first occurrence fixes the order, which makes the N-Triples text
 * (and so the content hash) deterministic.
 */
public record Dataset(List<Triple> triples) {

	public Dataset {
		triples = List.copyOf(new LinkedHashSet<>(triples));
	}

	public static Dataset of(List<Triple> triples) {
		return new Dataset(triples);
	}

	public static Dataset of(Triple... triples) {
		return new Dataset(List.of(triples));
	}

	public int size() {
		return triples.size();
	}

	public boolean isEmpty() {
		return triples.isEmpty();
	}

	/** The N-Triples document: one line per triple, each ending in a line break. */
	public String toNTriples() {
		StringBuilder b = new StringBuilder();
		for (Triple t : triples) {
			b.append(t.toNTriples()).append('\n');
		}
		return b.toString();
	}

	/** SHA-256 of the N-Triples text, in hex: the identity of this data for caching and graph names. */
	public String contentHash() {
		return sha256(toNTriples());
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
		return toNTriples();
	}
}
