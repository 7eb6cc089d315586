package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.LedgerEntry;
import io.sparqlcheck.ledger.Status;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * From candidate to known: a campaign on a mutant leaves candidate records (written by the hook
 * around the jqwik shrink run); one promoted into a ledger makes the next campaign count that bug as
 * known, by the signature of its shrunk case, and only that bug.
 */
class LedgerTriageTests {

	@Example
	void aPromotedCandidateIsKnownToTheNextCampaign() throws Exception {
		Path dir = Files.createDirectories(Path.of("target", "ledger-triage-test"));
		Path candidates = dir.resolve("candidates.jsonl");
		Path ledger = dir.resolve("ledger.jsonl");
		Files.deleteIfExists(candidates);
		Files.deleteIfExists(ledger);
		Engine mutant = Mutants.dropsOneFilteredRow(new JenaEngine());
		List<Check> checks = Check.of(List.of("tlp", "norec"), List.of(mutant));
		CampaignSummary first = new Campaign(SparqlArbitraries.cases(), checks, LedgerTriage.of(ledger))
			.run(new Campaign.Options(SeedRange.of(0, 30), null, 1, null, candidates));
		assertThat(first.total(Outcome.CANDIDATE)).isPositive();
		assertThat(first.total(Outcome.KNOWN)).isZero();

		List<Candidate> recorded = Candidates.read(candidates);
		Candidate tlp = recorded.stream().filter(c -> c.oracle().equals("TLP")).findFirst().orElseThrow();
		Ledger.append(ledger, LedgerEntry.promote(tlp, "https://github.com/example/engine/issues/1", Status.REPORTED,
			"the mutant drops a filtered row"));

		CampaignSummary second = new Campaign(SparqlArbitraries.cases(), checks, LedgerTriage.of(ledger))
			.run(new Campaign.Options(SeedRange.of(0, 30), null, 1, null, candidates));
		assertThat(second.count("TLP", mutant.label(), Outcome.KNOWN)).isEqualTo(first.count("TLP", mutant.label(), Outcome.CANDIDATE));
		assertThat(second.count("TLP", mutant.label(), Outcome.CANDIDATE)).isZero();
		assertThat(second.count("NoREC", mutant.label(), Outcome.CANDIDATE)).isEqualTo(first.count("NoREC", mutant.label(), Outcome.CANDIDATE));
		assertThat(second.known()).hasSize(1);
		assertThat(second.known().keySet().iterator().next()).contains(tlp.id()).contains("reported");
	}
}
