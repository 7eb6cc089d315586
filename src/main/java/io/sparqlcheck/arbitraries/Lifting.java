package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.PatternElement;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.Shrinkable;
import net.jqwik.api.ShrinkingDistance;

import java.util.stream.Stream;

/**
 * One level of core-3's element recursion (found by identity, as {@link ByIdentity}), generating exactly what the arbitrary it wraps
 * generates (the same draws from the same random, so every seed keeps its case) and shrinking
 * further: after all of jqwik's own shrink steps, an element may be replaced by one of the
 * elements of its groups ({@link Flattening}).
 *
 * <p>Why: {@code Arbitraries.recursive} with a fixed depth builds each level from the one below
 * with {@code combine}, lists and {@code frequencyOf}; jqwik then shrinks an element toward an
 * earlier alternative and its parts in place, but never lifts a nested element to its parent's
 * group. A failure that needs only {@code MINUS { ... }} stayed {@code OPTIONAL { OPTIONAL {
 * MINUS { ... } } }}, three nested groups. {@code lazyOf}'s shrinking to parts would lift, but it
 * draws differently, and would have moved every pinned core-3 seed.
 *
 * <p>A lifted element has left jqwik's shrinkable tree: from there on it shrinks by
 * {@link Flattening#candidates} only (its expressions were shrunk before, as far as its old place
 * allowed), with the least shrinking distance, so a lift is never refused as a step that grew.
 */
final class Lifting extends ByIdentity<PatternElement> {

	private final Arbitrary<PatternElement> arbitrary;

	private Lifting(Arbitrary<PatternElement> arbitrary) {
		super(arbitrary);
		this.arbitrary = arbitrary;
	}

	/** The same elements, shrinking by lifts too. */
	static Arbitrary<PatternElement> around(Arbitrary<PatternElement> arbitrary) {
		return new Lifting(arbitrary);
	}

	@Override
	public RandomGenerator<PatternElement> generator(int genSize) {
		RandomGenerator<PatternElement> g = arbitrary.generator(genSize);
		return random -> new Lifted(KeptValue.of(g.next(random)), null);
	}

	@Override
	public RandomGenerator<PatternElement> generatorWithEmbeddedEdgeCases(int genSize) {
		RandomGenerator<PatternElement> g = arbitrary.generatorWithEmbeddedEdgeCases(genSize);
		return random -> new Lifted(KeptValue.of(g.next(random)), null);
	}

	/**
	 * An element and its shrink steps: jqwik's (each again lifting), then the lifts; or, once
	 * lifted ({@code jqwik} null), a fixed value and its structural steps.
	 *
	 * <p>jqwik's side is {@linkplain KeptValue kept}, and so are its steps: jqwik asks a candidate
	 * for its value and distance again and again while it shrinks, and a combined shrinkable builds
	 * its value anew on every call, down the whole element tree. A kept shrinkable is equal, and
	 * hashes, exactly as the one it keeps, so jqwik takes the same steps.
	 */
	private record Lifted(Shrinkable<PatternElement> jqwik, PatternElement fixed) implements Shrinkable<PatternElement> {

		@Override
		public PatternElement value() {
			return jqwik != null ? jqwik.value() : fixed;
		}

		@Override
		public Stream<Shrinkable<PatternElement>> shrink() {
			if (jqwik == null) {
				return Flattening.candidates(fixed).map(Lifting::fixed);
			}
			Stream<Shrinkable<PatternElement>> own = jqwik.shrink().map(s -> new Lifted(s, null));
			Stream<Shrinkable<PatternElement>> lifts = Stream.of(0).flatMap(x -> Flattening.lifts(value()).map(Lifting::fixed));
			return Stream.concat(own, lifts);
		}

		@Override
		public ShrinkingDistance distance() {
			return jqwik != null ? jqwik.distance() : ShrinkingDistance.MIN;
		}
	}

	private static Shrinkable<PatternElement> fixed(PatternElement e) {
		return new Lifted(null, e);
	}
}
