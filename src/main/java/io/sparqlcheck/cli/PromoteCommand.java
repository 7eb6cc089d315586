package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.LedgerEntry;
import io.sparqlcheck.ledger.Status;

import java.nio.file.Path;

/**
 * {@code promote <candidate-id> --url https://... --status reported --summary "..." [--file F] [--ledger L]}:
 * turns a candidate into a ledger entry once it is filed upstream. The entry is validated first;
 * an invalid one (no https URL, no or unknown status, a summary that is not one line) is not written.
 */
final class PromoteCommand {
	private PromoteCommand() {
	}

	static int run(Args args) throws Exception {
		Path candidates = Records.candidates(args);
		Path ledger = Records.ledger(args);
		String url = args.option("url").orElseThrow(() -> new Args.UsageException("promote: --url <upstream issue URL> is required"));
		String status = args.option("status").orElseThrow(() -> new Args.UsageException(
			"promote: --status is required, there is no default (one of " + Status.names() + ")"));
		String summary = args.option("summary").orElseThrow(() -> new Args.UsageException("promote: --summary \"<one line>\" is required"));
		args.rejectUnknown();
		String id = Records.onlyPositional(args, "promote", "candidate id");
		Status parsed;
		try {
			parsed = Status.of(status);
		} catch (IllegalArgumentException e) {
			throw new Args.UsageException("promote: --status " + e.getMessage());
		}
		Candidate c = Records.candidate(candidates, id);
		Ledger.append(ledger, LedgerEntry.promote(c, url, parsed, summary));
		System.out.println("promoted " + id + " to " + ledger + " (" + parsed.text() + ", " + url + ")");
		return 0;
	}
}
