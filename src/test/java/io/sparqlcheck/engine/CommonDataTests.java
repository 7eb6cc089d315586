package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What an engine cannot store is left out of every graph of a case, and nothing else is: a refused
 * triple in the default graph once took the named graphs away with it (core-4 and core-5 data has
 * them), and a refused triple in a named graph was sent.
 */
class CommonDataTests {

	private static final Iri S = Iri.of("http://example.org/s0");
	private static final Iri P = Iri.of("http://example.org/p");
	private static final Iri G = Iri.of("http://example.org/g1");
	private static final Triple NAN = new Triple(S, P, Literal.typed("NaN", "http://www.w3.org/2001/XMLSchema#double"));
	private static final Triple ONE = new Triple(S, P, Literal.integer(1));
	private static final StoreLimits NO_NAN = new StoreLimits("no NaN", NAN::equals);

	@Example
	void refusedTriplesGoFromEveryGraphAndTheRestStays() {
		Dataset data = new Dataset(List.of(NAN, ONE), Map.of(G, List.of(ONE, NAN)));
		Dataset stored = CommonData.storable(data, List.of(NO_NAN));
		assertThat(stored.triples()).containsExactly(ONE);
		assertThat(stored.named()).containsOnlyKeys(G);
		assertThat(stored.named().get(G)).containsExactly(ONE);
	}

	@Example
	void aNamedGraphLeftEmptyGoesAndDataWithNothingRefusedIsKeptAsItIs() {
		Dataset onlyNan = new Dataset(List.of(ONE), Map.of(G, List.of(NAN)));
		assertThat(CommonData.storable(onlyNan, List.of(NO_NAN))).isEqualTo(Dataset.of(ONE));
		Dataset clean = new Dataset(List.of(ONE), Map.of(G, List.of(ONE)));
		assertThat(CommonData.storable(clean, List.of(NO_NAN))).isSameAs(clean);
	}
}
