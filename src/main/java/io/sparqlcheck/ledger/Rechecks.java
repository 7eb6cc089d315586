package io.sparqlcheck.ledger;

import io.sparqlcheck.config.EngineCatalog;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * Rechecks of candidates and ledger entries in the modes asked for. The by-seed mode is passed
 * in (it runs jqwik, which this package does not depend on); the by-case mode is {@link CaseRecheck}.
 */
public final class Rechecks {
	private Rechecks() {
	}

	/** Which modes to run. */
	public enum By {
		SEED, CASE, BOTH;

		public static By parse(String s) {
			return switch (s) {
				case "seed" -> SEED;
				case "case" -> CASE;
				case "both" -> BOTH;
				default -> throw new IllegalArgumentException("--by must be seed, case or both, not '" + s + "'");
			};
		}
	}

	/** The rechecks of one record. {@code what} names it: {@code ledger entry X} or {@code candidate X}. */
	public record Report(String id, String what, List<RecheckResult> results) {
		public Report {
			results = List.copyOf(results);
		}

		public String describe() {
			StringBuilder b = new StringBuilder(what).append(':');
			results.forEach(r -> b.append("\n  ").append(r.describe().replace("\n", "\n  ")));
			return b.toString();
		}
	}

	public static List<RecheckResult> recheck(Candidate c, By by, EngineCatalog catalog, Function<Candidate, RecheckResult> bySeed) {
		List<RecheckResult> out = new ArrayList<>();
		if (by != By.SEED) {
			out.add(CaseRecheck.run(c, catalog));
		}
		if (by != By.CASE) {
			out.add(c.classification() == Classification.CRASH
				? RecheckResult.skipped("seed", "a crash replays by its recorded loads on a fresh store (by case), not by seed")
				: bySeed.apply(c));
		}
		return out;
	}

	public static Report recheck(LedgerEntry e, By by, EngineCatalog catalog, Function<Candidate, RecheckResult> bySeed) {
		String what = "ledger entry " + e.id() + " (" + e.status().text() + ", " + e.url() + ")";
		if (e.candidate() == null) {
			List<RecheckResult> skipped = new ArrayList<>();
			for (String mode : by == By.BOTH ? List.of(CaseRecheck.MODE, "seed") : List.of(by == By.CASE ? CaseRecheck.MODE : "seed")) {
				skipped.add(RecheckResult.skipped(mode, "the entry records no candidate to replay (filed by hand)"));
			}
			return new Report(e.id(), what, skipped);
		}
		return new Report(e.id(), what, recheck(e.candidate(), by, catalog, bySeed));
	}

	/** Every entry of the ledger. */
	public static List<Report> recheckLedger(Path ledger, By by, EngineCatalog catalog, Function<Candidate, RecheckResult> bySeed) throws IOException {
		List<Report> out = new ArrayList<>();
		for (LedgerEntry e : Ledger.read(ledger)) {
			out.add(recheck(e, by, catalog, bySeed));
		}
		return out;
	}

	/**
	 * The record of that id: a ledger entry first, else a candidate. Never a guess: records of the
	 * candidate file that share the id but name different failures throw.
	 *
	 * @throws IllegalArgumentException when the id names more than one failure in the candidate file, listing them
	 */
	public static Optional<Report> recheckId(String id, Path ledger, Path candidates, By by, EngineCatalog catalog,
											 Function<Candidate, RecheckResult> bySeed) throws IOException {
		Optional<LedgerEntry> entry = Ledger.find(ledger, id);
		if (entry.isPresent()) {
			return Optional.of(recheck(entry.get(), by, catalog, bySeed));
		}
		return Candidates.findUnambiguous(candidates, id).map(c -> new Report(id, "candidate " + id, recheck(c, by, catalog, bySeed)));
	}
}
