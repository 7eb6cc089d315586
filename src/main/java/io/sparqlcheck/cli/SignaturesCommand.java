package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.StoredSignatures;

import java.nio.file.Path;
import java.util.List;

/**
 * {@code signatures [--write] [--ledger L] [--findings F]}: compares the dedup signatures the ledger's
 * entries and the findings' repros store with those this build computes for them, and lists those it
 * signs otherwise; {@code --write} re-signs them in place (nothing else in a record changes). Exit
 * status 1 when a stored signature is not current and {@code --write} was not given.
 */
final class SignaturesCommand {
	private SignaturesCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		boolean write = args.flag("write");
		Path ledger = Records.ledger(args);
		Path findings = Records.findings(args);
		args.rejectUnknown();
		List<StoredSignatures.Stale> stale = write ? StoredSignatures.write(ledger, findings) : StoredSignatures.check(ledger, findings);
		stale.forEach(s -> ctx.out().println((write ? "re-signed " : "not current: ") + s.describe()));
		if (stale.isEmpty()) {
			ctx.out().println("every stored signature in " + ledger + " and " + findings + " is what this build computes");
			return 0;
		}
		ctx.out().println(stale.size() + " stored signature(s) " + (write ? "re-signed in " + ledger + " and " + findings
			: "not current; bin/sparqlcheck signatures --write re-signs them"));
		return write ? 0 : 1;
	}
}
