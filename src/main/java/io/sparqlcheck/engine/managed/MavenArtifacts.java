package io.sparqlcheck.engine.managed;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Releases on Maven Central, through the {@code mvn} on this machine (the one client that reaches
 * Central here, with the user's own settings and mirrors): a release's jar copied into the managed
 * engines' folder once and reused, and the list of published versions of an artifact, read from the
 * repository metadata Maven fetches when it resolves a version range.
 */
public final class MavenArtifacts {

	private static final long TIMEOUT_MINUTES = 10;
	private final Path home;

	/** Artifacts cached under {@code home} (jars in {@code home/jars}, metadata in {@code home/m2}). */
	public MavenArtifacts(Path home) {
		this.home = home;
	}

	/** The jar of {@code group:artifact:version}, fetched on first use. */
	public Path jar(String group, String artifact, String version) {
		Path jars = home.resolve("jars");
		Path jar = jars.resolve(artifact + "-" + version + ".jar");
		if (Files.isRegularFile(jar)) {
			return jar;
		}
		run(List.of("dependency:copy", "-Dartifact=" + group + ":" + artifact + ":" + version,
			"-DoutputDirectory=" + jars.toAbsolutePath(), "-Dmdep.overWriteIfNewer=true"), home,
			"cannot install " + artifact + " " + version + " from Maven Central (is " + version + " a published release?)");
		if (!Files.isRegularFile(jar)) {
			throw new ManagedEngineException("cannot install " + artifact + " " + version + ": Maven ran but left no " + jar);
		}
		return jar;
	}

	/**
	 * The jars of {@code group:artifact:version} for each artifact and of everything they depend on
	 * (Maven's resolution, in this machine's local repository), copied into one folder of the cache
	 * on first use; that folder is complete once it holds the marker Maven's success leaves.
	 */
	public Path classpath(String group, List<String> artifacts, String version) {
		Path dir = home.resolve("classpaths").resolve(group + "-" + version);
		Path done = dir.resolve("complete");
		if (Files.isRegularFile(done)) {
			return dir.resolve("lib");
		}
		StringBuilder deps = new StringBuilder();
		for (String a : artifacts) {
			deps.append("<dependency><groupId>").append(group).append("</groupId><artifactId>").append(a)
				.append("</artifactId><version>").append(version).append("</version></dependency>");
		}
		try {
			Files.createDirectories(dir);
			Files.writeString(dir.resolve("pom.xml"), "<project xmlns=\"http://maven.apache.org/POM/4.0.0\"><modelVersion>4.0.0</modelVersion>"
				+ "<groupId>sparqlcheck.managed</groupId><artifactId>classpath</artifactId><version>1</version><packaging>pom</packaging>"
				+ "<dependencies>" + deps + "</dependencies></project>", StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot write " + dir + ": " + e.getMessage());
		}
		run(List.of("dependency:copy-dependencies", "-DoutputDirectory=lib", "-DincludeScope=runtime"), dir,
			"cannot install " + group + " " + version + " from Maven Central (is " + version + " a published release?)");
		try {
			Files.writeString(done, String.join(",", artifacts) + "\n", StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot write " + done + ": " + e.getMessage());
		}
		return dir.resolve("lib");
	}

	/** Every published version of {@code group:artifact}, in release order. */
	public List<String> versions(String group, String artifact) {
		Path work = home.resolve("versions-" + artifact);
		Path repo = home.resolve("m2");
		try {
			Files.createDirectories(work);
			Files.writeString(work.resolve("pom.xml"), "<project xmlns=\"http://maven.apache.org/POM/4.0.0\"><modelVersion>4.0.0</modelVersion>"
				+ "<groupId>sparqlcheck.managed</groupId><artifactId>versions</artifactId><version>1</version><packaging>pom</packaging>"
				+ "<dependencies><dependency><groupId>" + group + "</groupId><artifactId>" + artifact + "</artifactId>"
				+ "<version>[999999,)</version><type>pom</type></dependency></dependencies></project>", StandardCharsets.UTF_8);
		} catch (IOException e) {
			throw new ManagedEngineException("cannot write " + work + ": " + e.getMessage());
		}
		// A range no release is in: Maven fetches the artifact's metadata (the list read here) and then fails
		// at once, where [0,) made it fetch the POM of every one of 130 RDF4J releases (minutes).
		runIgnoringFailure(List.of("-U", "dependency:resolve", "-Dmaven.repo.local=" + repo.toAbsolutePath()), work);
		Path metadata = repo.resolve(group.replace('.', '/')).resolve(artifact).resolve("maven-metadata-central.xml");
		if (!Files.isRegularFile(metadata)) {
			throw new ManagedEngineException("cannot list the releases of " + group + ":" + artifact + ": Maven fetched no metadata");
		}
		List<String> versions = new ArrayList<>();
		try {
			Matcher m = Pattern.compile("<version>([^<]+)</version>").matcher(Files.readString(metadata, StandardCharsets.UTF_8));
			while (m.find()) {
				versions.add(m.group(1).strip());
			}
		} catch (IOException e) {
			throw new ManagedEngineException("cannot read " + metadata + ": " + e.getMessage());
		}
		versions.sort(Release::compareVersions);
		return versions;
	}

	private static void run(List<String> goals, Path dir, String failure) {
		int rc = maven(goals, dir);
		if (rc != 0) {
			throw new ManagedEngineException(failure + " (mvn exit " + rc + "; log in " + dir.resolve("maven.log") + ")");
		}
	}

	private static void runIgnoringFailure(List<String> goals, Path dir) {
		maven(goals, dir);
	}

	private static int maven(List<String> goals, Path dir) {
		List<String> command = new ArrayList<>(List.of("mvn", "-q", "-B", "-ntp"));
		command.addAll(goals);
		try {
			Files.createDirectories(dir);
			Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
				.redirectOutput(dir.resolve("maven.log").toFile()).start();
			if (!p.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
				p.destroyForcibly();
				throw new ManagedEngineException("Maven did not finish in " + TIMEOUT_MINUTES + " minutes: " + String.join(" ", command));
			}
			return p.exitValue();
		} catch (IOException e) {
			throw ManagedEngineException.platform("managed engines from Maven Central", "cannot run Maven (" + e.getMessage() + "): they need mvn on the PATH");
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			throw new ManagedEngineException("interrupted while Maven ran");
		}
	}
}
