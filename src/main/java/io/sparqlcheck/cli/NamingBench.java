package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.NamingRecall;
import io.sparqlcheck.ledger.NamingRecall.CauseKind;
import io.sparqlcheck.ledger.NamingRecall.Outcome;
import io.sparqlcheck.ledger.NamingRecall.Row;

import java.io.PrintStream;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * {@code bench --only naming}: how the known set names its own repros in shapes it has not recorded
 * ({@link NamingRecall}): a table of outcomes by what the repro could be known by, the line
 * {@code naming recall: R of N} (named right with its shape left out), the line
 * {@code hidden new bugs: H of N} (named as another bug, or as several, with its whole bug left out: a campaign
 * calls either known), and the repros named as another bug. No engine runs: a second, not minutes.
 */
final class NamingBench {
	private NamingBench() {
	}

	static void run(List<Row> rows, PrintStream out) {
		out.printf("naming: %d repros, each named by the known set without its own shape, then without its whole bug"
			+ " (the records' causes, as explain --known --record keeps them; no engine runs)%n%n", rows.size());
		out.printf("%-22s %8s", "shape left out", "all");
		for (CauseKind k : CauseKind.values()) {
			out.printf(" %10s", k.name().toLowerCase(java.util.Locale.ROOT));
		}
		out.println();
		for (Outcome o : Outcome.values()) {
			printRow(out, label(o), rows, r -> r.shapeOut() == o);
		}
		out.println();
		out.printf("%-22s %8s%n", "bug left out", "all");
		for (Outcome o : List.of(Outcome.WRONG, Outcome.AMBIGUOUS, Outcome.NEW)) {
			printRow(out, label(o), rows, r -> r.bugOut() == o);
		}
		long right = rows.stream().filter(r -> r.shapeOut() == Outcome.RIGHT).count();
		// a campaign calls an ambiguous name known too: a new bug behind it is as hidden as behind another bug's
		long hidden = rows.stream().filter(r -> r.bugOut() == Outcome.WRONG || r.bugOut() == Outcome.AMBIGUOUS).count();
		out.printf("%nnaming recall: %d of %d%nhidden new bugs: %d of %d (another bug or several)%n", right, rows.size(), hidden, rows.size());
		List<Row> wrong = rows.stream().filter(r -> r.shapeOut() == Outcome.WRONG).toList();
		if (!wrong.isEmpty()) {
			out.println("\nnamed as another bug with their shape left out:");
			wrong.forEach(r -> out.printf("  %s (%s, %s) -> %s%n", r.repro(), r.bug(), r.oracle(), r.shapeName()));
		}
	}

	private static void printRow(PrintStream out, String label, List<Row> rows, java.util.function.Predicate<Row> which) {
		Map<CauseKind, Long> byKind = new EnumMap<>(CauseKind.class);
		rows.stream().filter(which).forEach(r -> byKind.merge(r.cause(), 1L, Long::sum));
		out.printf("%-22s %8d", label, byKind.values().stream().mapToLong(Long::longValue).sum());
		for (CauseKind k : CauseKind.values()) {
			out.printf(" %10d", byKind.getOrDefault(k, 0L));
		}
		out.println();
	}

	private static String label(Outcome o) {
		return switch (o) {
			case RIGHT -> "its own bug";
			case WRONG -> "another bug";
			case AMBIGUOUS -> "several (ambiguous)";
			case NEW -> "new";
		};
	}
}
