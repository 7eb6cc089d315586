package io.sparqlcheck.ledger;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * JSON Lines files that a crash cannot corrupt.
 *
 * <p>{@link #append} writes one whole record as one line, with one write of the complete bytes
 * (line end included) to a channel opened in append mode, under an exclusive file lock (so two
 * processes never interleave), then forces it to disk before returning. A process killed at any
 * moment therefore leaves the file holding only whole lines. {@link #read} accepts nothing else:
 * a last line without its line end is reported as a cut-off write, naming the line.
 */
public final class Jsonl {
	private Jsonl() {
	}

	/** One line of a file, numbered from 1. */
	public record Line(int number, String text) {
	}

	/** Appends {@code json} and a line end as one write, then fsyncs. */
	public static void append(Path file, String json) throws IOException {
		if (json.indexOf('\n') >= 0 || json.indexOf('\r') >= 0) {
			throw new IllegalArgumentException("a JSON Lines record must be one line");
		}
		Path parent = file.toAbsolutePath().getParent();
		if (parent != null) {
			Files.createDirectories(parent);
		}
		ByteBuffer bytes = ByteBuffer.wrap((json + "\n").getBytes(StandardCharsets.UTF_8));
		try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
			StandardOpenOption.APPEND); FileLock lock = channel.lock()) {
			while (bytes.hasRemaining()) {
				channel.write(bytes);
			}
			channel.force(true);
		}
	}

	/**
	 * Every line of the file; an absent file has none. Fails, naming the file and line, on a blank
	 * line or on a last line with no line end.
	 */
	public static List<Line> read(Path file) throws IOException {
		List<Line> lines = new ArrayList<>();
		if (!Files.exists(file)) {
			return lines;
		}
		String text = Files.readString(file, StandardCharsets.UTF_8);
		int start = 0;
		int number = 0;
		while (start < text.length()) {
			number++;
			int end = text.indexOf('\n', start);
			if (end < 0) {
				throw new RecordFormatException(file, number, null,
					"the last line has no line end: a write was cut off, or the file was edited by hand");
			}
			String line = text.substring(start, end);
			if (line.endsWith("\r")) {
				line = line.substring(0, line.length() - 1);
			}
			if (line.isBlank()) {
				throw new RecordFormatException(file, number, null, "blank line");
			}
			lines.add(new Line(number, line));
			start = end + 1;
		}
		return lines;
	}
}
