package io.sparqlcheck.ledger;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.Grammars;
import io.sparqlcheck.codec.CaseCodec;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Example;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Candidate records cover core-4: every case (property paths, GRAPH, named graphs in the data, the
 * top-level query form) survives the structured form of a record unchanged, and has a signature.
 */
class CaseCodecCore4Tests {

	@Example
	void everyCore4CaseRoundTripsAndHasASignature() {
		CaseArbitrary cases = Grammars.byVersion("core-4").cases();
		Set<String> shapes = new HashSet<>();
		boolean named = false;
		boolean formed = false;
		for (long seed = 0; seed < 300; seed++) {
			SparqlCase c = cases.caseForSeed(seed);
			assertThat(CaseCodec.decode(CaseCodec.encode(c), "seed " + seed)).as("seed %d", seed).isEqualTo(c);
			shapes.add(Signature.shape(c.pattern()));
			named |= c.data().hasNamedGraphs();
			formed |= !c.form().isPlain();
		}
		assertThat(named).isTrue();
		assertThat(formed).isTrue();
		assertThat(String.join("\n", shapes)).contains("PATH(").contains("GRAPH ?g").contains("GRAPH IRI");
	}

	/** core-5's dataset clauses survive a record too, and a record of a core-4 form has no clause fields. */
	@Example
	void everyCore5CaseRoundTripsWithItsDatasetClause() {
		CaseArbitrary cases = Grammars.byVersion("core-5").cases();
		int from = 0, fromNamed = 0;
		for (long seed = 0; seed < 200; seed++) {
			SparqlCase c = cases.caseForSeed(seed);
			assertThat(CaseCodec.decode(CaseCodec.encode(c), "seed " + seed)).as("seed %d", seed).isEqualTo(c);
			from += c.form().dataset().from().isEmpty() ? 0 : 1;
			fromNamed += c.form().dataset().fromNamed().isEmpty() ? 0 : 1;
			if (c.form().dataset().isEmpty()) {
				assertThat(CaseCodec.encode(c).toString()).doesNotContain("fromNamed");
			}
		}
		assertThat(from).isGreaterThan(20);
		assertThat(fromNamed).isGreaterThan(20);
	}
}
