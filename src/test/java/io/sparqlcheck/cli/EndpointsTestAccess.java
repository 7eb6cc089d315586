package io.sparqlcheck.cli;

import java.io.PrintStream;
import java.util.List;
import java.util.Map;

/** Lets tests in other packages run the endpoints command with their own environment and streams. */
public final class EndpointsTestAccess {
	private EndpointsTestAccess() {
	}

	public static int run(List<String> args, Map<String, String> env, PrintStream out, PrintStream err) throws Exception {
		String[] argv = args.toArray(String[]::new);
		return EndpointsCommand.run(Args.parse("endpoints", argv, 0), env, out, err);
	}
}
