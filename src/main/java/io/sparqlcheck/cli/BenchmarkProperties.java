package io.sparqlcheck.cli;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.CaseStatistics;
import io.sparqlcheck.jqwik.SparqlAssertions;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.PropertyDefaults;

import java.util.ArrayList;
import java.util.List;

/**
 * The properties {@link BenchCommand} times: exactly the ready-made oracle properties' bodies on
 * in-process Jena, plus one list append per try so that the plain loop it is compared with can run
 * the same cases. Launched by the benchmark only; it lives under src/main so the command can run it.
 */
@PropertyDefaults(edgeCases = EdgeCasesMode.NONE)
public class BenchmarkProperties {

	static final List<SparqlCase> seen = new ArrayList<>();
	private static final JenaEngine JENA = new JenaEngine();

	@Property
	void tlp(@ForAll SparqlCase c) {
		seen.add(c);
		Verdict v = Tlp.on(JENA).check(c);
		CaseStatistics.collect(v);
		SparqlAssertions.assertThat(v).holds();
	}

	@Property
	void norec(@ForAll SparqlCase c) {
		seen.add(c);
		Verdict v = Norec.on(JENA).check(c);
		CaseStatistics.collect(v);
		SparqlAssertions.assertThat(v).holds();
	}

	/** The same generation and jqwik machinery with nothing checked: the framework's own share. */
	@Property
	void nothing(@ForAll SparqlCase c) {
		seen.add(c);
	}

}
