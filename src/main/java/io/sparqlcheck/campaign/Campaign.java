package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.jqwik.JqwikShrinker;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Preconditions;
import io.sparqlcheck.oracle.LatitudeMatch;
import io.sparqlcheck.oracle.Observation;
import io.sparqlcheck.oracle.OracleType;
import io.sparqlcheck.oracle.Verdict;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A campaign: every check on the case of every seed of a range (or shard), each verdict classified,
 * failures shrunk by jqwik and grouped by root cause, everything counted in a {@link CampaignSummary}.
 *
 * <p>Classification: PASS is pass; a VIOLATION or ENGINE_FAILURE that {@link Triage} knows is known;
 * any other VIOLATION is a candidate; any other ENGINE_FAILURE is an engine failure (a candidate of
 * the engine-error class, never counted as a wrong result). What is known is decided on the shrunk
 * case, since that is what a ledger records. {@link RootCauses} decides, in seed order and without
 * looking at any clock, which failures are shrunk (within {@code maxShrinks} per signature and
 * {@code maxShrinksTotal} in all) and puts every failure in the group of its shrunk signature; a
 * failure that was not shrunk takes its group's classification. With {@code maxShrinks} 0 nothing is
 * shrunk and each failure is matched as it is.
 */
public final class Campaign {

	/** The default campaign-wide cap on shrinks. */
	public static final int DEFAULT_MAX_SHRINKS_TOTAL = 100;

	/**
	 * How to run.
	 *
	 * @param range           the seeds (and shard) to check
	 * @param timeLimit       stop starting new cases after this long, or null for no limit
	 * @param maxShrinks      how many shrinks each new signature (and each class of unshrunk failures) may cost
	 * @param maxShrinksTotal how many shrinks the whole campaign may cost
	 * @param progress        where to print progress lines ({@link Progress}), or null
	 * @param candidates      the file the candidate records of the shrunk failures are appended to
	 * @param enginesFile     the engines file the engines came from, for the printed commands, or null
	 */
	public record Options(SeedRange range, Duration timeLimit, int maxShrinks, int maxShrinksTotal, PrintStream progress,
						  Path candidates, String enginesFile) {

		/** Options whose candidate records go to that file, with the default total cap and no engines file. */
		public Options(SeedRange range, Duration timeLimit, int maxShrinks, PrintStream progress, Path candidates) {
			this(range, timeLimit, maxShrinks, DEFAULT_MAX_SHRINKS_TOTAL, progress, candidates, null);
		}

		/** Options whose candidate records go to the default file, {@link Candidates#file()}. */
		public Options(SeedRange range, Duration timeLimit, int maxShrinks, PrintStream progress) {
			this(range, timeLimit, maxShrinks, progress, Candidates.file());
		}
	}

	private final CaseArbitrary cases;
	private final List<Check> checks;
	private final Triage triage;

	/** A campaign of these checks over these cases, with what is already known. */
	public Campaign(CaseArbitrary cases, List<Check> checks, Triage triage) {
		if (checks.isEmpty()) {
			throw new IllegalArgumentException("a campaign needs at least one check");
		}
		this.cases = cases;
		this.checks = List.copyOf(checks);
		this.triage = triage;
	}

	/** Runs the campaign; see the class comment. */
	public CampaignSummary run(Options options) {
		CampaignSummary summary = CampaignSummary.start(cases.generatorVersion(), options.range());
		for (Check c : checks) {
			c.engines().forEach(e -> summary.engine(e.name(), e.version()));
		}
		Progress progress = new Progress(options.progress(), options.range().size(), options.timeLimit());
		RootCauses roots = new RootCauses(options.maxShrinks(), options.maxShrinksTotal());
		// Coverage is counted once per case: from the first check of each oracle (TLP's on the first engine).
		Set<Check> coverageSources = new HashSet<>();
		Set<OracleType> seenTypes = new HashSet<>();
		for (Check c : checks) {
			if (seenTypes.add(c.type())) {
				coverageSources.add(c);
			}
		}
		io.sparqlcheck.arbitraries.SparqlArbitraries.inGenerationContext(() -> {
			seeds:
			for (long seed : (Iterable<Long>) options.range().seeds()::iterator) {
				if (progress.outOfTime()) {
					break;
				}
				SparqlCase c = cases.caseForSeed(seed);
				summary.checked(seed, c.fingerprint());
				summary.constructs(ConstructCoverage.keys(c.pattern()));
				Preconditions preconditions = Preconditions.of(c);
				for (Check check : checks) {
					Optional<String> voided = preconditions.voided(check.type());
					if (voided.isPresent()) {
						summary.skipped(check.oracleName(), check.engineLabel(), voided.get());
						progress.count(Outcome.SKIPPED);
						continue;
					}
					Verdict v = check.oracle().check(c);
					if (v instanceof Verdict.EngineFailure && check.engines().stream().anyMatch(e -> e.outage().isPresent())) {
						break seeds; // an endpoint down for good: stop, this check uncounted, rather than fail every later one
					}
					observe(check, v, summary, coverageSources);
					if (v instanceof Verdict.Pass p) {
						Optional<String> latitude = p.latitude().isEmpty() ? Optional.empty()
							: Optional.of(String.join(" + ", p.latitude().stream().map(LatitudeMatch::describe).distinct().toList()));
						latitude.ifPresent(summary::knownAs);
						Outcome o = latitude.isPresent() ? Outcome.KNOWN : Outcome.PASS;
						summary.add(check.oracleName(), check.engineLabel(), o);
						progress.count(o);
						continue;
					}
					failure(check, seed, v, roots, summary, progress, options);
				}
				progress.caseDone();
			}
			return null;
		});
		progress.finish();
		return summary;
	}

	/** Shrinks the failure if {@link RootCauses} says so, groups it, classifies it and counts it. */
	private void failure(Check check, long seed, Verdict v, RootCauses roots, CampaignSummary summary, Progress progress,
						 Options options) {
		Optional<JqwikShrinker.Shrunk> shrunk = Optional.empty();
		RootCauses.Group group;
		if (roots.shouldShrink(v)) {
			shrunk = shrink(check, seed, summary, options);
			Optional<Verdict> s = shrunk.map(JqwikShrinker.Shrunk::verdict);
			group = roots.shrunk(v, s, triage.knownAs(s.orElse(v), LedgerTriage.names(check)));
		} else {
			group = roots.assign(v, triage.knownAs(v, LedgerTriage.names(check)));
		}
		Optional<String> known = group.knownAs();
		Outcome outcome = known.isPresent() ? Outcome.KNOWN
			: v instanceof Verdict.Violation ? Outcome.CANDIDATE : Outcome.ENGINE_FAILURE;
		known.ifPresent(summary::knownAs);
		summary.add(check.oracleName(), check.engineLabel(), outcome);
		summary.grouped(group.name(), seed, known.orElse(null), shrunk.isPresent(),
			shrunk.map(JqwikShrinker.Shrunk::candidateId).orElse(null), shrunk.map(JqwikShrinker.Shrunk::evaluations).orElse(null));
		progress.count(outcome);
		if (outcome != Outcome.KNOWN) {
			summary.candidate(CandidateView.of(seed, v, group, shrunk, CandidateView.Replay.of(cases.generatorVersion(),
				check, LedgerTriage.names(check), options.enginesFile(),
				options.candidates() == null ? null : options.candidates().toString())));
		}
	}

	/** What the check's oracle observed: coverage (from one check per oracle) and plan collapse. */
	private static void observe(Check check, Verdict v, CampaignSummary summary, Set<Check> coverageSources) {
		for (Observation o : check.oracle().observe(v)) {
			if (o instanceof Observation.Coverage c && coverageSources.contains(check)) {
				summary.coverage(c.key(), c.count());
			} else if (o instanceof Observation.Plan p) {
				if (p.collapsed() == null) {
					summary.planUnexplained(p.pair()); // a diagnostic: it never changes a verdict, nor stops the campaign
				} else {
					summary.plan(p.pair(), p.collapsed());
				}
			}
		}
	}

	/**
	 * jqwik's shrink of the failure. A shrink that itself breaks (jqwik failing with something that
	 * is not a verdict) never ends the campaign: the failure stays a candidate, unshrunk, and the
	 * problem is counted in the summary and printed.
	 */
	private Optional<JqwikShrinker.Shrunk> shrink(Check check, long seed, CampaignSummary summary, Options options) {
		PrintStream progress = options.progress();
		try {
			return JqwikShrinker.shrink(check.oracle()::check, cases, seed, options.candidates(), true,
				io.sparqlcheck.jqwik.PropertyRun.Target.DEFAULT_EVALUATIONS);
		} catch (RuntimeException e) {
			// Any failure of the shrink itself keeps the candidate, unshrunk; it never ends the campaign.
			String what = e instanceof IllegalStateException ? e.getMessage() : "shrinking seed " + seed + " failed: " + e
				+ (e.getStackTrace().length > 0 ? " at " + e.getStackTrace()[0] : "");
			summary.shrinkProblem(check.oracleName() + " " + check.engineLabel() + ": " + what);
			if (progress != null) {
				progress.println("[campaign] " + what + "; the candidate is kept unshrunk");
			}
			return Optional.empty();
		}
	}
}
