package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.Ledger;

import java.io.IOException;
import java.nio.file.Path;

/** The file options the ledger commands share: {@code --file} (candidates) and {@code --ledger}. */
final class Records {
	private Records() {
	}

	static Path candidates(Args args) {
		return args.option("file").map(Path::of).orElseGet(Candidates::file);
	}

	static Path findings(Args args) {
		return Path.of(args.option("findings", io.sparqlcheck.ledger.TriagedFinding.DEFAULT_FILE));
	}

	static Path ledger(Args args) {
		return Path.of(args.option("ledger", Ledger.DEFAULT_FILE));
	}

	static Path attributions(Args args) {
		return Path.of(args.option("attributions", io.sparqlcheck.ledger.Attributions.DEFAULT_FILE));
	}

	static String onlyPositional(Args args, String command, String what) {
		if (args.positional().size() != 1) {
			throw new Args.UsageException(command + ": give exactly one " + what);
		}
		return args.positional().get(0);
	}

	static Candidate candidate(Path file, String id) throws IOException {
		try {
			return Candidates.findUnambiguous(file, id).orElseThrow(() -> new Args.UsageException("no candidate " + id + " in " + file));
		} catch (IllegalArgumentException e) {
			throw new Args.UsageException(e.getMessage() + "; re-record it (recheck) to get ids that name the engines");
		}
	}

	/**
	 * The candidate an id names: a ledger entry's recorded candidate first, else a candidate of the
	 * file, never one of several failures that share the id. What bisect and explain replay.
	 */
	static Candidate ledgerOrCandidate(String command, String id, Path ledger, Path candidates) throws IOException {
		return ledgerOrCandidate(command, id, ledger, Path.of(io.sparqlcheck.ledger.TriagedFinding.DEFAULT_FILE), candidates);
	}

	/**
	 * The candidate an id names: a ledger entry's recorded candidate, else a triaged finding's repro
	 * (the finding's id names its first repro; a repro's own id names it), else a candidate of the file.
	 */
	static Candidate ledgerOrCandidate(String command, String id, Path ledger, Path findings, Path candidates) throws IOException {
		java.util.Optional<Candidate> fromLedger = Ledger.find(ledger, id).map(io.sparqlcheck.ledger.LedgerEntry::candidate);
		if (fromLedger.isPresent()) {
			return fromLedger.get();
		}
		for (io.sparqlcheck.ledger.TriagedFinding f : io.sparqlcheck.ledger.Findings.read(findings)) {
			for (Candidate repro : f.repros()) {
				if (f.id().equals(id) || repro.id().equals(id)) {
					return repro;
				}
			}
		}
		try {
			return Candidates.findUnambiguous(candidates, id).orElseThrow(() -> new Args.UsageException(command
				+ ": no ledger entry, triaged finding or candidate " + id + " in " + ledger + ", " + findings + " or " + candidates));
		} catch (IllegalArgumentException e) {
			throw new Args.UsageException(command + ": " + e.getMessage() + "; give the id of one failure");
		}
	}

	/**
	 * The candidates an id names, for a command that takes every repro of a finding: a triaged finding's
	 * repros (all of them), else the one candidate {@link #ledgerOrCandidate} names.
	 */
	static java.util.List<Candidate> ledgerFindingOrCandidate(String command, String id, Path ledger, Path findings, Path candidates)
		throws IOException {
		java.util.Optional<io.sparqlcheck.ledger.TriagedFinding> finding = io.sparqlcheck.ledger.Findings.find(findings, id);
		if (finding.isPresent()) {
			return finding.get().repros();
		}
		return java.util.List.of(ledgerOrCandidate(command, id, ledger, findings, candidates));
	}
}
