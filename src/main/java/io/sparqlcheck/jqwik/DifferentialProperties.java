package io.sparqlcheck.jqwik;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterProperty;
import net.jqwik.api.statistics.Statistics;

import java.util.List;

/**
 * The ready-made differential property. Subclass it and say which engines (two or more; the first
 * is the reference):
 *
 * <pre>{@code
 * class JenaOptimiserDifferential extends DifferentialProperties {
 *     @Override protected List<Engine> createEngines() { return List.of(new JenaEngine(), new JenaRefEngine()); }
 * }
 * }</pre>
 *
 * Every latitude-rule match is collected under {@value #LATITUDE_LABEL}, so the run's statistics
 * show it. Fewer than two engines fails the property (a harness failure), never passes it.
 */
@PropertyDefaults(edgeCases = EdgeCasesMode.NONE)
public abstract class DifferentialProperties {

	public static final String LATITUDE_LABEL = "divergences matched by a latitude rule";

	private Differential oracle;
	private List<Engine> engines;

	/** The engines, the reference first. Called once per property; they are closed after it. */
	protected abstract List<Engine> createEngines();

	/** The oracle over the engines; override to change the comparator or the latitude rules. */
	protected Differential oracle(List<Engine> engines) {
		return Differential.across(engines);
	}

	/** The cases to check; by default {@link SparqlArbitraries#cases()}. */
	@Provide
	protected Arbitrary<SparqlCase> cases() {
		return SparqlArbitraries.cases();
	}

	@Property
	public void enginesReturnTheSameSolutions(@ForAll("cases") SparqlCase sparqlCase) {
		if (oracle == null) {
			engines = createEngines();
			oracle = oracle(engines);
		}
		Differential.Report report = oracle.examine(sparqlCase);
		for (Differential.Pair p : report.latitude()) {
			Statistics.label(LATITUDE_LABEL).collect(p.rule().name());
		}
		Statistics.label("verdicts").collect(report.verdict().kind().name());
		Verdict verdict = report.verdict();
		SparqlAssertions.assertThat(verdict).holds();
	}

	@AfterProperty
	void closeEngines() {
		if (engines != null) {
			engines.forEach(Engine::close);
		}
		engines = null;
		oracle = null;
	}
}
