package io.sparqlcheck.config;

import net.jqwik.api.Example;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The store modules (jena-tdb2, rdf4j-sail-nativerdf, rdf4j-sail-lmdb) are optional dependencies of
 * the plugin, so a user's project may lack them. Naming such a store is then one line naming the
 * engine and what to add, exit 2, no stack trace: shown in a JVM whose class path is this one's
 * without that store's jars, running the command line as a user would.
 */
class MissingStoreModuleTests {

	private record Run(int rc, String err) {
	}

	private static Run campaignWithout(String jarPrefix, String engine) throws Exception {
		String classPath = Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
			.filter(p -> !Path.of(p).getFileName().toString().startsWith(jarPrefix)).collect(Collectors.joining(File.pathSeparator));
		assertThat(classPath).as("the test's class path has the module, so leaving it out means something")
			.isNotEqualTo(System.getProperty("java.class.path"));
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		Process child = new ProcessBuilder(java, "-cp", classPath, "io.sparqlcheck.cli.Main", "campaign", "--engines", "jena," + engine,
			"--tries", "1", "--quiet").redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		String err = new String(child.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
		return new Run(child.waitFor(), err);
	}

	@Example
	void aStoreWhoseModuleIsMissingIsOneLineAndStatus2() throws Exception {
		for (List<String> store : List.of(List.of("jena-tdb2-", "jena-tdb2"), List.of("rdf4j-sail-nativerdf-", "rdf4j-native"),
			List.of("rdf4j-sail-lmdb-", "rdf4j-lmdb"))) {
			Run r = campaignWithout(store.get(0), store.get(1));
			assertThat(r.rc()).as(r.err()).isEqualTo(2);
			assertThat(r.err().strip().lines()).as(r.err()).hasSize(1);
			assertThat(r.err()).contains(store.get(1) + ": the " + store.get(1) + " store is not on the class path")
				.contains("docs/plugin.md").doesNotContain("\tat ");
		}
	}
}
