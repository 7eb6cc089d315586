package io.sparqlcheck.config;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

/**
 * engines.yaml's {@code kind: managed}: an entry names a product and a release, is checked when the
 * file is read (one line naming the file, the line and the key), and opens that release, started by
 * the tool, under the entry's name.
 */
class ManagedKindTests {

	private static final Path FILE = Path.of("/tmp/project/engines.yaml");

	private static String file(String... entryLines) {
		return "engines:\n  - name: jena\n    kind: jena\n  - name: pinned\n" + String.join("\n", entryLines) + "\n";
	}

	@Example
	void anEntryLoadsWithItsProductAndVersion() throws Exception {
		EnginesFile f = EnginesFileLoader.parse(FILE, file("    kind: managed", "    product: oxigraph", "    version: 0.5.11"));
		EngineEntry e = f.engine("pinned").orElseThrow();
		assertThat(e.kind()).isEqualTo(EngineKinds.MANAGED);
		assertThat(e.setting("product")).isEqualTo("oxigraph");
		assertThat(e.setting("version")).isEqualTo("0.5.11");
		assertThat(f.endpoints()).isEmpty();
	}

	@Example
	void badEntriesAreOneLineNamingFileLineAndKey() {
		assertThat(error(file("    kind: managed", "    product: stardog", "    version: 7.2.5")))
			.isEqualTo(FILE + ":6: engines[1].product: unknown product 'stardog' (known: jena, rdf4j, rdf4j-noopt, oxigraph, comunica, blazegraph, virtuoso)");
		assertThat(error(file("    kind: managed", "    product: jena", "    version: latest")))
			.isEqualTo(FILE + ":7: engines[1].version: 'latest' is not a release version (such as 5.0.0)");
		assertThat(error(file("    kind: managed", "    product: jena")))
			.isEqualTo(FILE + ":4: engines[1].version: missing key 'version'");
		assertThat(error(file("    kind: managed", "    product: jena", "    version: 5.0.0", "    preset: fuseki")))
			.startsWith(FILE + ":8: engines[1].preset: unknown key 'preset' for kind managed");
		assertThat(error(file("    kind: jena", "    version: 5.0.0")))
			.startsWith(FILE + ":6: engines[1].version: unknown key 'version' for kind jena");
	}

	@Example
	void aManagedKindIsNotAnEmbeddedEngine() {
		assertThat(EngineCatalog.embedded().names()).doesNotContain("managed");
	}

	/** The real release, through the file: started by the tool, under the entry's name, stopped when closed. */
	@Example
	void anEntryOpensThatReleaseUnderItsName() throws Exception {
		EnginesFile f = EnginesFileLoader.parse(FILE, file("    kind: managed", "    product: oxigraph", "    version: 0.5.11"));
		Iri s = Iri.of("http://example.org/s"), p = Iri.of("http://example.org/p");
		try (Engine e = EngineCatalog.of(f, Map.of()).open("pinned").orElseThrow()) {
			assertThat(e.name()).isEqualTo("pinned");
			assertThat(e.family()).isEqualTo(EngineFamily.OXIGRAPH);
			assertThat(e.version()).startsWith("0.5.11");
			QueryOutcome out = e.select(Dataset.of(new Triple(s, p, Literal.integer(7))), "SELECT ?o WHERE { ?s <" + p.value() + "> ?o }");
			assertThat(out).isInstanceOfSatisfying(QueryOutcome.Solutions.class, r -> assertThat(r.rows()).hasSize(1));
		}
	}

	private static String error(String text) {
		Throwable t = catchThrowable(() -> EnginesFileLoader.parse(FILE, text));
		assertThat(t).isInstanceOf(ConfigException.class);
		return t.getMessage();
	}
}
