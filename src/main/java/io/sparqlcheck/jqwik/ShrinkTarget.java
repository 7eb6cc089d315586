package io.sparqlcheck.jqwik;

import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AddLifecycleHook;

/**
 * The property {@link JqwikShrinker} launches: one oracle check, with one assertion site, over the
 * campaign's cases. It checks what its {@link PropertyRun}'s target says, handed to this instance
 * before it runs (so the shrinking threads see it too), and is launched through the JUnit Platform
 * so that jqwik's own shrinking, and every hook registered for sparqlcheck properties, apply to it
 * exactly as to the ready-made properties.
 *
 * <p>Shrinking is jqwik's FULL mode, bounded not by time but by the target's count of evaluations,
 * and a shrink step is taken only when the failure keeps its {@link io.sparqlcheck.ledger.FailureClass}
 * ({@link ShrinkGuard}): the same seed shrinks to the same case on any machine, under any load.
 * A {@link ShrinkSession} executes it once per shrink inside one launch.
 */
public class ShrinkTarget implements TakesPropertyRun {

	private volatile PropertyRun.Target target;
	private volatile ShrinkGuard guard;
	private volatile java.util.function.Consumer<SparqlCase> seen = c -> {
	};

	@Override
	public void take(PropertyRun run) {
		target = run.target().orElse(null);
		guard = target == null ? null : new ShrinkGuard(target.check(), target.evaluations());
		seen = run.seen();
	}

	@Property(tries = 1, edgeCases = EdgeCasesMode.NONE, shrinking = ShrinkingMode.FULL)
	@AddLifecycleHook(ShrinkSession.Hook.class)
	public void oracleHolds(@ForAll("cases") SparqlCase sparqlCase) {
		target();
		int before = guard.evaluations();
		Verdict verdict = guard.evaluate(sparqlCase);
		if (guard.evaluations() > before) {
			seen.accept(sparqlCase);
		}
		SparqlAssertions.assertThat(verdict).holds();
	}

	/** Whether this execution's shrink spent its whole budget of evaluations. */
	boolean budgetSpent() {
		ShrinkGuard g = guard;
		return g != null && g.budgetSpent();
	}

	@Provide
	Arbitrary<SparqlCase> cases() {
		return target().cases();
	}

	private PropertyRun.Target target() {
		PropertyRun.Target t = target;
		if (t == null) {
			throw new IllegalStateException("ShrinkTarget checks only what a PropertyRun with a target sets it up with"
				+ " (launched by JqwikShrinker or SeedRecheck through PropertyLaunch)");
		}
		return t;
	}
}
