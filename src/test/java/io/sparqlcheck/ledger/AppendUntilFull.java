package io.sparqlcheck.ledger;

import java.nio.file.Path;
import java.util.Map;

/**
 * A child process for the full-disk test, started under a file size limit ({@code ulimit -f}):
 * appends 100 records of a few kilobytes each to the file in its first argument, goes on after each
 * write that fails, and prints {@code written W failed F} and the first failure's message. Not a test itself.
 */
public final class AppendUntilFull {
	private AppendUntilFull() {
	}

	public static void main(String[] args) {
		Path file = Path.of(args[0]);
		int written = 0;
		int failed = 0;
		String first = "";
		for (int i = 0; i < 100; i++) {
			try {
				Jsonl.append(file, Json.line(Map.of("n", i, "pad", "x".repeat(1000 + (i * 137) % 3000))));
				written++;
			} catch (Exception e) {
				failed++;
				first = first.isEmpty() ? e.getClass().getSimpleName() + ": " + e.getMessage() : first;
			}
		}
		System.out.println("written " + written + " failed " + failed);
		System.out.println(first);
	}
}
