package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.UnionPattern;
import net.jqwik.api.Example;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The structural shrink steps of core-3 elements: a nested element can replace its parent (what
 * jqwik's own steps cannot do), every step is strictly smaller, and no step leaves a group without
 * a triple pattern.
 */
class FlatteningTests {

	private static final TriplePattern SPO = new TriplePattern(Vocabulary.S, Vocabulary.P, Vocabulary.O);
	private static final TriplePattern SQW = new TriplePattern(Vocabulary.S, Vocabulary.Q, Vocabulary.W);
	private static final MinusPattern MINUS = new MinusPattern(GroupPattern.of(SQW));

	@Example
	void aMinusTwoGroupsDeepCanBeLiftedStepByStepToTheTop() {
		OptionalPattern inner = new OptionalPattern(GroupPattern.of(SPO, MINUS));
		OptionalPattern outer = new OptionalPattern(GroupPattern.of(SQW, inner));
		assertThat(Flattening.lifts(outer)).containsExactly(inner);
		assertThat(Flattening.lifts(inner)).containsExactly(MINUS);
		assertThat(Flattening.candidates(outer)).contains(new OptionalPattern(GroupPattern.of(SQW, MINUS)));
		assertThat(Flattening.lifts(SQW)).isEmpty();
	}

	@Example
	void everyStepIsSmallerAndKeepsATriplePatternInEachGroup() {
		UnionPattern union = new UnionPattern(GroupPattern.of(SPO, SQW, MINUS), GroupPattern.of(SQW));
		List<PatternElement> steps = Flattening.candidates(union).toList();
		assertThat(steps).isNotEmpty().contains(MINUS)
			.contains(new UnionPattern(GroupPattern.of(SQW, MINUS), GroupPattern.of(SQW)))
			.doesNotContain(new UnionPattern(GroupPattern.of(SPO, SQW, MINUS), GroupPattern.of()));
		for (PatternElement step : steps) {
			assertThat(size(step)).as("%s", step.toSparql()).isLessThan(size(union));
			Flattening.groups(step).forEach(g -> assertThat(g.elements()).anyMatch(e -> e instanceof TriplePattern));
		}
	}

	private static int size(PatternElement e) {
		return 1 + Flattening.groups(e).stream().flatMap(g -> g.elements().stream()).mapToInt(FlatteningTests::size).sum();
	}
}
