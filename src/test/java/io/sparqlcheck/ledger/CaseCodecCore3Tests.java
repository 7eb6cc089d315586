package io.sparqlcheck.ledger;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.codec.CaseCodec;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Example;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Candidate records and signatures cover core-3: every case (FILTER inside groups, sub-SELECTs with
 * aggregates and GROUP BY, nested OPTIONAL, UNION, MINUS, VALUES with UNDEF at any depth) survives
 * the structured form of a record unchanged, and has a signature.
 */
class CaseCodecCore3Tests {

	@Example
	void everyCore3CaseRoundTripsAndHasASignature() {
		CaseArbitrary cases = SparqlArbitraries.cases(SparqlArbitraries.CORE_3_GRAMMAR_VERSION);
		Set<String> shapes = new HashSet<>();
		for (long seed = 0; seed < 300; seed++) {
			SparqlCase c = cases.caseForSeed(seed);
			assertThat(CaseCodec.decode(CaseCodec.encode(c), "seed " + seed)).as("seed %d", seed).isEqualTo(c);
			shapes.add(Signature.shape(c.pattern()));
			assertThat(Signature.skeleton(c.predicate())).isNotBlank();
		}
		String all = String.join("\n", shapes);
		assertThat(all).contains("FILTER(").contains("SELECT").contains(" BY [?")
			.contains("BIND(").contains("UNION").contains("MINUS").contains("VALUES").contains("OPTIONAL { ?");
	}
}
