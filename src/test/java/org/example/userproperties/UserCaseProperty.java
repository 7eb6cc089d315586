package org.example.userproperties;

import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * A user's own {@code @ForAll SparqlCase} property, outside sparqlcheck's packages, for
 * SeedDefaultsTests: it pins no seed, so each run gets a fresh one. Not a test of its own (its name
 * matches none of the build's test includes).
 */
public class UserCaseProperty {
	@Property(tries = 2)
	void anyCase(@ForAll SparqlCase c) {
	}
}
