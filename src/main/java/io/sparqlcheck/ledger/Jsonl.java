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
 * processes never interleave), then forces it to disk before returning. A process killed between
 * two appends leaves only whole lines. One killed during the write of a record longer than a page
 * can leave it cut off (Linux ends a write to a file early, at a page boundary, when the process
 * gets SIGKILL): that last line is never taken for a record, nor glued onto: {@link #read} and
 * {@link #append} report it as a cut-off write, naming the file and the line. A write that fails
 * (a full disk, a file size limit) is undone: the file is cut back to its last whole line and the
 * caller gets a {@link NotWrittenException}, so the next run appends to the file as it is.
 */
public final class Jsonl {
	private Jsonl() {
	}

	/** One line of a file, numbered from 1. */
	public record Line(int number, String text) {
	}

	/**
	 * Appends {@code json} and a line end as one write, then fsyncs. Refuses, naming the file and
	 * line, a file whose last line was cut off (no line end): appending onto it would glue the new
	 * record to the broken one and lose both. Refuses a path that is not a regular file.
	 */
	public static void append(Path file, String json) throws IOException {
		if (json.indexOf('\n') >= 0 || json.indexOf('\r') >= 0) {
			throw new IllegalArgumentException("a JSON Lines record must be one line");
		}
		Path parent = file.toAbsolutePath().getParent();
		if (parent != null) {
			Files.createDirectories(parent);
		}
		checkAppendable(file);
		ByteBuffer bytes = ByteBuffer.wrap((json + "\n").getBytes(StandardCharsets.UTF_8));
		try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
			StandardOpenOption.APPEND); FileLock lock = channel.lock()) {
			// again under the lock: another process may have been cut off since the check above
			try (FileChannel reader = FileChannel.open(file, StandardOpenOption.READ)) {
				refuseCutOff(file, reader);
			}
			long whole = channel.size();
			try {
				while (bytes.hasRemaining()) {
					channel.write(bytes);
				}
				channel.force(true);
			} catch (IOException e) {
				// a full disk (or a file size limit) ends the write part way: cut the file back to its last
				// whole line, so it holds whole records only and the next run appends to it as it is
				channel.truncate(whole);
				channel.force(true);
				throw new NotWrittenException(file, e);
			}
		}
	}

	/**
	 * A record that could not be written (a full disk, a file size limit, an I/O error): the file was
	 * cut back to its last whole line, so it holds whole records only, and the record is not in it.
	 */
	public static final class NotWrittenException extends IOException {
		NotWrittenException(Path file, IOException cause) {
			super(file + ": the record was not written (" + cause.getMessage() + "); the file was cut back to its last whole line", cause);
		}
	}

	/** The bytes as UTF-8 text; a line that is not (a binary file) is an error naming it. */
	private static String utf8(Path file, byte[] bytes) {
		try {
			return StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes)).toString();
		} catch (java.nio.charset.CharacterCodingException e) {
			int line = 1;
			for (int start = 0; start < bytes.length; line++) {
				int end = start;
				while (end < bytes.length && bytes[end] != '\n') {
					end++;
				}
				try {
					StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes, start, end - start));
				} catch (java.nio.charset.CharacterCodingException bad) {
					break;
				}
				start = end + 1;
			}
			throw new RecordFormatException(file, line, null, "not UTF-8 text (a binary file, or another encoding)");
		}
	}

	/**
	 * Writes {@code records}, one JSON line each, as the whole file: to a temporary file beside it,
	 * then moved into place, so a reader sees the old file or the new one, never half of either.
	 */
	public static void rewrite(Path file, List<?> records) throws IOException {
		StringBuilder text = new StringBuilder();
		for (Object r : records) {
			text.append(Json.line(r)).append('\n');
		}
		Path parent = file.toAbsolutePath().getParent();
		Files.createDirectories(parent);
		Path tmp = Files.createTempFile(parent, "." + file.getFileName(), ".tmp");
		try {
			Files.writeString(tmp, text, StandardCharsets.UTF_8);
			Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
		} finally {
			Files.deleteIfExists(tmp); // a full disk leaves the old file whole and no half-written copy beside it
		}
	}

	/**
	 * Checks, before a run appends to it, that {@code file} is absent or a regular file whose last
	 * line is whole: a folder, a FIFO or device (which could block), or a cut-off last line is refused
	 * with a message naming the file (and line).
	 *
	 * @throws RecordFormatException for a cut-off last line
	 * @throws IOException           for a path that is not a regular file, or one that cannot be read
	 */
	public static void checkAppendable(Path file) throws IOException {
		if (!Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS) && !Files.exists(file)) {
			return;
		}
		if (Files.isDirectory(file)) {
			throw new IOException(file + ": is a folder, not a file");
		}
		if (!Files.isRegularFile(file)) {
			throw new IOException(file + ": is not a regular file (a FIFO, a device or a dangling link): refused, it could block");
		}
		try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
			refuseCutOff(file, channel);
		}
	}

	private static void refuseCutOff(Path file, FileChannel channel) throws IOException {
		long size = channel.size();
		if (size == 0) {
			return;
		}
		ByteBuffer last = ByteBuffer.allocate(1);
		channel.read(last, size - 1);
		if (last.get(0) != '\n') {
			long lines = 1;
			ByteBuffer buf = ByteBuffer.allocate(64 * 1024);
			for (long pos = 0; pos < size; pos += buf.limit()) {
				buf.clear();
				int n = channel.read(buf, pos);
				if (n <= 0) {
					break;
				}
				buf.flip();
				for (int i = 0; i < n; i++) {
					lines += buf.get(i) == '\n' ? 1 : 0;
				}
			}
			throw new RecordFormatException(file, (int) Math.min(Integer.MAX_VALUE, lines), null,
				"the last line has no line end (a write was cut off, by a full disk or a kill): nothing is appended to it;"
				+ " remove or complete that line first");
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
		if (Files.isDirectory(file)) {
			throw new IOException(file + ": is a folder, not a file");
		}
		if (!Files.isRegularFile(file)) {
			throw new IOException(file + ": is not a regular file (a FIFO or a device): refused, reading it could block");
		}
		String text = utf8(file, Files.readAllBytes(file));
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
			if (!line.strip().startsWith("{")) {
				// null, a number, a list: no record, and nothing a parser should be handed as one
				throw new RecordFormatException(file, number, null, "not a JSON object (each line holds one record, {...})");
			}
			lines.add(new Line(number, line));
			start = end + 1;
		}
		return lines;
	}
}
