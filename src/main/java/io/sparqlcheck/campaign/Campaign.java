package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.jqwik.JqwikShrinker;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.ExecutedQuery;
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
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A campaign: every check on the case of every seed of a range (or shard), each verdict classified,
 * each new failure shrunk by jqwik, everything counted in a {@link CampaignSummary}.
 *
 * <p>Classification: PASS is pass; a VIOLATION or ENGINE_FAILURE that {@link Triage} knows is known;
 * any other VIOLATION is a candidate; any other ENGINE_FAILURE is an engine failure (a candidate of
 * the engine-error class, never counted as a wrong result). What is known is decided on the shrunk
 * case, since that is what a ledger records: the first {@code maxShrinks} failures of each group are
 * shrunk by {@link JqwikShrinker} and matched; later ones of the group are known only when every
 * shrunk one was known as the same thing, and candidates otherwise (listed unshrunk). With
 * {@code maxShrinks} 0 nothing is shrunk and each failure is matched as it is.
 */
public final class Campaign {

	/**
	 * How to run.
	 *
	 * @param range      the seeds (and shard) to check
	 * @param timeLimit  stop starting new cases after this long, or null for no limit
	 * @param maxShrinks how many failures to shrink with jqwik, per group
	 * @param progress   where to print progress every two seconds, or null
	 * @param candidates the file the candidate records of the shrunk failures are appended to
	 */
	public record Options(SeedRange range, Duration timeLimit, int maxShrinks, PrintStream progress, Path candidates) {

		/** Options whose candidate records go to the default file, {@link Candidates#file()}. */
		public Options(SeedRange range, Duration timeLimit, int maxShrinks, PrintStream progress) {
			this(range, timeLimit, maxShrinks, progress, Candidates.file());
		}
	}

	private final CaseArbitrary cases;
	private final List<Check> checks;
	private final Triage triage;
	private final Function<Verdict, String> grouping;

	public Campaign(CaseArbitrary cases, List<Check> checks, Triage triage, Function<Verdict, String> grouping) {
		if (checks.isEmpty()) {
			throw new IllegalArgumentException("a campaign needs at least one check");
		}
		this.cases = cases;
		this.checks = List.copyOf(checks);
		this.triage = triage;
		this.grouping = grouping;
	}

	/** Groups failures by oracle, engines, verdict kind and the predicate's text. */
	public static String defaultGroup(Verdict v) {
		return v.oracle() + " | " + String.join(", ", v.engines()) + " | " + v.kind().name();
	}

	public CampaignSummary run(Options options) {
		CampaignSummary summary = CampaignSummary.start(cases.generatorVersion(), options.range());
		for (Check c : checks) {
			c.engines().forEach(e -> summary.engine(e.name(), e.version()));
		}
		Progress progress = new Progress(options.progress(), options.range().size(), options.timeLimit());
		Map<String, GroupState> groups = new java.util.HashMap<>();
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
					String group = grouping.apply(v);
					GroupState state = groups.computeIfAbsent(group, k -> new GroupState());
					Optional<Verdict> shrunk = Optional.empty();
					Optional<String> known;
					if (state.shrunk < options.maxShrinks()) {
						state.shrunk++;
						shrunk = shrink(check, seed, summary, options);
						known = triage.knownAs(shrunk.orElse(v), LedgerTriage.names(check));
						state.knownAs.add(known.orElse(null));
					} else if (options.maxShrinks() == 0) {
						known = triage.knownAs(v, LedgerTriage.names(check));
					} else {
						known = state.inherited();
					}
					Outcome outcome = known.isPresent() ? Outcome.KNOWN
						: v instanceof Verdict.Violation ? Outcome.CANDIDATE : Outcome.ENGINE_FAILURE;
					known.ifPresent(summary::knownAs);
					summary.add(check.oracleName(), check.engineLabel(), outcome);
					progress.count(outcome);
					if (outcome != Outcome.KNOWN) {
						summary.candidate(candidate(check, seed, v, group, shrunk));
					}
				}
				progress.caseDone();
			}
			return null;
		});
		progress.finish();
		return summary;
	}

	/**
	 * The failures of one group so far: how many were shrunk, and what each shrunk one was known as
	 * (null: nothing). A failure past the shrink budget takes the group's classification only when
	 * every shrunk representative was known as the same thing; otherwise it is a candidate.
	 */
	private static final class GroupState {
		int shrunk;
		final List<String> knownAs = new java.util.ArrayList<>();

		Optional<String> inherited() {
			if (knownAs.isEmpty() || knownAs.contains(null) || new HashSet<>(knownAs).size() != 1) {
				return Optional.empty();
			}
			return Optional.of(knownAs.get(0));
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
	private Optional<Verdict> shrink(Check check, long seed, CampaignSummary summary, Options options) {
		PrintStream progress = options.progress();
		try {
			return JqwikShrinker.shrink(check.oracle()::check, cases, seed, options.candidates(), true);
		} catch (RuntimeException e) {
			// Any failure of the shrink itself (jqwik's time-bounded shrinking has thrown a bare
			// NoSuchElementException once) keeps the candidate, unshrunk; it never ends the campaign.
			String what = e instanceof IllegalStateException ? e.getMessage() : "shrinking seed " + seed + " failed: " + e
				+ (e.getStackTrace().length > 0 ? " at " + e.getStackTrace()[0] : "");
			summary.shrinkProblem(check.oracleName() + " " + check.engineLabel() + ": " + what);
			if (progress != null) {
				progress.println("[campaign] " + what + "; the candidate is kept unshrunk");
			}
			return Optional.empty();
		}
	}

	private CampaignSummary.Candidate candidate(Check check, long seed, Verdict v, String group, Optional<Verdict> shrunk) {
		String what = v instanceof Verdict.Violation x ? String.join("; ", x.discrepancies())
			: ((Verdict.EngineFailure) v).failure().kind() + ": " + ((Verdict.EngineFailure) v).failure().cause();
		Verdict s = shrunk.orElse(null);
		return new CampaignSummary.Candidate(seed, v.oracle(), v.engines(), v.kind().name(), group, what,
			v.sparqlCase().data().toNTriples(), v.sparqlCase().predicate().toSparql(), queries(v),
			s == null ? null : s.sparqlCase().data().toNTriples(),
			s == null ? null : s.sparqlCase().predicate().toSparql(),
			s == null ? null : queries(s),
			"bin/sparqlcheck campaign --tries 1 --seed " + seed + " --oracles " + check.type().key()
				+ " --engines " + String.join(",", LedgerTriage.names(check)) + " --grammar " + cases.generatorVersion());
	}

	private static List<String> queries(Verdict v) {
		return v.queries().stream().map(ExecutedQuery::query).distinct().toList();
	}

	/** Prints progress to a stream every two seconds; time is for display and the time budget only. */
	private static final class Progress {
		private final PrintStream out;
		private final long total;
		private final long start = System.nanoTime();
		private final long deadline;
		private long cases, checks, lastPrint = System.nanoTime();
		private final long[] byOutcome = new long[Outcome.values().length];

		Progress(PrintStream out, long total, Duration timeLimit) {
			this.out = out;
			this.total = total;
			this.deadline = timeLimit == null ? Long.MAX_VALUE : start + timeLimit.toNanos();
		}

		boolean outOfTime() {
			return System.nanoTime() >= deadline;
		}

		void count(Outcome o) {
			checks++;
			byOutcome[o.ordinal()]++;
		}

		void caseDone() {
			cases++;
			long now = System.nanoTime();
			if (out != null && now - lastPrint > 2_000_000_000L) {
				lastPrint = now;
				print(now);
			}
		}

		void finish() {
			if (out != null) {
				print(System.nanoTime());
			}
		}

		private void print(long now) {
			double seconds = (now - start) / 1e9;
			double rate = checks / Math.max(seconds, 1e-9);
			double left = deadline == Long.MAX_VALUE ? (total - cases) * (seconds / Math.max(cases, 1))
				: Math.max(0, (deadline - now) / 1e9);
			StringBuilder b = new StringBuilder(String.format("[campaign] %d/%d cases, %.0f checks/s", cases, total, rate));
			for (Outcome o : Outcome.values()) {
				b.append(", ").append(o.label).append(' ').append(byOutcome[o.ordinal()]);
			}
			b.append(String.format(", ~%.0f s left", left));
			out.println(b);
		}
	}
}
