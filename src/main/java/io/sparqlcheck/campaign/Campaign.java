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
 *
 * <p>Each case, with its fingerprint, construct keys and preconditions, is prepared by a
 * {@link CaseFeed}, ahead on a second thread unless the campaign was made with prefetch 0; the
 * verdicts, the summary and the candidates do not depend on which.
 */
public final class Campaign {

	/**
	 * The default campaign-wide cap on shrinks: 600, so that the main job (core-3, seeds 0..999) shrinks
	 * every failure it meets with new operators or constructs ({@link RootCauses}: those may use half of
	 * the cap). With 100 the failures of seeds 412, 797, 898 and 938 stayed unshrunk, in groups no
	 * signature can know; with 300 and a shrink for every new pre-signature, those of seeds 576, 578,
	 * 660 and 938 did (165 shrinks, the cap's half spent); 600 shrinks them all (244 shrinks).
	 */
	public static final int DEFAULT_MAX_SHRINKS_TOTAL = 600;

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
	 * @param dataFile        the user's data file the cases are over ({@code campaign --data}), for the
	 *                        printed replay commands, or null when the cases come from a grammar
	 */
	public record Options(SeedRange range, Duration timeLimit, int maxShrinks, int maxShrinksTotal, PrintStream progress,
						  Path candidates, String enginesFile, String dataFile) {

		/** Options for cases from a grammar (no data file). */
		public Options(SeedRange range, Duration timeLimit, int maxShrinks, int maxShrinksTotal, PrintStream progress,
					   Path candidates, String enginesFile) {
			this(range, timeLimit, maxShrinks, maxShrinksTotal, progress, candidates, enginesFile, null);
		}

		/** Options whose candidate records go to that file, with the default total cap and no engines file. */
		public Options(SeedRange range, Duration timeLimit, int maxShrinks, PrintStream progress, Path candidates) {
			this(range, timeLimit, maxShrinks, DEFAULT_MAX_SHRINKS_TOTAL, progress, candidates, null);
		}

		/** Options whose candidate records go to the default file, {@link Candidates#file()}. */
		public Options(SeedRange range, Duration timeLimit, int maxShrinks, PrintStream progress) {
			this(range, timeLimit, maxShrinks, progress, Candidates.file());
		}
	}

	/**
	 * Plans are asked on one case in this many ({@link #asksPlans}). Whether an optimizer left a pair's
	 * plan as it was is a diagnostic of each oracle's power that never changes a verdict, and asking it
	 * on every case was 8 % of a default campaign's CPU (a profile of 4,000 mix-3 cases, docs/benchmarks.md,
	 * session 27): a sample gives the share as well.
	 */
	public static final int PLAN_SAMPLE = 8;

	/**
	 * Whether a campaign asks the plans of the case of this seed: on one case in {@link #PLAN_SAMPLE}, by its
	 * seed alone. The seed is mixed first (the plan guide's {@link PlanGuide#subSeed}), so that the sample is not
	 * one residue class: a sampled oracle ({@code norec/8}) or a shard ({@code --shard i/8}) takes residue classes
	 * of the seed, and would otherwise meet the plan sample on all of its cases or on none.
	 */
	public static boolean asksPlans(long caseSeed) {
		return PlanGuide.subSeed(caseSeed, 1) % PLAN_SAMPLE == 0; // a sub-seed past the first is never negative
	}

	/** How many cases a campaign prepares ahead of the one it checks, by default ({@link CaseFeed}). */
	public static final int DEFAULT_PREFETCH = 64;

	private final CaseArbitrary cases;
	private final List<Check> checks;
	private final Triage triage;
	private final int prefetch;
	private final GuideType guide;

	/** A campaign of these checks over these cases, with what is already known; cases prepared ahead on a second thread. */
	public Campaign(CaseArbitrary cases, List<Check> checks, Triage triage) {
		this(cases, checks, triage, DEFAULT_PREFETCH);
	}

	/**
	 * A campaign that prepares up to {@code prefetch} cases ahead on a thread of its own (generation,
	 * fingerprint, construct keys and preconditions), or, with 0, each case on the campaign's thread
	 * when its turn comes. The summary, fingerprint and candidates are the same either way.
	 */
	public Campaign(CaseArbitrary cases, List<Check> checks, Triage triage, int prefetch) {
		this(cases, checks, triage, prefetch, Guides.DEFAULT);
	}

	/** The same campaign with its cases chosen by this guide ({@link Guides}); a run starts it afresh. */
	public Campaign guided(GuideType by) {
		return new Campaign(cases, checks, triage, prefetch, by);
	}

	private Campaign(CaseArbitrary cases, List<Check> checks, Triage triage, int prefetch, GuideType guide) {
		if (checks.isEmpty()) {
			throw new IllegalArgumentException("a campaign needs at least one check");
		}
		if (prefetch < 0) {
			throw new IllegalArgumentException("prefetch must be 0 or more, not " + prefetch);
		}
		this.cases = cases;
		this.checks = List.copyOf(checks);
		this.triage = triage;
		this.prefetch = prefetch;
		this.guide = guide;
	}

	/** Runs the campaign; see the class comment. */
	public CampaignSummary run(Options options) {
		return run(options, CampaignWatch.NONE);
	}

	/** Runs the campaign, telling the watch each known failure and asking it before each case whether to stop. */
	public CampaignSummary run(Options options, CampaignWatch watch) {
		CampaignSummary summary = CampaignSummary.start(cases.generatorVersion(), options.range());
		for (Check c : checks) {
			c.engines().forEach(e -> summary.engine(e.name(), e.version()));
		}
		Progress progress = new Progress(options.progress(), options.range().size(), options.timeLimit());
		RootCauses roots = new RootCauses(options.maxShrinks(), options.maxShrinksTotal());
		// Coverage is counted once per case: from the first check of each oracle (TLP's on the first engine).
		Set<Check> coverageSources = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>()); // a Check's record hash walks its engines and oracle
		Set<OracleType> seenTypes = new HashSet<>();
		for (Check c : checks) {
			if (seenTypes.add(c.type())) {
				coverageSources.add(c);
			}
		}
		List<Pending> pending = new java.util.ArrayList<>();
		CrashWatch crashes = new CrashWatch(checks);
		CoverageCurve curve = new CoverageCurve();
		io.sparqlcheck.arbitraries.SparqlArbitraries.inGenerationContext(() -> {
			// One execution of jqwik for all of the run's shrinks (started at the first), ended before the summary.
			try (JqwikShrinker.Session shrinks = JqwikShrinker.session(true);
				 CaseFeed feed = CaseFeed.start(guide.start(cases), checks, options.range(), prefetch)) {
				seeds:
				for (CaseFeed.Prepared prepared; !progress.outOfTime() && !watch.stop() && (prepared = feed.next()) != null; ) {
					long seed = prepared.choice().caseSeed(), rangeSeed = prepared.seed(); // a shrink, a record, a replay regenerate the case from the first
					SparqlCase c = prepared.sparqlCase();
					curve.add(prepared.choice());
					summary.checked(prepared.fingerprintTerm());
					summary.constructs(prepared.constructs());
					Preconditions preconditions = prepared.preconditions();
					for (Check check : checks) {
						if (!check.runsOn(seed)) {
							continue; // a sampled oracle's case for another: not run, not counted
						}
						Optional<String> voided = preconditions.voided(check.type());
						if (voided.isPresent()) {
							summary.skipped(check.oracleName(), check.engineLabel(), voided.get());
							progress.count(Outcome.SKIPPED);
							continue;
						}
						Verdict v = check.oracle().check(c);
						crashes.after(seed, c, check);
						if (v instanceof Verdict.EngineFailure && check.engines().stream().anyMatch(e -> e.outage().isPresent())) {
							break seeds; // an endpoint down for good: stop, this check uncounted, rather than fail every later one
						}
						if (!check.oracle().observesPlans() || asksPlans(seed)) {
							observe(check, v, summary, coverageSources);
						}
						if (v instanceof Verdict.Pass p) {
							Optional<String> latitude = p.latitude().isEmpty() ? Optional.empty()
								: Optional.of(String.join(" + ", p.latitude().stream().map(LatitudeMatch::describe).distinct().toList()));
							latitude.ifPresent(summary::knownAs);
							Outcome o = latitude.isPresent() ? Outcome.KNOWN : Outcome.PASS;
							summary.add(check.oracleName(), check.engineLabel(), o);
							progress.count(o);
							continue;
						}
						failure(check, seed, v, roots, summary, progress, options, shrinks, pending).ifPresent(k -> watch.known(rangeSeed, k));
					}
					progress.caseDone();
				}
				replayUnshrunk(pending, roots, summary, progress, options, shrinks);
				crashes.list(summary, options, cases.generatorVersion(), options.progress());
			}
			return null;
		});
		summary.planCoverage(curve.points());
		summary.sealFingerprint();
		progress.finish();
		return summary;
	}

	/** A failure left unshrunk and unmatched, to be replayed against the known bugs before the summary. */
	private record Pending(Check check, long seed, Verdict verdict, boolean knownFamily) {
	}

	/**
	 * Shrinks the failure if {@link RootCauses} says so (failures of no known family first), groups it,
	 * classifies it and counts it; one left unshrunk and unmatched waits in {@code pending}.
	 * Returns what the failure is known as (empty for a new or pending one).
	 */
	private Optional<String> failure(Check check, long seed, Verdict v, RootCauses roots, CampaignSummary summary, Progress progress,
						 Options options, JqwikShrinker.Session shrinks, List<Pending> pending) {
		Optional<JqwikShrinker.Shrunk> shrunk = Optional.empty();
		RootCauses.Group group;
		// a known crash: its text is its identity, no shrink needed (named by its record when its shape is one)
		Optional<String> thrown = triage.knownByException(v).map(t -> triage.knownAs(v, LedgerTriage.names(check)).orElse(t));
		if (thrown.isPresent()) {
			count(check, seed, v, RootCauses.knownByException(v, thrown.get()), shrunk, summary, progress, options);
			return thrown;
		}
		boolean knownFamily = triage.knownFamily(v);
		if (roots.shouldShrink(v, knownFamily)) {
			shrunk = shrink(check, seed, summary, options, shrinks);
			Optional<Verdict> s = shrunk.map(JqwikShrinker.Shrunk::verdict);
			group = roots.shrunk(v, s, s.isPresent() ? known(s.get(), check) : triage.knownAs(v, LedgerTriage.names(check)));
		} else {
			group = roots.assign(v, triage.knownAs(v, LedgerTriage.names(check)));
			if (group.unshrunk() && roots.mayAskCause(v, knownFamily)) {
				Optional<String> byCause = triage.knownByCause(v, check.engines());
				if (byCause.isPresent()) {
					group = roots.knownByCause(v, byCause.get());
				}
			}
		}
		if (shrunk.isEmpty() && group.unshrunk() && group.knownAs().isEmpty()) {
			pending.add(new Pending(check, seed, v, knownFamily));
			return Optional.empty();
		}
		count(check, seed, v, group, shrunk, summary, progress, options);
		return group.knownAs();
	}

	/**
	 * Nothing unshrunk is called new: each failure left unshrunk and unmatched is replayed, in seed
	 * order with those of no known family first, within {@link RootCauses#mayReplay}: shrunk now and
	 * matched against the known bugs, or put in the group of one shrunk since. What is left is
	 * counted in its class's unshrunk group, which the summary lists apart from the new groups.
	 */
	private void replayUnshrunk(List<Pending> pending, RootCauses roots, CampaignSummary summary, Progress progress,
								Options options, JqwikShrinker.Session shrinks) {
		List<Pending> order = new java.util.ArrayList<>(pending.stream().filter(p -> !p.knownFamily()).toList());
		pending.stream().filter(Pending::knownFamily).forEach(order::add);
		for (Pending p : order) {
			Optional<String> own = triage.knownAs(p.verdict(), LedgerTriage.names(p.check()));
			RootCauses.Group group = roots.assign(p.verdict(), own);
			Optional<JqwikShrinker.Shrunk> shrunk = Optional.empty();
			boolean reachable = p.check().engines().stream().noneMatch(e -> e.outage().isPresent());
			if (group.unshrunk() && group.knownAs().isEmpty() && reachable && roots.mayReplay(p.verdict())) {
				shrunk = shrink(p.check(), p.seed(), summary, options, shrinks);
				Optional<Verdict> s = shrunk.map(JqwikShrinker.Shrunk::verdict);
				group = roots.replayed(p.verdict(), s, s.isEmpty() ? own : known(s.get(), p.check()));
			}
			count(p.check(), p.seed(), p.verdict(), group, shrunk, summary, progress, options);
		}
	}

	/**
	 * What a shrunk failure is known as: by its identity, else by its cause (an engine failure's
	 * exception; for a failure of a known family, a few re-runs of the shrunk case with each optimizer
	 * step off, which the triage asks only then).
	 */
	private Optional<String> known(Verdict shrunk, Check check) {
		Optional<String> byShape = triage.knownAs(shrunk, LedgerTriage.names(check));
		return byShape.isPresent() ? byShape : triage.knownByCause(shrunk, check.engines());
	}

	/** Classifies and counts a grouped failure, and lists it when it is not known. */
	private void count(Check check, long seed, Verdict v, RootCauses.Group group, Optional<JqwikShrinker.Shrunk> shrunk,
					   CampaignSummary summary, Progress progress, Options options) {
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
				options.dataFile(), check, LedgerTriage.names(check), options.enginesFile(),
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
	private Optional<JqwikShrinker.Shrunk> shrink(Check check, long seed, CampaignSummary summary, Options options,
												  JqwikShrinker.Session shrinks) {
		PrintStream progress = options.progress();
		try {
			return shrinks.shrink(check.oracle()::check, cases, seed, options.candidates(),
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
