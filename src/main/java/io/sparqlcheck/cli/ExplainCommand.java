package io.sparqlcheck.cli;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.ledger.Attribution;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.Bisection;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.OptimizerAttribution;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code explain <candidate-ledger-or-finding-id> [--file F] [--ledger L] [--findings F] [--all] [--record [--attributions F]]},
 * or {@code explain --known [--record]} for every repro of the known set:
 * ({@code --record} keeps the answer against the candidate's id in attributions.jsonl, for its issue draft, with the steps as a
 * field the known set matches causes by, {@link io.sparqlcheck.ledger.KnownBugs}) re-runs the recorded
 * shrunk case with each optimizer step of each of its engines switched off in turn (Jena: ARQ's
 * {@code opt*} switches; RDF4J: each optimizer of its standard pipeline) and names the steps whose
 * absence makes the failure vanish. {@code --all} prints every configuration tried. Exit status 0
 * when the case reproduced, 1 when it no longer fails here, 2 for bad usage.
 */
final class ExplainCommand {
	private ExplainCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		Path candidates = Records.candidates(args);
		Path ledger = Records.ledger(args);
		Path findings = Records.findings(args);
		Path attributions = Records.attributions(args);
		boolean record = args.flag("record");
		boolean all = args.flag("all");
		if (args.flag("known")) {
			args.rejectUnknown();
			return known(ledger, findings, attributions, record, ctx);
		}
		String id = Records.onlyPositional(args, "explain", "candidate or ledger entry id");
		args.rejectUnknown();
		Candidate c = Records.ledgerOrCandidate("explain", id, ledger, findings, candidates);
		OptimizerAttribution.Result r;
		try {
			r = OptimizerAttribution.explain(c, ctx.catalog());
		} catch (ConfigException | IllegalArgumentException e) {
			throw new Args.UsageException("explain: " + e.getMessage());
		}
		ctx.out().println("sparqlcheck explain " + id + ": " + c.oracle() + " on "
			+ String.join(", ", c.engines().stream().map(e -> e.name()).toList()) + "; with every step on: " + r.baseline());
		if (!r.reproduces()) {
			ctx.out().println("the recorded failure does not reproduce here with every step on: nothing to attribute");
			return 1;
		}
		List<String> lines = new ArrayList<>();
		for (OptimizerAttribution.Trial t : r.trials()) {
			if (all || t.answer() != Bisection.Answer.FAILS) {
				ctx.out().printf("  %-12s without %-40s %-7s %s%n", t.engine(), t.step(), t.answer(), t.detail());
			}
			if (t.answer() != Bisection.Answer.FAILS) {
				lines.add(t.engine() + " without " + t.step() + ": " + t.answer() + " " + t.detail());
			}
		}
		ctx.out().println(verdict(r));
		if (record) {
			Attributions.put(attributions, attribution(c, r, lines));
			ctx.out().println("recorded for " + c.id() + " in " + attributions + " (its issue draft shows it)");
		}
		return 0;
	}

	private static String verdict(OptimizerAttribution.Result r) {
		return r.trials().isEmpty() ? "no engine of the candidate has optimizer steps that can be switched off"
			: r.needed().isEmpty() ? "no single optimizer step: the failure stays with each of the " + r.trials().size()
				+ " steps off in turn (the evaluator, or several steps together)" + (r.locus() == null ? "" : "; evaluator locus: " + r.locus())
			: "depends on: " + String.join("; ", r.needed());
	}

	/** The record of a result: the prose for the issue draft, and the steps as a field (roles, not names), which the known set matches causes with. */
	private static Attribution attribution(Candidate c, OptimizerAttribution.Result r, List<String> lines) {
		String subject = c.oracle() + " on " + String.join(", ", c.engines().stream().map(e -> e.name()).toList()) + ", each of "
			+ r.trials().size() + " optimizer steps off in turn";
		return Attribution.steps(c.id(), subject, verdict(r), lines, r.steps(), r.locus());
	}

	/**
	 * {@code explain --known [--record]}: every repro of the known set (ledger entries, triaged findings)
	 * whose engines this catalog opens, one line each; with {@code --record}, each that reproduces is
	 * recorded, so that the known set can match a failure of a known family by its cause
	 * ({@link io.sparqlcheck.ledger.KnownBugs#byCause}). Exit status 0 (a repro that does not reproduce
	 * here, or names an engine not available, is reported and skipped).
	 */
	private static int known(Path ledger, Path findings, Path attributions, boolean record, CliContext ctx) throws Exception {
		List<Candidate> repros = new ArrayList<>();
		io.sparqlcheck.ledger.Ledger.read(ledger).stream().filter(e -> e.candidate() != null).forEach(e -> repros.add(e.candidate()));
		io.sparqlcheck.ledger.Findings.read(findings).forEach(f -> repros.addAll(f.repros()));
		java.util.Map<String, String> roles = io.sparqlcheck.ledger.KnownBugs.reproRoles(ledger, findings, attributions);
		for (Candidate c : repros) {
			if (!c.engines().stream().allMatch(e -> ctx.catalog().names().contains(e.name()))) {
				ctx.out().println(c.id() + ": skipped, an engine is not available here");
				continue;
			}
			OptimizerAttribution.Result r;
			try {
				r = OptimizerAttribution.explain(c, ctx.catalog(), roles.get(c.id()));
			} catch (ConfigException | RuntimeException e) {
				ctx.out().println(c.id() + ": skipped, " + e.getMessage());
				continue;
			}
			if (!r.reproduces()) {
				ctx.out().println(c.id() + ": does not reproduce here: " + r.baseline());
				continue;
			}
			List<String> lines = r.trials().stream().filter(t -> t.answer() != Bisection.Answer.FAILS)
				.map(t -> t.engine() + " without " + t.step() + ": " + t.answer() + " " + t.detail()).toList();
			ctx.out().println(c.id() + ": steps " + r.steps() + (r.locus() == null ? "" : ", locus " + r.locus()));
			if (record) {
				Attributions.put(attributions, attribution(c, r, lines));
			}
		}
		return 0;
	}
}
