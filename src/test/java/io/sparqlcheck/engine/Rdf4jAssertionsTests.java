package io.sparqlcheck.engine;

import net.jqwik.api.Example;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 27: the plugin under Surefire's defaults. A JVM started with plain {@code -ea} (Surefire's
 * default, no {@code -da:org.eclipse.rdf4j...}) checks TLP on in-process RDF4J over core-2 seeds 0
 * to 5. Seed 0's error-branch query made RDF4J's optimizer pipeline throw {@code AssertionError:
 * After ConstantOptimizer there was an unexpected parent} (35 of seeds 0 to 199 did, before the
 * fix); now RDF4J runs as users run it, and assertions in our own code stay on.
 */
class Rdf4jAssertionsTests {

	@Example
	void rdf4jRunsUnderPlainEaAsUsersRunIt() throws Exception {
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		Process child = new ProcessBuilder(java, "-ea", "-cp", System.getProperty("java.class.path"), TlpOnRdf4jChild.class.getName(),
			"core-2", "0", "6").redirectErrorStream(true).start();
		String out = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(child.waitFor()).as(out).isZero();
		assertThat(out).contains("assertion-failures 0 checked 6").contains("assertions in our code: true");
	}
}
