package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Term;
import net.jqwik.api.Arbitrary;

import java.util.List;
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
 * @param subjects   the subjects of the triples
 * @param objects    the objects of the data predicates
 * @param predicates further data predicates besides {@code <p>} and {@code <q>} (core-3's {@code <r>}),
 *                   each as often as {@code <q>}; empty for core-1's and core-2's two
 * @param graphs     the named graphs the data also fills, each with a few triples of the same kinds
 *                   (core-4); empty for a default graph only
 */
public record DataPart(Supplier<Arbitrary<Iri>> subjects, Supplier<Arbitrary<Term>> objects, List<Iri> predicates, List<Iri> graphs) {

	public DataPart {
		Objects.requireNonNull(subjects, "subjects");
		Objects.requireNonNull(objects, "objects");
		predicates = List.copyOf(predicates);
		graphs = List.copyOf(graphs);
	}

	/** A part of a default graph only. */
	public DataPart(Supplier<Arbitrary<Iri>> subjects, Supplier<Arbitrary<Term>> objects, List<Iri> predicates) {
		this(subjects, objects, predicates, List.of());
	}

	/** The same part whose data also fills these named graphs. */
	public DataPart withGraphs(List<Iri> graphs) {
		return new DataPart(subjects, objects, predicates, graphs);
	}

	/** A part of the two data predicates {@code <p>} and {@code <q>}. */
	public DataPart(Supplier<Arbitrary<Iri>> subjects, Supplier<Arbitrary<Term>> objects) {
		this(subjects, objects, List.of());
	}

	/** The same part with other objects: a new term kind in the data. */
	public DataPart withObjects(Supplier<Arbitrary<Term>> objects) {
		return new DataPart(subjects, objects, predicates, graphs);
	}

	/** The same part with these data predicates after {@code <p>} and {@code <q>}. */
	public DataPart withPredicates(List<Iri> predicates) {
		return new DataPart(subjects, objects, predicates, graphs);
	}
}
