package io.sparqlcheck.endpoint;

import net.jqwik.api.Example;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 13, must-fix 1: SIGTERM ends a campaign whose query hangs on a server that never answers
 * within a few seconds. The campaign runs in a JVM of its own (the real command line) against
 * {@link HostileServer}, which accepts the loads and then never answers a query; the shutdown hook
 * must not wait on the engine held by that query. Where the server still answers updates the run's
 * graphs are dropped and its journal is gone; where it does not, the journal stays for the next run.
 */
class ShutdownTests {

	@Example
	void sigtermEndsAHangingCampaignAndDropsItsGraphs() throws Exception {
		try (HostileEndpoint hostile = new HostileEndpoint()) {
			Path state = runAndTerminate(hostile);
			assertThat(hostile.events()).as("the graph loaded was dropped at shutdown")
				.anyMatch(l -> l.startsWith("update /hang/update update=DROP SILENT GRAPH") && !l.endsWith(";"));
			assertThat(journals(state)).as("nothing left to drop: no journal").isEmpty();
		}
	}

	@Example
	void sigtermWithAServerThatNoLongerAnswersLeavesTheJournal() throws Exception {
		try (HostileEndpoint hostile = new HostileEndpoint()) {
			hostile.refuseDrops();
			Path state = runAndTerminate(hostile);
			List<Path> journals = journals(state);
			assertThat(journals).as("the journal stays for the next run").hasSize(1);
			assertThat(Files.readString(journals.get(0))).contains("+graph urn:sparqlcheck:dataset:");
			Path lease = journals.get(0).resolveSibling(journals.get(0).getFileName().toString().replace(".journal", ".lease"));
			assertThat(Files.readString(lease)).as("the run is marked ended: the next run may sweep it").startsWith("ended");
		}
	}

	/** Starts a campaign in its own JVM, waits until its query hangs, sends SIGTERM, and checks it ends within seconds. */
	private static Path runAndTerminate(HostileEndpoint hostile) throws Exception {
		Path dir = TestServer.scratch();
		Path state = dir.resolve("state");
		Path yaml = dir.resolve("engines.yaml");
		Files.writeString(yaml, String.join("\n",
			"state-dir: " + state,
			"engines:",
			"  - name: hanging",
			"    kind: sparql-endpoint",
			"    preset: generic",
			"    query-url: " + hostile.url("/hang/query"),
			"    update-url: " + hostile.url("/hang/update"),
			"    timeout-seconds: 60", ""));
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		Process p = new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"), "io.sparqlcheck.cli.Main",
			"campaign", "--grammar", "core-1", "--engines-file", yaml.toString(), "--engines", "hanging", "--oracles", "tlp", "--tries", "50",
			"--max-shrinks", "0", "--quiet", "--out", dir.resolve("out").toString())
			.redirectErrorStream(true).redirectOutput(dir.resolve("child.log").toFile()).start();
		try {
			long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
			while (hostile.events().stream().noneMatch(l -> l.contains("INSERT DATA") || l.endsWith(";"))) {
				assertThat(p.isAlive()).as("the campaign runs: " + Files.readString(dir.resolve("child.log"))).isTrue();
				assertThat(System.nanoTime()).as("the campaign loaded data").isLessThan(until);
				Thread.sleep(100);
			}
			Thread.sleep(1_000); // now its query hangs
			assertThat(p.isAlive()).isTrue();
			long start = System.nanoTime();
			p.destroy(); // SIGTERM
			boolean ended = p.waitFor(15, TimeUnit.SECONDS);
			long took = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
			assertThat(ended).as("the campaign ended after SIGTERM: " + Files.readString(dir.resolve("child.log"))).isTrue();
			assertThat(took).as("within a few seconds").isLessThan(10_000);
			return state;
		} finally {
			if (p.isAlive()) {
				p.destroyForcibly();
			}
		}
	}

	private static List<Path> journals(Path state) throws Exception {
		if (!Files.exists(state)) {
			return List.of();
		}
		try (Stream<Path> files = Files.walk(state)) {
			return files.filter(f -> f.toString().endsWith(".journal")).toList();
		}
	}

	static String read(Path p) throws Exception {
		return Files.readString(p, StandardCharsets.UTF_8);
	}
}
