package io.sparqlcheck.ledger;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Groups candidates by dedup signature, and labels a group known when the known set
 * ({@link KnownBugs}: ledger and findings) knows one of its candidates, by the candidate's identity.
 * Candidates recorded more than once (the same id) count once.
 */
public final class Dedup {
	private Dedup() {
	}

	/**
	 * One group.
	 *
	 * @param signature  the shared signature
	 * @param candidates its distinct candidates, in the order first recorded
	 * @param knownAs    what the known set knows its candidates as, each once (empty when new)
	 */
	public record Group(Signature signature, List<Candidate> candidates, List<String> knownAs) {
		public Group {
			candidates = List.copyOf(candidates);
			knownAs = List.copyOf(knownAs);
		}

		public boolean known() {
			return !knownAs.isEmpty();
		}
	}

	/** The groups, known by the ledger entries alone. */
	public static List<Group> group(List<Candidate> candidates, List<LedgerEntry> ledger) {
		return group(candidates, KnownBugs.of(ledger, List.of(), List.of()));
	}

	/** The groups, each known as what the known set calls its candidates by their identity (no cause asked). */
	public static List<Group> group(List<Candidate> candidates, KnownBugs known) {
		return group(candidates, known, c -> java.util.Set.of());
	}

	/**
	 * The groups, each known as what the known set calls its candidates: by identity, else, for a
	 * candidate of a known family, by its cause ({@link KnownBugs#verdict(Candidate, java.util.function.Function)};
	 * {@code cause} gives a candidate's optimizer steps, and is asked only of those).
	 */
	public static List<Group> group(List<Candidate> candidates, KnownBugs known, java.util.function.Function<Candidate, java.util.Set<String>> cause) {
		return group(candidates, known, cause, c -> java.util.Optional.empty());
	}

	/**
	 * The groups, as {@link #group(List, KnownBugs, java.util.function.Function)}, a candidate that is new
	 * by identity and cause then asked {@code split} ({@link DifferentialSplit}: a differential of
	 * several engines, known when each pair of engines that disagree is).
	 */
	public static List<Group> group(List<Candidate> candidates, KnownBugs known, java.util.function.Function<Candidate, java.util.Set<String>> cause,
									java.util.function.Function<Candidate, java.util.Optional<String>> split) {
		Map<String, Map<String, Candidate>> byHash = new LinkedHashMap<>();
		Map<String, Signature> signatures = new LinkedHashMap<>();
		for (Candidate c : candidates) {
			byHash.computeIfAbsent(c.signature().hash(), k -> new LinkedHashMap<>()).putIfAbsent(c.id(), c);
			signatures.putIfAbsent(c.signature().hash(), c.signature());
		}
		List<Group> groups = new ArrayList<>();
		byHash.forEach((hash, members) -> groups.add(new Group(signatures.get(hash), new ArrayList<>(members.values()),
			members.values().stream().map(c -> known.match(c).map(m -> m.widened().isEmpty() ? m.bug().id() : m.describe())
				.or(() -> java.util.Optional.of(known.verdict(c, cause)).filter(v -> !v.equals(KnownBugs.NEW)))
				.or(() -> split.apply(c)))
				.flatMap(java.util.Optional::stream).distinct().toList())));
		return groups;
	}
}
