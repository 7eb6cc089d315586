package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two runs in one JVM generate at once. jqwik keeps its stores in one repository per JVM, and every
 * jqwik session shares one descriptor there: one thread's session ending removed the stores another
 * thread was generating from (CI: two campaigns on one server in one JVM ended in a
 * {@code NoSuchElementException} from jqwik's lazy arbitraries). Each thread must get, seed for seed,
 * the cases a thread alone gets.
 */
class ConcurrentGenerationTests {

	private static final int SEEDS = 150;

	@Example
	void threadsThatGenerateInSessionsOfTheirOwnGetTheCasesOneThreadGets() throws Exception {
		List<String> versions = List.of(Grammars.DEFAULT_VERSION, CoreGrammars.CORE_2, CoreGrammars.CORE_1);
		List<List<SparqlCase>> alone = new ArrayList<>();
		for (String v : versions) {
			alone.add(generate(v, 0));
		}
		ExecutorService pool = Executors.newFixedThreadPool(versions.size() * 2);
		try {
			List<CompletableFuture<List<SparqlCase>>> together = new ArrayList<>();
			for (int round = 0; round < 2; round++) {
				for (String v : versions) {
					together.add(CompletableFuture.supplyAsync(() -> generate(v, 0), pool));
				}
			}
			// a third kind of user: short sessions that start and end all the time (a caseForSeed outside any session)
			CompletableFuture<List<SparqlCase>> oneByOne = CompletableFuture.supplyAsync(() -> LongStream.range(0, SEEDS)
				.mapToObj(s -> SparqlArbitraries.cases(CoreGrammars.CORE_2).caseForSeed(s)).toList(), pool);
			for (int i = 0; i < together.size(); i++) {
				assertThat(together.get(i).get(5, TimeUnit.MINUTES)).as(versions.get(i % versions.size()))
					.isEqualTo(alone.get(i % versions.size()));
			}
			assertThat(oneByOne.get(5, TimeUnit.MINUTES)).isEqualTo(alone.get(1));
		} finally {
			pool.shutdownNow();
		}
	}

	/** The cases of seeds {@code from..from+SEEDS} of a grammar, in a generation session of this thread's own. */
	private static List<SparqlCase> generate(String version, long from) {
		CaseArbitrary cases = SparqlArbitraries.cases(version);
		return SparqlArbitraries.inGenerationContext(() -> LongStream.range(from, from + SEEDS).mapToObj(cases::caseForSeed).toList());
	}
}
