package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Term;
import net.jqwik.api.Arbitrary;

import java.util.Objects;
import java.util.function.Supplier;

/**
 * The data part of a {@link Grammar}: the terms of generated triples. A dataset
 * ({@link DatasetArbitrary}) is a list of triples {@code <s> <p> o} and {@code <s> <q> o} whose
 * subjects and objects come from here. Objects must not be blank nodes (the data is compared
 * across engines term by term) and should be ordered simplest first, since jqwik shrinks a choice
 * toward its first element. {@link Grammar#withData} checks samples of a user's part: no blank
 * node, and every term renders as SPARQL that Jena parses.
 *
 * <p>The suppliers are called each time a grammar builds its arbitraries, so that every property
 * builds its own.
 *
 * @param subjects the subjects of the triples
 * @param objects  the objects of both data predicates
 */
public record DataPart(Supplier<Arbitrary<Iri>> subjects, Supplier<Arbitrary<Term>> objects) {

	public DataPart {
		Objects.requireNonNull(subjects, "subjects");
		Objects.requireNonNull(objects, "objects");
	}

	/** The same part with other objects: a new term kind in the data. */
	public DataPart withObjects(Supplier<Arbitrary<Term>> objects) {
		return new DataPart(subjects, objects);
	}
}
