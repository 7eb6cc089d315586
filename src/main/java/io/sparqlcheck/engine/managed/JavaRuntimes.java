package io.sparqlcheck.engine.managed;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which Java runs a managed release: this JVM's for releases that run on it, a Java 21+ for those
 * that need it (Jena 6.x): this JVM when it is one, else the newest JDK under the system's JVM folder
 * by the version its {@code release} file states (a folder's name says nothing reliable: Temurin's
 * {@code temurin-25-jdk-amd64}, a tarball's {@code jdk-21.0.2}), or the one {@code SPARQLCHECK_JAVA21_HOME}
 * names, which wins. Nothing needs setting on a machine with a Java 21+ installed the usual way; one
 * without it gets one error line at the release that needs it.
 */
public final class JavaRuntimes {

	/** The feature release Jena 6 needs. */
	static final int JENA6_JAVA = 21;

	private static final Pattern JAVA_VERSION = Pattern.compile("(?m)^JAVA_VERSION=\"?(\\d+)");

	private final Path current;
	private final Optional<Path> java21;

	JavaRuntimes(Path current, Optional<Path> java21) {
		this.current = current;
		this.java21 = java21;
	}

	/** This JVM, and a Java 21+: {@code SPARQLCHECK_JAVA21_HOME}, this JVM, or the newest under {@code /usr/lib/jvm}. */
	public static JavaRuntimes ofThisMachine(Map<String, String> environment) {
		return of(environment, Path.of(System.getProperty("java.home")), Runtime.version().feature(), Path.of("/usr/lib/jvm"));
	}

	/** As {@link #ofThisMachine} with this JVM's home and feature release, and the JVM folder, given. */
	static JavaRuntimes of(Map<String, String> environment, Path currentHome, int currentFeature, Path jvmFolder) {
		Path current = currentHome.resolve("bin").resolve("java");
		Optional<Path> named = Optional.ofNullable(environment.get("SPARQLCHECK_JAVA21_HOME")).map(h -> Path.of(h, "bin", "java"));
		Optional<Path> self = currentFeature >= JENA6_JAVA ? Optional.of(current) : Optional.empty();
		return new JavaRuntimes(current, named.or(() -> self).or(() -> newestUnder(jvmFolder)));
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
		return java21.orElseThrow(() -> new ManagedEngineException("cannot run " + release + ": it needs Java " + JENA6_JAVA
			+ " or newer, and this machine has none (no JDK under /usr/lib/jvm states JAVA_VERSION " + JENA6_JAVA
			+ "+ in its release file, and SPARQLCHECK_JAVA21_HOME is not set): install one, e.g. apt-get install openjdk-21-jdk-headless"));
	}

	/** The java binary a Jena 6 release would run on, if this machine has one. */
	Optional<Path> java21() {
		return java21;
	}

	private static Optional<Path> newestUnder(Path folder) {
		if (!Files.isDirectory(folder)) {
			return Optional.empty();
		}
		try (Stream<Path> jdks = Files.list(folder)) {
			return jdks.filter(p -> Files.isExecutable(p.resolve("bin").resolve("java")))
				.filter(p -> feature(p) >= JENA6_JAVA)
				.max(Comparator.comparingInt(JavaRuntimes::feature).thenComparing(Path::toString))
				.map(p -> p.resolve("bin").resolve("java"));
		} catch (IOException e) {
			return Optional.empty();
		}
	}

	/** The feature release a JDK folder's {@code release} file states, 0 when it has none. */
	static int feature(Path jdk) {
		try {
			Matcher m = JAVA_VERSION.matcher(Files.readString(jdk.resolve("release")));
			return m.find() ? Integer.parseInt(m.group(1)) : 0;
		} catch (IOException | NumberFormatException e) {
			return 0;
		}
	}
}
