package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import net.jqwik.api.lifecycle.PropertyExecutionResult;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Shrinks one failing case with jqwik's own shrinking. The case seed {@code s} is, by definition,
 * what the first try of a property with seed {@code s} receives; so the shrinker runs a real jqwik
 * property ({@link ShrinkTarget}) with that seed and one try, lets jqwik shrink the failure, and
 * hands back the verdict of the shrunk sample, read from the error it threw. A shrink step is taken
 * only when the failure keeps its class (the same oracle, the same engines disagreeing the same way,
 * the same relation broken the same way, the same failure kind), and the shrink is bounded by a
 * count of evaluations, never by seconds ({@link ShrinkGuard}).
 */
public final class JqwikShrinker {
	private JqwikShrinker() {
	}

	/**
	 * A shrunk failure.
	 *
	 * @param verdict     the verdict on the shrunk case (of the same {@link io.sparqlcheck.ledger.FailureClass}
	 *                    as the original failure)
	 * @param evaluations how many evaluations of the check the shrink spent, the original's included
	 * @param budgetSpent whether it spent its whole budget (the case may then shrink further with a bigger one)
	 * @param candidateId the id of the candidate record written for it, or null when none was written
	 */
	public record Shrunk(Verdict verdict, int evaluations, boolean budgetSpent, String candidateId) {
	}

	/**
	 * The shrunk verdict of the case of {@code seed}, or empty when the property passed on that seed
	 * (the failure did not reproduce: an unstable engine, never a smaller failure), within the
	 * default budget of {@value PropertyRun.Target#DEFAULT_EVALUATIONS} evaluations.
	 *
	 * @see #shrink(Function, CaseArbitrary, long, Path, boolean, int)
	 */
	public static Optional<Verdict> shrink(Function<SparqlCase, Verdict> check, CaseArbitrary cases, long seed,
										   Path candidates, boolean quiet) {
		return shrink(check, cases, seed, candidates, quiet, PropertyRun.Target.DEFAULT_EVALUATIONS).map(Shrunk::verdict);
	}

	/**
	 * The shrink of the failure of the case of {@code seed}, or empty when the property passed on that
	 * seed. jqwik shrinks fully, but a step is taken only when the failure keeps its class, and at most
	 * {@code evaluations} evaluations run the check: the result depends on the seed, the check and the
	 * budget, never on the clock. The falsified property's candidate record is appended to
	 * {@code candidates}. Calls on several threads each get their own result: each is its own
	 * {@link PropertyRun}, and jqwik executes them in turn ({@link PropertyLaunch}).
	 *
	 * @param check       the oracle check to shrink against
	 * @param cases       the arbitrary the seed belongs to
	 * @param seed        the case seed
	 * @param candidates  the file the candidate record of the shrunk failure is appended to
	 * @param quiet       whether to keep the hook's lines and jqwik's report of the run off standard output
	 * @param evaluations the shrink budget, in evaluations of the check
	 */
	public static Optional<Shrunk> shrink(Function<SparqlCase, Verdict> check, CaseArbitrary cases, long seed,
										  Path candidates, boolean quiet, int evaluations) {
		try (Session session = session(quiet)) {
			return session.shrink(check, cases, seed, candidates, evaluations);
		}
	}

	/**
	 * A session for many shrinks, in one execution of jqwik (started at the first shrink, ended by
	 * {@link Session#close()}); see {@link Session}.
	 *
	 * @param quiet whether to keep the hook's lines and jqwik's report of the run off standard output
	 */
	public static Session session(boolean quiet) {
		return new Session(quiet);
	}

	/**
	 * Shrinks that share one execution of jqwik, one after another: jqwik prints its line to AI
	 * agents once per execution, so a campaign that shrinks fifteen failures prints it once, not
	 * fifteen times. Each shrink gives what {@link #shrink(Function, CaseArbitrary, long, Path, boolean, int)}
	 * gives for it alone. Close the session before launching anything else through jqwik: its
	 * execution holds jqwik until then.
	 */
	public static final class Session implements AutoCloseable {
		private final ShrinkSession session;
		private final boolean quiet;

		private Session(boolean quiet) {
			this.session = new ShrinkSession(quiet);
			this.quiet = quiet;
		}

		/** As {@link JqwikShrinker#shrink(Function, CaseArbitrary, long, Path, boolean, int)}, inside this session. */
		public Optional<Shrunk> shrink(Function<SparqlCase, Verdict> check, CaseArbitrary cases, long seed, Path candidates,
									   int evaluations) {
			AtomicInteger spent = new AtomicInteger();
			AtomicReference<String> id = new AtomicReference<>();
			// A fresh arbitrary of the same grammar: one that has generated cases before carries state into
			// jqwik's shrinking (seed 180 of core-2 shrank in 125 evaluations after the campaign's own
			// caseForSeed(180), in 49 on a fresh one), so the shrink would depend on what ran before it.
			PropertyRun run = PropertyRun.defaults().withSeed(seed).withCandidates(candidates)
				.withTarget(check, cases.fresh(), evaluations, c -> id.set(c.id())).withSeen(c -> spent.incrementAndGet());
			return execute(quiet ? run.quiet() : run, seed)
				.map(v -> new Shrunk(v, spent.get(), spent.get() >= evaluations, id.get()));
		}

		private Optional<Verdict> execute(PropertyRun run, long seed) {
			// Not inside the caller's generation session. jqwik's time-bounded shrinking ran in the common
			// fork-join pool and, at its bound, returned without stopping it, and the abandoned shrink kept
			// using the session's own lazyOf instances (a NoSuchElementException from
			// LazyOfArbitrary.popGeneratedLevel ended a 2,000-case campaign). ShrinkTarget now shrinks in
			// FULL mode, but a session started afresh afterwards still shares nothing with it.
			PropertyExecutionResult result = SparqlArbitraries.outsideGenerationContext(() -> session.execute(run));
			if (result.status() == PropertyExecutionResult.Status.SUCCESSFUL) {
				return Optional.empty();
			}
			Throwable t = result.throwable().orElse(new AssertionError(result.toString()));
			return Optional.of(CandidateRecorder.verdictOf(t).orElseThrow(() -> new IllegalStateException("shrinking seed "
				+ seed + " failed with something other than a verdict: " + t, t)));
		}

		/** How many executions of jqwik the session started (0 or 1). */
		int launches() {
			return session.launches();
		}

		/** Ends the session's execution of jqwik, after the shrinks asked for; a session never used launched nothing. */
		@Override
		public void close() {
			session.close();
		}
	}
}
