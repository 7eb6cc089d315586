package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.IssueReport;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code report <candidate-or-ledger-id> [--file F] [--ledger L] [--out PATH|-]}: writes the Markdown
 * draft of an upstream issue for the candidate (a ledger entry's own candidate for a ledger id), by default to {@code target/sparqlcheck/reports/<id>.md}; {@code --out -}
 * prints it.
 */
final class ReportCommand {
	private ReportCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		Path file = Records.candidates(args);
		Path ledger = Records.ledger(args);
		String out = args.option("out", "");
		args.rejectUnknown();
		String id = Records.onlyPositional(args, "report", "candidate id");
		Candidate c = Records.ledgerOrCandidate("report", id, ledger, file);
		String markdown = IssueReport.markdown(c);
		if (out.equals("-")) {
			ctx.out().print(markdown);
			return 0;
		}
		Path target = out.isEmpty() ? io.sparqlcheck.ledger.Candidates.folder().resolve("reports").resolve(id + ".md") : Path.of(out);
		if (target.toAbsolutePath().getParent() != null) {
			Files.createDirectories(target.toAbsolutePath().getParent());
		}
		Files.writeString(target, markdown);
		ctx.out().println("wrote " + target);
		return 0;
	}
}
