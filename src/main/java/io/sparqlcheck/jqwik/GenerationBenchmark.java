package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.JqwikLock;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.RandomGenerator;

import java.util.Random;

/** What generation alone costs, for the benchmark: jqwik's generator drawn from in the caller's generation context, or a session of its own. */
public final class GenerationBenchmark {
	private GenerationBenchmark() {
	}

	/** Nanoseconds to draw {@code count} cases of the default grammar from one generator, seeded with {@code seed}. */
	public static long nanosToGenerate(int count, long seed) {
		Arbitrary<SparqlCase> cases = SparqlArbitraries.cases();
		// the whole draw holding jqwik's lock (JqwikLock): generation alone, nothing else of jqwik's between the draws
		return JqwikLock.holding(() -> SparqlArbitraries.inGenerationContext(() -> {
			Random random = new Random(seed);
			RandomGenerator<SparqlCase> generator = cases.generator(1000);
			long start = System.nanoTime();
			for (int i = 0; i < count; i++) {
				generator.next(random).value();
			}
			return System.nanoTime() - start;
		}));
	}
}
