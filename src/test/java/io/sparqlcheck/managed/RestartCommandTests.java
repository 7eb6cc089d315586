package io.sparqlcheck.managed;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.config.EnginesFileLoader;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;
import org.opentest4j.TestAbortedException;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An engines.yaml endpoint with a restart command, on a real Virtuoso the test starts itself with the
 * same command (scripts/restart-server.sh, over scripts/servers.sh): killed by its PID (-9), it is
 * restarted by that command on a fresh store and the query retried with the right answer, the death
 * recorded with its data and query; with --max-restarts 0 it is given up with the reason instead.
 */
class RestartCommandTests {

	private static final String EX = "http://example.org/";
	private static final String ALL = "SELECT ?s ?p ?o WHERE { ?s ?p ?o }";
	private static final Dataset PLAIN = Dataset.of(new Triple(Iri.of(EX + "a"), Iri.of(EX + "b"), Literal.string("x")),
		new Triple(Iri.of(EX + "a"), Iri.of(EX + "b"), Literal.integer(7)));

	@Example
	void anEndpointKilledByItsPidIsRestartedByItsCommandAndTheQueryRetried() throws Exception {
		Path root = Path.of(System.getProperty("user.dir"));
		Path dir = Files.createTempDirectory(Files.createDirectories(root.resolve("target/restart-tests")), "v").toAbsolutePath();
		Path server = dir.resolve("server");
		int port;
		try (java.net.ServerSocket s = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
			port = s.getLocalPort();
		}
		String[] restart = {root.resolve("scripts/restart-server.sh").toString(), "virtuoso", Integer.toString(port), server.toString()};
		Process first = new ProcessBuilder(restart).redirectErrorStream(true).redirectOutput(dir.resolve("first.log").toFile()).start();
		if (!first.waitFor(240, TimeUnit.SECONDS) || first.exitValue() != 0) {
			throw new TestAbortedException("cannot start Virtuoso here: " + Files.readString(dir.resolve("first.log")));
		}
		Path yaml = dir.resolve("engines.yaml");
		Files.writeString(yaml, String.join("\n", "state-dir: state", "engines:", "  - name: v", "    kind: sparql-endpoint", "    preset: virtuoso",
			"    query-url: http://127.0.0.1:" + port + "/sparql", "    update-url: http://127.0.0.1:" + port + "/sparql-auth",
			"    user-env: V_USER", "    password-env: V_PASSWORD",
			"    restart: [" + String.join(", ", restart) + "]", ""));
		try {
			EngineCatalog catalog = EngineCatalog.of(EnginesFileLoader.load(yaml), Map.of("V_USER", "dba", "V_PASSWORD", "dba"));
			try (Engine e = catalog.open("v").orElseThrow(); Engine jena = new JenaEngine()) {
				assertThat(e.restartable()).isPresent();
				assertThat(e.select(PLAIN, ALL)).isInstanceOf(QueryOutcome.Solutions.class);
				long pid = Long.parseLong(Files.readString(server.resolve("pid")).strip());
				ProcessHandle.of(pid).orElseThrow().destroyForcibly();
				ProcessHandle.of(pid).ifPresent(p -> p.onExit().orTimeout(30, TimeUnit.SECONDS).join());
				QueryOutcome after = e.select(PLAIN, ALL);
				assertThat(after).as("retried on the restarted server").isInstanceOf(QueryOutcome.Solutions.class);
				assertThat(((QueryOutcome.Solutions) after).bag()).isEqualTo(((QueryOutcome.Solutions) jena.select(PLAIN, ALL)).bag());
				assertThat(Long.parseLong(Files.readString(server.resolve("pid")).strip())).isNotEqualTo(pid);
				var r = e.restartable().orElseThrow();
				assertThat(r.restarts()).isEqualTo(1);
				assertThat(r.crashes()).singleElement().satisfies(c -> {
					assertThat(c.what()).contains("the server stopped answering");
					assertThat(c.query()).isEqualTo(ALL);
				});
				// K = 0: the next death gives the endpoint up, with the reason
				r.maxRestartsInARow(0);
				long pid2 = Long.parseLong(Files.readString(server.resolve("pid")).strip());
				ProcessHandle.of(pid2).orElseThrow().destroyForcibly();
				ProcessHandle.of(pid2).ifPresent(p -> p.onExit().orTimeout(30, TimeUnit.SECONDS).join());
				assertThat(e.select(PLAIN, ALL)).isInstanceOf(QueryOutcome.Failure.class);
				assertThat(e.outage()).hasValueSatisfying(o -> assertThat(o).contains("v given up after 0 restart(s) in a row"));
			}
		} finally {
			new ProcessBuilder(root.resolve("scripts/servers.sh").toString(), "stop", server.toString()).redirectErrorStream(true)
				.redirectOutput(dir.resolve("stop.log").toFile()).start().waitFor(60, TimeUnit.SECONDS);
		}
	}
}
