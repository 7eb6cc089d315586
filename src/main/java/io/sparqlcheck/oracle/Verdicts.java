package io.sparqlcheck.oracle;

import java.util.List;

/** Rendering helpers shared by the verdicts. */
final class Verdicts {
	private Verdicts() {
	}

	static String describeQueries(List<ExecutedQuery> queries) {
		StringBuilder b = new StringBuilder("queries:\n");
		for (ExecutedQuery q : queries) {
			b.append("  [").append(q.role()).append(", ").append(q.engine()).append(", ")
				.append(q.rowCount()).append(" rows] ").append(q.query()).append('\n');
		}
		return b.toString();
	}
}
