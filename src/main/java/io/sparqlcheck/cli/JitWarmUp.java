package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.CampaignWatch;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;

/** The time-to-detect benchmark's JIT warm-up ({@code bench --only detect --warm-up-seconds S}). */
final class JitWarmUp {
	private JitWarmUp() {
	}

	/**
	 * {@code --warm-up-seconds S}: before anything is measured, a campaign like the measured ones
	 * (shrinking included) on seeds from {@value DetectBench#JIT_WARM_UP_SEED}, for S seconds of process CPU,
	 * so that the JIT's compilations (over a minute of C2 time on a cold JVM, at 2 cores) are not
	 * charged to the first grammar measured. Its failures are not counted.
	 */
	static void run(CaseArbitrary cases, List<Engine> engines, Triage triage, long seconds, Path folder, PrintStream out) {
		if (seconds <= 0) {
			return;
		}
		long start = DetectBench.processCpuNanos(), budget = seconds * 1_000_000_000L;
		long[] n = {0};
		Campaign campaign = new Campaign(cases, Check.of(DetectBench.ORACLES, engines), triage);
		campaign.run(new Campaign.Options(SeedRange.of(DetectBench.JIT_WARM_UP_SEED, Long.MAX_VALUE / 4), null, 3, Campaign.DEFAULT_MAX_SHRINKS_TOTAL,
			null, folder.resolve("jit-warm-up-candidates.jsonl"), null), new CampaignWatch() {
			@Override
			public void known(long seed, String knownAs) {
			}

			@Override
			public boolean stop() {
				n[0]++;
				return DetectBench.processCpuNanos() - start >= budget;
			}
		});
		out.printf("JIT warm-up: %d cases of %s from seed %d, %.1f s of process CPU (not measured)%n", n[0] - 1, cases.generatorVersion(),
			DetectBench.JIT_WARM_UP_SEED, (DetectBench.processCpuNanos() - start) / 1e9);
	}

}
