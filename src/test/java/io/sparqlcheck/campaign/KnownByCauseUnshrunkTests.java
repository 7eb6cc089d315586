package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.JenaRefEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.TriagedFinding;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A known family's failure that a campaign leaves unshrunk (its class's first shrinks spent, no probe due) is
 * asked for its cause, once per pre-signature: a known bug met late in a campaign is named, not left in its
 * class's unshrunk group. Shown on the campaign with a triage that names a cause, and on the real engines
 * with the project's own records: the SameTerm rename met in a case larger than its repro.
 */
class KnownByCauseUnshrunkTests {

	/** A triage of one known family whose cause names "known by cause: the-bug", counting how often it is asked. */
	private static Triage causeNaming(boolean names, AtomicInteger asked) {
		return new Triage() {
			@Override
			public Optional<String> knownAs(Verdict v, List<String> engines) {
				return Optional.empty();
			}

			@Override
			public boolean knownFamily(Verdict v) {
				return true;
			}

			@Override
			public Optional<String> knownByCause(Verdict v, List<Engine> engines) {
				asked.incrementAndGet();
				return names ? Optional.of("known by cause: the-bug") : Optional.empty();
			}
		};
	}

	@Example
	void aKnownFamilysFailuresLeftUnshrunkAreNamedByTheirCauseOncePerPreSignature() {
		Engine wrong = Mutants.dropsOneFilteredRow(new JenaEngine());
		List<Check> check = Check.of(List.of("tlp"), List.of(wrong));
		AtomicInteger asked = new AtomicInteger();
		CampaignSummary named = new Campaign(SparqlArbitraries.cases(), check, causeNaming(true, asked))
			.run(new Campaign.Options(SeedRange.of(0, 200), null, 1, null));
		long failures = named.total(Outcome.KNOWN) + named.total(Outcome.CANDIDATE);
		assertThat(failures).as("the mutant fails often").isGreaterThan(20);
		assertThat(named.total(Outcome.KNOWN)).as("every failure named, shrunk or not").isEqualTo(failures);
		assertThat(named.known()).containsOnlyKeys("known by cause: the-bug");
		assertThat(asked.get()).as("asked once per pre-signature, not once per failure").isBetween(2, (int) failures - 1);

		// the same campaign whose cause names nothing: the unshrunk failures stay unnamed
		AtomicInteger askedAgain = new AtomicInteger();
		CampaignSummary unnamed = new Campaign(SparqlArbitraries.cases(), check, causeNaming(false, askedAgain))
			.run(new Campaign.Options(SeedRange.of(0, 200), null, 1, null));
		assertThat(unnamed.total(Outcome.KNOWN)).isZero();
		assertThat(askedAgain.get()).as("the same pre-signatures asked, and the shrunk cases").isGreaterThanOrEqualTo(asked.get());
	}

	@Example
	void aFailureOfNoKnownFamilyOrOfAPreSignatureWithAGroupIsNotAsked() {
		RootCauses roots = new RootCauses(3, 1000);
		Verdict v = failureOn(7);
		assertThat(roots.mayAskCause(v, false)).as("no known family: it is shrunk instead").isFalse();
		assertThat(roots.mayAskCause(v, true)).isTrue();
		assertThat(roots.mayAskCause(v, true)).as("its pre-signature asked once").isFalse();
		Verdict other = failureOn(8);
		RootCauses.Group g = roots.knownByCause(other, "known by cause: the-bug");
		assertThat(roots.assign(other, Optional.empty())).as("a later failure of the pre-signature joins the named group").isEqualTo(g);
		assertThat(roots.mayAskCause(other, true)).isFalse();
	}

	private static Verdict failureOn(long seed) {
		SparqlCase c = SparqlArbitraries.inGenerationContext(() -> SparqlArbitraries.cases().caseForSeed(seed));
		return new Verdict.EngineFailure("TLP", List.of("e"), c, List.of(), "e",
			new QueryOutcome.Failure("q", QueryOutcome.FailureKind.EVALUATION_ERROR, "boom"));
	}

	@Example
	void theSameTermRenameMetInALargerCaseThanItsReproIsNamedByItsStepOnTheRealEngines() throws Exception {
		Triage triage = LedgerTriage.of(KnownBugs.ofWorkingDirectory());
		Candidate repro = Findings.read(Path.of(TriagedFinding.DEFAULT_FILE)).stream()
			.filter(f -> f.id().equals("rdf4j-sameterm-union-invents-row")).findFirst().orElseThrow().repros().get(0);
		SparqlCase shrunk = repro.shrunk().sparqlCase();
		// the repro with an element more, which a shrink would have removed: a constant BIND first
		List<PatternElement> more = new ArrayList<>(shrunk.pattern().elements());
		more.add(0, new io.sparqlcheck.model.BindPattern(new io.sparqlcheck.model.Expr.Constant(io.sparqlcheck.model.Literal.integer(1)),
			new Var("b")));
		SparqlCase larger = new SparqlCase(shrunk.data(), new GroupPattern(more), shrunk.predicate());
		try (JenaEngine jena = new JenaEngine(); JenaRefEngine ref = new JenaRefEngine(); Rdf4jEngine rdf4j = new Rdf4jEngine();
			 Rdf4jEngine noopt = Rdf4jEngine.withoutOptimizers()) {
			List<Engine> engines = List.of(jena, ref, rdf4j, noopt);
			Verdict v = Check.of(List.of("differential"), engines).get(0).oracle().check(larger);
			assertThat(v).as("the larger case still fails").isInstanceOf(Verdict.Violation.class);
			assertThat(triage.knownAs(v, engines.stream().map(Engine::name).toList())).as("no repro has its shape").isEmpty();
			assertThat(triage.knownFamily(v)).isTrue();
			assertThat(triage.knownByCause(v, engines)).as("its step names the bug")
				.hasValueSatisfying(k -> assertThat(k).contains("rdf4j-sameterm-union-invents-row"));

			// and over empty data, where the rename has no row to invent, the same larger case passes: the failure above is the data's
			SparqlCase passing = new SparqlCase(new io.sparqlcheck.model.Dataset(List.of()), larger.pattern(), larger.predicate());
			assertThat(Check.of(List.of("differential"), engines).get(0).oracle().check(passing)).isInstanceOf(Verdict.Pass.class);
		}
	}
}
