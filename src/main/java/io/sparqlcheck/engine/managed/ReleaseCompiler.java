package io.sparqlcheck.engine.managed;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A source file of this repository ({@code servers/...}) compiled against one release's jars alone,
 * once per release and source: the RDF4J server, and the bridges that run a release in-process. A
 * release whose API the source does not compile against is one error naming it and javac's first
 * complaint.
 */
final class ReleaseCompiler {
	private ReleaseCompiler() {
	}

	/**
	 * The folder of the compiled classes (made again when the source is newer than its class).
	 *
	 * @param what what the source is, for the error: {@code the RDF4J server}
	 */
	static Path compile(Release release, Path source, List<Path> jars, Path classes, String what) {
		String main = source.getFileName().toString().replaceFirst("\\.java$", "");
		Path done = classes.resolve(main + ".class");
		try {
			if (Files.isRegularFile(done) && Files.getLastModifiedTime(done).compareTo(Files.getLastModifiedTime(source)) > 0) {
				return classes;
			}
			Files.createDirectories(classes);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot make " + classes + ": " + e.getMessage());
		}
		javax.tools.JavaCompiler javac = javax.tools.ToolProvider.getSystemJavaCompiler();
		if (javac == null) {
			throw new ManagedEngineException("cannot run " + release + ": this Java has no compiler (a JDK is needed, not a JRE)");
		}
		// the compiler API does not expand a class path's "dir/*" as the java launcher does
		String cp = String.join(File.pathSeparator, jars.stream().map(Path::toString).sorted().toList());
		StringWriter errors = new StringWriter();
		boolean ok = javac.getTask(errors, null, null, List.of("-nowarn", "-proc:none", "-cp", cp, "-d", classes.toString()),
			null, javac.getStandardFileManager(null, null, null).getJavaFileObjects(source.toFile())).call();
		if (!ok) {
			String first = errors.toString().lines().filter(l -> l.contains("error")).findFirst().orElse(errors.toString().strip());
			throw new ManagedEngineException("cannot run " + release + ": " + what + " does not compile against its API: " + first);
		}
		return classes;
	}

	/** The jars in a folder, sorted. */
	static List<Path> jars(Path lib) {
		try (var files = Files.list(lib)) {
			return files.filter(f -> f.toString().endsWith(".jar")).sorted().toList();
		} catch (IOException e) {
			throw new ManagedEngineException("cannot list " + lib + ": " + e.getMessage());
		}
	}

	/** This repository's file {@code servers/...}, which must be here (runs start from the repository's root). */
	static Path source(Release release, String first, String... more) {
		Path source = Path.of("servers", first).resolve(Path.of("", more)).toAbsolutePath();
		if (!Files.isRegularFile(source)) {
			throw new ManagedEngineException("cannot run " + release + ": " + source + " is not here (run from the sparqlcheck repository's root)");
		}
		return source;
	}
}
