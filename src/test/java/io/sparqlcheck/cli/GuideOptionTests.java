package io.sparqlcheck.cli;

import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code --guide}: one usage line for an unknown guide; a guided campaign says so and prints its coverage curve, stdout and summary.json. */
class GuideOptionTests {

	private static String run(int[] rc, String... args) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
		rc[0] = Main.run(args, new CliContext(io.sparqlcheck.config.EngineCatalog.embedded(), java.util.Map.of(), ps, ps));
		return out.toString(StandardCharsets.UTF_8);
	}

	@Example
	void anUnknownGuideIsOneUsageLine() {
		int[] rc = {0};
		String text = run(rc, "campaign", "--guide", "bogus", "--tries", "1");
		assertThat(rc[0]).isEqualTo(2);
		assertThat(text.strip()).isEqualTo("sparqlcheck campaign: --guide: unknown guide 'bogus' (known: none, plan)");
	}

	@Example
	void aGuidedCampaignPrintsItsCurveAndAnUnguidedOneNone() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-guide");
		String[] common = {"campaign", "--engines", "jena", "--oracles", "tlp", "--tries", "12", "--seed", "3", "--max-shrinks", "0",
			"--quiet", "--ledger", dir.resolve("none.jsonl").toString(), "--findings", dir.resolve("none-findings.jsonl").toString()};
		int[] rc = {0};
		String guided = run(rc, concat(common, "--guide", "plan", "--out", dir.resolve("plan").toString()));
		assertThat(rc[0]).as(guided).isIn(0, 1);
		assertThat(guided).contains(", guide plan").contains("plan coverage (distinct construct x optimizer-step combinations) after 10 / 12 cases: guided ");
		assertThat(Files.readString(dir.resolve("plan/summary.json"))).contains("\"planCoverage\"").contains("\"unguided\"");
		String plain = run(rc, concat(common, "--out", dir.resolve("none").toString()));
		assertThat(plain).doesNotContain("plan coverage").doesNotContain(", guide ");
		assertThat(Files.readString(dir.resolve("none/summary.json"))).doesNotContain("planCoverage");
	}

	private static String[] concat(String[] a, String... b) {
		String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
		System.arraycopy(b, 0, all, a.length, b.length);
		return all;
	}
}
