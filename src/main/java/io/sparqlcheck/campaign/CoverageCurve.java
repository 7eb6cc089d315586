package io.sparqlcheck.campaign;

import java.util.TreeMap;

/**
 * The plan-coverage curve of a guided run, as its cases are checked: how many distinct (construct,
 * optimizer step) combinations the checked cases reached after 10, 100, 1,000, ... cases and after
 * the last one, for the guided choices and for the seeds' own cases (the same seeds unguided).
 * Counted from the choices the campaign took, in seed order, never from cases a feed prepared ahead.
 */
public final class CoverageCurve {
	/** The curves' names in the summary. */
	static final String GUIDED = "guided", UNGUIDED = "unguided";

	private long cases;
	private long guided;
	private long unguided;
	private long nextPoint = 10;
	private final TreeMap<Long, Long> guidedPoints = new TreeMap<>();
	private final TreeMap<Long, Long> unguidedPoints = new TreeMap<>();

	CoverageCurve() {
	}

	/**
	 * The summary's curves as one line, {@code plan coverage (distinct construct x optimizer-step
	 * combinations) after 10 / 100 / N cases: guided a / b / c; unguided (the seeds' own cases) d / e / f};
	 * nothing for a summary without them.
	 */
	public static void print(CampaignSummary summary, java.io.PrintStream out) {
		TreeMap<Long, Long> g = summary.planCoverage().get(GUIDED), u = summary.planCoverage().get(UNGUIDED);
		if (g == null || u == null) {
			return;
		}
		out.println("plan coverage (distinct construct x optimizer-step combinations) after " + join(g.keySet()) + " cases: guided "
			+ join(g.values()) + "; unguided (the seeds' own cases) " + join(u.values()));
	}

	private static String join(java.util.Collection<Long> values) {
		return String.join(" / ", values.stream().map(String::valueOf).toList());
	}

	/** One more checked case; nothing for a choice that measured no coverage. */
	void add(CaseGuide.Choice choice) {
		if (choice.coverage() == null) {
			return;
		}
		cases++;
		guided += choice.coverage().guided();
		unguided += choice.coverage().unguided();
		if (cases == nextPoint) {
			guidedPoints.put(cases, guided);
			unguidedPoints.put(cases, unguided);
			nextPoint *= 10;
		}
	}

	/** Curve name → cases → distinct combinations by then (the last case included), or null when nothing was measured. */
	TreeMap<String, TreeMap<Long, Long>> points() {
		if (cases == 0) {
			return null;
		}
		TreeMap<Long, Long> g = new TreeMap<>(guidedPoints), u = new TreeMap<>(unguidedPoints);
		g.put(cases, guided);
		u.put(cases, unguided);
		TreeMap<String, TreeMap<Long, Long>> curves = new TreeMap<>();
		curves.put(GUIDED, g);
		curves.put(UNGUIDED, u);
		return curves;
	}
}
