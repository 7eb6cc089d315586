package io.sparqlcheck.cli;

import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.engine.Engine;

import java.io.PrintStream;
import java.util.List;

/**
 * The lines a campaign prints about its restartable engines (managed servers, endpoints with a
 * restart command): for each, how often it was restarted and how many crashes it met, and the crash
 * findings (class CRASH) the run listed, with their candidate ids. Nothing for a run without such engines.
 */
final class EngineHealthText {
	private EngineHealthText() {
	}

	static void print(List<Engine> engines, CampaignSummary summary, PrintStream out) {
		for (Engine e : engines) {
			e.restartable().ifPresent(r -> out.println("engine health: " + e.name() + " restarted " + r.restarts() + " time(s), "
				+ r.crashes().size() + " crash(es)" + (e.outage().isPresent() ? ", given up" : "")));
		}
		List<CampaignSummary.Candidate> crashes = summary.candidates().stream().filter(c -> "CRASH".equals(c.verdict())).toList();
		for (CampaignSummary.Candidate c : crashes) {
			out.println("crash: seed " + c.seed() + ", " + c.what() + (c.candidateId() == null ? " (not shrunk)"
				: "; shrunk to " + c.shrunkData().lines().filter(l -> !l.isBlank() && !l.startsWith("#")).count() + " triple(s) in "
				+ Math.max(1, c.shrunkData().lines().filter(l -> l.startsWith("# load ")).count()) + " load(s), candidate " + c.candidateId()));
		}
	}
}
