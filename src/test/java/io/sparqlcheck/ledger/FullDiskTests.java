package io.sparqlcheck.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import net.jqwik.api.Example;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A full disk, simulated honestly: a real child JVM appends records under a file size limit
 * ({@code ulimit -f 64}, so the kernel refuses the write that would cross 64 KiB, as a full disk
 * does, part way through a record). Every record is written whole or not at all: the file ends with
 * a line end, each line is one whole record, as many as the child counted written, the child is told
 * of each record not written (naming the file), and the next run appends to the file without
 * refusing it.
 */
class FullDiskTests {

	@Example
	void aWriteCutOffByAFullDiskLeavesWholeRecordsAndTheNextRunAppends() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck-full").resolve("candidates.jsonl");
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		Process child = new ProcessBuilder("bash", "-c", "ulimit -f 64 && exec \"$@\"", "limited", java,
			"-cp", System.getProperty("java.class.path"), AppendUntilFull.class.getName(), file.toString())
			.redirectErrorStream(true).start();
		checkWholeRecords(file, child);
	}

	/**
	 * The same on a real full file system: a 64 KiB tmpfs, where the kernel answers ENOSPC. Mounting
	 * needs root; elsewhere the test is skipped, saying why (the file size limit above stands for it).
	 */
	@Example
	void aRealFullFileSystemLeavesWholeRecordsToo() throws Exception {
		Path mount = Files.createTempDirectory("sparqlcheck-tmpfs");
		Process m = new ProcessBuilder("mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mount.toString()).redirectErrorStream(true).start();
		String said = new String(m.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		if (m.waitFor() != 0) {
			throw new org.opentest4j.TestAbortedException("cannot mount a tmpfs here (not root?): " + said.strip());
		}
		try {
			Path file = mount.resolve("candidates.jsonl");
			String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
			Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), AppendUntilFull.class.getName(),
				file.toString()).redirectErrorStream(true).start();
			checkWholeRecords(file, child);
		} finally {
			new ProcessBuilder("umount", mount.toString()).start().waitFor();
		}
	}

	private static void checkWholeRecords(Path file, Process child) throws Exception {
		String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(child.waitFor()).as(out).isZero();
		String[] counts = out.lines().findFirst().orElseThrow().split(" ");
		int written = Integer.parseInt(counts[1]);
		int failed = Integer.parseInt(counts[3]);
		assertThat(failed).as("the limit was reached: " + out).isPositive();
		assertThat(written).as(out).isPositive();
		assertThat(out).contains("NotWrittenException").contains(file.toString()).contains("cut back to its last whole line");

		byte[] bytes = Files.readAllBytes(file);
		assertThat(bytes.length).as("within the limit").isLessThanOrEqualTo(64 * 1024);
		assertThat(bytes[bytes.length - 1]).as("the file ends with a line end").isEqualTo((byte) '\n');
		List<Jsonl.Line> lines = Jsonl.read(file);
		assertThat(lines).as("records lost or half-written: none").hasSize(written);
		for (Jsonl.Line line : lines) {
			JsonNode node = Json.MAPPER.readTree(line.text());
			assertThat(node.get("pad").asText()).startsWith("x");
		}
		Jsonl.checkAppendable(file);
		// the next run appends to the file as it is (a copy where there is room: the tmpfs is still full)
		Path next = Files.createTempDirectory("sparqlcheck-next").resolve("candidates.jsonl");
		Files.write(next, bytes);
		Jsonl.append(next, "{\"n\":-1}");
		assertThat(Jsonl.read(next)).hasSize(written + 1);
	}
}
