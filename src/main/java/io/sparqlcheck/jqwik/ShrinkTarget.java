package io.sparqlcheck.jqwik;

import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The property {@link JqwikShrinker} launches: one oracle check, with one assertion site, over the
 * campaign's cases. It checks what its {@link PropertyRun}'s target says, handed to this instance
 * before it runs (so the shrinking threads see it too), and is launched through the JUnit Platform
 * so that jqwik's own shrinking, and every hook registered for sparqlcheck properties, apply to it
 * exactly as to the ready-made properties.
 */
public class ShrinkTarget implements TakesPropertyRun {

	private volatile PropertyRun.Target target;

	@Override
	public void take(PropertyRun run) {
		target = run.target().orElse(null);
	}

	@Property(tries = 1, edgeCases = EdgeCasesMode.NONE)
	public void oracleHolds(@ForAll("cases") SparqlCase sparqlCase) {
		Verdict verdict = target().check().apply(sparqlCase);
		SparqlAssertions.assertThat(verdict).holds();
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
