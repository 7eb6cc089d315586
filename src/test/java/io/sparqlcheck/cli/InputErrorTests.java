package io.sparqlcheck.cli;

import io.sparqlcheck.config.EngineCatalog;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13, "also fix": an error in what the user gave is one line naming file, line and field,
 * exit 2, no stack trace (a trace only with {@code --debug}).
 */
class InputErrorTests {

	record Run(int rc, String err) {
	}

	private static Run run(String... argv) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		PrintStream realOut = System.out;
		try {
			System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8)); // candidates prints to System.out
			int rc = Main.run(argv, new CliContext(EngineCatalog.embedded(), Map.of(), new PrintStream(out, true, StandardCharsets.UTF_8),
				new PrintStream(err, true, StandardCharsets.UTF_8)));
			return new Run(rc, err.toString(StandardCharsets.UTF_8));
		} finally {
			System.setOut(realOut);
		}
	}

	private static void oneLine(Run r, String... mentions) {
		assertThat(r.rc()).as(r.err()).isEqualTo(2);
		assertThat(r.err()).as("no trace").doesNotContain("\tat ").doesNotContain("Exception:");
		assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(1);
		for (String m : mentions) {
			assertThat(r.err()).contains(m);
		}
	}

	@Example
	void badRecordsFoldersAndMissingFilesAreOneLine() throws Exception {
		Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target", "input-errors")), "in");
		Path malformed = Files.writeString(dir.resolve("malformed.jsonl"), "{\"id\": \n");
		oneLine(run("candidates", "--file", malformed.toString()), malformed.toString(), "line 1");
		Path binary = Files.write(dir.resolve("binary.jsonl"), new byte[] {0, 1, 2, (byte) 0xff, (byte) 0xfe, '\n'});
		oneLine(run("candidates", "--file", binary.toString()), binary.toString(), "line 1");
		Path nul = Files.writeString(dir.resolve("null.jsonl"), "null\n");
		oneLine(run("candidates", "--file", nul.toString()), nul.toString(), "line 1");
		oneLine(run("candidates", "--file", dir.toString()), dir.toString(), "folder");
		oneLine(run("candidates", "--file", dir.resolve("missing.jsonl").toString()), "missing.jsonl", "no such file");
		oneLine(run("candidates", "--file", malformed.toString(), "--ledger", dir.toString()), dir.toString());
	}

	@Example
	void badOptionsAreOneLine() {
		oneLine(run("campaign", "--engines", ",,"), "no engines");
		oneLine(run("campaign", "--time", "9223372036854775807"), "--time");
		oneLine(run("campaign", "--time", "99999999999999999999"), "--time");
		oneLine(run("promote"));
		oneLine(run("promote", "no-such-id", "--status", "bogus"));
	}

	/** A FIFO (or any path that is not a regular file) is refused up front: reading it could block for good. */
	@Example
	void aFifoIsRefusedInsteadOfBlocking() throws Exception {
		Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target", "input-errors")), "fifo");
		Path fifo = dir.resolve("candidates.jsonl");
		Process mk = new ProcessBuilder("mkfifo", fifo.toString()).start();
		assertThat(mk.waitFor()).as("mkfifo").isZero();
		long start = System.nanoTime();
		oneLine(run("candidates", "--file", fifo.toString()), fifo.toString(), "not a regular file");
		assertThat((System.nanoTime() - start) / 1_000_000_000L).as("seconds: refused, not blocked").isLessThan(30);
	}

	@Example
	void debugShowsTheTrace() throws Exception {
		Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target", "input-errors")), "dbg");
		Path nul = Files.writeString(dir.resolve("null.jsonl"), "null\n");
		Run r = run("candidates", "--debug", "--file", nul.toString());
		assertThat(r.rc()).isEqualTo(2);
		assertThat(r.err()).contains("\tat ");
	}
}
