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
public record CauseMatch(List<KnownBugs.Bug> bugs, Set<String> steps) {
	public CauseMatch {
		bugs = List.copyOf(bugs);
		steps = new TreeSet<>(steps);
	}

	/** Whether exactly one bug has this cause: only then is the failure that bug (and a benchmark's detection of it). */
	public boolean unique() {
		return bugs.size() == 1;
	}

	/** {@code known by cause: ID (RDF4J: FilterOptimizer)}, or {@code known family, cause ambiguous: A|B (...)}. */
	public String describe() {
		String ids = String.join("|", bugs.stream().map(KnownBugs.Bug::id).toList());
		return (unique() ? BY_CAUSE : AMBIGUOUS) + ids + " (" + String.join(", ", steps) + ")";
	}

	/** How {@link CauseMatch#describe()} starts for one bug. */
	public static final String BY_CAUSE = "known by cause: ";
	/** How {@link CauseMatch#describe()} starts when several bugs of the family have the failure's cause: not any one of them. */
	public static final String AMBIGUOUS = "known family, cause ambiguous: ";
}
