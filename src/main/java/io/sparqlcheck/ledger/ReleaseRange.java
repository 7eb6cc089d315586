package io.sparqlcheck.ledger;

import java.util.Comparator;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The releases of one engine family a known bug is recorded on, oldest to newest: the releases its
 * repros ran on, widened by what {@code bisect} found ({@link Attribution.Kind#RELEASES}: the first
 * release with the failure to the newest one searched, or the oldest and newest that both fail). A
 * failure of the same bug on a release outside it is the bug with its range widened, not a new bug.
 *
 * @param oldest the oldest release known to fail
 * @param newest the newest release known to fail
 */
public record ReleaseRange(String oldest, String newest) {

	/** Releases in their natural order: numeric parts as numbers ({@code 4.10.0} after {@code 4.3.9}). */
	public static final Comparator<String> ORDER = ReleaseRange::compare;

	/** Just this release. */
	public static ReleaseRange of(String release) {
		return new ReleaseRange(release, release);
	}

	/** Whether the release is in the range, ends included. */
	public boolean contains(String release) {
		return compare(oldest, release) <= 0 && compare(release, newest) <= 0;
	}

	/** The smallest range holding both. */
	public ReleaseRange span(ReleaseRange other) {
		return new ReleaseRange(compare(oldest, other.oldest) <= 0 ? oldest : other.oldest,
			compare(newest, other.newest) >= 0 ? newest : other.newest);
	}

	@Override
	public String toString() {
		return oldest.equals(newest) ? oldest : oldest + ".." + newest;
	}

	private static final Pattern SEARCHED = Pattern.compile("releases (\\S+?)\\.\\.(\\S+)");
	private static final Pattern FIRST_WITH = Pattern.compile("the first with it ([0-9][0-9A-Za-z.-]*[0-9A-Za-z])");
	private static final Pattern OLDEST_NEWEST = Pattern.compile("fails (?:the recorded way )?on the oldest \\(([^)]+)\\) and the newest \\(([^)]+)\\)");
	private static final Pattern EVERY = Pattern.compile("fails on every release[^,]*, ([0-9][0-9A-Za-z.-]*[0-9A-Za-z]) to ([0-9][0-9A-Za-z.-]*[0-9A-Za-z])");

	/**
	 * The range a releases attribution shows failing, if its verdict says: from the oldest (or the
	 * first after a regression) to the newest release searched.
	 */
	public static Optional<ReleaseRange> of(Attribution a) {
		if (a.kind() != Attribution.Kind.RELEASES) {
			return Optional.empty();
		}
		Matcher m = OLDEST_NEWEST.matcher(a.verdict());
		if (m.find()) {
			return Optional.of(new ReleaseRange(m.group(1), m.group(2)));
		}
		m = EVERY.matcher(a.verdict());
		if (m.find()) {
			return Optional.of(new ReleaseRange(m.group(1), m.group(2)));
		}
		Matcher first = FIRST_WITH.matcher(a.verdict());
		Matcher searched = SEARCHED.matcher(a.subject());
		if (first.find()) {
			String newest = searched.find() ? searched.group(2) : first.group(1);
			return Optional.of(new ReleaseRange(first.group(1), compare(first.group(1), newest) <= 0 ? newest : first.group(1)));
		}
		return Optional.empty();
	}

	private static final Pattern ON = Pattern.compile(" on ([A-Za-z0-9@._-]+) replaced by ");

	/** The engine name a releases attribution replaced ({@code rdf4j} of {@code TLP on rdf4j replaced by ...}), if it says. */
	public static Optional<String> engineOf(Attribution a) {
		Matcher m = ON.matcher(a.subject());
		return a.kind() == Attribution.Kind.RELEASES && m.find() ? Optional.of(m.group(1)) : Optional.empty();
	}

	static int compare(String a, String b) {
		String[] x = a.split("[.-]"), y = b.split("[.-]");
		for (int i = 0; i < Math.max(x.length, y.length); i++) {
			String p = i < x.length ? x[i] : "0", q = i < y.length ? y[i] : "0";
			int c = p.matches("[0-9]+") && q.matches("[0-9]+")
				? new java.math.BigInteger(p).compareTo(new java.math.BigInteger(q)) : p.compareTo(q);
			if (c != 0) {
				return c;
			}
		}
		return 0;
	}
}
