package io.sparqlcheck.managed;

import io.sparqlcheck.cli.CliContext;
import io.sparqlcheck.cli.Main;
import io.sparqlcheck.config.EngineCatalog;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * One command of {@code bin/sparqlcheck} run in the test's JVM over the embedded engines (managed
 * releases cached in the working directory's .sparqlcheck/engines), with its exit status and
 * everything it printed.
 */
record CliRun(int rc, String text) {

	static CliRun of(String... argv) {
		ByteArrayOutputStream buffer = new ByteArrayOutputStream();
		PrintStream print = new PrintStream(buffer, true, StandardCharsets.UTF_8);
		int rc = Main.run(argv, new CliContext(EngineCatalog.embedded(), Map.of(), print, print));
		return new CliRun(rc, buffer.toString(StandardCharsets.UTF_8));
	}
}
