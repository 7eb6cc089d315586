package io.sparqlcheck.cli;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The main job's output as a user reads it, from the command line in-process: no escape codes, no
 * jqwik log records on the console (jqwik's own line to AI agents is standard output and is not
 * ours to touch), progress lines whose estimate of the time left comes after the warm-up and reads
 * as a time, a time budget shown as time, and every root-cause group with its id and the command to
 * run next. A mutant that drops a filtered row makes new groups; seed 28 on RDF4J 5.2.1 is a failure
 * findings.jsonl knows, so known groups are shown too.
 */
class CampaignOutputTests {

	private static final Pattern PROGRESS = Pattern.compile(
		"\\[campaign] \\d+/60 cases \\(\\d+%\\), \\d+ checks/s, pass \\d+, known \\d+, candidate \\d+, engine-failure \\d+, skipped \\d+"
			+ "(, about \\d+:\\d\\d left|, done in \\d+:\\d\\d)?");

	@Example
	void theOutputIsQuietAndEveryGroupSaysWhatToRunNext() throws Exception {
		Path root = Files.createTempDirectory("sparqlcheck-output");
		List<LogRecord> console = new ArrayList<>();
		Handler listener = new Handler() {
			@Override
			public void publish(LogRecord r) {
				if (r.getLoggerName() != null && r.getLoggerName().startsWith("net.jqwik")) {
					console.add(r);
				}
			}

			@Override
			public void flush() {
			}

			@Override
			public void close() {
			}
		};
		Logger rootLogger = Logger.getLogger("");
		rootLogger.addHandler(listener);
		String text;
		int status;
		try {
			ByteArrayOutputStream bytes = new ByteArrayOutputStream();
			PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8);
			CliContext ctx = new CliContext(EngineCatalog.embedded().with("mutant", () -> Mutants.dropsOneFilteredRow(new JenaEngine())),
				java.util.Map.of(), ps, ps);
			status = Main.run(new String[] {"campaign", "--grammar", "core-1", "--tries", "60", "--seed", "0", "--engines", "mutant,rdf4j", "--oracles", "tlp",
				"--max-shrinks", "1", "--max-shrinks-total", "3", "--out", root.resolve("out").toString()}, ctx);
			text = bytes.toString(StandardCharsets.UTF_8);
		} finally {
			rootLogger.removeHandler(listener);
		}
		assertThat(status).as(text).isEqualTo(1);
		assertThat(text).doesNotContain("\u001b").doesNotContain("9223372036854775807");
		assertThat(console).as("jqwik's log records that reached the console").isEmpty();
		List<String> lines = text.lines().toList();
		assertThat(lines).filteredOn(l -> l.startsWith("[campaign]")).isNotEmpty().allSatisfy(l -> assertThat(l).matches(PROGRESS));
		assertThat(lines).filteredOn(l -> l.startsWith("[campaign]") && l.contains(" left")).isNotEmpty()
			.allSatisfy(l -> assertThat(Integer.parseInt(l.replaceFirst("\\[campaign] (\\d+)/.*", "$1"))).as("after warm-up").isGreaterThanOrEqualTo(20));

		List<String> groups = lines.stream().filter(l -> l.startsWith("  [") || l.matches("  \\d+ known group.*")).toList();
		assertThat(groups).anyMatch(l -> l.contains("known group")).anyMatch(l -> l.startsWith("  ["));
		for (int i = 0; i < lines.size(); i++) {
			String l = lines.get(i);
			if (l.matches("  \\d+ known group.*")) {
				assertThat(l).matches(".*\\((sig-[0-9a-f]{12}|\\d+ unshrunk).*").contains("; recheck it: bin/sparqlcheck recheck ");
			} else if (l.startsWith("  [")) {
				int end = i + 1;
				while (end < lines.size() && lines.get(end).startsWith("      ")) {
					end++;
				}
				String own = String.join("\n", lines.subList(i, end));
				assertThat(own).as("a group's id and next command").containsPattern("sig-[0-9a-f]{12}|unshrunk")
					.containsPattern("candidate c-[0-9a-f]+|replay: bin/sparqlcheck campaign").contains("bin/sparqlcheck ");
			}
		}
		assertThat(text).contains("next: bin/sparqlcheck candidates --file ");
		assertThat(lines.size()).as(text).isLessThanOrEqualTo(40);
	}

	@Example
	void aTimeBudgetIsShownAsTime() throws Exception {
		Path root = Files.createTempDirectory("sparqlcheck-output-time");
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8);
		int status = Main.run(new String[] {"campaign", "--time", "2", "--engines", "jena", "--oracles", "tlp",
			"--out", root.resolve("out").toString()}, new CliContext(EngineCatalog.embedded(), java.util.Map.of(), ps, ps));
		String text = bytes.toString(StandardCharsets.UTF_8);
		assertThat(status).as(text).isZero();
		assertThat(text).doesNotContain("9223372036854775807").contains("seeds from 0 for 2 s");
		assertThat(text.lines().filter(l -> l.startsWith("[campaign]")).toList()).isNotEmpty()
			.allSatisfy(l -> assertThat(l).matches("\\[campaign] \\d+:\\d\\d of 0:02, \\d+ cases, \\d+ checks/s, .*"));
	}
}
