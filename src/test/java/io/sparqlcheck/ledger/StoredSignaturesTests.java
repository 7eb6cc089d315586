package io.sparqlcheck.ledger;

import net.jqwik.api.Example;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A record keeps the signature it was written with; {@code signatures} finds those this build signs
 * otherwise and {@code --write} re-signs them, nothing else in the record changing. The fixture's
 * repros were recorded before the form entered the signature (session 12).
 */
class StoredSignaturesTests {

	@Example
	void theRepositorysLedgerAndFindingsAreSignedAsThisBuildSignsThem() throws IOException {
		assertThat(StoredSignatures.check(Path.of(Ledger.DEFAULT_FILE), Path.of(TriagedFinding.DEFAULT_FILE)))
			.as("bin/sparqlcheck signatures --write re-signs them").isEmpty();
	}

	@Example
	void aSignatureFromBeforeTheFormIsFoundAndReSignedInPlace() throws IOException {
		List<Candidate> repros = Candidates.read(LedgerTests.fixture("form-collision.jsonl"));
		Candidate jena4240 = repros.get(0), limitZero = repros.get(1);
		Path dir = Files.createTempDirectory("sparqlcheck-signatures");
		Path ledger = dir.resolve("ledger.jsonl"), findings = dir.resolve("findings.jsonl");
		Ledger.append(ledger, LedgerEntry.promote(jena4240, "https://github.com/apache/jena/issues/4240", Status.DEVELOPER_CONFIRMED, "fixture"));
		Findings.put(findings, new TriagedFinding("comunica-limit-zero-ignored", "comunica", List.of("4.5.0"), "fixture",
			limitZero.classification(), List.of(), List.of(), "draft", FindingsTests.SEARCH).withRepro(limitZero));

		List<StoredSignatures.Stale> stale = StoredSignatures.check(ledger, findings);
		assertThat(stale).extracting(StoredSignatures.Stale::repro).containsExactly(jena4240.id(), limitZero.id());
		assertThat(stale).extracting(StoredSignatures.Stale::stored).containsExactly("sig-0147df95d635", "sig-e3ca2f098458");
		assertThat(StoredSignatures.write(ledger, findings)).isEqualTo(stale);
		assertThat(StoredSignatures.check(ledger, findings)).isEmpty();

		LedgerEntry entry = Ledger.read(ledger).get(0);
		assertThat(entry.signature()).isEqualTo(stale.get(0).now()).isEqualTo(entry.candidate().signature().hash());
		assertThat(entry.candidate().signature().key()).startsWith(jena4240.signature().key() + " | SELECT (GROUP_CONCAT(DISTINCT ?o");
		assertThat(entry.candidate().shrunk()).isEqualTo(jena4240.shrunk());
		TriagedFinding finding = Findings.read(findings).get(0);
		assertThat(finding.signatures()).containsExactly(stale.get(1).now());
		assertThat(finding.repros().get(0).signature().key()).endsWith("ORDER BY ASC(?n1) LIMIT 0");
		assertThat(finding.repros().get(0).id()).isEqualTo(limitZero.id());
	}
}
