package io.sparqlcheck.engine;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The on-disk stores (jena-tdb2, rdf4j-native, rdf4j-lmdb) on real TDB2, NativeStore and LmdbStore:
 * they answer like the in-memory store of their release, load ahead, delete their temporary folders,
 * and a store named alone brings its in-memory engine for the differential.
 */
class StoreEnginesTests {

	static final List<String> STORES = List.of("jena-tdb2", "rdf4j-native", "rdf4j-lmdb");

	static Set<Path> storeFolders() throws Exception {
		try (Stream<Path> s = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
			// this process's folders only: another run on the machine may be using stores at the same time
			String pid = Long.toString(ProcessHandle.current().pid());
			return s.filter(p -> p.getFileName().toString().matches("sparqlcheck-(tdb2|rdf4j-native|rdf4j-lmdb)-" + pid + "-.*"))
				.collect(Collectors.toSet());
		}
	}

	@Example
	void eachStoreAnswersLikeItsInMemoryEngineAndDeletesItsFolders() throws Exception {
		EngineCatalog catalog = EngineCatalog.embedded();
		Set<Path> before = storeFolders();
		for (String name : STORES) {
			try (Engine store = catalog.open(name).orElseThrow();
				 Engine memory = catalog.open(name.startsWith("jena") ? "jena" : "rdf4j").orElseThrow()) {
				for (String q : List.of("SELECT * WHERE { ?s ?p ?o }", "SELECT * WHERE { ?s ?p ?o FILTER(?o = 20) }")) {
					QueryOutcome a = store.select(CANONICAL, q), b = memory.select(CANONICAL, q);
					assertThat(a).as(name + ": " + q).isInstanceOf(QueryOutcome.Solutions.class);
					assertThat(((QueryOutcome.Solutions) a).bag()).as(name + ": " + q).isEqualTo(((QueryOutcome.Solutions) b).bag());
				}
				assertThat(store.version()).as(name).contains("(");
				// a second dataset: the first store's folder is let go of (RDF4J) or kept in the cache (TDB2) until close
				assertThat(((QueryOutcome.Solutions) store.select(EmbeddedEnginesTests.ONE, "SELECT * WHERE { ?s ?p ?o }")).size()).isEqualTo(1);
				// loaded ahead and never taken: still deleted at close
				store.prepareAhead(EmbeddedEnginesTests.THIRTY, List.of("SELECT * WHERE { ?s ?p ?o }"), io.sparqlcheck.query.CaseParses.empty());
				assertThat(storeFolders()).as(name + " holds folders while open").isNotEqualTo(before);
			}
			assertThat(storeFolders()).as(name + " left folders behind").isEqualTo(before);
		}
	}

	/** The test data with its integer written canonically: TDB2 stores integers by value (next test). */
	static final io.sparqlcheck.model.Dataset CANONICAL = io.sparqlcheck.model.Dataset.of(
		new io.sparqlcheck.model.Triple(io.sparqlcheck.model.Iri.of(EmbeddedEnginesTests.EX + "s0"), EmbeddedEnginesTests.P, io.sparqlcheck.model.Literal.integer(20)),
		EmbeddedEnginesTests.DATA.triples().get(1), EmbeddedEnginesTests.DATA.triples().get(2));

	/**
	 * TDB2 inlines xsd:integer values in its node ids, so "020"^^xsd:integer comes back as "20": the
	 * lexical form is not kept (docs/stores.md), unlike Jena's in-memory dataset.
	 */
	@Example
	void tdb2ReturnsIntegersInCanonicalForm() {
		try (JenaTdb2Engine tdb2 = new JenaTdb2Engine("jena-tdb2", JenaEngine.DEFAULT_TIMEOUT)) {
			QueryOutcome.Solutions s = (QueryOutcome.Solutions) tdb2.select(EmbeddedEnginesTests.DATA, "SELECT ?o WHERE { ?s ?p ?o }");
			assertThat(s.rows().stream().map(r -> r.get("o")).toList()).contains(io.sparqlcheck.model.Literal.integer(20));
		}
	}

	@Example
	void aStoreTakesItsLoadMadeAhead() {
		try (JenaTdb2Engine tdb2 = new JenaTdb2Engine("jena-tdb2", JenaEngine.DEFAULT_TIMEOUT)) {
			tdb2.prepareAhead(EmbeddedEnginesTests.DATA, List.of("SELECT * WHERE { ?s ?p ?o }"), io.sparqlcheck.query.CaseParses.empty());
			assertThat(((QueryOutcome.Solutions) tdb2.select(EmbeddedEnginesTests.DATA, "SELECT * WHERE { ?s ?p ?o }")).size()).isEqualTo(3);
			assertThat(tdb2.takenAhead()).isEqualTo(2);
			assertThat(tdb2.heldFolders()).isEqualTo(1);
			assertThat(tdb2.optimizerSteps()).isEmpty();
		}
	}

	@Example
	void storesRunWhenNamedAndBringTheirInMemoryEngine() {
		EngineCatalog catalog = EngineCatalog.embedded();
		assertThat(catalog.names()).containsAll(STORES);
		assertThat(catalog.defaultNames()).doesNotContainAnyElementsOf(STORES);
		assertThat(catalog.withInMemoryOfStores(List.of("jena-tdb2"))).containsExactly("jena-tdb2", "jena");
		assertThat(catalog.withInMemoryOfStores(List.of("rdf4j-native", "rdf4j-lmdb"))).containsExactly("rdf4j-native", "rdf4j-lmdb", "rdf4j");
		assertThat(catalog.withInMemoryOfStores(List.of("rdf4j", "rdf4j-lmdb"))).containsExactly("rdf4j", "rdf4j-lmdb");
		assertThat(catalog.withInMemoryOfStores(List.of("jena"))).containsExactly("jena");
	}
}
