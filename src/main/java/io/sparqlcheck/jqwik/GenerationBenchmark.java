package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.JqwikLock;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.RandomGenerator;
import net.jqwik.api.sessions.JqwikSession;

import java.util.Random;

/** What generation alone costs, for the benchmark: jqwik's generator drawn from in a session of its own. */
public final class GenerationBenchmark {
	private GenerationBenchmark() {
	}

	/** Nanoseconds to draw {@code count} cases of the default grammar from one generator, seeded with {@code seed}. */
	public static long nanosToGenerate(int count, long seed) {
		Arbitrary<SparqlCase> cases = SparqlArbitraries.cases();
		return JqwikLock.holding(() -> { // jqwik's stores are the JVM's (JqwikLock)
			JqwikSession.start();
			try {
				Random random = new Random(seed);
				RandomGenerator<SparqlCase> generator = cases.generator(1000);
				long start = System.nanoTime();
				for (int i = 0; i < count; i++) {
					generator.next(random).value();
				}
				return System.nanoTime() - start;
			} finally {
				JqwikSession.finish();
			}
		});
	}
}
