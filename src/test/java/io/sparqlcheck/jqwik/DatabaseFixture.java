package io.sparqlcheck.jqwik;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * Not a test (its name keeps it out of the suite): a property a user might write, on a deliberately
 * wrong engine, for {@link RecheckDatabaseTests} to run twice with a jqwik database and recheck.
 */
public class DatabaseFixture {

	@Property(tries = 60)
	void tlpOnAWrongEngine(@ForAll SparqlCase c) {
		try (Engine e = Mutants.dropsOneFilteredRow(new JenaEngine())) {
			SparqlAssertions.assertThat(Tlp.on(e).check(c)).holds();
		}
	}
}
