package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.ForwardingEngine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.JenaRefEngine;
import io.sparqlcheck.engine.OptimizerSteps;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.engine.RememberingEngines;
import io.sparqlcheck.ledger.DifferentialSplit;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.OptimizerAttribution;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A failure's cause asked over remembering engines ({@link RememberingEngines}) is the cause asked over
 * the engines themselves: the same steps or locus, the same split of a differential into known pairs,
 * on real differential failures of the four embedded engines, with the project's own records. It costs
 * a fraction of the engines' runs. A failed query is asked again; the caller's engines stay open, and the
 * variants made with a step off are closed.
 */
class RememberingEnginesTests {

	/** Counts the queries that reach the engine, and whether it was closed; its variants count into the same counter. */
	private static final class Counting extends ForwardingEngine implements OptimizerSteps {
		final AtomicInteger runs;
		final List<Counting> variants;
		boolean closed;

		Counting(Engine e, AtomicInteger runs, List<Counting> variants) {
			super(e);
			this.runs = runs;
			this.variants = variants;
		}

		@Override
		public QueryOutcome select(Dataset data, String query) {
			runs.incrementAndGet();
			return delegate().select(data, query);
		}

		@Override
		public List<String> optimizerSteps() {
			return delegate() instanceof OptimizerSteps s ? s.optimizerSteps() : List.of();
		}

		@Override
		public Engine withoutStep(String step) {
			Counting v = new Counting(((OptimizerSteps) delegate()).withoutStep(step), runs, variants);
			variants.add(v);
			return v;
		}

		@Override
		public void close() {
			closed = true;
			delegate().close();
		}
	}

	@Example
	void causesAndSplitsOverRememberingEnginesAreThoseOverTheEnginesThemselvesForAFractionOfTheRuns() throws Exception {
		KnownBugs known = KnownBugs.ofWorkingDirectory();
		AtomicInteger runs = new AtomicInteger();
		List<Counting> variants = new ArrayList<>();
		try (JenaEngine jena = new JenaEngine(); JenaRefEngine ref = new JenaRefEngine(); Rdf4jEngine rdf4j = new Rdf4jEngine();
			 Rdf4jEngine noopt = Rdf4jEngine.withoutOptimizers()) {
			List<Engine> engines = List.of(new Counting(jena, runs, variants), new Counting(ref, runs, variants),
				new Counting(rdf4j, runs, variants), new Counting(noopt, runs, variants));
			Check differential = Check.of(List.of("differential"), engines).get(0);
			int failures = 0, named = 0;
			long plainRuns = 0, rememberedRuns = 0;
			for (long seed = 0; seed < 2000 && failures < 12; seed++) {
				SparqlCase c = SparqlArbitraries.cases("mix-3").caseForSeed(seed);
				Verdict v = differential.oracle().check(c);
				if (!(v instanceof Verdict.Violation)) {
					continue;
				}
				failures++;
				runs.set(0);
				java.util.Set<String> plain = OptimizerAttribution.causeOrLocus(v, engines, known.knownFamily(v));
				Optional<String> plainSplit = DifferentialSplit.known(v, engines, DifferentialSplit.by(known));
				plainRuns += runs.get();
				runs.set(0);
				try (RememberingEngines remembering = RememberingEngines.over(engines)) {
					assertThat(OptimizerAttribution.causeOrLocus(v, remembering.engines(), known.knownFamily(v)))
						.as("seed %d's cause", seed).isEqualTo(plain);
					assertThat(DifferentialSplit.known(v, remembering.engines(), DifferentialSplit.by(known)))
						.as("seed %d's split", seed).isEqualTo(plainSplit);
				}
				rememberedRuns += runs.get();
				named += plain.isEmpty() && plainSplit.isEmpty() ? 0 : 1;
			}
			assertThat(failures).as("real differential failures to ask").isGreaterThanOrEqualTo(8);
			assertThat(named).as("some of them named by a cause or a split").isPositive();
			assertThat(rememberedRuns).as("runs remembered (%d against %d)", rememberedRuns, plainRuns).isLessThan(plainRuns / 3);
			assertThat(engines).allSatisfy(e -> assertThat(((Counting) e).closed).as("the caller's engines stay open").isFalse());
			assertThat(variants).allSatisfy(v -> assertThat(v.closed).as("every variant made is closed").isTrue());
		}
	}

	@Example
	void aFailedQueryIsAskedAgainAndAnAnswerIsNot() {
		AtomicInteger runs = new AtomicInteger();
		Engine flaky = new ForwardingEngine(new JenaEngine()) {
			@Override
			public QueryOutcome select(Dataset data, String query) {
				runs.incrementAndGet();
				return query.contains("FAIL") ? new QueryOutcome.Failure(query, QueryOutcome.FailureKind.TIMEOUT, "slow")
					: delegate().select(data, query);
			}
		};
		Dataset data = SparqlArbitraries.cases().caseForSeed(1).data();
		try (RememberingEngines remembering = RememberingEngines.over(List.of(flaky))) {
			Engine e = remembering.engines().get(0);
			QueryOutcome first = e.select(data, "SELECT * WHERE { ?s ?p ?o }");
			assertThat(e.select(data, "SELECT * WHERE { ?s ?p ?o }")).isSameAs(first);
			assertThat(runs.get()).isEqualTo(1);
			e.select(data, "SELECT * WHERE { ?s ?p ?o } # FAIL");
			e.select(data, "SELECT * WHERE { ?s ?p ?o } # FAIL");
			assertThat(runs.get()).as("a failure is run again").isEqualTo(3);
			assertThat(((OptimizerSteps) e).optimizerSteps()).as("a forwarding engine has no steps").isEmpty();
		}
		flaky.close();
	}
}
