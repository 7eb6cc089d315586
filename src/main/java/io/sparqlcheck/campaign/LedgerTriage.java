package io.sparqlcheck.campaign;

import io.sparqlcheck.ledger.DifferentialSplit;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.oracle.Verdict;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The campaign's view of the known set ({@link KnownBugs}): a failure is known when it is a ledger
 * entry's or a triaged finding's bug by its identity (whatever the engines are called, their order
 * and, within the bug's release range, their releases; outside it, "known bug, release range
 * widened"), whatever the entry's status (a rejected report stays known as rejected, so it is not
 * filed twice). A shrunk failure of a known family whose shape no repro has is matched by its
 * cause ({@link KnownBugs#byCause}): the optimizer steps it needs on the check's engines, or, when it
 * needs none, where the evaluator first goes wrong ({@link io.sparqlcheck.ledger.EvaluatorLocus}); a
 * differential failure of several engines that none of these name is asked pair by pair
 * ({@link DifferentialSplit}): known when each pair of engines that disagree is.
 */
public final class LedgerTriage {
	private LedgerTriage() {
	}

	/** The triage of a known set. */
	public static Triage of(KnownBugs known) {
		return new Triage() {
			@Override
			public Optional<String> knownAs(Verdict verdict, List<String> engineNames) {
				return known.match(verdict, engineNames).map(KnownBugs.Match::describe);
			}

			@Override
			public boolean knownFamily(Verdict verdict) {
				return known.knownFamily(verdict);
			}

			@Override
			public Optional<String> knownByException(Verdict unshrunk) {
				if (!(unshrunk instanceof Verdict.EngineFailure)) {
					return Optional.empty(); // asked of every failing check: a wrong result is not recorded for nothing
				}
				return known.byException(io.sparqlcheck.ledger.RecordedVerdict.of(unshrunk))
					.filter(io.sparqlcheck.ledger.CauseMatch::unique).map(io.sparqlcheck.ledger.CauseMatch::describe);
			}

			@Override
			public Optional<String> knownByCause(Verdict shrunk, List<io.sparqlcheck.engine.Engine> engines) {
				// every step off re-runs the oracle over all the engines, and each pair of a split again: each answer once
				try (io.sparqlcheck.engine.RememberingEngines remembering = io.sparqlcheck.engine.RememberingEngines.over(engines)) {
					return byCause(shrunk, remembering.engines());
				}
			}

			private Optional<String> byCause(Verdict shrunk, List<io.sparqlcheck.engine.Engine> engines) {
				// several bugs throwing one text: the optimizer steps the failure needs may name one of them
				Optional<io.sparqlcheck.ledger.CauseMatch> thrown = known.byException(io.sparqlcheck.ledger.RecordedVerdict.of(shrunk),
					() -> known.byCause(shrunk, io.sparqlcheck.ledger.OptimizerAttribution.cause(shrunk.oracle(), engines, shrunk.sparqlCase())));
				if (thrown.isPresent()) {
					return thrown.map(io.sparqlcheck.ledger.CauseMatch::describe);
				}
				// a failure of no known family too may be a known bug by its steps, met by another oracle (KnownCause#sameCulprit);
				// two engines each wrong their own known way make sides no known bug has: then each disagreeing pair is asked
				java.util.Set<String> steps = io.sparqlcheck.ledger.OptimizerAttribution.causeOrLocus(shrunk, engines, known.knownFamily(shrunk));
				return known.byCause(shrunk, steps).map(io.sparqlcheck.ledger.CauseMatch::describe)
					.or(() -> DifferentialSplit.known(shrunk, engines, DifferentialSplit.by(known)));
			}
		};
	}

	/**
	 * The triage of the ledger file alone; an absent file is an empty ledger. A malformed ledger fails
	 * here, naming the line and field, before any check runs.
	 */
	public static Triage of(Path ledgerFile) throws IOException {
		return of(KnownBugs.of(Ledger.read(ledgerFile), List.of(), List.of()));
	}

	/** The names of the engines a verdict ran on, as signatures use them. */
	public static List<String> names(Check check) {
		return check.engines().stream().map(io.sparqlcheck.engine.Engine::name).toList();
	}
}
