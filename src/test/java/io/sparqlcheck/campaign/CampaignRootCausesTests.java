package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Failures are grouped by the signature of their shrunk case, within a shrink budget per class and
 * per campaign that a frequent failure cannot spend for a rare one; the same campaign twice writes
 * the same candidate records and the same summary, byte for byte.
 */
class CampaignRootCausesTests {

	private static CampaignSummary run(List<Engine> engines, int maxShrinks, int total, Path candidates) {
		Campaign campaign = new Campaign(SparqlArbitraries.cases(), Check.of(List.of("tlp"), engines), Triage.NOTHING_KNOWN);
		return campaign.run(new Campaign.Options(SeedRange.of(0, 40), null, maxShrinks, total, null, candidates, null));
	}

	@Example
	void groupsAreShrunkSignaturesAndAFrequentFailureDoesNotStarveARareOne() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-roots");
		// The mutant fails on most cases; the failing engine on every one, but in one class only.
		List<Engine> engines = List.of(Mutants.dropsOneFilteredRow(new JenaEngine()), Mutants.alwaysFails("boom"));
		CampaignSummary s = run(engines, 1, 3, dir.resolve("c.jsonl"));
		Map<String, RootCauseGroup> groups = s.groups();
		assertThat(groups.keySet()).anySatisfy(g -> assertThat(g).startsWith("sig-").contains("always-fails 0 fails"));
		assertThat(groups.keySet()).anySatisfy(g -> assertThat(g).startsWith("sig-").contains("TLP on [jena"));
		assertThat(s.shrinkEvaluations()).hasSizeLessThanOrEqualTo(3).allSatisfy(n -> assertThat(n).isPositive());
		long raw = groups.values().stream().mapToLong(RootCauseGroup::raw).sum();
		assertThat(raw).isEqualTo(s.total(Outcome.CANDIDATE) + s.total(Outcome.ENGINE_FAILURE));
		assertThat(s.rawUnique()).isEqualTo(raw + ":" + groups.size());
		assertThat(s.candidates()).filteredOn(c -> c.shrunkData() != null).isNotEmpty().allSatisfy(c -> {
			assertThat(c.group()).startsWith("sig-");
			assertThat(c.candidateId()).startsWith("c-");
			assertThat(c.next()).anySatisfy(n -> assertThat(n).contains("report " + c.candidateId()))
				.anySatisfy(n -> assertThat(n).contains("recheck " + c.candidateId()))
				.anySatisfy(n -> assertThat(n).contains("promote " + c.candidateId()));
			assertThat(c.shrunkAnswers()).isNotEmpty();
			assertThat(c.recheck()).contains("--out target/sparqlcheck/replay-" + c.seed());
		});
	}

	private static Verdict failureOn(String engine, long seed) {
		SparqlCase c = SparqlArbitraries.inGenerationContext(() -> SparqlArbitraries.cases().caseForSeed(seed));
		return new Verdict.EngineFailure("TLP", List.of(engine), c, List.of(), engine,
			new QueryOutcome.Failure("q", QueryOutcome.FailureKind.EVALUATION_ERROR, "boom"));
	}

	@Example
	void aFrequentClassWhoseShrinksKeepFindingNewShapesLeavesTheCapToALateRareClass() {
		RootCauses roots = new RootCauses(3, 8);
		int frequentShrinks = 0;
		for (long seed = 0; seed < 60; seed++) {
			Verdict v = failureOn("frequent", seed);
			if (roots.shouldShrink(v, false)) {
				frequentShrinks++;
				roots.shrunk(v, Optional.of(v), Optional.empty()); // every shrink a new shape: its allowance keeps growing
			}
		}
		assertThat(frequentShrinks).isLessThanOrEqualTo(4);
		assertThat(roots.shouldShrink(failureOn("rare", 60), false)).as("the first failure of a class met late").isTrue();
	}

	@Example
	void aKnownFamilyGetsOnlyAProbePerDoublingBeyondItsFirstShrinksWhileAnUnknownFamilyOfTheSameShapesGetsMore() {
		// issue 26: the shrink budget goes first to groups that match no known family; issue 25: a
		// known family still gets a probe at each doubling of its failures, or a new bug of its class stays unshrunk for good
		RootCauses known = new RootCauses(3, 1000);
		RootCauses unknown = new RootCauses(3, 1000);
		java.util.List<Long> knownShrinks = new java.util.ArrayList<>();
		int unknownShrinks = 0;
		for (long seed = 0; seed < 600; seed++) {
			Verdict v = failureOn("frequent", seed);
			if (known.shouldShrink(v, true)) {
				knownShrinks.add(seed);
				known.shrunk(v, Optional.of(v), Optional.of("a known bug"));
			}
			if (unknown.shouldShrink(v, false)) {
				unknownShrinks++;
				unknown.shrunk(v, Optional.of(v), Optional.empty());
			}
		}
		assertThat(knownShrinks.subList(0, 3)).as("a known family: its class's first perSignature failures").containsExactly(0L, 1L, 2L);
		assertThat(knownShrinks.subList(3, knownShrinks.size())).as("then a probe at failure 64, 128, 256 and 512 or just after")
			.hasSizeBetween(3, 4).allSatisfy(seed -> assertThat(seed).isGreaterThanOrEqualTo(RootCauses.FIRST_PROBE - 1));
		assertThat(knownShrinks).as("a late failure of the family still shrunk").anySatisfy(seed -> assertThat(seed).isGreaterThan(500));
		assertThat(unknownShrinks).as("the same failures of no known family: a shrink per new pre-signature").isGreaterThan(knownShrinks.size());
		assertThat(known.shouldShrink(failureOn("rare", 600), false)).as("a failure of no known family met late").isTrue();
	}

	@Example
	void aClassWhoseShrinksKeepLandingOnOneSignatureStillShrinksEveryNewPreSignature() {
		// issue 12: the per-class stop left failures of new shapes unshrunk, in a group nobody had triaged
		RootCauses roots = new RootCauses(3, 1000);
		Verdict first = failureOn("frequent", 0);
		java.util.Set<String> pres = new java.util.HashSet<>();
		int shrinks = 0;
		for (long seed = 0; seed < 200; seed++) {
			Verdict v = failureOn("frequent", seed);
			if (roots.shouldShrink(v, false)) {
				shrinks++;
				roots.shrunk(v, Optional.of(first), Optional.empty()); // every shrink lands on the first failure's signature
			}
			pres.add(RootCauses.preSignature(v));
		}
		assertThat(pres).as("the 200 failures show several shapes").hasSizeGreaterThan(3);
		assertThat(shrinks).as("one shrink per distinct pre-signature, none more").isEqualTo(pres.size());
		for (long seed = 0; seed < 200; seed++) {
			assertThat(roots.assign(failureOn("frequent", seed), Optional.empty()).key()).as("seed " + seed).doesNotStartWith("unshrunk");
		}
	}

	@Example
	void mirroredSymmetricOperatorsAreOneShapeAndOrderedOperatorsAreNot() {
		Var o = Var.of("o"), w = Var.of("w");
		assertThat(ShapeKey.skeleton(new Expr.Comparison(Expr.CompareOp.EQ, o, w)))
			.isEqualTo(ShapeKey.skeleton(new Expr.Comparison(Expr.CompareOp.EQ, w, o)));
		assertThat(ShapeKey.skeleton(new Expr.Or(new Expr.Comparison(Expr.CompareOp.NE, w, o), Expr.FunctionCall.of("sameTerm", w, o))))
			.isEqualTo(ShapeKey.skeleton(new Expr.Or(Expr.FunctionCall.of("sameTerm", o, w), new Expr.Comparison(Expr.CompareOp.NE, o, w))));
		assertThat(ShapeKey.skeleton(new Expr.Comparison(Expr.CompareOp.LT, o, w)))
			.isNotEqualTo(ShapeKey.skeleton(new Expr.Comparison(Expr.CompareOp.LT, w, o)));
	}

	@Example
	void theReplayCommandCarriesTheDifferentialsToleranceWhenTheCampaignSetOne() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-replay");
		List<Engine> engines = List.of(new JenaEngine(), Mutants.dropsOneFilteredRow(new JenaEngine()));
		double relative = 1e-6;
		for (Double tolerance : java.util.Arrays.asList(relative, null)) {
			List<Check> checks = Check.of(List.of("differential"), engines).stream()
				.map(c -> tolerance == null ? c : new Check(c.type(), c.engines(), ((io.sparqlcheck.oracle.Differential) c.oracle())
					.withComparator(new io.sparqlcheck.compare.ResultComparator(new io.sparqlcheck.compare.Tolerance(
						io.sparqlcheck.compare.Tolerance.DEFAULT.absolute(), tolerance)))))
				.toList();
			CampaignSummary s = new Campaign(SparqlArbitraries.cases(), checks, Triage.NOTHING_KNOWN)
				.run(new Campaign.Options(SeedRange.of(0, 40), null, 0, 0, null, dir.resolve("c.jsonl"), null));
			assertThat(s.candidates()).as("the mutant drops filtered rows").isNotEmpty().allSatisfy(c -> {
				List<String> words = List.of(c.recheck().split(" "));
				assertThat(c.recheck()).startsWith("bin/sparqlcheck campaign --tries 1 --seed " + c.seed() + " --oracles differential --engines ")
					.contains(" --grammar " + SparqlArbitraries.cases().generatorVersion());
				if (tolerance == null) {
					assertThat(words).doesNotContain("--tolerance");
				} else {
					assertThat(words).contains("--tolerance");
					assertThat(Double.parseDouble(words.get(words.indexOf("--tolerance") + 1))).as("the same number, exactly").isEqualTo(relative);
				}
			});
		}
	}

	@Example
	void theSameCampaignTwiceWritesTheSameCandidatesAndSummary() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-roots-twice");
		Engine mutant = Mutants.dropsOneFilteredRow(new JenaEngine());
		CampaignSummary first = run(List.of(mutant), 2, 10, dir.resolve("first.jsonl"));
		CampaignSummary second = run(List.of(mutant), 2, 10, dir.resolve("second.jsonl"));
		assertThat(Files.readString(dir.resolve("second.jsonl"))).isNotEmpty().isEqualTo(Files.readString(dir.resolve("first.jsonl")));
		assertThat(second.toJson().replace("second.jsonl", "first.jsonl")).isEqualTo(first.toJson());
	}
}
