package io.sparqlcheck.arbitraries;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Example;
import net.jqwik.api.Shrinkable;
import net.jqwik.api.Tuple;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The grammar's choices ({@link ByIdentity#frequencyOf}) keep each chosen alternative's shrinkable
 * instead of generating it anew on every use; that must change nothing jqwik sees. Over the same
 * alternatives and the same randoms, jqwik's own {@code frequencyOf} and ours generate the same
 * values and walk the same shrink tree: the same steps in the same order, with the same values and
 * distances, equal to one another exactly where jqwik's are.
 */
class KeptChoiceTests {

	private static final int SEEDS = 40;
	private static final int NODES = 1_500;

	@Example
	void keptChoicesGenerateAndShrinkExactlyAsJqwiksOwn() {
		Seeds.inGenerationContext(() -> {
			Arbitrary<String> jqwik = nested(false);
			Arbitrary<String> kept = nested(true);
			int walked = 0;
			for (int seed = 0; seed < SEEDS; seed++) {
				Shrinkable<String> a = jqwik.generator(Seeds.GEN_SIZE).next(new Random(seed));
				Shrinkable<String> b = kept.generator(Seeds.GEN_SIZE).next(new Random(seed));
				walked += sameTree(a, b);
			}
			assertThat(walked).as("shrink steps compared").isGreaterThan(SEEDS * 50);
			return null;
		});
	}

	@Example
	void aChoiceOfOneAlternativeIsThatAlternative() {
		Arbitrary<String> only = ByIdentity.of(Arbitraries.strings().alpha().ofMaxLength(2));
		assertThat(ByIdentity.frequencyOf(Tuple.of(1, only), Tuple.of(0, Arbitraries.just("x")))).isSameAs(only);
	}

	/** Breadth-first over both shrink trees, node by node; how many nodes it compared. */
	private static int sameTree(Shrinkable<String> jqwik, Shrinkable<String> kept) {
		Deque<Shrinkable<String>> left = new ArrayDeque<>(List.of(jqwik));
		Deque<Shrinkable<String>> right = new ArrayDeque<>(List.of(kept));
		int nodes = 0;
		while (!left.isEmpty() && nodes < NODES) {
			Shrinkable<String> a = left.poll(), b = right.poll();
			nodes++;
			assertThat(b.value()).isEqualTo(a.value());
			assertThat(b.distance()).isEqualTo(a.distance());
			List<Shrinkable<String>> as = a.shrink().limit(12).toList(), bs = b.shrink().limit(12).toList();
			assertThat(bs.stream().map(Shrinkable::value).toList()).isEqualTo(as.stream().map(Shrinkable::value).toList());
			for (int i = 0; i < as.size(); i++) {
				for (int j = 0; j < as.size(); j++) {
					assertThat(bs.get(i).equals(bs.get(j))).isEqualTo(as.get(i).equals(as.get(j)));
				}
			}
			left.addAll(as);
			right.addAll(bs);
		}
		return nodes;
	}

	/** Two levels of choices over mapped, combined and list alternatives; jqwik's frequencyOf or ours. */
	private static Arbitrary<String> nested(boolean kept) {
		Arbitrary<String> letters = ByIdentity.of(Arbitraries.strings().withCharRange('a', 'e').ofMaxLength(3));
		Arbitrary<String> digits = ByIdentity.of(Arbitraries.integers().between(0, 99).map(String::valueOf));
		Arbitrary<String> leaf = choice(kept, List.of(Tuple.of(3, letters), Tuple.of(2, digits)));
		Arbitrary<String> pair = ByIdentity.of(Combinators.combine(leaf, leaf).as((x, y) -> "(" + x + " " + y + ")"));
		Arbitrary<String> list = ByIdentity.of(leaf.list().ofMaxSize(3).map(l -> String.join(",", l)));
		return choice(kept, List.of(Tuple.of(1, leaf), Tuple.of(2, pair), Tuple.of(2, list)));
	}

	@SuppressWarnings("unchecked")
	private static Arbitrary<String> choice(boolean kept, List<Tuple.Tuple2<Integer, Arbitrary<? extends String>>> alternatives) {
		if (kept) {
			return ByIdentity.frequencyOf(alternatives);
		}
		List<Tuple.Tuple2<Integer, Arbitrary<String>>> plain = new ArrayList<>();
		alternatives.forEach(a -> plain.add(Tuple.of(a.get1(), (Arbitrary<String>) a.get2())));
		return ByIdentity.of(Arbitraries.frequencyOf(plain));
	}
}
