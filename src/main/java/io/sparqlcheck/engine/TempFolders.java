package io.sparqlcheck.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The temporary folders of the on-disk stores ({@code jena-tdb2}, {@code rdf4j-native},
 * {@code rdf4j-lmdb}): one per loaded dataset, under the system's temporary folder, deleted with
 * everything in it when the engine lets the dataset go or closes. Each name carries the process
 * id ({@code sparqlcheck-tdb2-<pid>-...}), so a folder left behind says which process left it, and a
 * process can tell its own folders from those of another run on the same machine.
 */
final class TempFolders {
	private TempFolders() {
	}

	/** A new empty folder under the system's temporary folder, named {@code <prefix><pid>-<random>}. */
	static Path create(String prefix) {
		try {
			return Files.createTempDirectory(prefix + ProcessHandle.current().pid() + "-");
		} catch (IOException e) {
			throw new UncheckedIOException("cannot create a temporary folder for " + prefix, e);
		}
	}

	/**
	 * Deletes the folder and everything in it, if it exists.
	 *
	 * @return whether nothing of it is left
	 */
	static boolean delete(Path folder) {
		if (!Files.exists(folder)) {
			return true;
		}
		try {
			Files.walkFileTree(folder, new SimpleFileVisitor<>() {
				@Override
				public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
					Files.deleteIfExists(file);
					return FileVisitResult.CONTINUE;
				}

				@Override
				public FileVisitResult postVisitDirectory(Path dir, IOException exc) throws IOException {
					Files.deleteIfExists(dir);
					return FileVisitResult.CONTINUE;
				}
			});
		} catch (IOException e) {
			return false;
		}
		return !Files.exists(folder);
	}
}
