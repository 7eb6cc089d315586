package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.KnownFailures;
import io.sparqlcheck.ledger.TriagedFinding;
import io.sparqlcheck.oracle.Oracles;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 27: a user's property lets a known engine bug pass, through the project's own ledger and
 * findings, and nothing else. A repro of a triaged RDF4J finding, replayed on the real in-process
 * RDF4J, fails {@code holds()} and passes {@code holdsUnlessKnown()}; the same verdict fails it when
 * the files know nothing; a deliberately wrong engine's violation, which no file knows, still fails.
 */
class HoldsUnlessKnownTests {

	private static final Path LEDGER = Path.of("ledger.jsonl");
	private static final Path FINDINGS = Path.of("findings.jsonl");

	@Example
	void aKnownRdf4jBugPassesAndFailsWithoutTheFiles() throws Exception {
		Candidate repro = Findings.read(FINDINGS).stream().map(TriagedFinding::repros).flatMap(List::stream)
			.filter(c -> c.engines().stream().map(EngineRef::name).toList().equals(List.of("rdf4j")))
			.findFirst().orElseThrow();
		Verdict v;
		try (Engine rdf4j = new Rdf4jEngine()) {
			v = Oracles.bind(repro.oracle(), List.of(rdf4j)).orElseThrow().check(repro.shrunk().sparqlCase());
		}
		assertThat(v.kind()).as(repro.id() + ": " + v.describe()).isNotEqualTo(VerdictKind.PASS);
		assertThatThrownBy(() -> SparqlAssertions.assertThat(v).holds()).isInstanceOf(AssertionError.class);

		KnownFailures known = KnownFailures.of(LEDGER, FINDINGS);
		assertThat(known.known(v)).as(v.describe()).isPresent();
		SparqlAssertions.assertThat(v).holdsUnlessKnown(known);
		SparqlAssertions.assertThat(v).holdsUnlessKnown(); // the working directory's files: this project's own

		Path none = Files.createTempDirectory("sparqlcheck-known");
		KnownFailures nothing = KnownFailures.of(none.resolve("ledger.jsonl"), none.resolve("findings.jsonl"));
		assertThatThrownBy(() -> SparqlAssertions.assertThat(v).holdsUnlessKnown(nothing)).isInstanceOf(AssertionError.class);
	}

	@Example
	void aFailureNoFileKnowsStillFails() {
		KnownFailures known = KnownFailures.ofWorkingDirectory();
		assertThat(known.size()).isPositive();
		try (Engine mutant = Mutants.dropsOneFilteredRow(new JenaEngine())) {
			Verdict violation = null;
			for (int seed = 0; seed < 200 && violation == null; seed++) {
				Verdict v = Tlp.on(mutant).check(SparqlArbitraries.cases("core-1").caseForSeed(seed));
				violation = v.kind() == VerdictKind.VIOLATION ? v : null;
			}
			assertThat(violation).as("the mutant is caught").isNotNull();
			Verdict caught = violation;
			assertThat(known.known(caught)).isEmpty();
			assertThatThrownBy(() -> SparqlAssertions.assertThat(caught).holdsUnlessKnown(known)).isInstanceOf(ViolationError.class);
		}
	}
}
