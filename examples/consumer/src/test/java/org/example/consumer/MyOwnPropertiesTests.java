package org.example.consumer;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaRefEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Tlp;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;


import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;

/**
 * Properties of our own over sparqlcheck's cases: {@code @ForAll SparqlCase} needs no provider
 * method (sparqlcheck registers one), and every falsified one is shrunk and recorded as a candidate.
 */
class MyOwnPropertiesTests {

	private static Engine mine;
	private static Engine reference;

	@BeforeContainer
	static void open() {
		mine = MyEngine.correct();
		reference = new JenaRefEngine();
	}

	@AfterContainer
	static void close() {
		mine.close();
		reference.close();
	}

	/** Unpinned: a fresh seed each run (printed first; rerun one with -Dsparqlcheck.seed=N). */
	@Property(tries = 50)
	void tlpHoldsOnMyEngine(@ForAll SparqlCase c) {
		assertThat(Tlp.on(mine).check(c)).holds();
	}

	/** Pinned: the same 50 cases every run, what a regression test wants. */
	@Property(tries = 50, seed = "42")
	void myEngineAgreesWithJenasReferenceEvaluator(@ForAll SparqlCase c) {
		assertThat(Differential.across(mine, reference).check(c)).holds();
	}
}
