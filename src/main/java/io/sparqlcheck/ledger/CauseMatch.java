package io.sparqlcheck.ledger;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A failure matched by its cause: the known bugs of its family whose recorded optimizer steps are
 * the failure's (non-empty) steps ({@link KnownBugs#byCause}), or, for an engine failure, those whose
 * repros threw the same exception text on the same roles ({@link KnownBugs#byException}).
 *
 * @param bugs  the bugs, in file order (at least one)
 * @param steps the failure's steps ({@code ROLE: step}) or exceptions ({@code ROLE threw: text})
 */
public record CauseMatch(List<KnownBug> bugs, Set<String> steps, List<CauseMatch> parts) {
	public CauseMatch {
		bugs = List.copyOf(bugs);
		steps = new TreeSet<>(steps);
		parts = List.copyOf(parts);
	}

	/** A match by one cause (no parts). */
	public CauseMatch(List<KnownBug> bugs, Set<String> steps) {
		this(bugs, steps, List.of());
	}

	/**
	 * An engine failure in which several roles threw, each a text some known bug's repro threw, though no
	 * one bug threw them all (Jena and QueryEngineRef each abort on a decimal division by zero, two
	 * findings): a match part by part, or empty when any role's text is unknown.
	 *
	 * @param threw   each failing role's {@code ROLE threw: text}
	 * @param knowing the bugs whose repros threw a text
	 */
	static java.util.Optional<CauseMatch> perRole(Set<String> threw, java.util.function.Function<String, List<KnownBug>> knowing) {
		List<CauseMatch> parts = new java.util.ArrayList<>();
		List<KnownBug> all = new java.util.ArrayList<>();
		for (String t : threw) {
			List<KnownBug> bugs = knowing.apply(t);
			if (bugs.isEmpty()) {
				return java.util.Optional.empty();
			}
			parts.add(new CauseMatch(bugs, Set.of(t)));
			bugs.stream().filter(b -> !all.contains(b)).forEach(all::add);
		}
		return parts.size() < 2 ? java.util.Optional.empty() : java.util.Optional.of(new CauseMatch(all, threw, parts));
	}

	/** Whether exactly one bug has this cause: only then is the failure that bug (and a benchmark's detection of it). */
	public boolean unique() {
		return bugs.size() == 1 && parts.isEmpty();
	}

	/**
	 * This match when it names one bug; when several bugs threw one text (one throw site, reached
	 * several ways: RDF4J's "Node has no parent" from three optimizer steps), the one of them the failure's
	 * optimizer steps ({@code bySteps}) name too, when there is exactly one; else empty.
	 */
	public java.util.Optional<CauseMatch> narrowedBy(java.util.function.Supplier<java.util.Optional<CauseMatch>> bySteps) {
		if (unique()) {
			return java.util.Optional.of(this);
		}
		return bySteps.get().filter(m -> m.parts().isEmpty()).flatMap(m -> {
			List<KnownBug> both = m.bugs().stream().filter(b -> bugs.stream().anyMatch(b::sameBugAs)).toList();
			return both.size() == 1 ? java.util.Optional.of(new CauseMatch(both, m.steps())) : java.util.Optional.empty();
		});
	}

	/**
	 * {@code known by cause: ID (RDF4J: FilterOptimizer)}, or {@code known family, cause ambiguous: A|B (...)}, or, by
	 * role, {@link #BY_ROLE} and each part's words joined by {@link DifferentialSplit#AND}.
	 */
	public String describe() {
		if (!parts.isEmpty()) {
			return BY_ROLE + String.join(DifferentialSplit.AND, parts.stream().map(CauseMatch::describe).toList());
		}
		String ids = String.join("|", bugs.stream().map(KnownBug::id).toList());
		return (unique() ? BY_CAUSE : AMBIGUOUS) + ids + " (" + String.join(", ", steps) + ")";
	}

	/** How {@link CauseMatch#describe()} starts for an engine failure known role by role. */
	public static final String BY_ROLE = "known, by failing engine: ";

	/** How {@link CauseMatch#describe()} starts for one bug. */
	public static final String BY_CAUSE = "known by cause: ";
	/** How {@link CauseMatch#describe()} starts when several bugs of the family have the failure's cause: not any one of them. */
	public static final String AMBIGUOUS = "known family, cause ambiguous: ";
}
