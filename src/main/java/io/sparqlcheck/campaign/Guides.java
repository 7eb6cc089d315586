package io.sparqlcheck.campaign;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The case-guide registry: how a campaign picks the case it checks for each seed. A new guide is
 * one class (its {@link CaseGuide}) plus one line here; {@code campaign --guide} and {@code bench
 * --only detect --guide} find it through {@link #named}.
 */
public final class Guides {
	private Guides() {
	}

	/** Each seed's own case: the grammar's case of the seed. */
	public static final GuideType NONE = new GuideType("none", "each seed's own case",
		cases -> seed -> new CaseGuide.Choice(seed, cases.caseForSeed(seed), null));

	/** Plan-guided: of {@value PlanGuide#CANDIDATES} candidates per seed, the one adding the most unseen (construct, optimizer step) combinations. */
	public static final GuideType PLAN = new GuideType("plan", "of " + PlanGuide.CANDIDATES
		+ " candidate cases per seed (the seed's own and sub-seeds of it), the one whose constructs and fired optimizer steps were least seen",
		cases -> new PlanGuide(cases, PlanGuide.CANDIDATES));

	private static final List<GuideType> ALL = List.of(NONE, PLAN);

	/**
	 * The campaign's default: {@link #NONE}. Measured (docs/benchmarks.md, "Plan-guided generation"):
	 * guidance grows the plan coverage, but costs generation and optimiser passes for every candidate.
	 */
	public static final GuideType DEFAULT = NONE;

	/** The keys users type, in order. */
	public static List<String> keys() {
		return ALL.stream().map(GuideType::key).toList();
	}

	/**
	 * The guide a user names, in any case.
	 *
	 * @throws IllegalArgumentException naming the unknown word and the known keys
	 */
	public static GuideType named(String word) {
		String w = word.strip().toLowerCase(Locale.ROOT);
		Optional<GuideType> t = ALL.stream().filter(g -> g.key().equals(w)).findFirst();
		return t.orElseThrow(() -> new IllegalArgumentException("unknown guide '" + word.strip() + "' (known: " + String.join(", ", keys()) + ")"));
	}
}
