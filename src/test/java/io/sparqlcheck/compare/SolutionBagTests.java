package io.sparqlcheck.compare;

import io.sparqlcheck.result.SolutionBag;

import io.sparqlcheck.result.Solution;

import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class SolutionBagTests {

	static final Solution A = Solution.of(Map.of("o", Literal.integer(1)));
	static final Solution B = Solution.of(Map.of("o", Literal.integer(2)));

	@Example
	void bagsAreComparedByCountsNotBySizeAndSet() {
		assertThat(SolutionBag.of(A, A)).isNotEqualTo(SolutionBag.of(A, B)); // one size
		assertThat(SolutionBag.of(A, A, B)).isNotEqualTo(SolutionBag.of(A, B, B)); // one size and one set
		assertThat(SolutionBag.of(A, B, A)).isEqualTo(SolutionBag.of(A, A, B)); // order does not matter
	}

	@Example
	void differenceAndUnionCountEveryDuplicate() {
		SolutionBag base = SolutionBag.of(A, A, B);
		SolutionBag branches = SolutionBag.of(A).plus(SolutionBag.of(B, B));
		assertThat(base.minus(branches)).isEqualTo(SolutionBag.of(A));
		assertThat(branches.minus(base)).isEqualTo(SolutionBag.of(B));
		assertThat(branches.size()).isEqualTo(3);
	}

	@Example
	void anUnboundVariableDiffersFromABoundOne() {
		Solution unbound = Solution.of(Map.of("s", Iri.of("http://example.org/s0")));
		Solution bound = Solution.of(Map.of("s", Iri.of("http://example.org/s0"), "w", Literal.integer(1)));
		assertThat(unbound).isNotEqualTo(bound);
		assertThat(unbound.isBound("w")).isFalse();
	}

	@Property
	void aShuffledBagIsEqualAndRemovingOneSolutionIsNot(@ForAll @Size(min = 1, max = 12) List<@IntRange(min = 0, max = 3) Integer> values,
														 @ForAll java.util.Random random) {
		List<Solution> rows = new ArrayList<>(values.stream().map(v -> Solution.of(Map.of("o", Literal.integer(v)))).toList());
		List<Solution> shuffled = new ArrayList<>(rows);
		Collections.shuffle(shuffled, random);
		assertThat(SolutionBag.of(shuffled)).isEqualTo(SolutionBag.of(rows));
		shuffled.remove(0);
		assertThat(SolutionBag.of(shuffled)).isNotEqualTo(SolutionBag.of(rows));
		assertThat(SolutionBag.of(rows).minus(SolutionBag.of(shuffled)).size()).isEqualTo(1);
	}

	@Example
	void theUnionOfListsIsThePlusOfTheirBagsInTheSameOrder() {
		Solution c = Solution.of(Map.of("o", Literal.integer(3)));
		List<Solution> t = List.of(B, A), f = List.of(c, B, B), e = List.of(A, c);
		SolutionBag plus = SolutionBag.of(t).plus(SolutionBag.of(f)).plus(SolutionBag.of(e));
		SolutionBag once = SolutionBag.of(t, f, e);
		assertThat(once).isEqualTo(plus);
		assertThat(once.size()).isEqualTo(7);
		assertThat(once.toString()).isEqualTo(plus.toString()); // the same order of first occurrence
		assertThat(once.toString()).startsWith("3 × { ?o=\"2\"");
	}

	@Example
	void solutionsWithEqualBindingsHaveOneHashAndOthersAreNotEqual() {
		Solution a2 = Solution.of(Map.of("o", Literal.integer(1)));
		assertThat(a2).isEqualTo(A).hasSameHashCodeAs(A);
		assertThat(A.hashCode()).isEqualTo(A.hashCode());
		assertThat(A).isNotEqualTo(B);
		assertThat(Solution.of(Map.of("o", Literal.integer(1), "s", Literal.integer(1)))).isNotEqualTo(A);
	}
}
