package io.sparqlcheck.cli;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.Jsonl;
import io.sparqlcheck.ledger.RecordFormatException;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * Issue 13, "also fix": a cut-off last line of candidates.jsonl is refused up front, naming file and
 * line, and never appended onto; {@code --out} is checked before the first case; the summary table
 * is printed before the files are written; no {@code summary.json.tmp} is left behind.
 */
class BadFilesTests {

	record Run(int rc, String out, String err) {
	}

	private static Run campaign(String... extra) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		ByteArrayOutputStream err = new ByteArrayOutputStream();
		CliContext ctx = new CliContext(EngineCatalog.embedded().with("mutant", () -> Mutants.dropsOneFilteredRow(new JenaEngine())),
			Map.of(), new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
		String[] args = Stream.concat(Stream.of("campaign", "--grammar", "core-1", "--tries", "6", "--seed", "5", "--engines", "mutant", "--oracles", "tlp",
			"--quiet", "--max-shrinks", "1", "--ledger", "target/no-such-ledger.jsonl"), Stream.of(extra)).toArray(String[]::new);
		int rc = Main.run(args, ctx);
		return new Run(rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
	}

	private static Path fresh(String name) throws Exception {
		Path root = Files.createDirectories(Path.of("target", "bad-files-test"));
		return Files.createTempDirectory(root, name);
	}

	@Example
	void aCutOffLastLineIsRefusedUpFrontNamingFileAndLine() throws Exception {
		Path dir = fresh("cutoff");
		Path candidates = dir.resolve("candidates.jsonl");
		Files.writeString(candidates, "{\"a\":1}\n{\"b\":2}\n{\"cut\":");
		Run r = campaign("--out", dir.toString());
		assertThat(r.rc()).as(r.err()).isEqualTo(2);
		assertThat(r.err()).contains(candidates.toString()).contains("line 3").contains("no line end").doesNotContain("\tat ");
		assertThat(r.out()).as("refused before the first case").doesNotContain("fingerprint");
		assertThat(Files.readString(candidates)).as("the file is untouched").isEqualTo("{\"a\":1}\n{\"b\":2}\n{\"cut\":");
		assertThat(catchThrowable(() -> Jsonl.append(candidates, "{\"new\":1}"))).isInstanceOf(RecordFormatException.class)
			.hasMessageContaining("line 3");
	}

	@Example
	void aBadOutIsRefusedBeforeTheFirstCase() throws Exception {
		Path dir = fresh("out");
		Path file = Files.writeString(dir.resolve("a-file"), "x");
		Run r = campaign("--out", file.toString());
		assertThat(r.rc()).isEqualTo(2);
		assertThat(r.err()).contains("--out").contains("is a file").doesNotContain("\tat ");
		assertThat(r.out()).doesNotContain("fingerprint");
		Path locked = Files.createDirectories(dir.resolve("locked"));
		locked.toFile().setWritable(false);
		try {
			if (!Files.isWritable(locked)) { // root can write anywhere: nothing to test then
				Run l = campaign("--out", locked.toString());
				assertThat(l.rc()).isEqualTo(2);
				assertThat(l.err()).contains("not a writable folder").doesNotContain("\tat ");
			}
		} finally {
			locked.toFile().setWritable(true);
		}
	}

	@Example
	void theTableComesFirstAndNoTemporaryFileIsLeft() throws Exception {
		Path dir = fresh("ok");
		Run r = campaign("--out", dir.toString());
		assertThat(r.rc()).as(r.err()).isEqualTo(1);
		assertThat(r.out().indexOf("fingerprint")).isLessThan(r.out().indexOf("wrote "));
		try (Stream<Path> files = Files.list(dir)) {
			assertThat(files.map(p -> p.getFileName().toString())).contains("summary.json", "report.html").noneMatch(n -> n.endsWith(".tmp"));
		}
		assertThat(Candidates.read(dir.resolve("candidates.jsonl"))).isNotEmpty();
		// a second run appends whole lines onto the first's file, which stays readable
		campaign("--out", dir.toString(), "--seed", "40");
		assertThat(Jsonl.read(dir.resolve("candidates.jsonl"))).isNotEmpty();
	}
}
