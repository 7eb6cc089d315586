package io.sparqlcheck.ledger;

import java.util.Comparator;
import java.util.Optional;

/**
 * The releases of one engine family a known bug is recorded on, oldest to newest: the releases its
 * repros ran on, widened by what {@code bisect} found ({@link Attribution.Kind#RELEASES}: the first
 * release with the failure to the newest one searched, or the oldest and newest that both fail), read from
 * the attribution's fields, never from its prose. A
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

	/**
	 * The range a releases attribution shows failing: its {@code affectedFrom}..{@code affectedTo}
	 * fields. A record from before those fields existed (not yet migrated, see {@link #migrate}) is read
	 * the old way, from its prose, so old files still mean what they meant.
	 */
	public static Optional<ReleaseRange> of(Attribution a) {
		if (a.kind() != Attribution.Kind.RELEASES) {
			return Optional.empty();
		}
		if (a.structured()) {
			return a.affectedFrom() == null ? Optional.empty() : Optional.of(new ReleaseRange(a.affectedFrom(), a.affectedTo()));
		}
		return LegacyAttribution.range(a);
	}

	/** The engine name a releases attribution replaced ({@code rdf4j} of {@code TLP on rdf4j replaced by ...}), if it says. */
	public static Optional<String> engineOf(Attribution a) {
		if (a.kind() != Attribution.Kind.RELEASES) {
			return Optional.empty();
		}
		return a.structured() ? Optional.ofNullable(a.engine()) : LegacyAttribution.engine(a);
	}

	/**
	 * The attribution with its release fields, taken once from the prose of a record written before
	 * they existed; a record that has them, or that is not a releases attribution, is returned as it is.
	 * Applied once to every record of attributions.jsonl (session 11), and again to records a bisect of an
	 * older build wrote; {@code ReleaseFieldsTests} fails while any record lacks its fields.
	 */
	public static Attribution migrate(Attribution a) {
		if (a.kind() != Attribution.Kind.RELEASES || a.structured()) {
			return a;
		}
		Optional<ReleaseRange> range = LegacyAttribution.range(a);
		return new Attribution(a.id(), a.kind(), a.subject(), a.verdict(), a.detail(), LegacyAttribution.engine(a).orElse(null),
			range.map(ReleaseRange::oldest).orElse(null), range.map(ReleaseRange::newest).orElse(null), LegacyAttribution.fixedIn(a).orElse(null));
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
