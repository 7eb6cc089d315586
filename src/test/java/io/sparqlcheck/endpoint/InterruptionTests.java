package io.sparqlcheck.endpoint;

import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * SIGTERM during a campaign on a healthy endpoint (a real Fuseki, which answers every query) is an
 * interruption, said as one: never "stopped answering ... no answer to 5 re-probes over 31 s", which
 * blames an endpoint that did nothing wrong. The campaign runs in a JVM of its own, as from the
 * command line, and is sent SIGTERM (as Ctrl-C sends SIGINT: both run the same shutdown hooks).
 */
class InterruptionTests {

	@Example
	void sigtermOnAHealthyEndpointIsReportedAsAnInterruption() throws Exception {
		try (TestServer fuseki = TestServer.start("fuseki")) {
			Path dir = TestServer.scratch();
			Path yaml = dir.resolve("engines.yaml");
			Files.writeString(yaml, String.join("\n",
				"state-dir: " + dir.resolve("state"),
				"engines:",
				"  - name: healthy",
				"    kind: sparql-endpoint",
				"    preset: fuseki",
				"    query-url: " + fuseki.queryUrl(),
				"    update-url: " + fuseki.updateUrl(),
				"    timeout-seconds: 30", ""));
			Path log = dir.resolve("child.log");
			String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
			Process p = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), "io.sparqlcheck.cli.Main",
				"campaign", "--grammar", "core-1", "--engines-file", yaml.toString(), "--engines", "healthy", "--oracles", "tlp,norec",
				"--tries", "100000", "--max-shrinks", "0", "--out", dir.resolve("out").toString())
				.redirectErrorStream(true).redirectOutput(log.toFile()).start();
			try {
				long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
				while (!Files.readString(log).contains("[campaign]")) {
					assertThat(p.isAlive()).as("the campaign runs: " + Files.readString(log)).isTrue();
					assertThat(System.nanoTime()).as("the campaign got going: " + Files.readString(log)).isLessThan(until);
					Thread.sleep(200);
				}
				p.destroy(); // SIGTERM, mid-run, with queries in flight
				assertThat(p.waitFor(30, TimeUnit.SECONDS)).as("ended: " + Files.readString(log)).isTrue();
			} finally {
				if (p.isAlive()) {
					p.destroyForcibly();
				}
			}
			String text = Files.readString(log);
			assertThat(text).contains("interrupted (SIGTERM or Ctrl-C)");
			assertThat(text).doesNotContain("stopped answering").doesNotContain("re-probes");
		}
	}
}
