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
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Faults a new user meets on the command line (issue 27): an engines file that is a FIFO (refused at
 * once, never opened: opening one blocks until a writer comes), one that is not UTF-8 (named with
 * its line), a negative {@code --max-shrinks} (refused), and {@code --max-shrinks 0} (which records
 * no candidate, so no command naming a file that was not written is printed).
 */
class UserFaultTests {

	record Run(int rc, String out, String err) {
	}

	private static Run run(EngineCatalog catalog, String... argv) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		int rc = Main.run(argv, new CliContext(catalog, Map.of(), new PrintStream(out, true, StandardCharsets.UTF_8),
			new PrintStream(err, true, StandardCharsets.UTF_8)));
		return new Run(rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
	}

	private static void oneLine(Run r, String... mentions) {
		assertThat(r.rc()).as(r.err()).isEqualTo(2);
		assertThat(r.err()).as("no trace").doesNotContain("\tat ").doesNotContain("Exception");
		assertThat(r.err().strip().lines().count()).as(r.err()).isEqualTo(1);
		for (String m : mentions) {
			assertThat(r.err()).contains(m);
		}
	}

	private static Path dir() throws Exception {
		return Files.createTempDirectory(Files.createDirectories(Path.of("target", "user-faults")), "in");
	}

	@Example
	void anEnginesFileThatIsAFifoIsRefusedAtOnce() throws Exception {
		Path fifo = dir().resolve("engines.yaml");
		assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
		// opening a FIFO for reading blocks until a writer opens it: the run must not open it at all
		CompletableFuture<Run> r = CompletableFuture.supplyAsync(() -> run(EngineCatalog.embedded(), "campaign", "--engines-file",
			fifo.toString(), "--engines", "jena", "--tries", "1"));
		Run done = r.get(30, TimeUnit.SECONDS);
		oneLine(done, fifo.toString(), "not a regular file");
	}

	@Example
	void anEnginesFileThatIsAFolderOrADeviceIsRefused() throws Exception {
		Path folder = dir();
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines-file", folder.toString(), "--engines", "jena", "--tries", "1"),
			folder.toString(), "not a regular file", "a directory");
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines-file", "/dev/null", "--engines", "jena", "--tries", "1"),
			"/dev/null", "not a regular file");
	}

	@Example
	void cutOffAndOverlongUtf8AreNamedWithTheirLine() throws Exception {
		Path cut = dir().resolve("engines.yaml");
		byte[] text = "engines:\n  - name: jena\n    kind: jena\n# caf".getBytes(StandardCharsets.UTF_8);
		byte[] bytes = java.util.Arrays.copyOf(text, text.length + 1);
		bytes[text.length] = (byte) 0xc3; // the first byte of é, and the file ends
		Files.write(cut, bytes);
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines-file", cut.toString(), "--engines", "jena", "--tries", "1"),
			cut + ":4", "not UTF-8");
		Path overlong = dir().resolve("engines.yaml");
		byte[] head = "engines:\n  - name: a".getBytes(StandardCharsets.UTF_8);
		byte[] all = java.util.Arrays.copyOf(head, head.length + 3);
		all[head.length] = (byte) 0xc0; // an overlong '/': never valid UTF-8
		all[head.length + 1] = (byte) 0xaf;
		all[head.length + 2] = '\n';
		Files.write(overlong, all);
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines-file", overlong.toString(), "--engines", "jena", "--tries", "1"),
			overlong + ":2", "not UTF-8", "0xC0");
	}

	@Example
	void aMaxShrinksThatIsNoNumberIsRefused() throws Exception {
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines", "jena", "--tries", "1", "--max-shrinks", "three",
			"--out", dir().resolve("out").toString()), "--max-shrinks");
	}

	@Example
	void anEnginesFileNotInUtf8NamesItsLine() throws Exception {
		Path yaml = dir().resolve("engines.yaml");
		byte[] head = "engines:\n  - name: jena\n    kind: jena\n  - name: caf".getBytes(StandardCharsets.UTF_8);
		byte[] tail = "\n    kind: jena\n".getBytes(StandardCharsets.UTF_8);
		byte[] bytes = new byte[head.length + 1 + tail.length];
		System.arraycopy(head, 0, bytes, 0, head.length);
		bytes[head.length] = (byte) 0xe9; // é in ISO-8859-1
		System.arraycopy(tail, 0, bytes, head.length + 1, tail.length);
		Files.write(yaml, bytes);
		Run r = run(EngineCatalog.embedded(), "campaign", "--engines-file", yaml.toString(), "--engines", "jena", "--tries", "1");
		oneLine(r, yaml + ":4", "not UTF-8", "0xE9");
		assertThat(r.err()).doesNotContain("Input length");
	}

	@Example
	void aNegativeMaxShrinksIsRefused() throws Exception {
		Path out = dir().resolve("out");
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines", "jena", "--tries", "1", "--max-shrinks", "-1",
			"--out", out.toString()), "--max-shrinks", "-1");
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines", "jena", "--tries", "1", "--max-shrinks-total", "-3",
			"--out", out.toString()), "--max-shrinks-total", "-3");
	}

	@Example
	void aBadMaxRestartsIsRefused() throws Exception {
		Path out = dir().resolve("out");
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines", "jena", "--tries", "1", "--max-restarts", "-1",
			"--out", out.toString()), "--max-restarts", "-1");
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines", "jena", "--tries", "1", "--max-restarts", "three",
			"--out", out.toString()), "--max-restarts", "three");
	}

	@Example
	void aBadSampledOracleIsRefused() throws Exception {
		Path out = dir().resolve("out");
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines", "jena", "--tries", "1", "--oracles", "tlp,ask/0",
			"--out", out.toString()), "oracle 'ask/0'", "one case in n");
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines", "jena", "--tries", "1", "--oracles", "tlp,ask/often",
			"--out", out.toString()), "oracle 'ask/often'");
	}

	@Example
	void aBadStoreLimitsIsRefused() throws Exception {
		Path out = dir().resolve("out");
		oneLine(run(EngineCatalog.embedded(), "campaign", "--engines", "jena", "--tries", "1", "--store-limits", "maybe",
			"--out", out.toString()), "--store-limits", "maybe");
	}

	@Example
	void maxShrinksZeroNamesNoFileItDidNotWrite() throws Exception {
		Path out = dir().resolve("out");
		EngineCatalog catalog = EngineCatalog.embedded().with("mutant", () -> Mutants.dropsOneFilteredRow(new JenaEngine()));
		Run r = run(catalog, "campaign", "--grammar", "core-1", "--tries", "40", "--seed", "0", "--engines", "mutant",
			"--oracles", "tlp", "--max-shrinks", "0", "--quiet", "--out", out.toString());
		assertThat(r.rc()).as(r.out() + r.err()).isEqualTo(1);
		assertThat(r.out()).contains("unshrunk: 33 check(s)").contains("nothing confirmed new");
		Path candidates = out.resolve("candidates.jsonl");
		if (!Files.exists(candidates)) {
			assertThat(r.out()).as("a command naming a file that was not written").doesNotContain(candidates.toString());
		}
		assertThat(r.out()).contains("report.html");
	}
}
