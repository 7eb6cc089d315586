package io.sparqlcheck.ledger;

import io.sparqlcheck.oracle.Differential;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * How well the known set names its own bugs in shapes it has not recorded, measured on the records alone: each
 * repro is named by the known set without every record of its bug that has the repro's identity
 * ({@link FailureIdentity#sameBugAs}, "leave one shape out"), by what a campaign asks of a shrunk failure, in
 * the campaign's order (its identity, its exception narrowed by its steps, its steps or locus), with the cause
 * {@code explain --known --record} recorded for the repro standing in for the one a campaign would work out
 * by re-running it. It is named right, as another bug, as several (ambiguous: a campaign calls it known, a
 * benchmark detects nothing by it) or new. Then the repro's whole bug is left out ("leave one bug out"): a name
 * then is another bug hiding a new one, the price of naming more generally.
 *
 * <p>A known bug met in a new shape and called new is what a user of a campaign meets as noise; a new bug named as
 * a known one is a bug missed. Both are counted, so that a change to how failures are named is judged by both.
 * Deterministic: no engine runs.
 */
public final class NamingRecall {
	private NamingRecall() {
	}

	/** What a repro is named when its shape (or its bug) is left out. */
	public enum Outcome {
		/** Its own bug (or a record filed as the same upstream issue). */
		RIGHT,
		/** One other bug. */
		WRONG,
		/** Several bugs at once (a campaign calls it known, a benchmark detects none by it). */
		AMBIGUOUS,
		/** No bug. */
		NEW
	}

	/** What a repro's shrunk failure is known by when a campaign asks. */
	public enum CauseKind {
		/** An engine failure's exception text. */
		EXCEPTION,
		/** Optimizer steps. */
		STEPS,
		/** An evaluator locus. */
		LOCUS,
		/** Its shape alone: no exception, no step, no locus recorded. */
		NONE,
		/**
		 * A differential of three or more engines with a locus recorded for its own pair: a campaign asks such a
		 * failure pair by pair, which needs the engines, so it is named here without its locus (a lower bound).
		 */
		PAIRS
	}

	/**
	 * One repro, named twice.
	 *
	 * @param bug        the id of the bug it is a repro of
	 * @param repro      its candidate id
	 * @param oracle     its oracle
	 * @param cause      what it could be known by besides its shape
	 * @param shapeOut   its name with its shape left out
	 * @param shapeName  the bug(s) named then, or empty
	 * @param bugOut     its name with its whole bug left out ({@link Outcome#RIGHT} cannot occur; another bug is {@link Outcome#WRONG})
	 * @param bugOutName the bug(s) named then, or empty
	 */
	public record Row(String bug, String repro, String oracle, CauseKind cause, Outcome shapeOut, String shapeName,
					  Outcome bugOut, String bugOutName) {
	}

	/** Every repro of the records that has an identity (one written by an older grammar has none), in file order. */
	public static List<Row> of(List<LedgerEntry> ledger, List<TriagedFinding> findings, List<Attribution> attributions) {
		List<KnownBug> all = KnownBugRecords.bugs(ledger, findings, attributions);
		// the repros of each bug, in the order KnownBugRecords makes the bugs: ledger entries, then findings
		List<List<Candidate>> repros = new ArrayList<>();
		ledger.forEach(e -> repros.add(e.candidate() == null ? List.of() : List.of(e.candidate())));
		findings.forEach(f -> repros.add(f.repros()));
		List<Row> rows = new ArrayList<>();
		for (int k = 0; k < all.size(); k++) {
			KnownBug b = all.get(k);
			List<Candidate> own = repros.get(k);
			for (Candidate r : own) {
				Optional<FailureIdentity> identity = KnownBugs.identity(r);
				if (identity.isEmpty()) {
					continue;
				}
				FailureIdentity f = identity.get();
				Set<String> recorded = recordedCause(r, b, own.size(), attributions);
				// a differential of three or more engines is asked pair by pair (DifferentialSplit), which needs the
				// engines: its locus is its own pair's, so here it is named without it, a lower bound
				boolean pairs = Differential.NAME.equals(r.oracle()) && r.engines().size() >= 3 && isLocus(recorded);
				Set<String> steps = pairs ? Set.of() : recorded;
				KnownBugs shapeOut = KnownBugs.of(withoutShape(all, b, f)), bugOut = KnownBugs.of(all.stream().filter(o -> !o.sameBugAs(b)).toList());
				Named shape = name(shapeOut, r, f, steps), bug = name(bugOut, r, f, steps);
				rows.add(new Row(b.id(), r.id(), r.oracle(), pairs ? CauseKind.PAIRS : kind(f, steps), shape.outcome(b), shape.ids(),
					bug.outcome(b), bug.ids()));
			}
		}
		return rows;
	}

	/** The cause recorded for a repro as a campaign asks it: its steps, else its locus, else none (its exception text is asked apart). */
	private static Set<String> recordedCause(Candidate r, KnownBug b, int repros, List<Attribution> attributions) {
		Set<String> steps = new TreeSet<>();
		KnownBugRecords.stepsOf(r, b.id(), repros, attributions).ifPresent(a -> {
			steps.addAll(a.steps());
			if (steps.isEmpty() && a.locus() != null) {
				steps.add(EvaluatorLocus.cause(a.locus()));
			}
		});
		return steps;
	}

	private static boolean isLocus(Set<String> steps) {
		return steps.stream().anyMatch(EvaluatorLocus::isCause);
	}

	/** The bugs with every record of this identity taken from the repro's own bug (and the records filed as its issue). */
	private static List<KnownBug> withoutShape(List<KnownBug> all, KnownBug b, FailureIdentity f) {
		List<KnownBug> out = new ArrayList<>();
		for (KnownBug o : all) {
			if (!o.sameBugAs(b)) {
				out.add(o);
				continue;
			}
			out.add(new KnownBug(o.id(), o.knownAs(), o.role(), o.range(),
				o.identities().stream().filter(i -> !same(f, i)).toList(), Set.of(),
				o.causes().stream().filter(c -> !same(f, c.identity())).toList(), o.upstream()));
		}
		return out;
	}

	private static boolean same(FailureIdentity a, FailureIdentity b) {
		return a.sameBugAs(b) || b.sameBugAs(a);
	}

	private static CauseKind kind(FailureIdentity f, Set<String> steps) {
		if (!f.exception().isEmpty() && f.verdictClass().startsWith(io.sparqlcheck.oracle.VerdictKind.ENGINE_FAILURE.name())) {
			return CauseKind.EXCEPTION;
		}
		return isLocus(steps) ? CauseKind.LOCUS : steps.isEmpty() ? CauseKind.NONE : CauseKind.STEPS;
	}

	/** The bugs a failure is named by (none: new), and whether they name it as one bug. */
	private record Named(List<KnownBug> bugs, boolean unique) {
		static final Named NONE = new Named(List.of(), false);

		Outcome outcome(KnownBug own) {
			if (bugs.isEmpty()) {
				return Outcome.NEW;
			}
			return !unique ? Outcome.AMBIGUOUS : bugs.get(0).sameBugAs(own) ? Outcome.RIGHT : Outcome.WRONG;
		}

		String ids() {
			return String.join("|", bugs.stream().map(KnownBug::id).toList());
		}
	}

	/**
	 * What a campaign names a shrunk failure ({@code LedgerTriage}): its identity, its exception, its steps or locus.
	 * A campaign looks for a locus only for a failure of a known family ({@link KnownBugs#knownFamily}), so a
	 * recorded locus counts only then.
	 */
	private static Named name(KnownBugs known, Candidate r, FailureIdentity f, Set<String> recorded) {
		Optional<KnownBugs.Match> byShape = known.match(f, null);
		if (byShape.isPresent()) {
			return new Named(List.of(byShape.get().bug()), true);
		}
		Set<String> steps = isLocus(recorded) && !known.knownFamily(f) ? Set.of() : recorded;
		Optional<CauseMatch> thrown = known.byException(r.shrunk().verdict(), () -> known.byCause(f, steps));
		if (thrown.isPresent()) {
			return new Named(thrown.get().bugs(), thrown.get().unique());
		}
		return known.byCause(f, steps).map(m -> new Named(m.bugs(), m.unique())).orElse(Named.NONE);
	}
}
