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
 * case fails differently, or that could not run, is no answer: it is reported as such and never
 * taken for a pass (nor for the recorded failure). The search goes on from the nearest release that
 * answered, and when only such releases lie between a pass and a failure, the verdict says the
 * transition lies somewhere among them.
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

		/**
		 * The releases found failing the recorded way, as a range: from the oldest probe that failed so to
		 * the newest (releases between two such probes are taken to fail too, as the search assumes);
		 * empty when no probe failed the recorded way.
		 */
		public Optional<ReleaseRange> affected() {
			List<String> failing = probes.stream().filter(p -> p.answer() == Answer.FAILS).map(Probe::release).toList();
			return failing.isEmpty() ? Optional.empty() : Optional.of(new ReleaseRange(failing.get(0), failing.get(failing.size() - 1)));
		}

		/** The first release after the newest failing one that passes: where the failure is fixed, if the search saw it. */
		public Optional<String> fixedIn() {
			return affected().flatMap(a -> probes.stream().filter(p -> p.answer() == Answer.PASSES
				&& ReleaseRange.compare(p.release(), a.newest()) > 0).map(Probe::release).findFirst());
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
		Function<Integer, Answer> answer = i -> seen.computeIfAbsent(i, k -> probe.apply(releases.get(k))).answer();
		int last = releases.size() - 1;
		// the ends: the oldest and the newest release that give an answer (one that could not run is no answer)
		int lo = decisive(answer, 0, last, 1);
		int hi = lo < 0 ? -1 : decisive(answer, last, lo, -1);
		Optional<String> good = Optional.empty(), bad = Optional.empty();
		String verdict;
		if (lo < 0) {
			verdict = "no release searched passed or failed the recorded way (each failed another way or could not run): nothing to bisect";
		} else if (answer.apply(lo) == answer.apply(hi)) {
			boolean fails = answer.apply(lo) == Answer.FAILS;
			verdict = (fails ? "fails the recorded way on " : "the recorded failure is absent from ") + (lo == hi ? releases.get(lo)
				: "the oldest (" + releases.get(lo) + ") and the newest (" + releases.get(hi) + ") release that ran")
				+ ": no transition in this range" + unknown(seen, releases, 0, lo) + unknown(seen, releases, hi, last);
		} else {
			boolean oldestFails = answer.apply(lo) == Answer.FAILS;
			while (hi - lo > 1) {
				int mid = decisiveNear(answer, (lo + hi) >>> 1, lo, hi);
				if (mid < 0) {
					break; // every release between them failed another way or could not run
				}
				if (answer.apply(mid) == answer.apply(lo)) {
					lo = mid;
				} else {
					hi = mid;
				}
			}
			String between = hi - lo > 1 ? "; between them " + String.join(", ", releases.subList(lo + 1, hi))
				+ " failed another way or could not run, so the transition lies somewhere from " + releases.get(lo) + " to " + releases.get(hi) : "";
			if (!oldestFails) {
				good = Optional.of(releases.get(lo));
				bad = Optional.of(releases.get(hi));
				verdict = "a regression: the last release that passes is " + releases.get(lo) + ", the first that fails " + releases.get(hi) + between;
			} else {
				good = Optional.of(releases.get(hi));
				bad = Optional.of(releases.get(lo));
				verdict = "fixed: the last release with the failure is " + releases.get(lo) + ", the first that passes " + releases.get(hi) + between;
			}
		}
		List<Probe> probes = new ArrayList<>(seen.entrySet().stream().sorted(Map.Entry.comparingByKey(Comparator.naturalOrder()))
			.map(Map.Entry::getValue).toList());
		return new Result(releases, probes, good, bad, verdict);
	}

	/** The first index from {@code from} toward {@code to} (by {@code step}) whose answer is a pass or the recorded failure, or -1. */
	private static int decisive(Function<Integer, Answer> answer, int from, int to, int step) {
		for (int i = from; step > 0 ? i <= to : i >= to; i += step) {
			if (answer.apply(i) != Answer.OTHER) {
				return i;
			}
		}
		return -1;
	}

	/** The release nearest {@code mid} strictly between {@code lo} and {@code hi} with a decisive answer, or -1. */
	private static int decisiveNear(Function<Integer, Answer> answer, int mid, int lo, int hi) {
		for (int d = 0; mid + d < hi || mid - d > lo; d++) {
			for (int i : new int[] {mid + d, mid - d}) {
				if (i > lo && i < hi && answer.apply(i) != Answer.OTHER) {
					return i;
				}
			}
		}
		return -1;
	}

	/** The caveat for releases at an end of the range, from {@code from} to before {@code to}, that gave no answer. */
	private static String unknown(Map<Integer, Probe> seen, List<String> releases, int from, int to) {
		List<String> none = new ArrayList<>();
		for (int i = Math.min(from, to); i <= Math.max(from, to); i++) {
			if (seen.containsKey(i) && seen.get(i).answer() == Answer.OTHER) {
				none.add(releases.get(i));
			}
		}
		return none.isEmpty() ? "" : " (" + String.join(", ", none) + " failed another way or could not run: they count for neither side)";
	}
}
