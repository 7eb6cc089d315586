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
 * {@code explain <candidate-ledger-or-finding-id> [--file F] [--ledger L] [--findings F] [--all] [--record [--attributions F]]}:
 * ({@code --record} keeps the answer against the candidate's id in attributions.jsonl, for its issue draft) re-runs the recorded
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
		String verdict = r.trials().isEmpty() ? "no engine of the candidate has optimizer steps that can be switched off"
			: r.needed().isEmpty() ? "no single optimizer step: the failure stays with each of the " + r.trials().size()
				+ " steps off in turn (the evaluator, or several steps together)"
			: "depends on: " + String.join("; ", r.needed());
		ctx.out().println(verdict);
		if (record) {
			String subject = c.oracle() + " on " + String.join(", ", c.engines().stream().map(e -> e.name()).toList()) + ", each of "
				+ r.trials().size() + " optimizer steps off in turn";
			Attributions.put(attributions, new Attribution(c.id(), Attribution.Kind.OPTIMIZER_STEP, subject, verdict, lines));
			ctx.out().println("recorded for " + c.id() + " in " + attributions + " (its issue draft shows it)");
		}
		return 0;
	}
}
