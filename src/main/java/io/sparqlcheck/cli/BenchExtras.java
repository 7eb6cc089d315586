package io.sparqlcheck.cli;

import io.sparqlcheck.engine.EngineFamily;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.jqwik.JqwikShrinker;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/** The campaign-level figures of {@code bench}: shrinking, heap over a long run, shards. */
final class BenchExtras {
	private BenchExtras() {
	}

	/**
	 * A row-dropping mutant of Jena, counting the oracle checks it serves: the stand-in bug whose
	 * shrinking is timed. It is the same mutant the self-tests flag.
	 */
	private static final class CountingMutant implements Engine {
		private final JenaEngine real = new JenaEngine();
		final AtomicLong queries = new AtomicLong();

		@Override
		public String name() {
			return "jena+drops-one-filtered-row";
		}

	@Override
	public EngineFamily family() {
		return EngineFamily.JENA;
	}

		@Override
		public String version() {
			return real.version();
		}

		@Override
		public QueryOutcome select(Dataset data, String query) {
			queries.incrementAndGet();
			QueryOutcome out = real.select(data, query);
			if (query.contains("FILTER") && out instanceof QueryOutcome.Solutions s && s.size() > 0) {
				return new QueryOutcome.Solutions(query, s.variables(), s.rows().subList(0, s.size() - 1));
			}
			return out;
		}
	}

	static void shrinking(int samples) {
		CountingMutant mutant = new CountingMutant();
		CaseArbitrary cases = SparqlArbitraries.cases();
		List<Long> seeds = SparqlArbitraries.inGenerationContext(() -> {
			List<Long> found = new ArrayList<>();
			for (long s = 0; found.size() < samples && s < 10_000; s++) {
				if (Tlp.on(mutant).check(cases.caseForSeed(s)) instanceof Verdict.Violation) {
					found.add(s);
				}
			}
			return found;
		});
		long triples = 0, operators = 0;
		List<Long> nanos = new ArrayList<>();
		List<Integer> evaluations = new ArrayList<>();
		for (long seed : seeds) {
			long start = System.nanoTime();
			JqwikShrinker.Shrunk shrunk = JqwikShrinker.shrink(Tlp.on(mutant)::check, cases, seed, io.sparqlcheck.ledger.Candidates.file(), true,
				io.sparqlcheck.jqwik.PropertyRun.Target.DEFAULT_EVALUATIONS).orElseThrow();
			nanos.add(System.nanoTime() - start);
			evaluations.add(shrunk.evaluations());
			SparqlCase c = shrunk.verdict().sparqlCase();
			triples += c.data().size();
			operators += c.predicate().operatorCount();
		}
		int n = Math.max(1, seeds.size());
		java.util.Collections.sort(nanos);
		java.util.Collections.sort(evaluations);
		System.out.printf("shrinking (TLP, row-dropping mutant of jena, %d candidates, the campaign's budget of %d evaluations): "
				+ "median %d evaluations (all %s) and median %.0f ms per shrunk candidate; shrunk to %.1f triples and %.1f operators on average%n%n",
			seeds.size(), io.sparqlcheck.jqwik.PropertyRun.Target.DEFAULT_EVALUATIONS, evaluations.isEmpty() ? 0 : evaluations.get(evaluations.size() / 2),
			evaluations, nanos.isEmpty() ? 0 : nanos.get(nanos.size() / 2) / 1e6, (double) triples / n, (double) operators / n);
	}

	/** TLP and NoREC checks per second on each engine, and loads per distinct dataset. */
	static void engines(List<Engine> engines, long cases) {
		System.out.printf("%-40s %10s %10s %14s%n", "engine", "TLP/s", "NoREC/s", "loads/dataset");
		for (Engine engine : engines) {
			Rates r = rates(engine, cases);
			System.out.printf("%-40s %10.0f %10.0f %14s%n", engine.label(), r.tlp(), r.norec(), r.loads());
		}
		System.out.println();
	}

	/** TLP and NoREC checks per second on the engine, and its loads per distinct dataset ("n/a" when it does not count them). */
	record Rates(double tlp, double norec, String loads) {
	}

	/**
	 * The engine's rates over the cases of seeds 0..cases-1 of the default grammar, after a warm-up on
	 * other seeds (negative ones), so that the first engine timed is not also the one that pays for
	 * the JIT compiling the harness and the generator.
	 */
	static Rates rates(Engine engine, long cases) {
		long warm = Math.min(cases, 100);
		SparqlArbitraries.inGenerationContext(() -> {
			CaseArbitrary arbitrary = SparqlArbitraries.cases();
			for (long s = -warm; s < 0; s++) {
				SparqlCase c = arbitrary.caseForSeed(s);
				Tlp.on(engine).check(c);
				io.sparqlcheck.oracle.Norec.on(engine).check(c);
			}
			return null;
		});
		long loadsBefore = engine instanceof io.sparqlcheck.engine.CountsLoads c ? c.loads() : -1;
		java.util.Set<Dataset> distinct = new java.util.HashSet<>();
		long[] nanos = new long[2];
		SparqlArbitraries.inGenerationContext(() -> {
			CaseArbitrary arbitrary = SparqlArbitraries.cases();
			for (long s = 0; s < cases; s++) {
				SparqlCase c = arbitrary.caseForSeed(s);
				distinct.add(c.data());
				long t0 = System.nanoTime();
				Tlp.on(engine).check(c);
				long t1 = System.nanoTime();
				io.sparqlcheck.oracle.Norec.on(engine).check(c);
				nanos[0] += t1 - t0;
				nanos[1] += System.nanoTime() - t1;
			}
			return null;
		});
		String loads = loadsBefore < 0 ? "n/a" : String.format("%.2f",
			(double) (((io.sparqlcheck.engine.CountsLoads) engine).loads() - loadsBefore) / distinct.size());
		return new Rates(cases / (nanos[0] / 1e9), cases / (nanos[1] / 1e9), loads);
	}

	static void heap(long checks) {
		MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
		long cases = checks / 2; // TLP and NoREC on each case
		int samples = 10;
		List<Long> used = new ArrayList<>();
		try (Engine jena = new JenaEngine()) {
			Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp", "norec"), List.of(jena)),
				Triage.NOTHING_KNOWN);
			long start = System.nanoTime();
			for (int i = 0; i < samples; i++) {
				campaign.run(new Campaign.Options(SeedRange.of(i * (cases / samples), cases / samples), null, 0, null));
				System.gc();
				used.add(memory.getHeapMemoryUsage().getUsed());
			}
			double seconds = (System.nanoTime() - start) / 1e9;
			System.out.printf("heap after GC, every %d checks of %d (embedded jena, TLP + NoREC, %.0f checks/s): %s MiB; "
					+ "last minus first tenth: %+.1f MiB%n%n", checks / samples, checks, checks / seconds,
				used.stream().map(b -> String.format("%.1f", b / 1048576.0)).toList(),
				(used.get(used.size() - 1) - used.get(0)) / 1048576.0);
		}
	}

	static void shards(long tries) throws RuntimeException {
		try {
			Timed one = time(List.of(campaignProcess(tries, "0/1", "target/bench-shards/one")));
			Timed two = time(List.of(campaignProcess(tries, "0/2", "target/bench-shards/a"), campaignProcess(tries, "1/2", "target/bench-shards/b")));
			System.out.printf("shards: %d cases (TLP + NoREC on jena, no shrinking) in 1 process %.1f s, in 2 shard processes at once %.1f s: speed-up %.2f on %d cores%n",
				tries, one.wallNanos() / 1e9, two.wallNanos() / 1e9, (double) one.wallNanos() / two.wallNanos(), Runtime.getRuntime().availableProcessors());
			System.out.printf("  cores kept busy (CPU time / wall time): 1 process %.2f, 2 shard processes %.2f; CPU time %.1f s and %.1f s "
					+ "(the second figure over the first: %.2f, the work the split adds)%n%n",
				one.cores(), two.cores(), one.cpuNanos() / 1e9, two.cpuNanos() / 1e9, (double) two.cpuNanos() / one.cpuNanos());
		} catch (Exception e) {
			throw new IllegalStateException("the shard benchmark could not run its processes: " + e, e);
		}
	}

	/** How long processes ran, and the CPU time they used (all their threads: JIT, GC, the case feed). */
	private record Timed(long wallNanos, long cpuNanos) {
		double cores() {
			return (double) cpuNanos / wallNanos;
		}
	}

	private static ProcessBuilder campaignProcess(long tries, String shard, String out) {
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		java.io.File log = Path.of(out + ".log").toFile();
		log.getParentFile().mkdirs();
		return new ProcessBuilder(java, "-Xss4m", "-XX:+UseSerialGC", "-cp", System.getProperty("java.class.path"), Main.class.getName(), "campaign",
			"--tries", Long.toString(tries), "--seed", "0", "--shard", shard, "--out", out, "--quiet",
			"--engines", "jena", "--oracles", "tlp,norec", "--max-shrinks", "0")
			.redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(log);
	}

	/**
	 * Runs the processes at once and waits for all of them. Their CPU time is read from the operating
	 * system every 20 ms while they run (it cannot be read once a process has exited), so the last
	 * 20 ms of each may be missing from it.
	 */
	private static Timed time(List<ProcessBuilder> processes) throws Exception {
		long start = System.nanoTime();
		List<Process> running = new ArrayList<>();
		for (ProcessBuilder pb : processes) {
			running.add(pb.start());
		}
		long[] cpu = new long[running.size()];
		long deadline = start + TimeUnit.MINUTES.toNanos(30);
		while (running.stream().anyMatch(Process::isAlive)) {
			for (int i = 0; i < running.size(); i++) {
				int k = i;
				running.get(i).info().totalCpuDuration().ifPresent(d -> cpu[k] = Math.max(cpu[k], d.toNanos()));
			}
			if (System.nanoTime() > deadline) {
				running.forEach(Process::destroyForcibly);
				throw new IllegalStateException("a shard process ran for more than 30 minutes");
			}
			Thread.sleep(20);
		}
		long wall = System.nanoTime() - start;
		for (Process p : running) {
			if (p.exitValue() > 1) {
				throw new IllegalStateException("a shard process failed with exit status " + p.exitValue()
					+ " (its standard error is in target/bench-shards/*.log)");
			}
		}
		return new Timed(wall, java.util.Arrays.stream(cpu).sum());
	}
}
