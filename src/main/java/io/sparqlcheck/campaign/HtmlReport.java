package io.sparqlcheck.campaign;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code report.html}: one self-contained page (no external file, font or script) with the
 * summary table, a chart of verdict classes per engine with counts on the bars and a chart of the
 * failures alone on their own scale ({@link ReportCharts}), a chart of EBV-outcome coverage, plan
 * collapse, and each group of candidates with its minimal repro, its queries and each one's answer
 * side by side (the one an engine failed on marked), and its commands. Every
 * number in it is read from the {@link CampaignSummary} it is made from, and the table cells carry
 * their key in a {@code data-key} attribute so a test can compare them with {@code summary.json}.
 */
public final class HtmlReport {
	private HtmlReport() {
	}

	private static final Map<String, String> COLOURS = ReportCharts.COLOURS;

	public static void write(CampaignSummary summary, Path file) throws IOException {
		Files.createDirectories(file.toAbsolutePath().getParent());
		Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
		try {
			Files.writeString(tmp, render(summary));
			Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
		} finally {
			Files.deleteIfExists(tmp); // never a leftover .tmp, whether the move was done or the write failed
		}
	}

	public static String render(CampaignSummary s) {
		StringBuilder b = new StringBuilder();
		b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>sparqlcheck campaign report</title>\n<style>")
			.append("body{font-family:sans-serif;margin:2em;max-width:75em;color:#222}table{border-collapse:collapse;margin:1em 0}")
			.append("th,td{border:1px solid #ccc;padding:.3em .6em;text-align:right}th:first-child,td:first-child,th:nth-child(2),td:nth-child(2){text-align:left}")
			.append("pre{background:#f5f5f5;padding:.6em;overflow-x:auto;white-space:pre-wrap}code{background:#f5f5f5}")
			.append(".legend span{display:inline-block;width:1em;height:1em;margin:0 .3em 0 1em;vertical-align:middle}")
			.append("table.runs{table-layout:fixed;width:100%}table.runs th,table.runs td{text-align:left;vertical-align:top;font-size:.85em}")
			.append("table.runs pre{margin:0;font-size:.95em}.failing{border:3px solid #d7263d;background:#fde8ea}.failing-mark{color:#d7263d}")
			.append("</style></head>\n<body data-status=\"loading\">\n");
		b.append("<h1>sparqlcheck campaign report</h1>\n<p>Generator <code>").append(esc(s.generatorVersion()))
			.append("</code>, <span data-key=\"casesChecked\">").append(s.casesChecked()).append("</span> cases checked, seeds ")
			.append(s.seedFrom).append(" to ").append(s.seedFrom + s.seedCount - 1)
			.append(s.shards > 1 ? ", shards " + s.shardIndices + " of " + s.shards : "")
			.append(". Fingerprint of the generated cases: <code data-key=\"fingerprint\">").append(s.fingerprint()).append("</code>.</p>\n");
		b.append("<p>Engines: ");
		List<String> engines = new ArrayList<>();
		s.engines().forEach((name, version) -> engines.add("<code>" + esc(name) + " " + esc(version) + "</code>"));
		b.append(String.join(", ", engines)).append("</p>\n");

		b.append("<h2>Verdicts</h2>\n<table id=\"summary\"><tr><th>oracle</th><th>engine</th>");
		COLOURS.keySet().forEach(k -> b.append("<th>").append(k).append("</th>"));
		b.append("</tr>\n");
		s.outcomes().forEach((oracle, byEngine) -> byEngine.forEach((engine, counts) -> {
			b.append("<tr><td>").append(esc(oracle)).append("</td><td>").append(esc(engine)).append("</td>");
			COLOURS.keySet().forEach(k -> b.append("<td class=\"count\" data-key=\"").append(esc(oracle + "|" + engine + "|" + k))
				.append("\">").append(counts.getOrDefault(k, 0L)).append("</td>"));
			b.append("</tr>\n");
		}));
		b.append("<tr><th colspan=\"2\">all checks</th><td colspan=\"5\" id=\"total\"></td></tr></table>\n");
		s.skipReasons().forEach((oracle, reasons) -> reasons.forEach((reason, n) ->
			b.append("<p>Skipped by ").append(esc(oracle)).append(": ").append(n).append(" × ").append(esc(reason)).append("</p>\n")));
		s.known().forEach((what, n) -> b.append("<p>Known: ").append(n).append(" × <code>").append(esc(what)).append("</code></p>\n"));

		b.append("<h2>Verdict classes per engine</h2>\n").append(ReportCharts.verdicts(s)).append(ReportCharts.legend());
		b.append("<h2>Failing checks per engine</h2>\n<p>Known, candidate and engine-failure only, on a scale of their own: "
			+ "the longest bar is the most failures of any engine, so a single failure shows.</p>\n").append(ReportCharts.failures(s));
		b.append("<h2>EBV-outcome coverage of TLP base solutions</h2>\n").append(ReportCharts.coverage(s));
		b.append(ConstructCoverage.html(s));

		if (!s.plans().isEmpty()) {
			b.append("<h2>Plan collapse</h2>\n<p>A NoREC pair whose filtered form ran as the filter on top of the base plan, untouched by the optimiser, exercises no optimisation of the filter (GraphWeave, G4). Asked on one case in " + Campaign.PLAN_SAMPLE + ".</p>\n")
				.append("<table><tr><th>oracle and engine</th><th>pairs</th><th>collapsed</th><th>share</th></tr>\n");
			s.plans().forEach((pair, p) -> {
				long pairs = p.getOrDefault("pairs", 0L), collapsed = p.getOrDefault("collapsed", 0L);
				b.append("<tr><td>").append(esc(pair)).append("</td><td data-key=\"plans|").append(esc(pair)).append("|pairs\">")
					.append(pairs).append("</td><td data-key=\"plans|").append(esc(pair)).append("|collapsed\">").append(collapsed)
					.append("</td><td>").append(String.format("%.1f %%", 100.0 * collapsed / Math.max(1, pairs))).append("</td></tr>\n");
			});
			b.append("</table>\n");
		}

		b.append("<h2>Candidates</h2>\n<p id=\"raw-unique\">raw:unique <b>").append(esc(s.rawUnique()))
			.append("</b> (failing checks : root-cause groups, each the signature of its shrunk case)</p>\n");
		if (s.candidates().isEmpty()) {
			b.append("<p id=\"no-candidates\">None: every check passed or was known.</p>\n");
		}
		Map<String, List<CampaignSummary.Candidate>> groups = new TreeMap<>();
		s.candidates().forEach(c -> groups.computeIfAbsent(c.group(), k -> new ArrayList<>()).add(c));
		groups.forEach((group, list) -> {
			CampaignSummary.Candidate c = list.stream().filter(x -> x.shrunkData() != null).findFirst().orElse(list.get(0));
			boolean shrunk = c.shrunkData() != null;
			b.append("<section class=\"group\"><h3>").append(esc(group)).append(" <small>(<span class=\"group-size\">").append(list.size())
				.append("</span> failing checks, seeds ").append(esc(list.stream().limit(10).map(x -> Long.toString(x.seed())).toList().toString()))
				.append(list.size() > 10 ? " ..." : "").append(")</small></h3>\n<p>").append(esc(shrunk ? c.shrunkWhat() : c.what())).append("</p>\n");
			b.append("<p>").append(shrunk ? "Minimal repro, shrunk by jqwik from seed " : "Repro (not shrunk), seed ").append(c.seed()).append(":</p>\n");
			b.append("<pre>").append(esc(shrunk ? c.shrunkData() : c.data())).append("</pre>\n<p>Predicate: <code>")
				.append(esc(shrunk ? c.shrunkPredicate() : c.predicate())).append("</code></p>\n");
			if (c.runs() != null) {
				b.append(runs(c.runs()));
			} else {
				b.append("<pre>");
				for (String q : shrunk ? c.shrunkQueries() : c.queries()) {
					b.append(esc(q)).append('\n');
				}
				b.append("</pre>\n");
			}
			if (shrunk && c.shrunkAnswers() != null && c.runs() == null) {
				b.append("<p>Each answer on the shrunk case").append(c.shrinkEvaluations() == null ? "" : " (shrunk in "
					+ c.shrinkEvaluations() + " evaluations)").append(":</p>\n<pre class=\"answers\">");
				c.shrunkAnswers().forEach(a -> b.append(esc(a)).append('\n'));
				b.append("</pre>\n");
			}
			if (c.candidateId() != null) {
				b.append("<p>Candidate <code class=\"candidate-id\">").append(esc(c.candidateId())).append("</code>; next:</p>\n<pre>");
				c.next().forEach(n -> b.append(esc(n)).append('\n'));
				b.append("</pre>\n");
			}
			b.append("<p>Replay: <code>").append(esc(c.recheck())).append("</code></p></section>\n");
		});

		b.append("<script>\n(function () {\n")
			.append("  var total = 0;\n")
			.append("  document.querySelectorAll('#summary td.count').forEach(function (td) { total += parseInt(td.textContent, 10); });\n")
			.append("  document.getElementById('total').textContent = String(total);\n")
			.append("  var fit = true;\n")
			.append("  document.querySelectorAll('svg text.engine-label').forEach(function (t) {\n")
			.append("    var box = t.getBBox(); if (box.x + box.width > t.ownerSVGElement.width.baseVal.value) { fit = false; }\n  });\n")
			.append("  document.body.dataset.labelsFit = String(fit);\n")
			.append("  document.body.dataset.status = 'rendered';\n")
			.append("})();\n</script>\n</body></html>\n");
		return b.toString();
	}

	/**
	 * The queries side by side, one column each (for a differential, one per engine), with the role
	 * and engine over each, its answer under it, and the column of a query the engine failed on
	 * marked as where the check failed.
	 */
	private static String runs(List<CampaignSummary.QueryRun> runs) {
		StringBuilder b = new StringBuilder("<table class=\"runs\"><tr>");
		runs.forEach(r -> b.append("<th").append(r.failed() ? " class=\"failing\"" : "").append(">").append(esc(r.role()))
			.append(r.role().equals(r.engine()) ? "" : " on " + esc(r.engine())).append(r.failed() ? " <b class=\"failing-mark\">✗ failed here</b>" : "")
			.append("</th>"));
		b.append("</tr>\n<tr>");
		runs.forEach(r -> b.append("<td").append(r.failed() ? " class=\"failing\"" : "").append("><pre class=\"query\">").append(esc(r.query()))
			.append("</pre></td>"));
		b.append("</tr>\n<tr>");
		runs.forEach(r -> b.append("<td class=\"answer").append(r.failed() ? " failing" : "").append("\">").append(esc(r.answer())).append("</td>"));
		return b.append("</tr></table>\n").toString();
	}

	static String esc(String s) {
		if (s == null) {
			return "";
		}
		StringBuilder b = new StringBuilder(s.length());
		for (char ch : s.toCharArray()) {
			switch (ch) {
				case '<' -> b.append("&lt;");
				case '>' -> b.append("&gt;");
				case '&' -> b.append("&amp;");
				case '"' -> b.append("&quot;");
				case '\'' -> b.append("&#39;");
				default -> b.append(ch);
			}
		}
		return b.toString();
	}
}
