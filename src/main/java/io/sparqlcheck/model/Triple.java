package io.sparqlcheck.model;

import java.util.Objects;

/** An RDF triple. Subjects are IRIs or blank nodes, predicates IRIs. */
public record Triple(Term subject, Iri predicate, Term object) {

	public Triple {
		Objects.requireNonNull(subject, "subject");
		Objects.requireNonNull(predicate, "predicate");
		Objects.requireNonNull(object, "object");
		if (subject instanceof Literal) {
			throw new IllegalArgumentException("a literal cannot be a subject: " + subject);
		}
	}

	/** The N-Triples line of this triple, without the line break. */
	public String toNTriples() {
		return subject.toNTriples() + " " + predicate.toNTriples() + " " + object.toNTriples() + " .";
	}

	@Override
	public String toString() {
		return toNTriples();
	}
}
