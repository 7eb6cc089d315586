package io.sparqlcheck.managed;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.campaign.Campaign;
import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.campaign.CampaignWatch;
import io.sparqlcheck.campaign.Check;
import io.sparqlcheck.campaign.SeedRange;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.managed.ManagedServer;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A crash met by a campaign on the real Virtuoso 7.2.5.1 is a finding of class CRASH: the server,
 * killed by its PID (-9) between two cases, is restarted, the check that met the death retried and
 * counted by its own verdict (no case lost, none counted as a pass or a violation for the crash),
 * and the crash listed in the summary with the data and query that preceded it, replayed on a fresh
 * store (a kill is not the data's doing, so it does not reproduce, and is said so, unshrunk).
 */
class ManagedCrashTests {

	@Example
	void aServerKilledMidCampaignIsListedAsACrash() throws Exception {
		Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target", "crash-tests")), "run");
		try (Engine e = ManagedOrSkip.open("virtuoso@7.2.5.1"); Engine jena = new JenaEngine()) {
			ManagedServer v = (ManagedServer) e;
			int[] asked = {0};
			CampaignWatch killBeforeSeed2 = new CampaignWatch() {
				@Override
				public void known(long seed, String knownAs) {
				}

				@Override
				public boolean stop() {
					if (++asked[0] == 3) { // asked before seeds 0, 1, 2
						long pid = v.pid();
						ProcessHandle.of(pid).orElseThrow().destroyForcibly();
						ProcessHandle.of(pid).ifPresent(p -> p.onExit().orTimeout(30, TimeUnit.SECONDS).join());
					}
					return false;
				}
			};
			Campaign campaign = new Campaign(SparqlArbitraries.cases("core-3"), Check.of(List.of("differential"), List.of(jena, v)),
				Triage.NOTHING_KNOWN, 0);
			CampaignSummary s = campaign.run(new Campaign.Options(SeedRange.of(0, 4), null, 0, 0, null, dir.resolve("candidates.jsonl"), null),
				killBeforeSeed2);
			assertThat(s.casesChecked()).isEqualTo(4);
			long counted = s.outcomes().values().stream().flatMap(m -> m.values().stream()).flatMap(m -> m.values().stream())
				.mapToLong(Long::longValue).sum();
			assertThat(counted).as("each case's check counted once, by its own verdict").isEqualTo(4);
			assertThat(v.restarts()).isEqualTo(1);
			List<CampaignSummary.Candidate> crashes = s.candidates().stream().filter(c -> c.verdict().equals("CRASH")).toList();
			assertThat(crashes).singleElement().satisfies(c -> {
				assertThat(c.seed()).isEqualTo(2);
				assertThat(c.oracle()).isEqualTo("crash");
				assertThat(c.group()).isEqualTo("crash: virtuoso@7.2.5.1 the server exited");
				assertThat(c.what()).contains("the server exited").contains("did not break a fresh store");
				assertThat(c.candidateId()).isNull();
				assertThat(c.queries()).singleElement().asString().contains("SELECT");
			});
			assertThat(s.groups()).containsKey("crash: virtuoso@7.2.5.1 the server exited");
			assertThat(v.outage()).isEmpty();
		}
	}
}
