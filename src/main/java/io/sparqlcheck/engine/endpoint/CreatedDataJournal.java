package io.sparqlcheck.engine.endpoint;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * An append-only file of the graphs (or namespaces) one endpoint engine created and has not yet
 * dropped: {@code +id} is written before a dataset is created, {@code -id} after it is dropped. If
 * the harness dies mid-run, the next run reads the file and drops exactly those leftovers, and
 * nothing else.
 *
 * <p><b>What reaches the disk when.</b> A {@code +id} line is on the disk (written and synced)
 * before the write it announces is sent: a crash, even of the machine, never leaves a place the
 * journal does not name. A {@code -id} line is written (so a crash of the process keeps it) but not
 * synced on its own; it reaches the disk with the next sync. Should a machine crash lose it, the
 * next run drops that place once more: every id names a place of this run's own (its run tag is in
 * the name), and dropping one that is gone is not an error, so nothing the run did not create is
 * ever touched. Each line is written whole in one write; a last line without its line break (a
 * write cut short by a crash) is ignored when read: its {@code +} was never followed by the write it
 * announced, and a lost {@code -} only means one more drop. The file stays open between appends.
 */
final class CreatedDataJournal {

	private final Path file;
	private FileChannel channel;

	CreatedDataJournal(Path file) {
		this.file = file;
	}

	Path file() {
		return file;
	}

	/** The ids created and not dropped, in creation order. */
	synchronized Set<String> outstanding() {
		Set<String> out = new LinkedHashSet<>();
		if (!Files.exists(file)) {
			return out;
		}
		try {
			String text = Files.readString(file, StandardCharsets.UTF_8);
			int end = text.lastIndexOf('\n') + 1; // a last line cut short by a crash is not a record
			for (String line : text.substring(0, end).split("\n")) {
				if (line.startsWith("+")) {
					out.add(line.substring(1));
				} else if (line.startsWith("-")) {
					out.remove(line.substring(1));
				}
			}
		} catch (IOException e) {
			throw new UncheckedIOException("cannot read the journal " + file, e);
		}
		return out;
	}

	/** Records that {@code id} is about to be created; on the disk when this returns. */
	synchronized void created(String id) {
		append("+" + id + "\n", true);
	}

	/** Records that {@code id} was dropped. */
	synchronized void dropped(String id) {
		dropped(List.of(id));
	}

	/** Records that these ids were dropped, in one write. */
	synchronized void dropped(List<String> ids) {
		if (ids.isEmpty()) {
			return;
		}
		StringBuilder lines = new StringBuilder();
		ids.forEach(id -> lines.append('-').append(id).append('\n'));
		append(lines.toString(), false);
	}

	/** Rewrites the file to hold only what is outstanding; removes it when nothing is. */
	synchronized void compact() {
		closeChannel();
		Set<String> out = outstanding();
		try {
			if (out.isEmpty()) {
				Files.deleteIfExists(file);
			} else {
				Files.write(file, out.stream().map(id -> "+" + id).toList(), StandardCharsets.UTF_8);
			}
		} catch (IOException e) {
			throw new UncheckedIOException("cannot rewrite the journal " + file, e);
		}
	}

	private void append(String lines, boolean sync) {
		try {
			if (channel == null || !channel.isOpen()) {
				Files.createDirectories(file.getParent());
				channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
			}
			ByteBuffer bytes = ByteBuffer.wrap(lines.getBytes(StandardCharsets.UTF_8));
			while (bytes.hasRemaining()) {
				channel.write(bytes);
			}
			if (sync) {
				channel.force(false);
			}
		} catch (IOException e) {
			closeChannel();
			throw new UncheckedIOException("cannot write the journal " + file, e);
		}
	}

	private void closeChannel() {
		if (channel != null) {
			try {
				channel.close();
			} catch (IOException ignored) {
				// nothing was pending: every append was written whole
			}
			channel = null;
		}
	}
}
