package io.sparqlcheck.model;

/**
 * An RDF term: an IRI, a literal or a blank node. Terms are values: two terms are equal exactly
 * when they are the same RDF term (RDF 1.1 term equality; language tags are kept as written and
 * compared case-sensitively here, value-level equivalences are the comparator's business).
 */
public sealed interface Term extends PatternTerm permits Iri, Literal, BlankNode {

	/** The N-Triples text of this term. */
	String toNTriples();
}
