package io.sparqlcheck.endpoint;

import io.sparqlcheck.docs.DocCommandsTests;
import io.sparqlcheck.docs.ShownCommands;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The commands of the docs/ pages that run on SPARQL servers run here, with the small budget of
 * {@link ShownCommands}, against a real Fuseki and a real Oxigraph started by the test (as
 * {@code scripts/with-servers.sh} starts them, through {@code scripts/servers.sh}, but on free
 * ports): the repository's engines.yaml with those two servers' ports is the engines file, and
 * {@code scripts/with-servers.sh ARGS} and {@code scripts/endpoints-campaign.sh ARGS} run as the
 * {@code bin/sparqlcheck} command they come down to. Each ends in 0 or 1, never in a usage error.
 */
class DocEndpointCommandsTests {

	@Example
	void everyServerCommandOfTheDocsPagesRuns() throws Exception {
		Path scratch = Files.createTempDirectory("sparqlcheck-docs-endpoints-");
		List<String> problems = new ArrayList<>();
		int ran = 0;
		try (TestServer fuseki = TestServer.start("fuseki"); TestServer oxigraph = TestServer.start("oxigraph")) {
			Path engines = scratch.resolve("engines.yaml");
			Files.writeString(engines, Files.readString(Path.of("engines.yaml"))
				.replace("http://127.0.0.1:3330/ds/query", fuseki.queryUrl().toString())
				.replace("http://127.0.0.1:3330/ds/update", fuseki.updateUrl().toString())
				.replace("http://127.0.0.1:7878/query", oxigraph.queryUrl().toString())
				.replace("http://127.0.0.1:7878/update", oxigraph.updateUrl().toString())
				// the Fuseki of this JVM answers its first query slowly when the machine is loaded (JIT, class loading)
				.replace("timeout-seconds: 10", "timeout-seconds: 60"));
			for (DocCommandsTests.Shown shown : ShownCommands.pages()) {
				List<String> args = ShownCommands.sparqlcheckArguments(shown.words());
				if (args.isEmpty() || !ShownCommands.needsServers(args)) {
					continue;
				}
				ShownCommands.Ran r = ShownCommands.run(ShownCommands.budgeted(args, scratch, engines, "c-000000000000",
					scratch.resolve("no-candidates.jsonl")));
				if (r.status() != 0 && r.status() != 1) {
					problems.add(shown.where() + ": exit " + r.status() + " (ran as " + r.argv() + ")\n" + r.output());
				}
				ran++;
			}
		}
		assertThat(problems).isEmpty();
		assertThat(ran).as("server commands of docs/").isGreaterThanOrEqualTo(3);
	}
}
