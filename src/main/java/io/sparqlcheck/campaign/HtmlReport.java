package io.sparqlcheck.campaign;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * {@code report.html}: one self-contained page (no external file, font or script) with the
 * summary table, a chart of verdict classes per engine, a chart of EBV-outcome coverage, plan
 * collapse, and each group of candidates with its minimal repro and its recheck command. Every
 * number in it is read from the {@link CampaignSummary} it is made from, and the table cells carry
 * their key in a {@code data-key} attribute so a test can compare them with {@code summary.json}.
 */
public final class HtmlReport {
	private HtmlReport() {
	}

	private static final Map<String, String> COLOURS = colours();

	private static Map<String, String> colours() {
		Map<String, String> c = new LinkedHashMap<>();
		c.put("pass", "#4c9a2a");
		c.put("known", "#7a7a7a");
		c.put("candidate", "#d7263d");
		c.put("engine-failure", "#f49d37");
		c.put("skipped", "#3f88c5");
		return java.util.Collections.unmodifiableMap(c);
	}

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

		b.append("<h2>Verdict classes per engine</h2>\n").append(verdictChart(s)).append(legend());
		b.append("<h2>EBV-outcome coverage of TLP base solutions</h2>\n").append(coverageChart(s));
		b.append(ConstructCoverage.html(s));

		if (!s.plans().isEmpty()) {
			b.append("<h2>Plan collapse</h2>\n<p>A NoREC pair whose filtered form ran as the filter on top of the base plan, untouched by the optimiser, exercises no optimisation of the filter (GraphWeave, G4).</p>\n")
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
				.append(esc(shrunk ? c.shrunkPredicate() : c.predicate())).append("</code></p>\n<pre>");
			for (String q : shrunk ? c.shrunkQueries() : c.queries()) {
				b.append(esc(q)).append('\n');
			}
			b.append("</pre>\n");
			if (shrunk && c.shrunkAnswers() != null) {
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
			.append("  document.body.dataset.status = 'rendered';\n")
			.append("})();\n</script>\n</body></html>\n");
		return b.toString();
	}

	private static String verdictChart(CampaignSummary s) {
		Map<String, Map<String, Long>> byEngine = new TreeMap<>();
		s.outcomes().forEach((oracle, m) -> m.forEach((engine, counts) -> counts.forEach((k, v) ->
			byEngine.computeIfAbsent(engine, x -> new LinkedHashMap<>()).merge(k, v, Long::sum))));
		int width = 640, bar = 22, gap = 10, labelWidth = 260;
		StringBuilder b = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + (labelWidth + width)
			+ "\" height=\"" + Math.max(1, byEngine.size()) * (bar + gap) + "\" role=\"img\" aria-label=\"verdict classes per engine\">\n");
		int y = 0;
		for (Map.Entry<String, Map<String, Long>> e : byEngine.entrySet()) {
			long total = e.getValue().values().stream().mapToLong(Long::longValue).sum();
			b.append("<text x=\"0\" y=\"").append(y + 16).append("\" font-size=\"13\">").append(esc(e.getKey())).append("</text>\n");
			double x = labelWidth;
			for (String k : COLOURS.keySet()) {
				long n = e.getValue().getOrDefault(k, 0L);
				double w = total == 0 ? 0 : width * (double) n / total;
				if (w > 0) {
					b.append(String.format("<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"><title>%s: %d</title></rect>%n",
						x, y, w, bar, COLOURS.get(k), k, n));
				}
				x += w;
			}
			y += bar + gap;
		}
		return b.append("</svg>\n").toString();
	}

	private static String coverageChart(CampaignSummary s) {
		Map<String, Long> c = s.coverage();
		long t = c.getOrDefault("true", 0L), f = c.getOrDefault("false", 0L), e = c.getOrDefault("error", 0L);
		long base = t + f + e;
		if (base == 0) {
			return "<p>No TLP base solution was counted.</p>\n";
		}
		StringBuilder b = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"110\" role=\"img\" aria-label=\"EBV outcome coverage\">\n");
		int y = 0;
		for (Map.Entry<String, Long> row : List.of(Map.entry("true", t), Map.entry("false", f), Map.entry("error", e))) {
			double share = (double) row.getValue() / base;
			b.append(String.format("<text x=\"0\" y=\"%d\" font-size=\"13\">%s</text><rect x=\"60\" y=\"%d\" width=\"%.1f\" height=\"22\" fill=\"#3f88c5\"></rect>"
				+ "<text x=\"%.1f\" y=\"%d\" font-size=\"13\" data-key=\"coverage|%s\">%d (%.1f %%)</text>%n",
				y + 16, row.getKey(), y, 480 * share, 66 + 480 * share, y + 16, row.getKey(), row.getValue(), 100 * share));
			y += 30;
		}
		b.append("</svg>\n<p>").append(c.getOrDefault("cases with no base solution", 0L)).append(" of ")
			.append(c.getOrDefault("cases", 0L)).append(" cases had no base solution.</p>\n");
		return b.toString();
	}

	private static String legend() {
		StringBuilder b = new StringBuilder("<p class=\"legend\">");
		COLOURS.forEach((k, colour) -> b.append("<span style=\"background:").append(colour).append("\"></span>").append(k));
		return b.append("</p>\n").toString();
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
