package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.CaseRecheck;
import io.sparqlcheck.ledger.RecheckResult;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.LedgerEntry;
import io.sparqlcheck.ledger.Status;

import java.nio.file.Path;

/**
 * {@code promote <candidate-id> --url https://... --status reported --summary "..." [--file F] [--ledger L]}:
 * turns a candidate into a ledger entry once it is filed upstream. The entry is validated first;
 * an invalid one (no https URL, no or unknown status, a summary that is not one line) is not written.
 * An open one (reported, developer-confirmed) is written only when the candidate's case, rechecked
 * on the engines it names (embedded, or those of {@code --engines-file}), still fails the same way.
 */
final class PromoteCommand {
	private PromoteCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		Path candidates = Records.candidates(args);
		Path ledger = Records.ledger(args);
		String url = args.option("url").orElseThrow(() -> new Args.UsageException("promote: --url <upstream issue URL> is required"));
		String status = args.option("status").orElseThrow(() -> new Args.UsageException(
			"promote: --status is required, there is no default (one of " + Status.names() + ")"));
		String summary = args.option("summary").orElseThrow(() -> new Args.UsageException("promote: --summary \"<one line>\" is required"));
		Path enginesFile = args.option("engines-file").map(Path::of).orElse(null);
		args.rejectUnknown();
		String id = Records.onlyPositional(args, "promote", "candidate id");
		Status parsed;
		try {
			parsed = Status.of(status);
		} catch (IllegalArgumentException e) {
			throw new Args.UsageException("promote: --status " + e.getMessage());
		}
		Candidate c = Records.candidate(candidates, id);
		if (parsed == Status.REPORTED || parsed == Status.DEVELOPER_CONFIRMED) {
			// an open report goes in only with a repro that still fails: the recheck the ledger's readers will run
			RecheckResult recheck = CaseRecheck.run(c, EngineResolver.catalog("promote", enginesFile, ctx));
			ctx.out().println("candidate " + id + ": " + recheck.describe());
			if (recheck.answer() != RecheckResult.Answer.STILL_FAILS) {
				ctx.out().println("not promoted: an open ledger entry needs a repro that still fails the same way");
				return 1;
			}
		}
		Ledger.append(ledger, LedgerEntry.promote(c, url, parsed, summary));
		ctx.out().println("promoted " + id + " to " + ledger + " (" + parsed.text() + ", " + url + ")");
		return 0;
	}
}
