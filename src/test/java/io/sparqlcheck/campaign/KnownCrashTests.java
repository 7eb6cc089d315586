package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.TriagedFinding;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A crash known by its exception text is known before any shrink: the campaign counts it known and
 * spends no shrink on it; a crash no known bug threw, or one several bugs threw, is still shrunk.
 */
class KnownCrashTests {

	private static Engine crashing() {
		return Mutants.wrap(new JenaEngine(), "crashes",
			(d, q) -> new QueryOutcome.Failure(q, QueryOutcome.FailureKind.EVALUATION_ERROR, "java.lang.IllegalStateException: boom"));
	}

	private static Triage knowing(boolean theText) {
		return new Triage() {
			@Override
			public Optional<String> knownAs(Verdict v, List<String> engines) {
				return Optional.empty();
			}

			@Override
			public Optional<String> knownByException(Verdict v) {
				return theText && v instanceof Verdict.EngineFailure ? Optional.of("known by cause: boom-bug") : Optional.empty();
			}
		};
	}

	@Example
	void aCrashKnownByItsTextIsCountedKnownWithoutAShrink() {
		Engine crashes = crashing();
		CampaignSummary known = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), List.of(crashes)), knowing(true))
			.run(new Campaign.Options(SeedRange.of(0, 30), null, 3, null));
		assertThat(known.total(Outcome.KNOWN)).isEqualTo(30);
		assertThat(known.known()).containsOnlyKeys("known by cause: boom-bug");
		assertThat(known.candidates()).isEmpty();
		assertThat(known.shrinkEvaluations()).isEmpty();

		// the same crash with its text unknown is shrunk and listed
		CampaignSummary unknown = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), List.of(crashes)), knowing(false))
			.run(new Campaign.Options(SeedRange.of(0, 30), null, 3, null));
		assertThat(unknown.total(Outcome.KNOWN)).isZero();
		assertThat(unknown.shrinkEvaluations()).isNotEmpty();
	}

	/** The verdict the record's oracle gives today on the engine, for its shrunk case. */
	private static Verdict replay(Candidate c, Engine engine) {
		return Check.of(List.of(c.oracle().toLowerCase(java.util.Locale.ROOT)), List.of(engine)).get(0).oracle().check(c.shrunk().sparqlCase());
	}

	@Example
	void theProjectsOwnCrashesAreKnownUnshrunkOnlyWhenOneBugThrewTheirText() throws Exception {
		Triage triage = LedgerTriage.of(KnownBugs.ofWorkingDirectory());
		Candidate hashJoin = Ledger.read(Path.of(Ledger.DEFAULT_FILE)).stream().filter(e -> e.id().equals("c-7151ed22b5a4"))
			.findFirst().orElseThrow().candidate();
		try (JenaEngine jena = new JenaEngine()) {
			Verdict v = replay(hashJoin, jena);
			assertThat(v).isInstanceOf(Verdict.EngineFailure.class);
			assertThat(triage.knownByException(v)).hasValueSatisfying(k -> assertThat(k).contains("MultiHashProbeTable"));
		}
		// "Node has no parent": three RDF4J bugs threw it, so only the shrunk case's optimizer steps can tell which
		Candidate folding = Findings.read(Path.of(TriagedFinding.DEFAULT_FILE)).stream()
			.filter(f -> f.id().equals("rdf4j-in-member-folding-crash")).findFirst().orElseThrow().repros().get(0);
		try (Rdf4jEngine rdf4j = new Rdf4jEngine()) {
			Verdict v = replay(folding, rdf4j);
			assertThat(v).isInstanceOf(Verdict.EngineFailure.class);
			assertThat(triage.knownByException(v)).isEmpty();
		}
	}
}
