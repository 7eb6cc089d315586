package io.sparqlcheck.ledger;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * Since which release: a recorded failure replayed on an engine's published releases, by binary
 * search over the ordered list. It probes the oldest and the newest release, then halves the
 * interval between a release where the failure is absent and one where it is present, so it
 * names the last release that passes and the first that fails (a regression), or the last that
 * fails and the first that passes again (a fix), in about log2(n) + 2 replays. A release where the
 * case fails differently, or the engine fails, is reported as such and counts as "the recorded
 * failure is absent" for the search; it is never taken for a pass silently.
 */
public final class Bisection {
	private Bisection() {
	}

	/** What the recorded case did on one release. */
	public enum Answer {
		/** The recorded failure, the same way. */
		FAILS,
		/** The relation holds. */
		PASSES,
		/** It fails another way, or the engine failed: not the recorded failure. */
		OTHER
	}

	/** One replay: the release, its answer and a line of detail. */
	public record Probe(String release, Answer answer, String detail) {
		public Probe {
			Objects.requireNonNull(release, "release");
			Objects.requireNonNull(answer, "answer");
		}
	}

	/**
	 * What the search found.
	 *
	 * @param releases the releases searched, in order
	 * @param probes   every replay, in release order
	 * @param lastGood the last release before the transition where the recorded failure is absent, if any
	 * @param firstBad the first release after it where it is present, if any
	 * @param verdict  the finding in one sentence
	 */
	public record Result(List<String> releases, List<Probe> probes, Optional<String> lastGood, Optional<String> firstBad,
						 String verdict) {
		public Result {
			releases = List.copyOf(releases);
			probes = List.copyOf(probes);
		}
	}

	/**
	 * Bisects {@code releases} (oldest first) with {@code probe}.
	 *
	 * @throws IllegalArgumentException with no release to search
	 */
	public static Result run(List<String> releases, Function<String, Probe> probe) {
		if (releases.isEmpty()) {
			throw new IllegalArgumentException("no release to bisect");
		}
		Map<Integer, Probe> seen = new LinkedHashMap<>();
		Function<Integer, Boolean> fails = i -> seen.computeIfAbsent(i, k -> probe.apply(releases.get(k))).answer() == Answer.FAILS;
		int last = releases.size() - 1;
		boolean oldest = fails.apply(0), newest = fails.apply(last);
		Optional<String> good = Optional.empty(), bad = Optional.empty();
		String verdict;
		if (oldest == newest) {
			verdict = oldest ? "fails on the oldest (" + releases.get(0) + ") and the newest (" + releases.get(last)
				+ ") release searched: no transition in this range"
				: "the recorded failure is absent from the oldest and the newest release searched: not bisectable in this range";
		} else {
			int lo = 0, hi = last; // fails(lo) != fails(hi) throughout
			while (hi - lo > 1) {
				int mid = (lo + hi) >>> 1;
				if (fails.apply(mid) == oldest) {
					lo = mid;
				} else {
					hi = mid;
				}
			}
			if (!oldest) {
				good = Optional.of(releases.get(lo));
				bad = Optional.of(releases.get(hi));
				verdict = "a regression: the last release without the failure is " + releases.get(lo) + ", the first with it "
					+ releases.get(hi) + notAPass(seen, releases, lo);
			} else {
				good = Optional.of(releases.get(hi));
				bad = Optional.of(releases.get(lo));
				verdict = "fixed: the last release with the failure is " + releases.get(lo) + ", the first without it "
					+ releases.get(hi) + notAPass(seen, releases, hi);
			}
		}
		List<Probe> probes = new ArrayList<>(seen.entrySet().stream().sorted(Map.Entry.comparingByKey(Comparator.naturalOrder()))
			.map(Map.Entry::getValue).toList());
		return new Result(releases, probes, good, bad, verdict);
	}

	/**
	 * The caveat a verdict needs when its release "without the failure" did not pass but answered
	 * {@link Answer#OTHER} (failed another way, or could not be installed or run): the transition is
	 * then only bounded by that release, and a release next to it may still fail the recorded way.
	 */
	private static String notAPass(Map<Integer, Probe> seen, List<String> releases, int absent) {
		if (seen.get(absent).answer() != Answer.OTHER) {
			return "";
		}
		return " (but " + releases.get(absent) + " did not pass: it failed another way or could not run, so the transition"
			+ " may lie beyond it)";
	}
}
