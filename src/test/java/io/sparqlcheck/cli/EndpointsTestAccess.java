package io.sparqlcheck.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/** Lets tests in other packages run the endpoints command with their own environment and streams. */
public final class EndpointsTestAccess {
	private EndpointsTestAccess() {
	}

	/** Runs any command (its name first in {@code argv}) with the embedded catalog and these streams. */
	public static int command(List<String> argv, Map<String, String> env, PrintStream out, PrintStream err) {
		return Main.run(argv.toArray(String[]::new), new CliContext(io.sparqlcheck.config.EngineCatalog.embedded(), env, out, err));
	}

	public static int run(List<String> args, Map<String, String> env, PrintStream out, PrintStream err) throws Exception {
		java.util.List<String> argv = new java.util.ArrayList<>(List.of("endpoints", "--grammar", "core-1"));
		argv.addAll(args);
		return Main.run(argv.toArray(String[]::new), new CliContext(io.sparqlcheck.config.EngineCatalog.embedded(), env, out, err));
	}
}
