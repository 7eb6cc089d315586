package io.sparqlcheck.engine.managed;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Which Java runs Jena 6: found by the version a JDK's release file states, with no setting needed. */
class JavaRuntimesTests {

	@TempDir
	Path dir;

	private Path jdk(String folder, String javaVersion) throws IOException {
		Path home = dir.resolve("jvm").resolve(folder);
		Files.createDirectories(home.resolve("bin"));
		Path java = Files.writeString(home.resolve("bin").resolve("java"), "#!/bin/sh\n");
		Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
		if (javaVersion != null) {
			Files.writeString(home.resolve("release"), "IMPLEMENTOR=\"x\"\nJAVA_VERSION=\"" + javaVersion + "\"\n");
		}
		return java;
	}

	@Test
	void jena6FindsTheNewestJdkByItsReleaseFileWithoutAnySetting() throws IOException {
		jdk("java-17-openjdk-amd64", "17.0.16");
		Path jdk21 = jdk("jdk-21.0.2", "21.0.2"); // a name the old folder-name pattern did not accept
		Path temurin25 = jdk("temurin-25-jdk-amd64", "25.0.3");
		jdk("zz-no-release-file-99", null);
		JavaRuntimes javas = JavaRuntimes.of(Map.of(), dir.resolve("java17"), 17, dir.resolve("jvm"));
		assertThat(javas.forJena(new Release("jena", "6.2.0"))).isEqualTo(temurin25);
		assertThat(javas.forJena(new Release("jena", "5.6.0"))).isEqualTo(dir.resolve("java17").resolve("bin").resolve("java"));
		Files.delete(temurin25.getParent().getParent().resolve("release"));
		assertThat(JavaRuntimes.of(Map.of(), dir.resolve("java17"), 17, dir.resolve("jvm")).forJena(new Release("jena", "6.0.0")))
			.isEqualTo(jdk21);
	}

	@Test
	void thisJvmServesJena6WhenItIsJava21OrNewerAndTheVariableWins() throws IOException {
		jdk("temurin-25-jdk-amd64", "25.0.3");
		JavaRuntimes self = JavaRuntimes.of(Map.of(), dir.resolve("java21"), 21, dir.resolve("jvm"));
		assertThat(self.forJena(new Release("jena", "6.2.0"))).isEqualTo(dir.resolve("java21").resolve("bin").resolve("java"));
		JavaRuntimes named = JavaRuntimes.of(Map.of("SPARQLCHECK_JAVA21_HOME", "/opt/jdk"), dir.resolve("java21"), 21, dir.resolve("jvm"));
		assertThat(named.forJena(new Release("jena", "6.2.0"))).isEqualTo(Path.of("/opt/jdk", "bin", "java"));
	}

	@Test
	void noJava21IsOneLineNamingTheReleaseAndWhatToInstall() throws IOException {
		jdk("java-17-openjdk-amd64", "17.0.16");
		jdk("java-1.8.0-openjdk-amd64", "1.8.0_452");
		JavaRuntimes javas = JavaRuntimes.of(Map.of(), dir.resolve("java17"), 17, dir.resolve("jvm"));
		assertThatThrownBy(() -> javas.forJena(new Release("jena", "6.2.0")))
			.isInstanceOf(ManagedEngineException.class)
			.hasMessageStartingWith("cannot run jena@6.2.0: it needs Java 21 or newer, and this machine has none")
			.hasMessageContaining("install one")
			.matches(e -> !e.getMessage().contains("\n"));
		assertThat(JavaRuntimes.of(Map.of(), dir.resolve("java17"), 17, dir.resolve("nowhere")).java21()).isEmpty();
	}
}
