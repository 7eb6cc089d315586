package io.sparqlcheck.jqwik;

import io.sparqlcheck.ledger.FailureClass;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * What {@link ShrinkTarget} asks of each evaluation while jqwik shrinks: a failure counts only when
 * it keeps the {@link FailureClass} of the first failure (the original sample's), and no more than
 * {@code budget} evaluations run the oracle at all. Every evaluation past the budget, and every
 * failure of another class, is reported as satisfied, so jqwik rejects that shrink step (and, once
 * the budget is spent, every later one, which ends the shrink). Nothing here reads a clock: the same
 * sequence of cases gives the same sequence of answers on any machine and under any load.
 *
 * <p>One guard belongs to one property execution; its counters are atomic only so that a reading
 * thread sees them.
 */
final class ShrinkGuard {

	private final Function<SparqlCase, Verdict> check;
	private final int budget;
	private final AtomicInteger evaluations = new AtomicInteger();
	private final AtomicReference<FailureClass> original = new AtomicReference<>();

	ShrinkGuard(Function<SparqlCase, Verdict> check, int budget) {
		if (budget < 1) {
			throw new IllegalArgumentException("a shrink needs a budget of at least one evaluation, not " + budget);
		}
		this.check = check;
		this.budget = budget;
	}

	/** The verdict jqwik is to see for this case: the oracle's, or a pass (see the class comment). */
	Verdict evaluate(SparqlCase c) {
		if (evaluations.get() >= budget) {
			return satisfied(c);
		}
		evaluations.incrementAndGet();
		Verdict v = check.apply(c);
		if (v instanceof Verdict.Pass) {
			return v;
		}
		FailureClass now = FailureClass.of(v);
		original.compareAndSet(null, now);
		return now.equals(original.get()) ? v : satisfied(c);
	}

	/** How many evaluations ran the oracle. */
	int evaluations() {
		return evaluations.get();
	}

	/** Whether the budget was spent (the shrunk case may then not be a fixed point). */
	boolean budgetSpent() {
		return evaluations.get() >= budget;
	}

	private static Verdict satisfied(SparqlCase c) {
		return new Verdict.Pass("shrink guard", java.util.List.of(), c, java.util.List.of(), Map.of());
	}
}
