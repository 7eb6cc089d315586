package io.sparqlcheck.cli;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaRefEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** engines.yaml entries open under their own names, whatever their kind. */
class EngineResolverTests {

	@Example
	void anEmbeddedEntryKeepsItsName() throws Exception {
		Path file = Files.createTempDirectory("sparqlcheck").resolve("engines.yaml");
		Files.writeString(file, "engines:\n  - name: fast\n    kind: rdf4j\n  - name: plain\n    kind: rdf4j-noopt\n"
			+ "  - name: mine\n    kind: jena-ref\n");
		PrintStream quiet = new PrintStream(new ByteArrayOutputStream());
		List<Engine> engines = EngineResolver.open("test", List.of("fast", "plain", "mine"), file,
			new CliContext(io.sparqlcheck.config.EngineCatalog.embedded(), java.util.Map.of(), quiet, quiet));
		try {
			assertThat(engines).extracting(Engine::name).containsExactly("fast", "plain", "mine");
			assertThat(engines.get(0)).isInstanceOfSatisfying(Rdf4jEngine.class, e -> assertThat(e.optimized()).isTrue());
			assertThat(engines.get(1)).isInstanceOfSatisfying(Rdf4jEngine.class, e -> assertThat(e.optimized()).isFalse());
			assertThat(engines.get(2)).isInstanceOf(JenaRefEngine.class);
		} finally {
			engines.forEach(Engine::close);
		}
	}
}
