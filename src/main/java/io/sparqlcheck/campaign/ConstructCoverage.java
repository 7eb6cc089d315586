package io.sparqlcheck.campaign;

import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.FilterPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.Scope;
import io.sparqlcheck.model.SubSelect;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.UnionPattern;
import io.sparqlcheck.model.ValuesPattern;

import java.io.PrintStream;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Where the generator reaches and where failures cluster: per pattern construct and nesting depth
 * ({@code OPTIONAL@1}: an OPTIONAL in a group one below the top-level one), the share of cases
 * that contain it and the share of their checks that did not pass (a candidate, an engine failure
 * or a known failure; skipped checks count as checks, not as failures). A campaign counts into its
 * summary ({@link CampaignSummary#constructs()}: key to {@code cases}, {@code checks},
 * {@code failed}); the command's table and the report print it from there.
 */
public final class ConstructCoverage {
	private ConstructCoverage() {
	}

	/** The constructs of a pattern, each with the depth of the group it stands in (the top-level group is 0). */
	public static TreeSet<String> keys(GroupPattern pattern) {
		TreeSet<String> keys = new TreeSet<>();
		collect(pattern, 0, keys);
		return keys;
	}

	/**
	 * The constructs of a case: its pattern's ({@link #keys(GroupPattern)}) and, for a core-4 query
	 * form, each top-level modifier at depth 0 ({@code GROUP BY@0}, {@code HAVING@0}, {@code COUNT@0},
	 * {@code DISTINCT@0}, {@code ORDER BY@0}, {@code LIMIT@0}, ...; core-5's {@code FROM@0}, {@code FROM NAMED@0}).
	 */
	public static TreeSet<String> keys(io.sparqlcheck.model.SparqlCase c) {
		TreeSet<String> keys = keys(c.pattern());
		io.sparqlcheck.model.QueryForm f = c.form();
		if (f.modifier() != io.sparqlcheck.model.QueryForm.Modifier.NONE) {
			keys.add(f.modifier().name() + "@0");
		}
		if (!f.groupBy().isEmpty()) {
			keys.add("GROUP BY@0");
		}
		f.aggregates().forEach(a -> keys.add(a.call().function().name() + (a.call().distinct() ? "(DISTINCT)" : "") + "@0"));
		f.having().ifPresent(h -> keys.add("HAVING@0"));
		if (!f.orderBy().isEmpty()) {
			keys.add("ORDER BY@0");
		}
		if (f.limit() >= 0) {
			keys.add("LIMIT@0");
		}
		if (f.offset() > 0) {
			keys.add("OFFSET@0");
		}
		if (!f.dataset().from().isEmpty()) {
			keys.add("FROM@0");
		}
		if (!f.dataset().fromNamed().isEmpty()) {
			keys.add("FROM NAMED@0");
		}
		return keys;
	}

	private static void collect(GroupPattern g, int depth, TreeSet<String> into) {
		if (depth > 0 && g.elements().stream().noneMatch(e -> e instanceof TriplePattern)) {
			into.add("GROUP WITHOUT TRIPLES@" + depth);
		}
		for (PatternElement e : g.elements()) {
			if (e instanceof TriplePattern t && t.predicate() instanceof io.sparqlcheck.model.Path p) {
				pathOperators(p, into, depth);
			}
			String name = name(e);
			if (name != null) {
				into.add(name + "@" + depth);
			}
			for (GroupPattern inner : Scope.groupsOf(e)) {
				collect(inner, depth + 1, into);
			}
		}
	}

	private static String name(PatternElement e) {
		if (e instanceof TriplePattern t) {
			return t.hasPath() ? "PATH" : null;
		}
		if (e instanceof io.sparqlcheck.model.GraphPattern g) {
			return g.graph() instanceof io.sparqlcheck.model.Var ? "GRAPH ?var" : "GRAPH <iri>";
		}
		return e instanceof OptionalPattern ? "OPTIONAL" : e instanceof FilterPattern ? "FILTER" : e instanceof BindPattern ? "BIND"
			: e instanceof ValuesPattern v ? (v.rows().stream().anyMatch(r -> r.stream().anyMatch(java.util.Optional::isEmpty))
			? "VALUES+UNDEF" : "VALUES") : e instanceof UnionPattern ? "UNION" : e instanceof MinusPattern ? "MINUS"
			: e instanceof NestedGroup ? "GROUP" : e instanceof SubSelect s ? (s.aggregates().isEmpty() ? "SUBSELECT" : "SUBSELECT+AGG")
			: e.getClass().getSimpleName();
	}

	/** {@code PATH+@1}, {@code PATH/@1}, ...: each operator of a property path, nested ones too. */
	private static void pathOperators(io.sparqlcheck.model.Path p, TreeSet<String> into, int depth) {
		if (!p.operator().isEmpty()) {
			into.add("PATH" + p.operator() + "@" + depth);
		}
		p.operands().forEach(o -> pathOperators(o, into, depth));
	}

	/** Counts one check of a case with these constructs into the table. */
	static void count(TreeMap<String, TreeMap<String, Long>> table, Iterable<String> keys, boolean firstCheckOfCase, Outcome o) {
		for (String k : keys) {
			TreeMap<String, Long> row = table.computeIfAbsent(k, x -> new TreeMap<>(Map.of("cases", 0L, "checks", 0L, "failed", 0L)));
			if (firstCheckOfCase) {
				row.merge("cases", 1L, Long::sum);
			}
			row.merge("checks", 1L, Long::sum);
			if (o != Outcome.PASS && o != Outcome.SKIPPED) {
				row.merge("failed", 1L, Long::sum);
			}
		}
	}

	/** The printed table: construct@depth, share of cases, share of checks not passed. */
	public static void print(CampaignSummary s, PrintStream out) {
		if (s.constructs().isEmpty()) {
			return;
		}
		out.printf("%n%-18s %8s %8s %10s%n", "construct@depth", "cases", "% cases", "% failed");
		s.constructs().forEach((k, row) -> out.printf("%-18s %8d %7.1f%% %9.2f%%%n", k, row.get("cases"),
			pct(row.get("cases"), s.casesChecked()), pct(row.get("failed"), row.get("checks"))));
	}

	/** The same table as HTML, for the report. */
	public static String html(CampaignSummary s) {
		if (s.constructs().isEmpty()) {
			return "";
		}
		StringBuilder b = new StringBuilder("<h2>Constructs by nesting depth</h2>\n<table>\n<tr><th>construct@depth</th>"
			+ "<th>cases</th><th>% of cases</th><th>% of its checks not passed</th></tr>\n");
		s.constructs().forEach((k, row) -> b.append(String.format("<tr data-key=\"construct|%s\"><td>%s</td><td>%d</td>"
			+ "<td>%.1f</td><td>%.2f</td></tr>%n", k, k, row.get("cases"), pct(row.get("cases"), s.casesChecked()),
			pct(row.get("failed"), row.get("checks")))));
		return b.append("</table>\n").toString();
	}

	private static double pct(long n, long of) {
		return of == 0 ? 0 : 100.0 * n / of;
	}
}
