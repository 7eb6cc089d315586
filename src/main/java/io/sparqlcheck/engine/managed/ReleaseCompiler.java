package io.sparqlcheck.engine.managed;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Source files of this repository ({@code servers/...}) compiled together against one release's jars
 * alone, once per release and main source: the RDF4J server, and the bridges that run a release
 * in-process, each with the files it shares (the RDF4J server and bridge share one JSON writer). A
 * release whose API the source does not compile against is one error naming it and javac's first
 * complaint.
 */
final class ReleaseCompiler {
	private ReleaseCompiler() {
	}

	/**
	 * The folder of the compiled classes (made again when a source is newer than the main class).
	 *
	 * @param sources the main source first, then the files it uses
	 * @param what what the main source is, for the error: {@code the RDF4J server}
	 */
	static Path compile(Release release, List<Path> sources, List<Path> jars, Path classes, String what) {
		String main = sources.get(0).getFileName().toString().replaceFirst("\\.java$", "");
		Path done = classes.resolve(main + ".class");
		try {
			if (Files.isRegularFile(done) && newerThanEvery(Files.getLastModifiedTime(done), sources)) {
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
			null, javac.getStandardFileManager(null, null, null).getJavaFileObjectsFromPaths(sources)).call();
		if (!ok) {
			String first = errors.toString().lines().filter(l -> l.contains("error")).findFirst().orElse(errors.toString().strip());
			throw new ManagedEngineException("cannot run " + release + ": " + what + " does not compile against its API: " + first);
		}
		return classes;
	}

	private static boolean newerThanEvery(java.nio.file.attribute.FileTime compiled, List<Path> sources) throws IOException {
		for (Path source : sources) {
			if (compiled.compareTo(Files.getLastModifiedTime(source)) <= 0) {
				return false;
			}
		}
		return true;
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
