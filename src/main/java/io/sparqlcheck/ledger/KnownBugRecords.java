package io.sparqlcheck.ledger;

import io.sparqlcheck.ledger.KnownBug;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * How the three record files become {@link KnownBug}s: each ledger entry and each finding with
 * the identities of its repros, the family it is in, the release range its repros, its versions
 * seen and its attributions (bisect's RELEASES) span, and the causes ({@code explain --record}'s
 * optimizer steps, an engine failure's exception text) recorded for its repros.
 */
final class KnownBugRecords {
	private KnownBugRecords() {
	}

	/** The bugs of these records: ledger entries first, then findings, in file order. */
	static List<KnownBug> bugs(List<LedgerEntry> ledger, List<TriagedFinding> findings, List<Attribution> attributions) {
		List<KnownBug> out = new ArrayList<>();
		for (LedgerEntry e : ledger) {
			List<Candidate> repros = e.candidate() == null ? List.of() : List.of(e.candidate());
			out.add(bug(e.id(), "ledger " + e.id() + " (" + e.status().text() + ", " + e.url() + ")", ledgerRole(e, attributions), List.of(),
				repros, e.signatureHash().stream().toList(), attributions, e.url()));
		}
		for (TriagedFinding f : findings) {
			out.add(bug(f.id(), f.knownAs(), FailureIdentity.role(f.engine()), f.versionsSeen(), f.repros(), f.signatures(), attributions,
				f.upstreamSearch().duplicateOf()));
		}
		return out;
	}

	/**
	 * The role each repro's bug is recorded on (a ledger entry no bisect ran on: its upstream project's; a repro of
	 * no role is left out): the engine a locus is looked for on.
	 */
	static java.util.Map<String, String> reproRoles(List<LedgerEntry> ledger, List<TriagedFinding> findings, List<Attribution> attributions) {
		java.util.Map<String, String> out = new java.util.TreeMap<>();
		for (LedgerEntry e : ledger) {
			String bisected = ledgerRole(e, attributions);
			String role = bisected != null ? bisected : projectRole(e.url());
			if (e.candidate() != null && role != null) {
				out.put(e.candidate().id(), role);
			}
		}
		for (TriagedFinding f : findings) {
			f.repros().forEach(c -> out.put(c.id(), FailureIdentity.role(f.engine())));
		}
		return out;
	}

	/** A ledger entry's role: the engine its bisect (RELEASES attribution) ran, or null when none did. */
	private static String ledgerRole(LedgerEntry e, List<Attribution> attributions) {
		return attributions.stream().filter(a -> a.id().equals(e.id())).map(ReleaseRange::engineOf)
			.flatMap(Optional::stream).map(FailureIdentity::role).findFirst().orElse(null);
	}

	/**
	 * The family whose project an upstream issue is filed in ({@code github.com/eclipse-rdf4j/rdf4j/issues/6056}:
	 * RDF4J), or null: where a ledger entry no bisect ran on has its locus looked for. Not the entry's role for
	 * matching: an entry may record two engines' wrong answer under one project's issue.
	 */
	static String projectRole(String url) {
		String path = url == null ? "" : url.toLowerCase(java.util.Locale.ROOT);
		for (io.sparqlcheck.engine.EngineFamily f : io.sparqlcheck.engine.EngineFamily.values()) {
			String name = f.name().toLowerCase(java.util.Locale.ROOT);
			if (f != io.sparqlcheck.engine.EngineFamily.OTHER && path.matches("https?://github\\.com/[^/]+/[^/]*" + name + "[^/]*/.*")) {
				return f.name();
			}
		}
		return null;
	}

	private static KnownBug bug(String id, String knownAs, String role, List<String> seen, List<Candidate> repros, List<String> hashes,
						   List<Attribution> attributions, String upstream) {
		String family = role == null ? null : FailureIdentity.family(role);
		List<FailureIdentity> identities = new ArrayList<>();
		Set<String> ids = new TreeSet<>(List.of(id));
		ReleaseRange range = null;
		for (String v : seen) {
			range = span(range, ReleaseRange.of(FailureIdentity.release(v)));
		}
		for (Candidate c : repros) {
			ids.add(c.id());
			FailureIdentity identity = KnownBugs.identity(c).orElse(null);
			if (identity == null) {
				continue;
			}
			identities.add(identity);
			for (var e : identity.versions().entrySet()) {
				if (FailureIdentity.family(e.getKey()).equals(family)) {
					for (String v : e.getValue()) {
						range = span(range, ReleaseRange.of(v));
					}
				}
			}
		}
		for (Attribution a : attributions) {
			if (ids.contains(a.id()) && family != null
				&& ReleaseRange.engineOf(a).map(n -> FailureIdentity.family(FailureIdentity.role(n)).equals(family)).orElse(false)) {
				range = span(range, ReleaseRange.of(a).orElse(null));
			}
		}
		return new KnownBug(id, knownAs, role, range, identities, new TreeSet<>(hashes), causes(id, repros, attributions), upstream);
	}

	/**
	 * The recorded causes of the repros: an optimizer-step attribution's steps (and its evaluator locus, as a cause of
	 * its own), against the repro's id (or the bug's, for its only repro), and an engine failure's exception text.
	 */
	private static List<KnownCause> causes(String id, List<Candidate> repros, List<Attribution> attributions) {
		List<KnownCause> out = new ArrayList<>();
		for (Candidate c : repros) {
			Optional<FailureIdentity> identity = KnownBugs.identity(c);
			ThrownTexts.of(c.shrunk().verdict()).forEach(t -> identity.ifPresent(i -> out.add(new KnownCause(i, Set.of(t)))));
			stepsOf(c, id, repros.size(), attributions).ifPresent(a -> identity.ifPresent(i -> {
					out.add(new KnownCause(i, new TreeSet<>(a.steps())));
					if (a.locus() != null) {
						out.add(new KnownCause(i, Set.of(EvaluatorLocus.cause(a.locus()))));
					}
				}));
		}
		return out;
	}

	/**
	 * The optimizer-step attribution {@code explain --record} kept for a repro: against the repro's id, or against its
	 * bug's id when it is the bug's only repro.
	 */
	static Optional<Attribution> stepsOf(Candidate repro, String bugId, int repros, List<Attribution> attributions) {
		return attributions.stream()
			.filter(a -> a.kind() == Attribution.Kind.OPTIMIZER_STEP && a.steps() != null
				&& (a.id().equals(repro.id()) || repros == 1 && a.id().equals(bugId)))
			.findFirst();
	}

	private static ReleaseRange span(ReleaseRange a, ReleaseRange b) {
		return a == null ? b : b == null ? a : a.span(b);
	}
}
