package io.sparqlcheck.ledger;

import java.nio.file.Path;
import java.util.Map;

/**
 * A child process for the crash test: appends records of very different sizes to the file in
 * its first argument, as fast as it can, until it is killed. Not a test itself.
 */
public final class AppendBurst {
	private AppendBurst() {
	}

	public static void main(String[] args) throws Exception {
		Path file = Path.of(args[0]);
		for (int i = 0; ; i++) {
			Jsonl.append(file, Json.line(Map.of("n", i, "pad", pad(i), "text", text(i))));
		}
	}

	static String pad(int i) {
		return "x".repeat((i % 7) * 20_000 + (i % 13));
	}

	static String text(int i) {
		return "line \"" + i + "\"\nwith a break";
	}
}
