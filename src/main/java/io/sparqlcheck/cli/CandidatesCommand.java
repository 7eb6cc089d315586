package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.Dedup;
import io.sparqlcheck.ledger.OptimizerAttribution;

import java.nio.file.Path;
import java.util.List;

/**
 * {@code candidates [--file F] [--ledger L] [--findings F] [--attributions A]}: the recorded
 * candidates grouped by dedup signature, each group labelled known (with the ids of the ledger
 * entries and triaged findings whose bug its candidates are, {@link io.sparqlcheck.ledger.KnownBugs},
 * as a campaign decides it: by identity, else by cause for a candidate of a known family whose shape no repro has,
 * its case re-run on the catalog's engines with each optimizer step off) or new. Exit status 1 when there is a new group.
 */
final class CandidatesCommand {
	private CandidatesCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		java.io.PrintStream out = ctx.out();
		boolean named = args.option("file").isPresent();
		Path file = Records.candidates(args);
		Path ledger = Records.ledger(args);
		Path findings = Records.findings(args);
		Path attributions = Records.attributions(args);
		args.rejectUnknown();
		if (named && !java.nio.file.Files.exists(file)) {
			// a file the user named and that is not there is a mistake, not "0 records"
			throw new Args.UsageException("candidates: --file " + file + ": no such file");
		}
		List<Candidate> all = Candidates.read(file);
		io.sparqlcheck.ledger.KnownBugs known = KnownSet.read("candidates", ledger, findings, attributions);
		List<Dedup.Group> groups = Dedup.group(all, known, c -> cause(c, ctx), c -> split(c, known, ctx));
		long distinct = groups.stream().mapToLong(g -> g.candidates().size()).sum();
		out.println(all.size() + " record(s), " + distinct + " distinct candidate(s), " + groups.size()
			+ " signature group(s) in " + file);
		boolean anyNew = false;
		for (Dedup.Group g : groups) {
			anyNew |= !g.known();
			out.println();
			out.println(g.signature().hash() + "  " + (g.known() ? "known: " + String.join(", ", g.knownAs()) : "NEW")
				+ "  (" + g.candidates().size() + " candidate(s))");
			out.println("  " + g.signature().key());
			for (Candidate c : g.candidates()) {
				out.println("  " + c.id() + "  " + c.classification().text() + "  " + String.join(", ", c.engineLabels())
					+ "  seed " + c.replay().seed() + "  " + c.property().extendedLabel());
				out.println("      predicate " + c.shrunk().predicate() + " over " + c.shrunk().data().lines().count()
					+ " triple(s)");
			}
		}
		return anyNew ? 1 : 0;
	}

	/**
	 * What a differential candidate of three or more engines is known as pair by pair
	 * ({@link io.sparqlcheck.ledger.DifferentialSplit}), re-run on this catalog's engines; empty when it is
	 * not such a candidate, an engine is not available here, or it no longer fails the recorded way.
	 */
	static java.util.Optional<String> split(Candidate c, io.sparqlcheck.ledger.KnownBugs known, CliContext ctx) {
		if (!io.sparqlcheck.oracle.Differential.NAME.equals(c.oracle()) || c.engines().size() < 3
			|| c.shrunk().verdict().kind() != io.sparqlcheck.oracle.VerdictKind.VIOLATION) {
			return java.util.Optional.empty();
		}
		List<io.sparqlcheck.engine.Engine> engines = new java.util.ArrayList<>();
		try {
			for (io.sparqlcheck.ledger.EngineRef r : c.engines()) {
				java.util.Optional<io.sparqlcheck.engine.Engine> e = ctx.catalog().open(r.name());
				if (e.isEmpty()) {
					return java.util.Optional.empty();
				}
				engines.add(e.get());
			}
			io.sparqlcheck.oracle.Verdict live = io.sparqlcheck.oracle.Differential.across(engines).check(c.shrunk().sparqlCase());
			if (!(live instanceof io.sparqlcheck.oracle.Verdict.Violation)
				|| !io.sparqlcheck.ledger.FailureIdentity.of(live).sameFamilyAs(io.sparqlcheck.ledger.FailureIdentity.of(c.shrunk().verdict(), c.shrunk().sparqlCase()))) {
				return java.util.Optional.empty(); // it no longer fails the recorded way: nothing to take apart
			}
			return io.sparqlcheck.ledger.DifferentialSplit.known(live, engines, io.sparqlcheck.ledger.DifferentialSplit.by(known));
		} catch (io.sparqlcheck.config.ConfigException | RuntimeException e) {
			return java.util.Optional.empty();
		} finally {
			engines.forEach(io.sparqlcheck.engine.Engine::close);
		}
	}

	/**
	 * A candidate's cause, as {@code explain} finds it on this catalog's engines: its optimizer steps
	 * (or, when it needs none, its evaluator locus) when it still fails there, else none (an engine not available here, a failure that no longer
	 * reproduces: nothing to match by cause, so the group stays as its identity says).
	 */
	static java.util.Set<String> cause(Candidate c, CliContext ctx) {
		try {
			OptimizerAttribution.Result r = OptimizerAttribution.explain(c, ctx.catalog());
			if (!r.reproduces()) {
				return java.util.Set.of();
			}
			return r.locus() == null ? new java.util.TreeSet<>(r.steps()) : java.util.Set.of(io.sparqlcheck.ledger.EvaluatorLocus.cause(r.locus()));
		} catch (io.sparqlcheck.config.ConfigException | RuntimeException e) {
			return java.util.Set.of();
		}
	}
}
