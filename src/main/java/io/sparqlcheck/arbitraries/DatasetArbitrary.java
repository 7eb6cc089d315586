package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Triple;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;
import net.jqwik.api.arbitraries.ArbitraryDecorator;

import java.util.ArrayList;
import java.util.List;

/**
 * Datasets for the core pattern: triples {@code <s> <p> o} and, less often, {@code <s> <q> o},
 * over a few subjects, with the objects of the grammar's {@link DataPart} (core-1's mix
 * xsd:integer, xsd:decimal, xsd:double, plain and language-tagged strings, xsd:boolean and IRIs).
 * So the OPTIONAL predicate is present on only some subjects, and comparisons meet both comparable
 * values and type errors. No blank nodes.
 *
 * <p>A dataset is a list of independent triples: jqwik shrinks it by dropping triples and by
 * simplifying each one, toward a single {@code <s0> <p> 0} triple.
 */
public final class DatasetArbitrary extends ArbitraryDecorator<Dataset> {

	private final DataPart part;
	private final Dataset fixed;
	private int maxTriples = 8;

	DatasetArbitrary(DataPart part) {
		this(part, null);
	}

	private DatasetArbitrary(DataPart part, Dataset fixed) {
		this.part = part;
		this.fixed = fixed;
	}

	/** Always this dataset (a user's data, {@code campaign --data}): nothing to generate; it shrinks by dropping triples ({@link ShrinkingData}). */
	static DatasetArbitrary fixed(DataPart part, Dataset data) {
		return new DatasetArbitrary(part, java.util.Objects.requireNonNull(data, "data"));
	}

	/** The dataset this arbitrary always gives, if it is {@link #fixed}. */
	java.util.Optional<Dataset> fixedData() {
		return java.util.Optional.ofNullable(fixed);
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

	@Override
	@SuppressWarnings("unchecked")
	protected Arbitrary<Dataset> arbitrary() {
		if (fixed != null) {
			return new ShrinkingData(fixed);
		}
		Arbitrary<Triple> triple;
		if (part.predicates().isEmpty()) {
			triple = ByIdentity.frequencyOf(
				Tuple.of(3, triples(Vocabulary.P)),
				Tuple.of(2, triples(Vocabulary.Q)));
		} else {
			List<Tuple.Tuple2<Integer, Arbitrary<? extends Triple>>> choices = new ArrayList<>();
			choices.add(Tuple.of(3, triples(Vocabulary.P)));
			choices.add(Tuple.of(2, triples(Vocabulary.Q)));
			part.predicates().forEach(p -> choices.add(Tuple.of(2, triples(p))));
			triple = ByIdentity.frequencyOf(choices);
		}
		if (!part.graphs().isEmpty()) {
			// core-4: a default graph and two named graphs of up to four triples each, shrinking toward empty graphs
			Iri g1 = part.graphs().get(0);
			Iri g2 = part.graphs().get(part.graphs().size() - 1);
			return Combinators.combine(triple.list().ofMaxSize(maxTriples), triple.list().ofMaxSize(4), triple.list().ofMaxSize(4))
				.as((d, n1, n2) -> {
					java.util.Map<Iri, List<Triple>> named = new java.util.LinkedHashMap<>();
					named.put(g1, n1);
					named.merge(g2, n2, (a, b) -> {
						List<Triple> all = new ArrayList<>(a);
						all.addAll(b);
						return all;
					});
					return new Dataset(d, named);
				}).withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
		}
		return triple.list().ofMaxSize(maxTriples).map(Dataset::of).withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
	}

	private Arbitrary<Triple> triples(Iri predicate) {
		return Combinators.combine(part.subjects().get(), part.objects().get()).as((s, o) -> new Triple(s, predicate, o));
	}
}
