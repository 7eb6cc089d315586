package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Triple;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@link AheadWork}: what a feed offers is handed to select once, found by the dataset's identity;
 * reaching a later dataset drops the earlier ones; nothing a failed load or parse made is kept; a
 * loaded form nobody took is discarded (RDF4J shuts its store down), never leaked.
 */
class AheadWorkTests {

	private final List<String> discarded = new ArrayList<>();
	private final List<String> loads = new ArrayList<>();
	private final AheadWork<String, String> ahead = new AheadWork<>(3, discarded::add);

	private static Dataset data(int i) {
		Iri s = new Iri("http://example.org/s" + i);
		return new Dataset(List.of(new Triple(s, s, s)));
	}

	private void offer(Dataset d, String name, String... queries) {
		ahead.offer(d, List.of(queries), x -> {
			loads.add(name);
			return "loaded " + name;
		}, q -> "parsed " + q);
	}

	@Example
	void handsEachLoadAndParseOverOnce() {
		Dataset d = data(1);
		offer(d, "d", "q1", "q2");
		assertThat(ahead.takeLoaded(d)).isEqualTo("loaded d");
		assertThat(ahead.takeLoaded(d)).isNull();
		assertThat(ahead.takeQuery(d, "q2")).isEqualTo("parsed q2");
		assertThat(ahead.takeQuery(d, "q2")).isNull();
		assertThat(ahead.takeQuery(d, "q3")).isNull();
		assertThat(ahead.taken()).isEqualTo(2);
		assertThat(discarded).isEmpty();
	}

	@Example
	void findsByIdentityNotByEquality() {
		Dataset d = data(1);
		offer(d, "d", "q");
		Dataset equal = data(1);
		assertThat(equal).isEqualTo(d);
		assertThat(ahead.takeLoaded(equal)).isNull();
		assertThat(ahead.takeQuery(equal, "q")).isNull();
		assertThat(ahead.size()).as("an unknown dataset (a shrink's) drops nothing").isEqualTo(1);
		assertThat(ahead.takeQuery(d, "q")).isEqualTo("parsed q");
	}

	@Example
	void reachingALaterDatasetDropsTheEarlierOnesAndDiscardsWhatNobodyTook() {
		Dataset a = data(1), b = data(2), c = data(3);
		offer(a, "a", "q");
		offer(b, "b", "q");
		offer(c, "c", "q");
		assertThat(ahead.takeLoaded(a)).isEqualTo("loaded a"); // a's load taken, its query not
		assertThat(ahead.takeQuery(c, "q")).isEqualTo("parsed q");
		assertThat(discarded).containsExactly("loaded b");
		assertThat(ahead.size()).isEqualTo(1);
		assertThat(ahead.takeQuery(a, "q")).as("a was dropped").isNull();
	}

	@Example
	void pastItsCapacityTheOldestGoes() {
		for (int i = 0; i < 5; i++) {
			offer(data(i), "d" + i, "q");
		}
		assertThat(ahead.size()).isEqualTo(3);
		assertThat(discarded).containsExactly("loaded d0", "loaded d1");
	}

	@Example
	void twoOraclesOfferingOneDatasetLoadItOnceAndShareTheParses() {
		Dataset d = data(1);
		offer(d, "d", "q1", "q2");
		offer(d, "d", "q2", "q3");
		assertThat(loads).containsExactly("d");
		assertThat(ahead.size()).isEqualTo(1);
		assertThat(ahead.takeQuery(d, "q1")).isNotNull();
		assertThat(ahead.takeQuery(d, "q3")).isNotNull();
	}

	@Example
	void aLoadOrParseThatThrowsIsNotKeptAndDoesNotThrow() {
		Dataset d = data(1);
		ahead.offer(d, List.of("bad", "good"), x -> {
			throw new IllegalStateException("cannot load");
		}, q -> {
			if (q.equals("bad")) {
				throw new IllegalArgumentException("cannot parse");
			}
			return "parsed " + q;
		});
		assertThat(ahead.takeLoaded(d)).isNull();
		assertThat(ahead.takeQuery(d, "bad")).isNull();
		assertThat(ahead.takeQuery(d, "good")).isEqualTo("parsed good");
	}

	@Example
	void clearDiscardsEveryLoadNobodyTook() {
		Dataset a = data(1), b = data(2);
		offer(a, "a");
		offer(b, "b");
		ahead.takeLoaded(a);
		ahead.clear();
		assertThat(discarded).containsExactly("loaded b");
		assertThat(ahead.size()).isZero();
	}
}
