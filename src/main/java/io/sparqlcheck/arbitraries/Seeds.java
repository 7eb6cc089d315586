package io.sparqlcheck.arbitraries;

import net.jqwik.api.Arbitrary;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.Lifespan;
import net.jqwik.api.lifecycle.Store;
import net.jqwik.api.JqwikException;
import net.jqwik.api.sessions.JqwikSession;

import java.util.Random;

/**
 * What a seed means. The value for seed {@code s} is, by definition, the sample the first try of
 * {@code @Property(seed = "s", edgeCases = EdgeCasesMode.NONE)} receives: jqwik seeds its
 * property's source of randomness with {@code s} and draws the first try's random from it. The
 * arbitraries of this package fix their generation size, so {@code tries} does not change it.
 * {@code SeedsTests} pins this equivalence against a real jqwik property run, which is what lets
 * a campaign hand any case seed to a jqwik property for shrinking.
 *
 * <p>jqwik's {@code SourceOfRandomness} is an engine class, not public API; it is reached through
 * {@link JqwikInternals}, because matching jqwik's own seeding is the point.
 */
final class Seeds {
	private Seeds() {
	}

	/** The generation size every arbitrary of this package is fixed to. */
	static final int GEN_SIZE = 1000;

	static <T> T generate(Arbitrary<T> arbitrary, long seed) {
		return JqwikLock.holding(() -> {
			Random property = JqwikInternals.propertyRandom(seed);
			Random firstTry = JqwikInternals.propertyRandom(property.nextLong());
			if (JqwikSession.isActive() || insideJqwikLifecycle()) {
				// Building jqwik's generator tree costs far more than drawing from it: keep one per
				// arbitrary for as long as the current property (or session) lives.
				RandomGenerator<T> generator = Store.getOrCreate(Tuple.of(Seeds.class, arbitrary), Lifespan.PROPERTY,
					() -> arbitrary.generator(GEN_SIZE)).get();
				return generator.next(firstTry).value();
			}
			return inGenerationContext(() -> generate(arbitrary, seed));
		});
	}

	/**
	 * Runs the work where jqwik's arbitraries can generate: as it is inside a property or a
	 * session, in a session of its own otherwise. The session's start and end hold {@link JqwikLock},
	 * the work does not (each generation in it does).
	 */
	static <T> T inGenerationContext(java.util.function.Supplier<T> work) {
		if (JqwikLock.holding(() -> JqwikSession.isActive() || insideJqwikLifecycle())) {
			return work.get();
		}
		return between(JqwikSession::start, work, JqwikSession::finish);
	}

	/**
	 * Runs the work outside this thread's generation session, if it is in one, and back in it after:
	 * for a launch of jqwik properties, which must not share the caller's session.
	 */
	static <T> T outsideGenerationContext(java.util.function.Supplier<T> work) {
		if (!JqwikLock.holding(JqwikSession::isActive)) {
			return work.get();
		}
		return between(JqwikSession::finish, work, JqwikSession::start);
	}

	/** {@code first} and {@code last} (a session's start or end) holding {@link JqwikLock}, the work between them not. */
	private static <T> T between(Runnable first, java.util.function.Supplier<T> work, Runnable last) {
		JqwikLock.run(first);
		try {
			return work.get();
		} finally {
			JqwikLock.run(last);
		}
	}

	/** Inside a property or container jqwik's stores work, and a session must not be started. */
	private static boolean insideJqwikLifecycle() {
		try {
			Store.getOrCreate(Tuple.of(Seeds.class, "lifecycle probe"), Lifespan.PROPERTY, () -> Boolean.TRUE);
			return true;
		} catch (JqwikException e) {
			return false;
		}
	}
}
