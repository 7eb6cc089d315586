package io.sparqlcheck.docs;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.jqwik.SparqlAssertions;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterProperty;

/**
 * The README's "your own property" snippet, compiled and run by the suite (DocSnippetsTests checks
 * the README shows exactly these lines). Replace {@code new JenaEngine()} with your engine.
 */
class MyEngineProperties {
	private final Engine myEngine = new JenaEngine();   // your Engine implementation here

	@Property(tries = 200)
	void tlpOnMyEngine(@ForAll SparqlCase c) {
		SparqlAssertions.assertThat(Tlp.on(myEngine).check(c)).holds();
	}

	@Property(tries = 200)
	void norecOnMyEngine(@ForAll SparqlCase c) {
		SparqlAssertions.assertThat(Norec.on(myEngine).check(c)).holds();
	}

	@AfterProperty
	void close() {
		myEngine.close();
	}
}
