package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.engine.RenamedEngine;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.Signature;
import io.sparqlcheck.ledger.TriagedFinding;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The known set matches a failure by what the bug is, on the real engines: a finding's repro run in
 * another engine order, or on another release of the bug's family (a managed Jena), is that finding;
 * on a release outside the recorded range it is the finding with its range widened; a different bug
 * on an engine of the same name is new; and failures a campaign could not shrink are never new.
 */
class KnownBugsTests {

	private static KnownBugs repository() throws Exception {
		return KnownBugs.read(Path.of(Ledger.DEFAULT_FILE), Path.of(TriagedFinding.DEFAULT_FILE), Path.of(Attributions.DEFAULT_FILE));
	}

	private static TriagedFinding finding(String id) throws Exception {
		return Findings.find(Path.of(TriagedFinding.DEFAULT_FILE), id).orElseThrow();
	}

	private static Verdict check(String oracle, List<Engine> engines, SparqlCase c) {
		return Check.of(List.of(oracle), engines).get(0).oracle().check(c);
	}

	@Example
	void aDifferentialFindingIsKnownInAnotherEngineOrder() throws Exception {
		TriagedFinding f = finding("rdf4j-two-optionals-filter-unbound");
		Candidate repro = f.repros().get(0);
		assertThat(repro.engines().stream().map(EngineRef::name)).containsExactly("jena", "jena-ref", "rdf4j", "rdf4j-noopt");
		EngineCatalog catalog = EngineCatalog.embedded();
		List<Engine> reversed = new ArrayList<>();
		for (String name : List.of("rdf4j-noopt", "rdf4j", "jena-ref", "jena")) {
			reversed.add(catalog.open(name).orElseThrow());
		}
		try {
			Verdict v = check("differential", reversed, repro.shrunk().sparqlCase());
			assertThat(v).isInstanceOf(Verdict.Violation.class);
			// the signature of the old triage names the engines in their order: it misses the finding
			assertThat(f.signatures()).doesNotContain(Signature.of(v, List.of("rdf4j-noopt", "rdf4j", "jena-ref", "jena")).hash());
			KnownBugs known = repository();
			assertThat(known.bugId(v)).contains(f.id());
			assertThat(known.match(v, List.of("rdf4j-noopt", "rdf4j", "jena-ref", "jena")).orElseThrow().widened()).isEmpty();
			// and the sides stay: Jena renamed as RDF4J and the other way round is not the same bug
			List<Engine> swapped = List.of(new RenamedEngine(reversed.get(3), "rdf4j"), new RenamedEngine(reversed.get(1), "jena"));
			assertThat(known.bugId(check("differential", swapped, repro.shrunk().sparqlCase()))).isNotEqualTo(Optional.of(f.id()));
		} finally {
			reversed.forEach(Engine::close);
		}
	}

	/**
	 * Both at once: the differential finding's repro on an older release of the failing engine
	 * ({@code rdf4j@4.3.6}, in the bisected range 4.0.0..5.2.1, run in-process in its own class
	 * loader) with the engines in another order than recorded is that finding, range not widened.
	 */
	@Example
	void aDifferentialFindingIsKnownOnAnotherReleaseInItsRangeInAnotherEngineOrder() throws Exception {
		TriagedFinding f = finding("rdf4j-two-optionals-filter-unbound");
		Candidate repro = f.repros().get(0);
		assertThat(repro.engines().stream().map(EngineRef::version)).contains("5.2.1");
		List<String> names = List.of("rdf4j-noopt", "rdf4j@4.3.6", "jena-ref", "jena");
		EngineCatalog catalog = EngineCatalog.embedded();
		List<Engine> engines = new ArrayList<>();
		for (String name : names) {
			engines.add(catalog.open(name).orElseThrow());
		}
		try {
			assertThat(engines.get(1).version()).startsWith("4.3.6");
			Verdict v = check("differential", engines, repro.shrunk().sparqlCase());
			assertThat(v).as(v.toString()).isInstanceOf(Verdict.Violation.class);
			KnownBugs.Match m = repository().match(v, names).orElseThrow();
			assertThat(m.bug().id()).isEqualTo(f.id());
			assertThat(m.widened()).isEmpty();
			assertThat(m.describe()).isEqualTo(f.knownAs());
		} finally {
			engines.forEach(Engine::close);
		}
	}

	@Example
	void aDifferentBugOnAnEngineOfTheSameNameIsNew() throws Exception {
		KnownBugs known = repository();
		int violations = 0;
		try (Rdf4jEngine rdf4j = new Rdf4jEngine()) {
			Engine mutant = new RenamedEngine(Mutants.dropsOneFilteredRow(rdf4j), "rdf4j");
			for (long seed = 0; seed < 40 && violations < 5; seed++) {
				SparqlCase c = SparqlArbitraries.cases().caseForSeed(seed);
				Verdict real = check("tlp", List.of(rdf4j), c);
				Verdict v = check("tlp", List.of(mutant), c);
				if (v instanceof Verdict.Violation && real instanceof Verdict.Pass) {
					violations++;
					assertThat(known.bugId(v)).as("seed %d: the mutant's dropped row is no known bug", seed).isEmpty();
				}
			}
		}
		assertThat(violations).as("the mutant must fail somewhere").isPositive();
	}

	@Example
	void aJenaFindingIsKnownOnAManagedReleaseInItsRangeAndWidenedOutsideIt() throws Exception {
		KnownBugs known = repository();
		TriagedFinding f = finding("jena-decimal-divide-by-zero-aborts");
		// its repros ran on 5.6.0; bisect recorded it failing from 3.17.0 (attributions.jsonl)
		assertThat(known.bugs().stream().filter(b -> b.id().equals(f.id())).findFirst().orElseThrow().range().contains("5.0.0")).isTrue();
		KnownBugs withoutBisect = KnownBugs.of(List.of(), List.of(f), List.of());
		assertThat(withoutBisect.bugs().get(0).range().toString()).isEqualTo("5.6.0");
		try (Engine jena500 = EngineCatalog.embedded().open("jena@5.0.0").orElseThrow()) {
			Candidate r = f.repros().get(0);
			Verdict v = check("tlp", List.of(jena500), r.shrunk().sparqlCase());
			assertThat(v).as(v.toString()).isInstanceOf(Verdict.EngineFailure.class);
			// a release in the recorded range: known, as itself
			KnownBugs.Match m = known.match(v, List.of("jena@5.0.0")).orElseThrow();
			assertThat(m.bug().id()).isEqualTo(f.id());
			assertThat(m.widened()).isEmpty();
			assertThat(m.describe()).isEqualTo(f.knownAs());
			// the same failure against a record that knows only 5.6.0: the bug, its range widened
			KnownBugs.Match widened = withoutBisect.match(v, List.of("jena@5.0.0")).orElseThrow();
			assertThat(widened.bug().id()).isEqualTo(f.id());
			assertThat(widened.widened()).containsExactly("JENA 5.0.0");
			assertThat(widened.describe()).startsWith("known bug, release range widened: " + f.id());
		}
	}

	@Example
	void failuresACampaignCouldNotShrinkAreNeverCountedNew() throws Exception {
		KnownBugs known = repository();
		try (JenaEngine jena = new JenaEngine(); Rdf4jEngine rdf4j = new Rdf4jEngine()) {
			List<Check> checks = Check.of(List.of("tlp", "norec"), List.of(rdf4j, jena));
			Path out = java.nio.file.Files.createTempDirectory("sparqlcheck-unshrunk").resolve("candidates.jsonl");
			// the failures here are crashes of known texts, which the campaign knows unshrunk (KnownCrashTests), and
			// failures of known families, which it asks for their cause unshrunk (KnownByCauseUnshrunkTests): without
			// either, as for a text several bugs threw or a cause that names nothing, they wait for a shrink
			Triage full = LedgerTriage.of(known);
			Triage notByText = new Triage() {
				@Override
				public java.util.Optional<String> knownAs(Verdict v, List<String> engines) {
					return full.knownAs(v, engines);
				}

				@Override
				public boolean knownFamily(Verdict v) {
					return full.knownFamily(v);
				}
			};
			CampaignSummary unshrinkable = new Campaign(SparqlArbitraries.cases(), checks, notByText)
				.run(new Campaign.Options(SeedRange.of(0, 150), null, 0, 0, null, out, null));
			long failing = unshrinkable.total(Outcome.CANDIDATE) + unshrinkable.total(Outcome.ENGINE_FAILURE);
			assertThat(failing).as("seeds 0..149 hold failures of known bugs").isPositive();
			assertThat(unshrinkable.confirmedNew()).isZero();
			assertThat(unshrinkable.unshrunk(false)).hasSize((int) failing);
			CampaignSummary byText = new Campaign(SparqlArbitraries.cases(), checks, full)
				.run(new Campaign.Options(SeedRange.of(0, 150), null, 0, 0, null, out, null));
			assertThat(byText.total(Outcome.KNOWN)).as("the crashes known by their text").isGreaterThan(unshrinkable.total(Outcome.KNOWN));
			assertThat(byText.confirmedNew()).isZero();

			// the same seeds with a shrink budget: every group a shrunk case stands for is a known bug
			CampaignSummary shrunk = new Campaign(SparqlArbitraries.cases(), checks, LedgerTriage.of(known))
				.run(new Campaign.Options(SeedRange.of(0, 150), null, 1, 1, null, out, null));
			assertThat(shrunk.confirmedNew()).as(shrunk.candidates().toString()).isZero();
			assertThat(shrunk.total(Outcome.KNOWN)).isPositive();
		}
	}
}
