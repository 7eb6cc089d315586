package io.sparqlcheck.ledger;

import io.sparqlcheck.codec.CaseCodec;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Example;

import java.util.HashSet;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Candidate records and signatures cover every construct of every grammar version: each core-2
 * case (BIND, VALUES with UNDEF, UNION, MINUS, nested groups, IN / NOT IN) survives the structured
 * form of a record unchanged, and has a signature.
 */
class CaseCodecCore2Tests {

	@Example
	void everyCore2CaseRoundTripsAndHasASignature() {
		CaseArbitrary cases = SparqlArbitraries.cases(SparqlArbitraries.CORE_2_GRAMMAR_VERSION);
		Set<String> shapes = new HashSet<>();
		for (long seed = 0; seed < 300; seed++) {
			SparqlCase c = cases.caseForSeed(seed);
			assertThat(CaseCodec.decode(CaseCodec.encode(c), "seed " + seed)).as("seed %d", seed).isEqualTo(c);
			shapes.add(Signature.shape(c.pattern()));
			assertThat(Signature.skeleton(c.predicate())).isNotBlank();
		}
		String all = String.join("\n", shapes);
		assertThat(all).contains("BIND(").contains("UNION").contains("MINUS").contains("VALUES");
	}
}
