package io.sparqlcheck.engine.endpoint;

import java.io.IOException;
import java.io.UncheckedIOException;
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
 * nothing else. Each line is flushed to disk before the write it announces is sent.
 */
final class CreatedDataJournal {

	private final Path file;

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
			List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
			for (String line : lines) {
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

	synchronized void created(String id) {
		append("+" + id);
	}

	synchronized void dropped(String id) {
		append("-" + id);
	}

	/** Rewrites the file to hold only what is outstanding; removes it when nothing is. */
	synchronized void compact() {
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

	private void append(String line) {
		try {
			Files.createDirectories(file.getParent());
			Files.writeString(file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.CREATE,
				StandardOpenOption.APPEND, StandardOpenOption.WRITE, StandardOpenOption.SYNC);
		} catch (IOException e) {
			throw new UncheckedIOException("cannot write the journal " + file, e);
		}
	}
}
