package io.sparqlcheck.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import net.jqwik.api.Example;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A real child JVM appending a burst of records is killed with SIGKILL, three times at three
 * moments; after each, every line of the file parses and the file ends with a line end, or, when
 * the kill landed inside the write of a long record, the cut-off last line is reported (naming it)
 * by reading and by appending, and nothing is glued onto it.
 */
class CrashSafeAppendTests {

	@Example
	void aProcessKilledDuringABurstOfAppendsLeavesOnlyWholeLines() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck-crash").resolve("burst.jsonl");
		long lines = 0;
		for (int round = 1; round <= 3; round++) {
			long before = lines;
			Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
				"-cp", System.getProperty("java.class.path"), AppendBurst.class.getName(), file.toString())
				.redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
			// Kill mid-burst: once the child has appended a few more records (a different number each round).
			Instant deadline = Instant.now().plus(Duration.ofSeconds(60));
			while (countLineEnds(file) < before + 20L * round && Instant.now().isBefore(deadline) && child.isAlive()) {
				Thread.sleep(5);
			}
			assertThat(child.isAlive()).as("the child is still appending when it is killed").isTrue();
			Process kill = new ProcessBuilder("kill", "-KILL", Long.toString(child.pid())).start();
			assertThat(kill.waitFor()).isZero();
			assertThat(child.waitFor()).as("killed by signal 9").isEqualTo(128 + 9);

			byte[] bytes = Files.readAllBytes(file);
			if (bytes[bytes.length - 1] != '\n') {
				// Killed inside the write of a record (Linux cuts a long write at a page boundary on SIGKILL):
				// the cut-off line is never read as a record nor appended onto; it is reported, with its line.
				long whole = countLineEnds(file);
				assertThatThrownBy(() -> Jsonl.read(file)).isInstanceOf(RecordFormatException.class)
					.hasMessageContaining("line " + (whole + 1));
				assertThatThrownBy(() -> Jsonl.append(file, "{\"n\":-1}")).isInstanceOf(RecordFormatException.class);
				assertThat(Files.readAllBytes(file)).as("nothing glued onto the cut-off line").isEqualTo(bytes);
				System.out.println("sparqlcheck crash test: round " + round + " killed inside a write; the cut-off line "
					+ (whole + 1) + " is reported and refused");
				return;
			}
			List<Jsonl.Line> read = Jsonl.read(file);
			for (Jsonl.Line line : read) {
				JsonNode node = Json.MAPPER.readTree(line.text());
				int n = node.get("n").asInt();
				assertThat(node.get("pad").asText()).as("line " + line.number()).isEqualTo(AppendBurst.pad(n));
				assertThat(node.get("text").asText()).as("line " + line.number()).isEqualTo(AppendBurst.text(n));
			}
			lines = read.size();
			assertThat(lines).isGreaterThan(before);
			System.out.println("sparqlcheck crash test: round " + round + " killed after " + (lines - before)
				+ " appends; all " + lines + " lines whole (" + bytes.length + " bytes)");
		}
	}

	private static long countLineEnds(Path file) throws Exception {
		if (!Files.exists(file)) {
			return 0;
		}
		return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).chars().filter(c -> c == '\n').count();
	}
}
