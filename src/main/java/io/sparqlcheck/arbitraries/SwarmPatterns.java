package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.GroupPattern;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The patterns of {@code swarm-1}: swarm testing over core-3's recursion. Each case first draws its
 * {@link Swarm} configuration (a subset of OPTIONAL, FILTER, BIND, VALUES, UNION, MINUS, nested
 * groups and sub-SELECT, a depth bound and a top-group size) and then a core-3 pattern over the
 * enabled constructs only; now and then (one case in {@link #FLAT_WEIGHT} + {@link #SWARM_WEIGHT})
 * it is a flat core-2 pattern instead, the shapes core-3 dilutes and mix-1 kept. Deterministic per
 * seed like every grammar; a failing case shrinks within its configuration as core-3's do
 * (dropping and lifting elements), then toward fewer constructs. The pattern arbitrary of each
 * configuration is built once per case arbitrary and found again by its configuration.
 */
final class SwarmPatterns {
	private SwarmPatterns() {
	}

	/** The weight of a flat core-2 pattern. */
	static final int FLAT_WEIGHT = 1;

	/** The weight of a swarm core-3 pattern. */
	static final int SWARM_WEIGHT = 3;

	/** swarm-1's pattern part. */
	static PatternPart part() {
		return PatternPart.recursive(SwarmPatterns::arbitrary);
	}

	/**
	 * Swarm patterns only, never swarm-1's flat core-2 quarter: the swarm component of a case-level
	 * mixture ({@link Mixtures}), whose flat cases come whole from core-1 and core-2.
	 */
	static PatternPart swarmOnlyPart() {
		return PatternPart.recursive(SwarmPatterns::swarm);
	}

	@SuppressWarnings("unchecked")
	private static Arbitrary<GroupPattern> arbitrary(PatternPart.Sources sources) {
		return ByIdentity.frequencyOf(
			Tuple.of(FLAT_WEIGHT, Core2Patterns.arbitrary(sources).map(Core3Legal::legal)),
			Tuple.of(SWARM_WEIGHT, swarm(sources)));
	}

	/** A configuration per case, then a core-3 pattern over its constructs. */
	private static Arbitrary<GroupPattern> swarm(PatternPart.Sources sources) {
		Map<Swarm, Arbitrary<GroupPattern>> byConfiguration = new ConcurrentHashMap<>();
		return Swarm.configurations()
			.flatMap(s -> byConfiguration.computeIfAbsent(s, c -> Core3Patterns.swarm(sources, c)));
	}
}
