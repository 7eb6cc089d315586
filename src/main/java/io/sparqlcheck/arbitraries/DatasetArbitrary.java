package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Triple;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import net.jqwik.api.arbitraries.ArbitraryDecorator;

/**
 * Datasets for the core pattern: triples {@code <s> <p> o} and, less often, {@code <s> <q> o},
 * over a few subjects, with objects that mix xsd:integer, xsd:decimal, xsd:double, plain and
 * language-tagged strings, xsd:boolean and IRIs. So the OPTIONAL predicate is present on only
 * some subjects, and comparisons meet both comparable values and type errors. No blank nodes.
 *
 * <p>A dataset is a list of independent triples: jqwik shrinks it by dropping triples and by
 * simplifying each one, toward a single {@code <s0> <p> 0} triple.
 */
public final class DatasetArbitrary extends ArbitraryDecorator<Dataset> {

	private int maxTriples = 8;
	private boolean core2;

	DatasetArbitrary() {
	}

	/** At most this many triples (default 8). */
	public DatasetArbitrary ofMaxSize(int maxTriples) {
		if (maxTriples < 0) {
			throw new IllegalArgumentException("maxTriples must be >= 0, was " + maxTriples);
		}
		DatasetArbitrary clone = typedClone();
		clone.maxTriples = maxTriples;
		return clone;
	}

	/** The same arbitrary with the {@code core-2} objects: core-1's and the special numbers. */
	DatasetArbitrary core2() {
		DatasetArbitrary clone = typedClone();
		clone.core2 = true;
		return clone;
	}

	@Override
	@SuppressWarnings("unchecked")
	protected Arbitrary<Dataset> arbitrary() {
		Arbitrary<Triple> triple = ByIdentity.frequencyOf(
			Tuple.of(3, triples(Vocabulary.P, core2)),
			Tuple.of(2, triples(Vocabulary.Q, core2)));
		return triple.list().ofMaxSize(maxTriples).map(Dataset::of).withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
	}

	private static Arbitrary<Triple> triples(Iri predicate, boolean core2) {
		Arbitrary<Iri> subjects = Terms.subjects();
		Arbitrary<Term> objects = core2 ? Terms.objectsCore2() : Terms.objects();
		return Combinators.combine(subjects, objects).as((s, o) -> new Triple(s, predicate, o));
	}
}
