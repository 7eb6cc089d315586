package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.IssueReport;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code report <candidate-ledger-or-finding-id> [--file F] [--ledger L] [--findings F] [--attributions F] [--out PATH|-]}:
 * writes the Markdown draft of an upstream issue for the candidate (of the candidates file, else a ledger
 * entry's or a triaged finding's repro), with what bisect and explain recorded for it and, for a finding's
 * repro, the closest upstream issues its {@code upstream-search} found, by default to {@code target/sparqlcheck/reports/<id>.md}; {@code --out -}
 * prints it. It also says, in one line, what the known set ({@link io.sparqlcheck.ledger.KnownBugs}, read as
 * {@code campaign} and {@code candidates} read it) calls the candidate: the known bug, or new.
 */
final class ReportCommand {
	private ReportCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		Path file = Records.candidates(args);
		Path ledger = Records.ledger(args);
		Path findings = Records.findings(args);
		Path attributions = Records.attributions(args);
		String out = args.option("out", "");
		args.rejectUnknown();
		String id = Records.onlyPositional(args, "report", "candidate id");
		Candidate c = java.nio.file.Files.isRegularFile(file) && Candidates.find(file, id).isPresent() ? Records.candidate(file, id)
			: Records.ledgerOrCandidate("report", id, ledger, findings, file);
		java.util.Optional<io.sparqlcheck.ledger.UpstreamSearch> search = io.sparqlcheck.ledger.Findings.read(findings).stream()
			.filter(f -> f.repros().stream().anyMatch(r -> r.id().equals(c.id()))).findFirst()
			.map(io.sparqlcheck.ledger.TriagedFinding::upstreamSearch);
		String markdown = IssueReport.markdown(c, Attributions.of(attributions, c.id()), search);
		// the known set as the campaign and candidates read it: a draft of a known bug says so before it is filed twice
		String known = "sparqlcheck report: " + c.id() + ": " + KnownSet.read("report", ledger, findings, attributions).verdict(c);
		if (out.equals("-")) {
			ctx.out().print(markdown);
			ctx.err().println(known);
			return 0;
		}
		Path target = out.isEmpty() ? io.sparqlcheck.ledger.Candidates.folder().resolve("reports").resolve(id + ".md") : Path.of(out);
		if (target.toAbsolutePath().getParent() != null) {
			Files.createDirectories(target.toAbsolutePath().getParent());
		}
		Files.writeString(target, markdown);
		ctx.out().println("wrote " + target);
		ctx.out().println(known);
		return 0;
	}
}
