package io.sparqlcheck.campaign;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static io.sparqlcheck.campaign.HtmlReport.esc;

/**
 * The SVG charts of {@link HtmlReport}: verdict classes per engine (each engine's full label on a
 * line of its own above its bar, each class's count written on the bar or beside it, and a class
 * that occurred at least a few pixels wide however rare), the failures alone on a scale of their
 * own (so that one candidate in a thousand checks is as visible as a hundred), and EBV coverage.
 */
final class ReportCharts {
	private ReportCharts() {
	}

	static final Map<String, String> COLOURS = colours();
	/** The classes that are not a pass, charted on their own scale. */
	static final List<String> FAILURES = List.of("known", "candidate", "engine-failure");

	private static final int WIDTH = 640, BAR = 22, ROW = 58, MIN_SEGMENT = 4;

	private static Map<String, String> colours() {
		Map<String, String> c = new LinkedHashMap<>();
		c.put("pass", "#4c9a2a");
		c.put("known", "#7a7a7a");
		c.put("candidate", "#d7263d");
		c.put("engine-failure", "#f49d37");
		c.put("skipped", "#3f88c5");
		return java.util.Collections.unmodifiableMap(c);
	}

	/** The counts of each class per engine, over all oracles. */
	static Map<String, Map<String, Long>> byEngine(CampaignSummary s) {
		Map<String, Map<String, Long>> byEngine = new TreeMap<>();
		s.outcomes().forEach((oracle, m) -> m.forEach((engine, counts) -> counts.forEach((k, v) ->
			byEngine.computeIfAbsent(engine, x -> new LinkedHashMap<>()).merge(k, v, Long::sum))));
		return byEngine;
	}

	/** Every class, bars as wide as their share, each non-empty one at least {@value #MIN_SEGMENT} px. */
	static String verdicts(CampaignSummary s) {
		return chart(byEngine(s), List.copyOf(COLOURS.keySet()), "verdicts", "verdict classes per engine", false);
	}

	/** Known, candidate and engine-failure only, on a scale whose longest bar is the most failures of any engine. */
	static String failures(CampaignSummary s) {
		return chart(byEngine(s), FAILURES, "failures", "failing checks per engine", true);
	}

	private static String chart(Map<String, Map<String, Long>> byEngine, List<String> classes, String id, String label, boolean ownScale) {
		long most = byEngine.values().stream().mapToLong(m -> classes.stream().mapToLong(k -> m.getOrDefault(k, 0L)).sum()).max().orElse(0);
		int longest = byEngine.keySet().stream().mapToInt(String::length).max().orElse(0);
		StringBuilder b = new StringBuilder("<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"" + id + "-chart\" width=\"" + Math.max(WIDTH + 320, 9 * longest)
			+ "\" height=\"" + Math.max(1, byEngine.size()) * ROW + "\" role=\"img\" aria-label=\"" + label + "\">\n");
		int y = 0;
		for (Map.Entry<String, Map<String, Long>> e : byEngine.entrySet()) {
			long total = classes.stream().mapToLong(k -> e.getValue().getOrDefault(k, 0L)).sum();
			long scale = ownScale ? most : total;
			b.append("<text class=\"engine-label\" x=\"0\" y=\"").append(y + 15).append("\" font-size=\"13\">").append(esc(e.getKey()))
				.append("</text>\n");
			double x = 0;
			StringBuilder counts = new StringBuilder();
			for (String k : classes) {
				long n = e.getValue().getOrDefault(k, 0L);
				if (n == 0 || scale == 0) {
					continue;
				}
				double w = Math.max(MIN_SEGMENT, WIDTH * (double) n / scale);
				b.append(String.format("<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"><title>%s: %d</title></rect>%n",
					x, y + 22, w, BAR, COLOURS.get(k), k, n));
				if (w >= 8 * (Long.toString(n).length() + 1)) {
					b.append(String.format("<text x=\"%.1f\" y=\"%d\" font-size=\"12\" fill=\"#fff\">%d</text>%n", x + 4, y + 38, n));
				}
				counts.append(counts.length() == 0 ? "" : ", ").append(k).append(' ').append(n);
				x += w;
			}
			b.append(String.format("<text class=\"bar-counts\" x=\"%.1f\" y=\"%d\" font-size=\"12\" data-key=\"%s|%s\">%s</text>%n",
				x + 6, y + 38, id, esc(e.getKey()), counts.length() == 0 ? "none" : counts));
			y += ROW;
		}
		return b.append("</svg>\n").toString();
	}

	static String legend() {
		StringBuilder b = new StringBuilder("<p class=\"legend\">");
		COLOURS.forEach((k, colour) -> b.append("<span style=\"background:").append(colour).append("\"></span>").append(k));
		return b.append("</p>\n").toString();
	}

	static String coverage(CampaignSummary s) {
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
}
