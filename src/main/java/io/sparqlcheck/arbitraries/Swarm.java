package io.sparqlcheck.arbitraries;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * One case's swarm configuration (swarm testing, Groce et al., ISSTA 2012): which of core-3's
 * pattern constructs the case may use, how deep its groups may nest and how many elements its top
 * group may hold. Each case first draws its configuration from its own seed, then its pattern from
 * a core-3 recursion over the enabled constructs only ({@link SwarmPatterns}). A construct left out
 * of a case gives its share to the others, so a case with only OPTIONAL and FILTER nests OPTIONALs
 * as deep as the bound allows, and one with depth 1 and one element is a flat core-2-sized shape:
 * flat and deep cases both occur often, and a construct that masks a bug (a FILTER that removes the
 * rows a wrong join invents) is absent from about half of the cases.
 *
 * <p>What it promises: a configuration always enables at least one leaf construct (FILTER, BIND or
 * VALUES: the recursion needs a leaf), so every configuration generates; the depth is 1 to
 * {@link Core3Patterns#MAX_DEPTH}, the top group's elements 1 to 4, both within core-3's bounds, so
 * a swarm case is always a case core-3's recursion could have built, with core-3's exclusions.
 *
 * @param enabled     the constructs a case may use (never without a leaf construct)
 * @param depth       how many groups may nest below the top one, 1 to {@link Core3Patterns#MAX_DEPTH}
 * @param topElements the most elements after the top group's triple pattern, 1 to 4
 */
record Swarm(Set<Construct> enabled, int depth, int topElements) {

	/** core-3's pattern constructs, each enabled or not per case. */
	enum Construct {
		OPTIONAL, FILTER, BIND, VALUES, UNION, MINUS, NESTED, SUB_SELECT;

		boolean leaf() {
			return this == FILTER || this == BIND || this == VALUES;
		}
	}

	/** core-3 itself: every construct, its full depth and top size. */
	static final Swarm ALL = new Swarm(EnumSet.allOf(Construct.class), Core3Patterns.MAX_DEPTH, 4);

	Swarm {
		if (enabled.stream().noneMatch(Construct::leaf)) {
			throw new IllegalArgumentException("a swarm configuration needs a leaf construct (FILTER, BIND or VALUES): " + enabled);
		}
		if (depth < 1 || depth > Core3Patterns.MAX_DEPTH || topElements < 1 || topElements > 4) {
			throw new IllegalArgumentException("swarm depth 1.." + Core3Patterns.MAX_DEPTH + " and top elements 1..4: " + depth + ", "
				+ topElements);
		}
		enabled = Set.copyOf(enabled);
	}

	/** Whether a case of this configuration may use the construct. */
	boolean has(Construct c) {
		return enabled.contains(c);
	}

	/**
	 * Configurations: each construct enabled with probability one half, independently; a
	 * configuration without a leaf construct gets FILTER. Depth and top size uniform. Each shrinks
	 * toward fewer constructs, a shallower bound and fewer elements.
	 */
	static Arbitrary<Swarm> configurations() {
		Arbitrary<List<Boolean>> flags = Arbitraries.of(false, true).list().ofSize(Construct.values().length);
		return Combinators.combine(flags, Arbitraries.integers().between(1, Core3Patterns.MAX_DEPTH), Arbitraries.integers().between(1, 4))
			.as((fs, depth, top) -> {
				Set<Construct> on = EnumSet.noneOf(Construct.class);
				for (Construct c : Construct.values()) {
					if (fs.get(c.ordinal())) {
						on.add(c);
					}
				}
				if (on.stream().noneMatch(Construct::leaf)) {
					on.add(Construct.FILTER);
				}
				return new Swarm(on, depth, top);
			});
	}
}
