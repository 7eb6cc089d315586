package io.sparqlcheck.ledger;

import io.sparqlcheck.config.EngineCatalog;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.SeedRecheck;
import net.jqwik.api.Example;
import org.apache.jena.query.ARQ;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Rechecks the whole repository ledger against the engines available here, saying which were
 * skipped and why; and shows on fixtures that a known Jena bug still fails the same way, that an
 * entry for an engine not available here is skipped with its reason, and that an entry filed by
 * hand (no candidate) is skipped too.
 */
class LedgerRecheckTests {

	@Example
	void theRepositoryLedgerRechecksAgainstTheAvailableEnginesAndItsOpenEntriesStillFail() throws IOException {
		List<Rechecks.Report> reports = Rechecks.recheckLedger(Path.of(Ledger.DEFAULT_FILE), Rechecks.By.BOTH, EngineCatalog.embedded(), SeedRecheck::run);
		System.out.println("sparqlcheck ledger recheck: " + reports.size() + " entr" + (reports.size() == 1 ? "y" : "ies")
			+ " in " + Ledger.DEFAULT_FILE + ", engines available here: " + EngineCatalog.embedded().names());
		assertThat(reports).as("one report per entry").hasSize(Ledger.read(Path.of(Ledger.DEFAULT_FILE)).size());
		if (reports.isEmpty()) {
			// Nothing is filed yet: say so, rather than pass over an empty loop.
			throw new org.opentest4j.TestAbortedException(Ledger.DEFAULT_FILE + " has no entries: nothing to recheck");
		}
		List<LedgerEntry> entries = Ledger.read(Path.of(Ledger.DEFAULT_FILE));
		for (int i = 0; i < reports.size(); i++) {
			Rechecks.Report r = reports.get(i);
			LedgerEntry entry = entries.get(i);
			System.out.println(r.describe());
			for (RecheckResult result : r.results()) {
				assertThat(result.answer()).as(r.describe()).isNotEqualTo(RecheckResult.Answer.SEED_MISMATCH);
				if (result.answer() == RecheckResult.Answer.SKIPPED) {
					assertThat(result.details()).as("a skip says why").isNotEmpty();
				}
			}
			boolean open = entry.status() == Status.REPORTED || entry.status() == Status.DEVELOPER_CONFIRMED;
			RecheckResult byCase = r.results().get(0);
			boolean sameRelease = byCase.details().stream().noneMatch(d -> d.startsWith("recorded on"));
			if (open && sameRelease) {
				// an open upstream report on the release it was recorded on: its repro still fails, here
				assertThat(entry.candidate()).as(r.what() + " embeds the candidate it was promoted from").isNotNull();
				assertThat(byCase.mode()).isEqualTo(CaseRecheck.MODE);
				assertThat(byCase.answer()).as(r.describe()).isEqualTo(RecheckResult.Answer.STILL_FAILS);
			}
		}
	}

	@Example
	void theKnownJenaDisjunctionBugStillFailsTheSameWayByCase() throws IOException {
		List<Rechecks.Report> reports = Rechecks.recheckLedger(LedgerTests.fixture("valid.jsonl"), Rechecks.By.BOTH, EngineCatalog.embedded(), SeedRecheck::run);
		assertThat(reports).hasSize(1);
		RecheckResult byCase = reports.get(0).results().get(0);
		RecheckResult bySeed = reports.get(0).results().get(1);
		System.out.println(reports.get(0).describe());
		assertThat(byCase.mode()).isEqualTo("case");
		assertThat(bySeed.answer()).isEqualTo(RecheckResult.Answer.SKIPPED);
		assertThat(bySeed.describe()).contains("no seed recorded");
		if (!ARQ.VERSION.equals("5.6.0")) {
			throw new org.opentest4j.TestAbortedException("the bug pinned here is Jena 5.6.0's; this build runs " + ARQ.VERSION);
		}
		assertThat(byCase.answer()).as(byCase.describe()).isEqualTo(RecheckResult.Answer.STILL_FAILS);
	}

	@Example
	void anEntryForAnEngineNotAvailableHereIsSkippedSayingSo() throws IOException {
		Candidate jena = KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), new JenaEngine());
		Candidate rdf4j = new Candidate(Candidate.FORMAT, "c-rdf4j-fixture", jena.classification(), jena.oracle(),
			List.of(new EngineRef("rdf4j-not-here", "5.2.1")), jena.property(), jena.replay(), jena.shrunk(), jena.original(),
			jena.signature(), jena.message());
		Path ledger = Files.createTempDirectory("sparqlcheck-ledger").resolve("ledger.jsonl");
		Ledger.append(ledger, LedgerEntry.promote(rdf4j, "https://github.com/eclipse-rdf4j/rdf4j/issues/6050",
			Status.REPORTED, "fixture: an engine this build does not have"));
		Files.copy(LedgerTests.fixture("by-hand.jsonl"), ledger.resolveSibling("by-hand.jsonl"));
		String byHand = Files.readString(ledger.resolveSibling("by-hand.jsonl"));
		Files.writeString(ledger, Files.readString(ledger) + byHand);

		List<Rechecks.Report> reports = Rechecks.recheckLedger(ledger, Rechecks.By.CASE, EngineCatalog.embedded(), SeedRecheck::run);
		assertThat(reports).hasSize(2);
		assertThat(reports.get(0).results()).singleElement().satisfies(r -> {
			assertThat(r.answer()).isEqualTo(RecheckResult.Answer.SKIPPED);
			assertThat(r.describe()).contains("engine rdf4j-not-here not available here (the embedded engines: jena");
		});
		assertThat(reports.get(1).results()).singleElement().satisfies(r -> {
			assertThat(r.answer()).isEqualTo(RecheckResult.Answer.SKIPPED);
			assertThat(r.describe()).contains("records no candidate");
		});
	}
}
