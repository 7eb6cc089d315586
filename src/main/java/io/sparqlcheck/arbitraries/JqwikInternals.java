package io.sparqlcheck.arbitraries;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.Shrinkable;
import net.jqwik.api.Tuple;
import net.jqwik.engine.SourceOfRandomness;
import net.jqwik.engine.properties.arbitraries.LazyOfArbitrary;
import net.jqwik.engine.properties.arbitraries.randomized.RandomGenerators;
import net.jqwik.engine.properties.shrinking.FlatMappedShrinkable;

import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The only class that touches jqwik's engine classes, which are not jqwik's public API. sparqlcheck
 * needs four things jqwik does not expose: its way of seeding a property (so that a case seed means
 * exactly what the first try of a property with that seed receives), its way of choosing a fresh
 * seed, {@code lazyOf} with an explicit identity, and {@code frequencyOf}'s generator with its
 * chosen alternative's shrinkable kept ({@link #keptFrequencyOf}). A jqwik upgrade that moves any of them breaks
 * this one class ({@code LayeringTests} keeps it so).
 */
public final class JqwikInternals {
	private JqwikInternals() {
	}

	/** The random jqwik gives a property whose seed is {@code seed}. */
	static Random propertyRandom(long seed) {
		return SourceOfRandomness.newRandom(seed);
	}

	/** A fresh seed, chosen the way jqwik chooses one when none is given. */
	public static String randomSeed() {
		return SourceOfRandomness.createRandomSeed();
	}

	/** jqwik's {@code lazyOf} identified by {@code key} instead of by the calling source line. */
	static <T> Arbitrary<T> lazyOf(int key, List<Supplier<Arbitrary<T>>> alternatives) {
		return LazyOfArbitrary.of(key, alternatives);
	}

	/**
	 * What {@code frequencyOf}'s generator draws (the same choice from the same random, then the same
	 * seed for the chosen alternative, as {@code RandomGenerator.flatMap} draws them), with each
	 * alternative's shrinkable generated once per draw and kept.
	 *
	 * <p>Why: jqwik's flat-mapped shrinkable keeps only the choice and the seed, and generates the
	 * chosen alternative anew from that seed every time it is asked for its value, its distance, its
	 * shrink steps or its hash, which jqwik does many times per shrink step. For the grammar's nested
	 * choices that regeneration was the largest part of a shrink's own cost. The alternative generated
	 * from one seed is always the same immutable shrinkable, so keeping it changes nothing jqwik sees:
	 * the shrinkable is still jqwik's own flat-mapped one (its steps, distance and equality), sharing
	 * one memo, keyed by the alternative, with every step derived from it.
	 */
	static <T> RandomGenerator<T> keptFrequencyOf(List<Tuple.Tuple2<Integer, Arbitrary<T>>> frequencies, int genSize, boolean withEdgeCases) {
		List<Tuple.Tuple2<Integer, Arbitrary<T>>> positive = frequencies.stream().filter(f -> f.get1() > 0).toList();
		RandomGenerator<Arbitrary<T>> choose = RandomGenerators.frequency(positive);
		return random -> {
			Shrinkable<Arbitrary<T>> choice = choose.next(random);
			long seed = random.nextLong();
			Map<Arbitrary<T>, Shrinkable<T>> kept = new ConcurrentHashMap<>(4);
			// jqwik's own flat-mapped shrinkable; the generator it asks for the alternative hands back the kept one
			return new FlatMappedShrinkable<Arbitrary<T>, T>(choice, alternative -> ignored -> {
				Shrinkable<T> s = kept.get(alternative);
				if (s == null) {
					s = KeptValue.of(alternative.generator(genSize, withEdgeCases).next(SourceOfRandomness.newRandom(seed)));
					Shrinkable<T> earlier = kept.putIfAbsent(alternative, s);
					s = earlier != null ? earlier : s;
				}
				return s;
			}, seed);
		};
	}
}
