package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Triple;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCases;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.Shrinkable;
import net.jqwik.api.ShrinkingDistance;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * A user's own dataset ({@code campaign --data}) as an arbitrary: it always gives the whole dataset,
 * drawing nothing from the random source (so a seed means the case it meant before), and it shrinks
 * by dropping triples, so a failure's case keeps only the triples the failure needs. Shrinks are tried
 * larger chunks first (halves, quarters, ... single triples: delta debugging), in file order, so
 * shrinking is deterministic.
 */
final class ShrinkingData implements Arbitrary<Dataset> {

	private final Dataset whole;

	ShrinkingData(Dataset whole) {
		this.whole = java.util.Objects.requireNonNull(whole, "whole");
	}

	@Override
	public RandomGenerator<Dataset> generator(int genSize) {
		return random -> new Subset(whole.triples());
	}

	@Override
	public EdgeCases<Dataset> edgeCases(int maxEdgeCases) {
		return EdgeCases.fromSupplier(() -> new Subset(whole.triples()));
	}

	/** Some of the dataset's triples, in file order; it shrinks by dropping a chunk of them. */
	private record Subset(List<Triple> triples) implements Shrinkable<Dataset> {

		@Override
		public Dataset value() {
			return Dataset.of(triples);
		}

		@Override
		public Stream<Shrinkable<Dataset>> shrink() {
			int n = triples.size();
			// chunk sizes n/2, n/4, ..., 1 (lazily: the first that still fails is taken)
			return Stream.iterate(Math.max(1, n / 2), k -> k >= 1, k -> k == 1 ? 0 : Math.max(1, k / 2))
				.flatMap(k -> IntStream.iterate(0, from -> from < n, from -> from + k).mapToObj(from -> without(from, Math.min(n, from + k))));
		}

		private Shrinkable<Dataset> without(int from, int to) {
			List<Triple> rest = new ArrayList<>(triples.subList(0, from));
			rest.addAll(triples.subList(to, triples.size()));
			return new Subset(List.copyOf(rest));
		}

		@Override
		public ShrinkingDistance distance() {
			return ShrinkingDistance.of(triples.size());
		}
	}
}
