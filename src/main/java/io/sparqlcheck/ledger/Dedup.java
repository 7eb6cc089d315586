package io.sparqlcheck.ledger;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Groups candidates by dedup signature, and labels a group known when a ledger entry has its
 * signature. Candidates recorded more than once (the same id) count once.
 */
public final class Dedup {
	private Dedup() {
	}

	/**
	 * One group.
	 *
	 * @param signature  the shared signature
	 * @param candidates its distinct candidates, in the order first recorded
	 * @param knownAs    the ids of ledger entries with this signature (empty when new)
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

	public static List<Group> group(List<Candidate> candidates, List<LedgerEntry> ledger) {
		Map<String, Map<String, Candidate>> byHash = new LinkedHashMap<>();
		Map<String, Signature> signatures = new LinkedHashMap<>();
		for (Candidate c : candidates) {
			byHash.computeIfAbsent(c.signature().hash(), k -> new LinkedHashMap<>()).putIfAbsent(c.id(), c);
			signatures.putIfAbsent(c.signature().hash(), c.signature());
		}
		List<Group> groups = new ArrayList<>();
		byHash.forEach((hash, members) -> groups.add(new Group(signatures.get(hash), new ArrayList<>(members.values()),
			ledger.stream().filter(e -> hash.equals(e.signatureHash().orElse(null))).map(LedgerEntry::id).toList())));
		return groups;
	}
}
