package io.sparqlcheck.jqwik;


import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.PropertyDefaults;
import net.jqwik.api.lifecycle.AfterProperty;

import java.util.function.Consumer;

/**
 * The properties {@code bin/sparqlcheck bench} times: exactly the ready-made oracle properties' bodies on
 * in-process Jena, plus one hand-over per try of the case to the run's {@link PropertyRun#seen()},
 * so that the plain loop it is compared with can run the same cases. Launched by the benchmark
 * only; it lives under src/main so the command can run it.
 */
@PropertyDefaults(edgeCases = EdgeCasesMode.NONE)
public class BenchmarkProperties implements TakesPropertyRun {

	private final JenaEngine jena = new JenaEngine();
	private volatile Consumer<SparqlCase> seen = c -> {
	};

	@Override
	public void take(PropertyRun run) {
		seen = run.seen();
	}

	@Property
	void tlp(@ForAll SparqlCase c) {
		seen.accept(c);
		Verdict v = Tlp.on(jena).check(c);
		CaseStatistics.collect(v);
		SparqlAssertions.assertThat(v).holds();
	}

	@Property
	void norec(@ForAll SparqlCase c) {
		seen.accept(c);
		Verdict v = Norec.on(jena).check(c);
		CaseStatistics.collect(v);
		SparqlAssertions.assertThat(v).holds();
	}

	/** The same generation and jqwik machinery with nothing checked: the framework's own share. */
	@Property
	void nothing(@ForAll SparqlCase c) {
		seen.accept(c);
	}

	@AfterProperty
	void closeEngine() {
		jena.close();
	}
}
