package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.PropertyDefaults;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

import java.util.List;
import java.util.Queue;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

/** What the property-run tests share: a falsifiable fixture, failing seeds, and two calls at once. */
final class RunFixtures {
	private RunFixtures() {
	}

	/**
	 * The ready-made properties on a Jena that drops a filtered row; notes the candidate-file system
	 * property as the engine sees it, to show that nobody sets it.
	 */
	@PropertyDefaults(tries = 50)
	public static class MutantTlp extends OracleProperties {
		static final Queue<String> CANDIDATES_PROPERTY_SEEN = new ConcurrentLinkedQueue<>();

		@Override
		protected Engine createEngine() {
			CANDIDATES_PROPERTY_SEEN.add(String.valueOf(System.getProperty(Candidates.FILE_PROPERTY)));
			return Mutants.dropsOneFilteredRow(new JenaEngine());
		}
	}

	/** Runs one property method through the jqwik engine under {@code run}; it must fail. */
	static void falsify(PropertyRun run, Class<?> fixture, String method) {
		EngineExecutionResults results = PropertyLaunch.under(run, () -> EngineTestKit.engine("jqwik")
			.configurationParameter("jqwik.database", "")
			.selectors(selectMethod(fixture, method)).execute());
		results.testEvents().assertStatistics(s -> s.started(1).failed(1));
	}

	/** The first seed from {@code from} whose case {@code check} finds a violation in. */
	static long failingSeed(Function<SparqlCase, Verdict> check, long from) {
		return SparqlArbitraries.inGenerationContext(() -> {
			for (long s = from; s < from + 10_000; s++) {
				if (check.apply(SparqlArbitraries.cases().caseForSeed(s)) instanceof Verdict.Violation) {
					return s;
				}
			}
			throw new AssertionError("no failing seed from " + from);
		});
	}

	/** Calls both on two threads, released at the same moment; their results, in order. */
	static List<Object> together(Callable<?> first, Callable<?> second) throws Exception {
		CyclicBarrier start = new CyclicBarrier(2);
		ExecutorService threads = Executors.newFixedThreadPool(2);
		try {
			Future<?> a = threads.submit(() -> {
				start.await();
				return first.call();
			});
			Future<?> b = threads.submit(() -> {
				start.await();
				return second.call();
			});
			return List.of(a.get(5, TimeUnit.MINUTES), b.get(5, TimeUnit.MINUTES));
		} finally {
			threads.shutdownNow();
		}
	}
}
