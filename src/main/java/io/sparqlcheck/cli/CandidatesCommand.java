package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.Dedup;

import java.nio.file.Path;
import java.util.List;

/**
 * {@code candidates [--file F] [--ledger L] [--findings F] [--attributions A]}: the recorded
 * candidates grouped by dedup signature, each group labelled known (with the ids of the ledger
 * entries and triaged findings whose bug its candidates are, {@link io.sparqlcheck.ledger.KnownBugs},
 * as a campaign decides it) or new. Exit status 1 when there is a new group.
 */
final class CandidatesCommand {
	private CandidatesCommand() {
	}

	static int run(Args args, java.io.PrintStream out) throws Exception {
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
		List<Dedup.Group> groups = Dedup.group(all, KnownSet.read("candidates", ledger, findings, attributions));
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
}
