package io.sparqlcheck.arbitraries;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCases;
import net.jqwik.api.ExhaustiveGenerator;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The same arbitrary, told apart from others by identity. It generates, shrinks and has edge
 * cases exactly as the arbitrary it wraps; only its {@code equals} and {@code hashCode} are
 * Object's.
 *
 * <p>Why: jqwik asks a {@code frequencyOf} alternative, and a {@code lazyOf} alternative, for its
 * generator every time it picks it, and finds it in a per-property cache keyed by the arbitrary's
 * deep {@code hashCode} and {@code equals}, which walk the whole arbitrary, term constants and
 * mapping lambdas included (the lambdas by reflection). For the grammar's nested choices that
 * walk was the largest part of generating a case. Built once and wrapped, each alternative is
 * found by identity.
 */
class ByIdentity<T> implements Arbitrary<T> {

	private final Arbitrary<T> arbitrary;

	ByIdentity(Arbitrary<T> arbitrary) {
		this.arbitrary = arbitrary;
	}

	static <T> Arbitrary<T> of(Arbitrary<T> arbitrary) {
		return arbitrary instanceof ByIdentity<T> ? arbitrary : new ByIdentity<>(arbitrary);
	}

	/** jqwik's {@code frequencyOf} over the same weights, each alternative {@linkplain #of wrapped}. */
	@SafeVarargs
	static <T> Arbitrary<T> frequencyOf(Tuple.Tuple2<Integer, Arbitrary<? extends T>>... frequencies) {
		return frequencyOf(List.of(frequencies));
	}

	/** jqwik's {@code frequencyOf} over the same weights, in list order, each alternative {@linkplain #of wrapped}. */
	@SuppressWarnings("unchecked")
	static <T> Arbitrary<T> frequencyOf(List<Tuple.Tuple2<Integer, Arbitrary<? extends T>>> frequencies) {
		List<Tuple.Tuple2<Integer, Arbitrary<T>>> wrapped = new ArrayList<>();
		for (Tuple.Tuple2<Integer, Arbitrary<? extends T>> f : frequencies) {
			wrapped.add(Tuple.of(f.get1(), of((Arbitrary<T>) f.get2())));
		}
		Arbitrary<T> jqwik = net.jqwik.api.Arbitraries.frequencyOf(wrapped);
		// one alternative left (weights of 0 dropped) is that alternative itself, no choice to keep
		return jqwik instanceof ByIdentity<T> ? jqwik : new KeptChoice<>(jqwik, wrapped);
	}

	/**
	 * jqwik's {@code frequencyOf}, generating the same values from the same random, with each
	 * chosen alternative's shrinkable kept instead of generated anew on every use
	 * ({@link JqwikInternals#keptFrequencyOf}).
	 */
	private static final class KeptChoice<T> extends ByIdentity<T> {
		private final List<Tuple.Tuple2<Integer, Arbitrary<T>>> frequencies;

		KeptChoice(Arbitrary<T> jqwik, List<Tuple.Tuple2<Integer, Arbitrary<T>>> frequencies) {
			super(jqwik);
			this.frequencies = List.copyOf(frequencies);
		}

		@Override
		public RandomGenerator<T> generator(int genSize) {
			return JqwikInternals.keptFrequencyOf(frequencies, genSize, false);
		}

		@Override
		public RandomGenerator<T> generatorWithEmbeddedEdgeCases(int genSize) {
			return JqwikInternals.keptFrequencyOf(frequencies, genSize, true);
		}
	}

	@Override
	public RandomGenerator<T> generator(int genSize) {
		return arbitrary.generator(genSize);
	}

	@Override
	public RandomGenerator<T> generatorWithEmbeddedEdgeCases(int genSize) {
		return arbitrary.generatorWithEmbeddedEdgeCases(genSize);
	}

	@Override
	public Optional<ExhaustiveGenerator<T>> exhaustive(long maxNumberOfSamples) {
		return arbitrary.exhaustive(maxNumberOfSamples);
	}

	@Override
	public EdgeCases<T> edgeCases(int maxEdgeCases) {
		return arbitrary.edgeCases(maxEdgeCases);
	}

	@Override
	public boolean isGeneratorMemoizable() {
		return arbitrary.isGeneratorMemoizable();
	}

	@Override
	public String toString() {
		return arbitrary.toString();
	}
}
