package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Everything a launcher of sparqlcheck properties tells the properties and hooks of one run, in one
 * immutable value: the only channel between a campaign's shrink, a by-seed recheck or the benchmark
 * and the jqwik run they launch. It is handed over through {@link PropertyLaunch}, never through
 * system properties, standard output or static fields; a property run with no run open (a user's
 * own {@code mvn test}) gets {@link #defaults()}.
 *
 * @param seed       the seed of properties that pin none ({@code @Property(seed)} wins); empty: the
 *                   user's {@code -Dsparqlcheck.seed} or {@code junit-platform.properties}, else a fresh one
 * @param tries      the tries of properties that pin none; empty: the user's {@code -Dsparqlcheck.tries}
 *                   or {@code junit-platform.properties}, else jqwik's default
 * @param candidates the file that candidate records of falsified properties are appended to
 * @param target     what {@link ShrinkTarget} checks, and over which cases; empty outside a shrink
 *                   (or a recheck of a campaign candidate)
 * @param recheck    the by-seed recheck this run replays, which collects its outcome; empty otherwise
 * @param lines      where the hook's own lines (the seed first, then the candidate) go; empty for a quiet
 *                   run, whose jqwik reports also go to the JUnit Platform's listeners instead of standard
 *                   output (jqwik's own line to AI agents is printed by jqwik regardless)
 * @param seen       told of every case a property body reports as seen (the benchmark's properties
 *                   report each case they receive); ignores them by default
 * @param session    the shrink session this run serves ({@link ShrinkSession}): its launch executes
 *                   {@link ShrinkTarget} once per shrink the session is asked for; empty otherwise
 */
public record PropertyRun(OptionalLong seed, OptionalInt tries, Path candidates, Optional<Target> target,
						  Optional<RecheckRequest> recheck, Optional<PrintStream> lines, Consumer<SparqlCase> seen,
						  Optional<ShrinkSession> session) {

	/**
	 * What {@link ShrinkTarget} checks: one oracle check over the cases of one generator.
	 *
	 * @param check       the check whose failure is shrunk
	 * @param cases       the arbitrary the failing seed belongs to
	 * @param evaluations how many evaluations of the check a shrink may spend (never a time)
	 * @param recorded    told of the candidate record the falsified property wrote
	 */
	public record Target(Function<SparqlCase, Verdict> check, CaseArbitrary cases, int evaluations,
						 Consumer<io.sparqlcheck.ledger.Candidate> recorded) {
		/** The default shrink budget, in evaluations of the check. */
		public static final int DEFAULT_EVALUATIONS = 300;

		public Target {
			Objects.requireNonNull(check, "check");
			Objects.requireNonNull(cases, "cases");
			Objects.requireNonNull(recorded, "recorded");
			if (evaluations < 1) {
				throw new IllegalArgumentException("a shrink budget must be at least one evaluation, not " + evaluations);
			}
		}
	}

	public PropertyRun {
		Objects.requireNonNull(seed, "seed");
		Objects.requireNonNull(tries, "tries");
		Objects.requireNonNull(candidates, "candidates");
		Objects.requireNonNull(target, "target");
		Objects.requireNonNull(recheck, "recheck");
		Objects.requireNonNull(lines, "lines");
		Objects.requireNonNull(seen, "seen");
		Objects.requireNonNull(session, "session");
		if (tries.isPresent() && tries.getAsInt() < 1) {
			throw new IllegalArgumentException("tries must be positive, not " + tries.getAsInt());
		}
	}

	/**
	 * The run of a property nobody launched with settings: the user's seed and tries settings apply,
	 * candidates go to {@link Candidates#file()}, the hook's lines to the standard output of now.
	 */
	public static PropertyRun defaults() {
		return new PropertyRun(OptionalLong.empty(), OptionalInt.empty(), Candidates.file(), Optional.empty(),
			Optional.empty(), Optional.of(System.out), c -> {
		}, Optional.empty());
	}

	/** This run with that seed for every property that pins none. */
	public PropertyRun withSeed(long seed) {
		return new PropertyRun(OptionalLong.of(seed), tries, candidates, target, recheck, lines, this.seen, session);
	}

	/** This run with that many tries for every property that pins none. */
	public PropertyRun withTries(int tries) {
		return new PropertyRun(seed, OptionalInt.of(tries), candidates, target, recheck, lines, seen, session);
	}

	/** This run with candidate records appended to that file. */
	public PropertyRun withCandidates(Path candidates) {
		return new PropertyRun(seed, tries, candidates, target, recheck, lines, seen, session);
	}

	/** This run with {@link ShrinkTarget} checking {@code cases} with {@code check}. */
	public PropertyRun withTarget(Function<SparqlCase, Verdict> check, CaseArbitrary cases) {
		return withTarget(check, cases, Target.DEFAULT_EVALUATIONS, c -> {
		});
	}

	/**
	 * This run with {@link ShrinkTarget} checking {@code cases} with {@code check}, shrinking within
	 * that many evaluations, and the candidate record it writes handed to {@code recorded}.
	 */
	public PropertyRun withTarget(Function<SparqlCase, Verdict> check, CaseArbitrary cases, int evaluations,
								  Consumer<io.sparqlcheck.ledger.Candidate> recorded) {
		return new PropertyRun(seed, tries, candidates, Optional.of(new Target(check, cases, evaluations, recorded)), recheck,
			lines, seen, session);
	}

	/** This run replaying a recorded candidate for {@link SeedRecheck}. */
	PropertyRun withRecheck(RecheckRequest request) {
		return new PropertyRun(seed, tries, candidates, target, Optional.of(request), lines, seen, session);
	}

	/** This run with the hook's lines sent to {@code out}. */
	public PropertyRun withLines(PrintStream out) {
		return new PropertyRun(seed, tries, candidates, target, recheck, Optional.of(out), seen, session);
	}

	/** This run quiet: none of the hook's lines, and jqwik's reports kept off standard output. */
	public PropertyRun quiet() {
		return new PropertyRun(seed, tries, candidates, target, recheck, Optional.empty(), seen, session);
	}

	/** This run with the cases that property bodies report as seen handed to {@code seen}. */
	public PropertyRun withSeen(Consumer<SparqlCase> seen) {
		return new PropertyRun(seed, tries, candidates, target, recheck, lines, seen, session);
	}

	/** This run serving that shrink session (see {@link ShrinkSession}). */
	PropertyRun serving(ShrinkSession session) {
		return new PropertyRun(seed, tries, candidates, target, recheck, lines, seen, Optional.of(session));
	}

	/** Whether the run is quiet (see {@link #quiet()}). */
	public boolean isQuiet() {
		return lines.isEmpty();
	}
}
