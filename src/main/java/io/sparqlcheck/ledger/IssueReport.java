package io.sparqlcheck.ledger;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The Markdown draft of an upstream issue for one candidate: engine and version, the minimal data
 * and queries, expected against actual with the SPARQL 1.1 clause that decides it, how it was
 * found, and a reproduction the engine's own users can run without sparqlcheck (a few lines of
 * Jena or RDF4J API for in-process engines, curl against the SPARQL 1.1 Protocol otherwise).
 */
public final class IssueReport {
	private IssueReport() {
	}

	public static String markdown(Candidate c) {
		return markdown(c, List.of());
	}

	/**
	 * The draft, with what {@code bisect} (since which release) and {@code explain} (which optimizer
	 * step) recorded for the candidate, each in a section of its own before the reproduction.
	 */
	public static String markdown(Candidate c, List<Attribution> attributions) {
		return markdown(c, attributions, java.util.Optional.empty());
	}

	/**
	 * The draft as above, with the search of the upstream trackers recorded for the candidate's finding
	 * (the closest issues found, to read before filing) in a section after "Expected and actual".
	 */
	public static String markdown(Candidate c, List<Attribution> attributions, java.util.Optional<UpstreamSearch> search) {
		RecordedVerdict v = c.shrunk().verdict();
		EngineRef engine = c.engines().get(0);
		StringBuilder b = new StringBuilder();
		b.append("# ").append(title(c)).append("\n\n");
		if (engine.name().contains("+")) {
			b.append("> **Not an upstream engine.** `").append(engine.name()).append("` is a sparqlcheck test wrapper around `")
				.append(engine.name(), 0, engine.name().indexOf('+')).append("`; do not file this draft upstream.\n\n");
		}
		b.append("**Engine:** ").append(String.join(", ", c.engineLabels().stream().map(l -> "`" + l + "`").toList())).append("  \n");
		b.append("**Classification:** ").append(c.classification().text()).append("  \n");
		b.append("**Found by:** ").append(howFound(c)).append("\n\n");

		b.append("## Minimal data\n\n```\n").append(c.shrunk().data().isEmpty() ? "# (no triples)\n" : c.shrunk().data()).append("```\n\n");

		b.append("## Queries and what they returned\n\n");
		int i = 1;
		for (RecordedVerdict.RecordedQuery q : v.queries()) {
			b.append(i++).append(". ").append(roleText(c.oracle(), q.role())).append(":\n\n```sparql\n").append(q.query())
				.append("\n```\n\n").append(resultText(q)).append("\n\n");
		}

		b.append("## Expected and actual\n\n").append(expected(c, v)).append("\n\n");
		search.ifPresent(s -> b.append(s.markdown()));

		for (Attribution a : attributions) {
			b.append(a.kind() == Attribution.Kind.RELEASES ? "## Releases affected\n\n" : "## Optimizer step\n\n")
				.append("**").append(a.verdict()).append("** (").append(a.subject()).append(")\n\n");
			if (!a.detail().isEmpty()) {
				b.append("```\n").append(String.join("\n", a.detail())).append("\n```\n\n");
			}
		}
		b.append("## Reproduce without sparqlcheck\n\n").append(reproduction(engine, c.shrunk().data(), v.queries()));
		b.append("\n---\nDrafted by sparqlcheck from candidate `").append(c.id()).append("` (signature `")
			.append(c.signature().hash()).append("`). Check the draft against the engine's current release before filing.\n");
		return b.toString();
	}

	static String title(Candidate c) {
		RecordedVerdict v = c.shrunk().verdict();
		String engine = c.engineLabels().get(0);
		if (c.classification() == Classification.ENGINE_ERROR) {
			String cause = v.failureCause() == null ? "" : v.failureCause();
			return engine + ": query fails with " + v.failureKind() + " (" + (cause.length() > 80 ? cause.substring(0, 80) + "…" : cause) + ")";
		}
		if (c.oracle().equals("TLP")) {
			return v.excess().isEmpty() ? engine + ": FILTER(c), FILTER(!c) and the error branch together lose a solution of the pattern"
				: engine + ": FILTER returns a solution more often than the unfiltered pattern does";
		}
		if (c.oracle().equals("NoREC")) {
			return engine + ": FILTER(c) keeps a different number of solutions than IF(c, true, false) flags true";
		}
		return engine + ": " + c.message();
	}

	private static String howFound(Candidate c) {
		Replay r = c.replay();
		String oracle = switch (c.oracle()) {
			case "TLP" -> "ternary logic partitioning (TLP)";
			case "NoREC" -> "non-optimizing reference engine construction (NoREC)";
			default -> c.oracle();
		};
		return "sparqlcheck (property-based testing on jqwik) with " + oracle + ", property `" + c.property().className() + "#" + c.property().method()
			+ "`" + (r.seed() == null ? " on a hand-written case" : ", jqwik " + r.jqwikVersion() + " seed `" + r.seed() + "` (try "
			+ r.falsifiedAtTry() + "), generator `" + r.generatorVersion() + "`, shrunk in " + r.shrinkingSteps()
			+ " steps from a case of " + c.original().data().lines().count() + " triple(s)");
	}

	private static String roleText(String oracle, String role) {
		return switch (oracle + "/" + role) {
			case "TLP/base" -> "The pattern, unfiltered";
			case "TLP/true" -> "The solutions where the predicate is true";
			case "TLP/false" -> "The solutions where it is false";
			case "TLP/error" -> "The solutions where it raises an error";
			case "NoREC/base" -> "The pattern, unfiltered";
			case "NoREC/optimized" -> "The pattern filtered by the predicate";
			case "NoREC/rewrite" -> "The predicate projected as IF(c, true, false)";
			default -> "Query `" + role + "`";
		};
	}

	private static String resultText(RecordedVerdict.RecordedQuery q) {
		if (q.outcome().equals("failure")) {
			return "Failed: " + q.failureKind() + ": `" + q.failure() + "`";
		}
		if (q.rows().isEmpty()) {
			return "Returned no rows.";
		}
		StringBuilder b = new StringBuilder("Returned ").append(q.rows().size()).append(" row(s):\n\n");
		List<String> vars = q.variables();
		b.append("| ").append(String.join(" | ", vars.stream().map(x -> "?" + x).toList())).append(" |\n|");
		vars.forEach(x -> b.append("---|"));
		b.append('\n');
		for (Map<String, String> row : q.rows()) {
			List<String> cells = new ArrayList<>();
			for (String x : vars) {
				String t = row.get(x);
				cells.add(t == null ? "(unbound)" : "`" + t.replace("|", "\\|") + "`");
			}
			b.append("| ").append(String.join(" | ", cells)).append(" |\n");
		}
		return b.toString().stripTrailing();
	}

	static String expected(Candidate c, RecordedVerdict v) {
		StringBuilder b = new StringBuilder();
		if (c.classification() == Classification.ENGINE_ERROR) {
			b.append("**Expected:** results. The query is valid SPARQL 1.1, and an error while evaluating an expression is "
				+ "not a query failure: in a FILTER it makes the filter reject that solution (SPARQL 1.1 §17.2, §18.5 Filter), "
				+ "in a projected expression it leaves the variable unbound and keeps the solution (§18.5 Extend; a SELECT expression is Extend then Project, §18.2.4.4).\n\n");
			b.append("**Actual:** the query failed: ").append(v.failureKind()).append(": `").append(v.failureCause()).append("`.");
			return b.toString();
		}
		if (c.oracle().equals("TLP")) {
			b.append("**Expected:** for every solution of the unfiltered pattern the predicate evaluates to exactly one of "
				+ "true, false or an error (SPARQL 1.1 §17.2, effective boolean value §17.2.2), so the three filtered queries "
				+ "together return each solution of the pattern exactly as often as the pattern does. A FILTER can only "
				+ "remove solutions, never repeat one: Filter(expr, Ω) keeps each solution of Ω with its multiplicity (§18.5). "
				+ "`!` keeps an error an error (§17.3, fn:not), `IF` raises its condition's error (§17.4.1.2) and `COALESCE` "
				+ "turns exactly that error into true (§17.4.1.3).\n\n");
			b.append("**Actual:** counts ").append(v.countsLine()).append(".");
			for (RecordedVerdict.SolutionCount s : v.excess()) {
				b.append("\n- returned more often than the pattern has it: `").append(s.solution()).append("` (").append(s.count())
					.append(" extra)").append(branchWith(v, s.solution()));
			}
			for (RecordedVerdict.SolutionCount s : v.missing()) {
				b.append("\n- in none of the three filtered results: `").append(s.solution()).append("` (").append(s.count())
					.append(" missing)");
			}
			return b.toString();
		}
		if (c.oracle().equals("NoREC")) {
			b.append("**Expected:** the projection returns one row per solution of the pattern, with ?flag true exactly where "
				+ "the filter keeps the solution: `IF(c, true, false)` is true where c's effective boolean value is true, false "
				+ "where it is false, and an error (leaving ?flag unbound, §18.5 Extend) where c errors (§17.4.1.2); "
				+ "`FILTER(c)` keeps exactly the solutions where it is true (§17.2, §18.5 Filter).\n\n");
			b.append("**Actual:** counts ").append(v.countsLine()).append(". ").append(String.join("; ", v.discrepancies())).append('.');
			return b.toString();
		}
		b.append("**Actual:** ").append(String.join("; ", v.discrepancies()));
		return b.toString();
	}

	/** Which filtered queries return the solution more often than the base: those are wrong on their own. */
	private static String branchWith(RecordedVerdict v, Map<String, String> solution) {
		long base = v.queries().stream().filter(q -> q.role().equals("base")).flatMap(q -> q.rows().stream())
			.filter(solution::equals).count();
		List<String> wrong = new ArrayList<>();
		for (RecordedVerdict.RecordedQuery q : v.queries()) {
			long n = q.rows().stream().filter(solution::equals).count();
			if (!q.role().equals("base") && n > base) {
				wrong.add("query `" + q.role() + "` returns it " + n + " time(s), the pattern " + base);
			}
		}
		return wrong.isEmpty() ? "" : "; " + String.join(", ", wrong);
	}

	static String reproduction(EngineRef engine, String data, List<RecordedVerdict.RecordedQuery> queries) {
		String name = engine.name().contains("+") ? engine.name().substring(0, engine.name().indexOf('+')) : engine.name();
		StringBuilder b = new StringBuilder();
		if (name.startsWith("jena")) {
			b.append("With Apache Jena ").append(engine.version()).append(" (`org.apache.jena:jena-arq:").append(engine.version())
				.append("`):\n\n```java\nimport org.apache.jena.query.*;\nimport org.apache.jena.rdf.model.*;\n"
					+ "import org.apache.jena.riot.*;\n\npublic class Repro {\n    public static void main(String[] args) {\n"
					+ "        Model model = ModelFactory.createDefaultModel();\n        RDFParser.fromString(")
				.append(javaString(data)).append(", Lang.NTRIPLES).parse(model);\n        String[] queries = {\n");
			for (RecordedVerdict.RecordedQuery q : queries) {
				b.append("            ").append(javaString(q.query())).append(",\n");
			}
			b.append("        };\n        for (String q : queries) {\n            System.out.println(q);\n"
				+ "            try (QueryExecution qe = QueryExecutionFactory.create(q, model)) {\n"
				+ "                ResultSetFormatter.out(System.out, qe.execSelect());\n            }\n        }\n    }\n}\n```\n\n"
				+ "Or with Jena's command line: save the data as `data.nt`, each query as `q.rq`, and run `sparql --data data.nt --query q.rq`.\n");
			return b.toString();
		}
		if (name.startsWith("rdf4j")) {
			b.append("With Eclipse RDF4J ").append(engine.version()).append(" (`org.eclipse.rdf4j:rdf4j-repository-sail`, "
					+ "`rdf4j-sail-memory`, `rdf4j-rio-ntriples`):\n\n```java\nimport java.io.StringReader;\n"
					+ "import org.eclipse.rdf4j.query.*;\nimport org.eclipse.rdf4j.repository.*;\n"
					+ "import org.eclipse.rdf4j.repository.sail.SailRepository;\nimport org.eclipse.rdf4j.rio.RDFFormat;\n"
					+ "import org.eclipse.rdf4j.sail.memory.MemoryStore;\n\npublic class Repro {\n"
					+ "    public static void main(String[] args) throws Exception {\n"
					+ "        Repository repo = new SailRepository(new MemoryStore());\n"
					+ "        try (RepositoryConnection con = repo.getConnection()) {\n"
					+ "            con.add(new StringReader(").append(javaString(data)).append("), \"\", RDFFormat.NTRIPLES);\n"
					+ "            String[] queries = {\n");
			for (RecordedVerdict.RecordedQuery q : queries) {
				b.append("                ").append(javaString(q.query())).append(",\n");
			}
			b.append("            };\n            for (String q : queries) {\n                System.out.println(q);\n"
				+ "                try (TupleQueryResult r = con.prepareTupleQuery(q).evaluate()) {\n"
				+ "                    r.forEach(System.out::println);\n                }\n            }\n        }\n        repo.shutDown();\n    }\n}\n```\n");
			return b.toString();
		}
		b.append("Against a SPARQL 1.1 Protocol endpoint of ").append(engine.label()).append(" (set `ENDPOINT` to its query URL "
			+ "and `UPDATE` to its update URL; this loads the data into the default graph, so use an empty store):\n\n"
			+ "```sh\ncurl -sS --fail \"$UPDATE\" --data-urlencode ").append(shellString("update=INSERT DATA {\n" + data + "}"))
			.append("\n");
		for (RecordedVerdict.RecordedQuery q : queries) {
			b.append("curl -sS --fail \"$ENDPOINT\" -H 'Accept: application/sparql-results+json' --data-urlencode ")
				.append(shellString("query=" + q.query())).append("\n");
		}
		b.append("```\n");
		return b.toString();
	}

	/** A Java string literal of the text: quotes, backslashes, line breaks and every non-ASCII character escaped. */
	public static String javaString(String s) {
		StringBuilder b = new StringBuilder("\"");
		for (char ch : s.toCharArray()) {
			switch (ch) {
				case '"' -> b.append("\\\"");
				case '\\' -> b.append("\\\\");
				case '\n' -> b.append("\\n");
				case '\r' -> b.append("\\r");
				case '\t' -> b.append("\\t");
				default -> {
					if (ch < 0x20 || ch > 0x7e) {
						b.append(String.format("\\u%04x", (int) ch));
					} else {
						b.append(ch);
					}
				}
			}
		}
		return b.append('"').toString();
	}

	/** A single-quoted POSIX shell word. */
	static String shellString(String s) {
		return "'" + s.replace("'", "'\\''") + "'";
	}
}
