package io.sparqlcheck.ledger;

import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A failure of a known family matched by its cause: the known bugs of its family whose recorded
 * steps are the failure's (non-empty) steps.
 *
 * @param bugs  the bugs, in file order (at least one)
 * @param steps the failure's steps
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

	/** {@code known by cause: ID (steps ...)}, or {@code known family, cause ambiguous: A|B (steps ...)}. */
	public String describe() {
		String ids = String.join("|", bugs.stream().map(KnownBugs.Bug::id).toList());
		return (unique() ? BY_CAUSE : AMBIGUOUS) + ids + " (steps " + String.join(", ", steps) + ")";
	}

	/** How {@link CauseMatch#describe()} starts for one bug. */
	public static final String BY_CAUSE = "known by cause: ";
	/** How {@link CauseMatch#describe()} starts when several bugs of the family have the failure's cause: not any one of them. */
	public static final String AMBIGUOUS = "known family, cause ambiguous: ";
}
