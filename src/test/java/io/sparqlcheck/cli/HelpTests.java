package io.sparqlcheck.cli;

import io.sparqlcheck.config.EngineCatalog;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Issue 15: every command answers --help and help COMMAND with its synopsis; an option missing its value says so. */
class HelpTests {

	private static final List<String> COMMANDS = List.of("campaign", "differential", "endpoints", "merge", "bench", "candidates",
		"promote", "finding", "recheck", "bisect", "explain", "report", "export", "generators");

	private record Run(int rc, String out, String err) {
	}

	private static Run run(String... argv) {
		ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
		int rc = Main.run(argv, new CliContext(EngineCatalog.embedded(), Map.of(), new PrintStream(out, true, StandardCharsets.UTF_8),
			new PrintStream(err, true, StandardCharsets.UTF_8)));
		return new Run(rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
	}

	@Example
	void everyCommandHasHelp() {
		for (String c : COMMANDS) {
			for (Run r : List.of(run(c, "--help"), run("help", c))) {
				assertThat(r.rc()).as(c + ": " + r.err()).isZero();
				assertThat(r.out()).as(c).startsWith("usage: bin/sparqlcheck " + c + " ");
			}
		}
		assertThat(run("help").out()).contains("commands:");
	}

	@Example
	void anOptionWithoutItsValueSaysSo() {
		Run r = run("campaign", "--tries");
		assertThat(r.rc()).isEqualTo(2);
		assertThat(r.err().strip()).isEqualTo("sparqlcheck campaign: --tries needs a value");
	}
}
