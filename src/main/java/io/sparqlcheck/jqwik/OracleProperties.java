package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.OracleType;
import io.sparqlcheck.oracle.Preconditions;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.statistics.Statistics;

import java.util.Optional;

/**
 * The ready-made TLP and NoREC properties. Subclass it, say which engine, and run it like any
 * jqwik test:
 *
 * <pre>{@code
 * class JenaOracles extends OracleProperties {
 *     @Override protected Engine createEngine() { return new JenaEngine(); }
 * }
 * }</pre>
 *
 * Override {@link #cases()} to check other cases (a deeper grammar, one's own productions). Each
 * property has exactly one assertion site, {@code assertThat(verdict).holds()}, so shrinking keeps
 * to the same failure. Seeds pin the jqwik way ({@code @Property(seed)} on an override,
 * {@code -Dsparqlcheck.seed}); edge cases are off, so seed {@code s} with one try is exactly
 * {@code SparqlArbitraries.cases().caseForSeed(s)}.
 */
@PropertyDefaults(edgeCases = EdgeCasesMode.NONE)
public abstract class OracleProperties {

	private Engine engine;

	/** The engine under test. Called once per property; the engine is closed after it. */
	protected abstract Engine createEngine();

	/** The cases to check; by default {@link SparqlArbitraries#cases()}. */
	@Provide
	protected Arbitrary<SparqlCase> cases() {
		return SparqlArbitraries.cases();
	}

	protected final Engine engine() {
		if (engine == null) {
			engine = createEngine();
		}
		return engine;
	}

	/** The label under which skipped cases are counted, with their reason. */
	public static final String SKIPPED_LABEL = "cases skipped: a §3.4 precondition does not hold";

	/** A case that voids the oracle's relation is skipped, and counted with its reason, never passed. */
	private static void skipIfVoided(OracleType oracle, SparqlCase sparqlCase) {
		Optional<String> reason = Preconditions.voided(oracle, sparqlCase);
		if (reason.isPresent()) {
			Statistics.label(SKIPPED_LABEL).collect(oracle.name() + ": " + reason.get());
			Assume.that(false);
		}
	}

	@Property
	public void tlpPartitionRecomposesTheBase(@ForAll("cases") SparqlCase sparqlCase) {
		skipIfVoided(Tlp.TYPE, sparqlCase);
		Verdict verdict = Tlp.on(engine()).check(sparqlCase);
		CaseStatistics.collect(verdict);
		SparqlAssertions.assertThat(verdict).holds();
	}

	@Property
	public void norecFlagsCountTheFilteredRows(@ForAll("cases") SparqlCase sparqlCase) {
		skipIfVoided(Norec.TYPE, sparqlCase);
		Verdict verdict = Norec.on(engine()).check(sparqlCase);
		CaseStatistics.collect(verdict);
		SparqlAssertions.assertThat(verdict).holds();
	}

	@AfterProperty
	void closeEngine() {
		if (engine != null) {
			engine.close();
			engine = null;
		}
	}
}
