package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.GroupPattern;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;

/**
 * The patterns of {@code mix-1}: a mixture of shape sizes, so that a default campaign does not
 * dilute the flat shapes. Each case's pattern is, with equal weight, a flat core-2 pattern (the core
 * pattern {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}, four times in ten, or it with one top-level
 * construct: {@link Core2Patterns}) or a recursive core-3 pattern ({@link Core3Patterns}). core-3
 * alone met none of the flat bugs core-2 hits in minutes (apache/jena#4160, eclipse-rdf4j/rdf4j#6050)
 * in 14,913 cases; here half of the cases are those shapes, and the other half keep core-3's depth.
 * The weights are not tuned to any bug. The flat alternative is first, so a failing case shrinks
 * toward it; its BIND, whose expression may read ?b, is made legal the way core-3's are
 * ({@link Core3Legal}). Both alternatives take the case's own predicates and terms, and core-3's the user's
 * pattern productions.
 */
final class MixPatterns {
	private MixPatterns() {
	}

	/** mix-1's pattern part. */
	static PatternPart part() {
		return PatternPart.recursive(MixPatterns::arbitrary);
	}

	@SuppressWarnings("unchecked")
	private static Arbitrary<GroupPattern> arbitrary(PatternPart.Sources sources) {
		return ByIdentity.frequencyOf(
			Tuple.of(1, Core2Patterns.arbitrary(sources).map(Core3Legal::legal)),
			Tuple.of(1, Core3Patterns.part().arbitrary(sources)));
	}
}
