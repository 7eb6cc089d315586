package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * report.html opened in real headless Chromium (Debian's {@code chromium} package, which the test
 * command installs): the page renders with no script error, and every number it shows under a
 * {@code data-key} equals the one in summary.json. Set SPARQLCHECK_SKIP_BROWSER=1 to skip it where
 * no browser can be installed; the test then says so instead of passing.
 */
class ReportInChromiumTests {

	private static java.util.Optional<Path> findChromium() {
		return List.of("/usr/bin/chromium", "/usr/bin/chromium-browser").stream().map(Path::of).filter(Files::isExecutable).findFirst();
	}

	/** A plain {@code mvn verify} on a fresh machine installs the browser as the servers install themselves (as root). */
	private static java.util.Optional<Path> installChromium() {
		try {
			Process p = new ProcessBuilder("scripts/servers.sh", "install", "chromium").inheritIO().start();
			if (p.waitFor(10, TimeUnit.MINUTES) && p.exitValue() == 0) {
				return findChromium();
			}
			p.destroyForcibly();
		} catch (java.io.IOException e) {
			return java.util.Optional.empty();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		return java.util.Optional.empty();
	}

	@Example
	void theReportRendersInChromiumAndItsNumbersMatchTheSummary() throws Exception {
		if ("1".equals(System.getenv("SPARQLCHECK_SKIP_BROWSER"))) {
			throw new org.opentest4j.TestAbortedException("skipped: SPARQLCHECK_SKIP_BROWSER=1");
		}
		Path chromium = findChromium().or(ReportInChromiumTests::installChromium)
			.orElseThrow(() -> new AssertionError("no chromium: install Debian's chromium package (scripts/test.sh does), "
				+ "or set SPARQLCHECK_SKIP_BROWSER=1 to skip this test"));

		Path dir = Files.createDirectories(Path.of("target", "report-test"));
		CampaignSummary summary;
		try (Engine jena = new JenaEngine(); Engine other = new JenaEngine()) {
			Engine mutant = Mutants.dropsOneFilteredRow(new JenaEngine());
			// an engine that fails now and then: the failing query is marked, the rare failures visible
			Engine failing = Mutants.wrap(other, "fails-on-isLiteral-with-a-long-label-that-must-not-be-cut", (data, q) -> q.contains("isLiteral")
				? new io.sparqlcheck.result.QueryOutcome.Failure(q, io.sparqlcheck.result.QueryOutcome.FailureKind.EVALUATION_ERROR, "mutant: no isLiteral")
				: other.select(data, q));
			List<Check> checks = new java.util.ArrayList<>(Check.of(List.of("tlp", "norec"), List.of(jena)));
			checks.addAll(Check.of(List.of("tlp"), List.of(mutant)));
			checks.addAll(Check.of(List.of("norec"), List.of(failing)));
			checks.addAll(Check.of(List.of("differential"), List.of(jena, mutant)));
			summary = new Campaign(SparqlArbitraries.cases(), checks, Triage.NOTHING_KNOWN)
				.run(new Campaign.Options(SeedRange.of(0, 60), null, 1, null));
		}
		summary.write(dir.resolve("summary.json"));
		HtmlReport.write(summary, dir.resolve("report.html"));
		CampaignSummary fromFile = CampaignSummary.read(dir.resolve("summary.json"));

		Path profile = Files.createTempDirectory("sparqlcheck-chromium");
		Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
			"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
			"--user-data-dir=" + profile, "--enable-logging=stderr", "--v=0", "--dump-dom",
			dir.resolve("report.html").toAbsolutePath().toUri().toString())
			.redirectError(dir.resolve("chromium.stderr").toFile()).start();
		String dom = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
		assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("chromium finished").isTrue();
		String stderr = Files.readString(dir.resolve("chromium.stderr"));
		deleteRecursively(profile);

		assertThat(dom).as("the page's script ran to its end").contains("data-status=\"rendered\"");
		assertThat(stderr).as("chromium's console").doesNotContain("Uncaught").doesNotContainPattern("CONSOLE\\(\\d+\\).*[Ee]rror");

		Map<String, String> shown = keyed(dom);
		assertThat(shown).containsEntry("casesChecked", Long.toString(fromFile.casesChecked()))
			.containsEntry("fingerprint", fromFile.fingerprint());
		long total = 0;
		for (var oracle : fromFile.outcomes().entrySet()) {
			for (var engine : oracle.getValue().entrySet()) {
				for (var outcome : engine.getValue().entrySet()) {
					String key = oracle.getKey() + "|" + engine.getKey() + "|" + outcome.getKey();
					assertThat(shown).as(key).containsEntry(key, Long.toString(outcome.getValue()));
					total += outcome.getValue();
				}
			}
		}
		Matcher t = Pattern.compile("id=\"total\">(\\d+)<").matcher(dom);
		assertThat(t.find()).isTrue();
		assertThat(Long.parseLong(t.group(1))).isEqualTo(total).isEqualTo(5L * 60);
		fromFile.plans().forEach((pair, counts) -> counts.forEach((k, v) ->
			assertThat(shown).containsEntry("plans|" + pair + "|" + k, Long.toString(v))));
		for (String outcome : List.of("true", "false", "error")) {
			assertThat(shown.get("coverage|" + outcome)).startsWith(fromFile.coverage().get(outcome) + " (");
		}
		assertThat(fromFile.total(Outcome.CANDIDATE)).isPositive();
		assertThat(dom).contains("Minimal repro, shrunk by jqwik").contains("bin/sparqlcheck campaign --tries 1 --seed ");

		// counts on the bars, and the failures on a panel of their own, for every engine
		Map<String, Map<String, Long>> byEngine = ReportCharts.byEngine(fromFile);
		byEngine.forEach((engine, counts) -> {
			assertThat(shown.get("verdicts|" + engine)).as("counts on the bar of " + engine).isEqualTo(countsText(counts, List.copyOf(ReportCharts.COLOURS.keySet())));
			assertThat(shown.get("failures|" + engine)).as("failures of " + engine).isEqualTo(countsText(counts, ReportCharts.FAILURES));
			assertThat(dom).as("the full label of " + engine).contains("class=\"engine-label\" x=\"0\" y=\"");
			assertThat(labels(dom)).contains(engine);
		});
		assertThat(dom).as("every engine label fits its chart, measured by the browser").contains("data-labels-fit=\"true\"");
		long rare = byEngine.values().stream().mapToLong(m -> m.getOrDefault("engine-failure", 0L)).sum();
		assertThat(rare).as("the failing mutant's engine failures").isPositive();
		// the failing query marked, each engine's answer side by side for a differential group
		assertThat(fromFile.candidates()).anyMatch(c -> c.runs() != null && c.runs().stream().anyMatch(CampaignSummary.QueryRun::failed));
		assertThat(dom).contains("<b class=\"failing-mark\">✗ failed here</b>");
		CampaignSummary.Candidate differential = fromFile.candidates().stream().filter(c -> c.oracle().equals("differential"))
			.findFirst().orElseThrow(() -> new AssertionError("no differential group"));
		for (CampaignSummary.QueryRun r : differential.runs()) {
			assertThat(dom).contains("<th>" + HtmlReport.esc(r.role()) + (r.role().equals(r.engine()) ? "" : " on " + HtmlReport.esc(r.engine())) + "</th>");
		}
		assertThat(differential.runs().stream().map(CampaignSummary.QueryRun::engine).distinct()).hasSize(2);
	}

	private static String countsText(Map<String, Long> counts, List<String> classes) {
		List<String> parts = classes.stream().filter(k -> counts.getOrDefault(k, 0L) > 0).map(k -> k + " " + counts.get(k)).toList();
		return parts.isEmpty() ? "none" : String.join(", ", parts);
	}

	private static List<String> labels(String dom) {
		List<String> out = new java.util.ArrayList<>();
		Matcher m = Pattern.compile("class=\"engine-label\"[^>]*>([^<]*)<").matcher(dom);
		while (m.find()) {
			out.add(m.group(1).replace("&amp;", "&"));
		}
		return out;
	}

	private static Map<String, String> keyed(String dom) {
		Map<String, String> m = new LinkedHashMap<>();
		Matcher matcher = Pattern.compile("data-key=\"([^\"]+)\"[^>]*>([^<]*)<").matcher(dom);
		while (matcher.find()) {
			m.put(matcher.group(1).replace("&amp;", "&"), matcher.group(2));
		}
		return m;
	}

	private static void deleteRecursively(Path dir) throws IOException {
		try (var paths = Files.walk(dir)) {
			paths.sorted(java.util.Comparator.reverseOrder()).forEach(x -> x.toFile().delete());
		}
	}
}
