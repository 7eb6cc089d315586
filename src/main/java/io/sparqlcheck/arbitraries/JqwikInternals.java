package io.sparqlcheck.arbitraries;

import net.jqwik.api.Arbitrary;
import net.jqwik.engine.SourceOfRandomness;
import net.jqwik.engine.properties.arbitraries.LazyOfArbitrary;

import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * The only class that touches jqwik's engine classes, which are not jqwik's public API. sparqlcheck
 * needs three things jqwik does not expose: its way of seeding a property (so that a case seed means
 * exactly what the first try of a property with that seed receives), its way of choosing a fresh
 * seed, and {@code lazyOf} with an explicit identity. A jqwik upgrade that moves any of them breaks
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
}
