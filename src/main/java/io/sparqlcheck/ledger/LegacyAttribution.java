package io.sparqlcheck.ledger;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a releases attribution written before it carried release fields is read: from the prose of
 * its subject and verdict, in every wording {@code bisect} (and the by-hand scripts) used. Only
 * {@link ReleaseRange#of(Attribution)} on an unmigrated record and {@link ReleaseRange#migrate} use
 * it; a record written or migrated since is read from its fields, and its prose is for people only.
 */
final class LegacyAttribution {
	private LegacyAttribution() {
	}

	private static final Pattern SEARCHED = Pattern.compile("releases (\\S+?)\\.\\.(\\S+)");
	private static final Pattern FIRST_WITH = Pattern.compile("the first (?:with it|that fails) ([0-9][0-9A-Za-z.-]*[0-9A-Za-z])");
	private static final Pattern OLDEST_NEWEST = Pattern.compile("fails (?:the recorded way )?on the oldest \\(([^)]+)\\) and the newest \\(([^)]+)\\)");
	private static final Pattern ONE = Pattern.compile("^fails the recorded way on ([0-9][0-9A-Za-z.-]*[0-9A-Za-z]): no transition");
	private static final Pattern EVERY = Pattern.compile("fails on every release[^,]*, ([0-9][0-9A-Za-z.-]*[0-9A-Za-z]) to ([0-9][0-9A-Za-z.-]*[0-9A-Za-z])");
	private static final Pattern FIXED = Pattern.compile("^fixed: the last release with the failure is ([0-9][0-9A-Za-z.-]*[0-9A-Za-z]), the first that passes ([0-9][0-9A-Za-z.-]*[0-9A-Za-z])");
	private static final Pattern ON = Pattern.compile(" on ([A-Za-z0-9@._-]+) replaced by ");

	/** The range the verdict shows failing: from the oldest (or the first after a regression) to the newest release searched. */
	static Optional<ReleaseRange> range(Attribution a) {
		for (Pattern p : new Pattern[] {OLDEST_NEWEST, EVERY}) {
			Matcher m = p.matcher(a.verdict());
			if (m.find()) {
				return Optional.of(new ReleaseRange(m.group(1), m.group(2)));
			}
		}
		Matcher one = ONE.matcher(a.verdict());
		if (one.find()) {
			return Optional.of(ReleaseRange.of(one.group(1)));
		}
		Matcher fixed = FIXED.matcher(a.verdict());
		Matcher searched = SEARCHED.matcher(a.subject());
		boolean hasSearched = searched.find();
		if (fixed.find()) {
			return Optional.of(new ReleaseRange(hasSearched ? searched.group(1) : fixed.group(1), fixed.group(1)));
		}
		Matcher first = FIRST_WITH.matcher(a.verdict());
		if (first.find()) {
			String newest = hasSearched ? searched.group(2) : first.group(1);
			return Optional.of(new ReleaseRange(first.group(1), ReleaseRange.compare(first.group(1), newest) <= 0 ? newest : first.group(1)));
		}
		return Optional.empty();
	}

	/** The first release that passes after a fix, if the verdict says. */
	static Optional<String> fixedIn(Attribution a) {
		Matcher fixed = FIXED.matcher(a.verdict());
		return fixed.find() ? Optional.of(fixed.group(2)) : Optional.empty();
	}

	/** The engine name the releases replaced, if the subject says. */
	static Optional<String> engine(Attribution a) {
		Matcher m = ON.matcher(a.subject());
		return m.find() ? Optional.of(m.group(1)) : Optional.empty();
	}
}
