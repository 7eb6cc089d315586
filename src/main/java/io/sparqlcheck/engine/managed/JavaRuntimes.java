package io.sparqlcheck.engine.managed;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Which Java runs a managed release: this JVM's for releases that run on it, a newer JDK found under
 * the system's JVM folder (or named by {@code SPARQLCHECK_JAVA21_HOME}) for those that need Java 21
 * (Jena 6.x). A release that needs a Java this machine lacks is one clear error.
 */
public final class JavaRuntimes {

	private final Path current;
	private final Optional<Path> java21;

	JavaRuntimes(Path current, Optional<Path> java21) {
		this.current = current;
		this.java21 = java21;
	}

	/** This JVM, and a Java 21+ from {@code SPARQLCHECK_JAVA21_HOME} or {@code /usr/lib/jvm}. */
	public static JavaRuntimes ofThisMachine(java.util.Map<String, String> environment) {
		Path current = Path.of(System.getProperty("java.home"), "bin", "java");
		Optional<Path> named = Optional.ofNullable(environment.get("SPARQLCHECK_JAVA21_HOME")).map(h -> Path.of(h, "bin", "java"));
		return new JavaRuntimes(current, named.or(JavaRuntimes::newestUnderJvmFolder));
	}

	/** This JVM's java binary (RDF4J releases up to 5.x run on Java 17). */
	Path current() {
		return current;
	}

	/** The java binary a Jena release runs on. */
	Path forJena(Release release) {
		if (release.major() < 6) {
			return current;
		}
		return java21.orElseThrow(() -> new ManagedEngineException(release + " needs Java 21 or newer: install one under /usr/lib/jvm "
			+ "or set SPARQLCHECK_JAVA21_HOME"));
	}

	private static Optional<Path> newestUnderJvmFolder() {
		Path folder = Path.of("/usr/lib/jvm");
		if (!Files.isDirectory(folder)) {
			return Optional.empty();
		}
		try (Stream<Path> jdks = Files.list(folder)) {
			return jdks.filter(p -> p.getFileName().toString().matches(".*-(2[1-9]|[3-9][0-9])(-.*)?"))
				.map(p -> p.resolve("bin").resolve("java")).filter(Files::isExecutable)
				.max(Comparator.comparing(Path::toString));
		} catch (IOException e) {
			return Optional.empty();
		}
	}
}
