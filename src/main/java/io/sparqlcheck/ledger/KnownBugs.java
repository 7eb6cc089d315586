package io.sparqlcheck.ledger;

import io.sparqlcheck.oracle.Verdict;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The known set, read one way for every command: the ledger's filed bugs, then the triaged findings,
 * with the release ranges their attributions record. It answers one question, "which known bug is
 * this failure", by the failure's {@link FailureIdentity} (its shape, the roles that fail and how,
 * the exception), never by an engine's name, release or place in {@code --engines}; a record with no
 * candidate to take an identity from is matched by its signature hash alone. A failure of a known
 * bug on a release of the bug's family outside the recorded range is that bug, "release range
 * widened". The campaign and {@code candidates} ask it, so they agree on every record; a benchmark
 * outside the campaign calls {@link #bugId(Verdict)}.
 */
public final class KnownBugs {

	/**
	 * A failure matched to a known bug.
	 *
	 * @param bug      the bug
	 * @param widened  the releases of the bug's family the failure ran on outside its recorded range (empty: within it)
	 */
	public record Match(KnownBug bug, List<String> widened) {
		public Match {
			widened = List.copyOf(widened);
		}

		/** What a campaign calls it: the bug's name, or "known bug, release range widened: ...". */
		public String describe() {
			return widened.isEmpty() ? bug.knownAs()
				: "known bug, release range widened: " + bug.id() + " (recorded " + bug.family() + " " + bug.range()
				+ ", now failing on " + String.join(", ", widened) + ")";
		}
	}

	private final List<KnownBug> bugs;

	private KnownBugs(List<KnownBug> bugs) {
		this.bugs = List.copyOf(bugs);
	}

	/** Nothing known. */
	public static final KnownBugs NONE = new KnownBugs(List.of());

	/** The known set of these bugs, as they stand ({@link NamingRecall} leaves records out). */
	static KnownBugs of(List<KnownBug> bugs) {
		return new KnownBugs(bugs);
	}

	/**
	 * The known set of these files (an absent file reads as empty). A malformed line fails here,
	 * naming its file, line and field.
	 */
	public static KnownBugs read(Path ledger, Path findings, Path attributions) throws IOException {
		return of(Ledger.read(ledger), Findings.read(findings), Attributions.read(attributions));
	}

	/**
	 * The known set of the repository's three files in the working directory ({@value Ledger#DEFAULT_FILE},
	 * {@value TriagedFinding#DEFAULT_FILE}, {@value Attributions#DEFAULT_FILE}): what a property run reads,
	 * as the commands read them by default.
	 */
	public static KnownBugs ofWorkingDirectory() throws IOException {
		return read(Path.of(Ledger.DEFAULT_FILE), Path.of(TriagedFinding.DEFAULT_FILE), Path.of(Attributions.DEFAULT_FILE));
	}

	/** The known set of these records: ledger entries first, then findings, in file order. */
	public static KnownBugs of(List<LedgerEntry> ledger, List<TriagedFinding> findings, List<Attribution> attributions) {
		return new KnownBugs(KnownBugRecords.bugs(ledger, findings, attributions));
	}

	/**
	 * The role of the engine each repro's bug is recorded on, by the repro's candidate id: where
	 * {@code explain --known --record} looks for a repro's evaluator locus ({@link OptimizerAttribution#explain}).
	 */
	public static java.util.Map<String, String> reproRoles(Path ledger, Path findings, Path attributions) throws IOException {
		return KnownBugRecords.reproRoles(Ledger.read(ledger), Findings.read(findings), Attributions.read(attributions));
	}

	/** The identity of a candidate's shrunk case, or empty when its case cannot be rebuilt. */
	static Optional<FailureIdentity> identity(Candidate c) {
		try {
			return Optional.of(FailureIdentity.of(c.shrunk().verdict(), c.shrunk().sparqlCase()));
		} catch (RuntimeException e) {
			return Optional.empty(); // a record written by an older grammar: matched by its signature hash only
		}
	}

	/** Every known bug, ledger entries first. */
	public List<KnownBug> bugs() {
		return bugs;
	}

	/**
	 * The known bug a failing verdict is, if any: the first whose repro has the verdict's identity
	 * within its release range, else the first with its identity on a release outside it, else the
	 * first with the signature hash of the verdict on engines of these names.
	 */
	public Optional<Match> match(Verdict verdict, List<String> engineNames) {
		return match(FailureIdentity.of(verdict), Signature.of(verdict, engineNames).hash());
	}

	/** The known bug a recorded candidate is, if any (as {@link #match(Verdict, List)}). */
	public Optional<Match> match(Candidate c) {
		return identity(c).map(i -> match(i, c.signature().hash())).orElseGet(() -> byHash(c.signature().hash()));
	}

	/**
	 * What every view of the known set (campaign, {@code candidates}, {@code report}, {@code recheck},
	 * the property hook) says of a recorded failure, in one line: the match's {@link Match#describe()},
	 * or {@link #NEW} when no record knows it.
	 */
	public String verdict(Candidate c) {
		return match(c).map(Match::describe).orElse(NEW);
	}

	/** What {@link #verdict(Candidate)} says of a failure no ledger entry or triaged finding knows. */
	public static final String NEW = "new: no ledger entry or triaged finding knows it";

	/**
	 * The id of the known bug a failing check's verdict is, or empty: what a time-to-detect benchmark
	 * attributes a failure to. The verdict should be the shrunk one, as the records hold theirs.
	 */
	public Optional<String> bugId(Verdict verdict) {
		return match(FailureIdentity.of(verdict), null).map(m -> m.bug().id());
	}

	/**
	 * {@link #bugId(Verdict)}, else the one bug its cause names ({@link #byCause}; {@code cause} is asked
	 * only then): none when several bugs share the cause.
	 */
	public Optional<String> bugId(Verdict verdict, java.util.function.Supplier<Set<String>> cause) {
		Optional<String> byShape = bugId(verdict);
		if (byShape.isPresent()) {
			return byShape;
		}
		Optional<CauseMatch> thrown = byException(RecordedVerdict.of(verdict), () -> byCause(verdict, cause.get()));
		if (thrown.isPresent()) {
			return thrown.filter(CauseMatch::unique).map(m -> m.bugs().get(0).id());
		}
		return byCause(verdict, cause.get()).filter(CauseMatch::unique).map(m -> m.bugs().get(0).id());
	}

	/**
	 * Whether the failure fails the way some known bug does, whatever its case's shape (the same
	 * oracle, verdict class, exception and failing roles): its shrink can wait for failures of no
	 * known family.
	 */
	public boolean knownFamily(Verdict verdict) {
		return knownFamily(FailureIdentity.of(verdict));
	}

	/** {@link #knownFamily(Verdict)} of a failure's identity. */
	public boolean knownFamily(FailureIdentity f) {
		return bugs.stream().anyMatch(b -> b.identities().stream().anyMatch(f::sameFamilyAs));
	}

	/**
	 * The known bugs a failure is by its cause, when no repro has its shape: the bugs of its family
	 * ({@link FailureIdentity#sameFamilyAs}) with a repro whose recorded steps equal the failure's
	 * steps on that repro's roles. A family can name several bugs (one RDF4J NoREC family names six);
	 * the optimizer step a failure needs tells them apart, and is the same on every run of the case.
	 * Steps name a bug whichever oracle met it: a failure of another family matches a repro with
	 * exactly its steps ({@link KnownCause#sameCulprit}).
	 *
	 * <p>Empty steps match nothing: a failure no single optimizer step explains is the evaluator's,
	 * or several steps' together, and the evaluator has no switch to tell one of its bugs from
	 * another, so such a match would be by family alone, which would hide a new evaluator bug among
	 * known ones. Such a failure, from the differential, is asked for its {@link EvaluatorLocus}
	 * instead: its steps are then the one cause {@code locus: ...}, matched with the loci recorded for
	 * repros of its family; the operator the evaluator gets wrong tells its bugs apart, as far as
	 * the tool can tell them apart at all. A locus is coarser than a step, so it names a bug only
	 * when no other bug of the family has it (never "cause ambiguous", which a campaign counts as
	 * known). Several bugs with the same steps are returned together ({@link CauseMatch#unique()}
	 * false): a campaign calls the failure known (the same family failing through the same optimizer
	 * step is, as far as the tool can tell, one of those bugs, and a maintainer would file it against
	 * them), but it is none of them in particular, so a benchmark does not count it as detecting any.
	 *
	 * @param steps the failure's steps ({@link OptimizerAttribution#cause}, {@code ROLE: step})
	 */
	public Optional<CauseMatch> byCause(FailureIdentity f, Set<String> steps) {
		if (steps.isEmpty()) {
			return Optional.empty();
		}
		boolean locus = steps.stream().anyMatch(EvaluatorLocus::isCause);
		List<KnownBug> out = bugs.stream().filter(b -> b.causes().stream().anyMatch(c -> !c.steps().isEmpty()
			&& (locus ? c.sameLocus(f, steps)
			: f.sameFamilyAs(c.identity()) && ThrownTexts.onlySteps(c) && c.onRoles(steps).equals(c.steps())))).toList();
		if (out.isEmpty() && !locus) {
			// no repro of its own family has its steps: a repro met by another oracle may (the nearer evidence first)
			out = bugs.stream().filter(b -> b.causes().stream().anyMatch(c -> ThrownTexts.onlySteps(c) && c.sameCulprit(f, steps))).toList();
		}
		out = oneEachBug(out);
		// a locus two bugs of the family share tells them apart no better than the family does: it names neither
		return out.isEmpty() || locus && out.size() > 1 ? Optional.empty() : Optional.of(new CauseMatch(out, steps));
	}

	/**
	 * The bugs with records of one upstream issue kept once (ledger entries filed as one issue, a finding that
	 * turned out to be a ledger entry's issue), the first in file order ({@link KnownBug#sameBugAs}).
	 */
	private static List<KnownBug> oneEachBug(List<KnownBug> bugs) {
		List<KnownBug> out = new ArrayList<>();
		bugs.stream().filter(b -> out.stream().noneMatch(b::sameBugAs)).forEach(out::add);
		return out;
	}

	/**
	 * The known bugs an engine failure is by its exception, whatever the oracle that met it and the
	 * case's shape: those with a repro whose failing role threw the same text (on each role that
	 * failed here). An exception's text names its throw site; several bugs throwing the same text
	 * are returned together ({@link CauseMatch#unique()} false), as for steps. When no one bug threw every
	 * failing role's text but each text is some bug's, the match is by role ({@link CauseMatch#perRole}).
	 */
	public Optional<CauseMatch> byException(RecordedVerdict v) {
		Set<String> threw = ThrownTexts.of(v);
		if (threw.isEmpty()) {
			return Optional.empty();
		}
		List<KnownBug> out = oneEachBug(bugs.stream().filter(b -> ThrownTexts.of(b).containsAll(threw)).toList());
		return out.isEmpty() ? CauseMatch.perRole(threw, t -> oneEachBug(bugs.stream().filter(b -> ThrownTexts.of(b).contains(t)).toList()))
			: Optional.of(new CauseMatch(out, threw));
	}

	/**
	 * {@link #byException(RecordedVerdict)}, narrowed to one bug by the failure's optimizer steps when several
	 * threw its text ({@link CauseMatch#narrowedBy}; {@code bySteps} is asked only then).
	 */
	public Optional<CauseMatch> byException(RecordedVerdict v, java.util.function.Supplier<Optional<CauseMatch>> bySteps) {
		return byException(v).map(t -> t.narrowedBy(bySteps).orElse(t));
	}

	/** {@link #byCause(FailureIdentity, Set)} of a live verdict. */
	public Optional<CauseMatch> byCause(Verdict verdict, Set<String> steps) {
		return byCause(FailureIdentity.of(verdict), steps);
	}

	/**
	 * What the known set says of a recorded failure, its cause asked only when no repro has its
	 * shape and its family is known ({@code cause} re-runs the case, so it is not asked otherwise):
	 * {@link #verdict(Candidate)}, or the cause match's words.
	 */
	public String verdict(Candidate c, java.util.function.Function<Candidate, Set<String>> cause) {
		Optional<Match> m = match(c);
		if (m.isPresent()) {
			return m.get().describe();
		}
		Optional<FailureIdentity> f = identity(c);
		Optional<CauseMatch> thrown = byException(c.shrunk().verdict(), () -> f.flatMap(i -> byCause(i, cause.apply(c))));
		if (thrown.isPresent()) {
			return thrown.get().describe();
		}
		// asked of a failure of no known family too: its steps may be a repro's of another oracle (KnownCause#sameCulprit)
		return f.isEmpty() ? NEW : byCause(f.get(), cause.apply(c)).map(CauseMatch::describe).orElse(NEW);
	}

	Optional<Match> match(FailureIdentity f, String hash) {
		Match widened = null;
		for (KnownBug b : bugs) {
			if (b.ranOn(f) && b.identities().stream().anyMatch(f::sameBugAs)) {
				Match m = new Match(b, outside(b, f));
				if (m.widened().isEmpty()) {
					return Optional.of(m);
				}
				widened = widened == null ? m : widened;
			}
		}
		return widened != null ? Optional.of(widened) : hash == null ? Optional.empty() : byHash(hash);
	}

	private Optional<Match> byHash(String hash) {
		return bugs.stream().filter(b -> b.hashes().contains(hash)).findFirst().map(b -> new Match(b, List.of()));
	}

	/** The releases of the bug's family the failure ran on outside the bug's range. */
	private static List<String> outside(KnownBug b, FailureIdentity f) {
		if (b.family() == null || b.range() == null) {
			return List.of();
		}
		List<String> out = new ArrayList<>();
		f.versions().forEach((role, versions) -> {
			if (FailureIdentity.family(role).equals(b.family())) {
				versions.stream().filter(v -> !b.range().contains(v)).forEach(v -> out.add(role + " " + v));
			}
		});
		return out;
	}
}
