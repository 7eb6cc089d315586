package io.sparqlcheck.engine;

import io.sparqlcheck.codec.DataFiles;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * RDF4J's answer to a query must depend on the data and the query only, not on what the engine
 * held before: core-3 seed 717 (a join with a UNION branch, rdf4j-union-join-unbound-drops-rows)
 * was answered with 1 row inside a campaign and with 0 rows by every fresh engine, so its recheck
 * refused it. The engine then reused one MemoryStore, cleared between datasets.
 */
class Rdf4jFreshStoreTests {

	static final String X = "<http://example.org/";
	static final String I = "^^<http://www.w3.org/2001/XMLSchema#integer>";

	/** Seed 717's original data (8 triples), what the campaign's engine held while it shrank the case. */
	static final String BEFORE = X + "s3> " + X + "p> \"a\"@en .\n"
		+ X + "s3> " + X + "q> \"0\"" + I + " .\n"
		+ X + "s2> " + X + "r> \"25.5\"^^<http://www.w3.org/2001/XMLSchema#decimal> .\n"
		+ X + "s2> " + X + "r> \"1.5\"^^<http://www.w3.org/2001/XMLSchema#decimal> .\n"
		+ X + "s3> " + X + "r> \"2.5E1\"^^<http://www.w3.org/2001/XMLSchema#double> .\n"
		+ X + "s1> " + X + "q> \"3\"" + I + " .\n"
		+ X + "s2> " + X + "p> " + X + "s3> .\n"
		+ X + "s3> " + X + "p> \"7\"" + I + " .\n";

	/** Seed 717's shrunk data. */
	static final String SHRUNK = X + "s0> " + X + "p> \"0\"" + I + " .\n" + X + "s0> " + X + "q> \"0\"" + I + " .\n";

	static final String QUERY = "SELECT * WHERE { ?s <http://example.org/p> ?o . { ?s <http://example.org/q> ?w . "
		+ "OPTIONAL { ?s <http://example.org/q> ?w . OPTIONAL { ?s <http://example.org/q> ?o . ?s <http://example.org/q> ?s . } } } "
		+ "UNION { ?s <http://example.org/q> ?w . } FILTER((2.5 > -1)) }";

	@Example
	void anEngineThatHeldOtherDataAnswersAsAFreshOne() throws Exception {
		Dataset before = load(BEFORE);
		Dataset shrunk = load(SHRUNK);
		for (boolean optimized : new boolean[] {true, false}) {
			int fresh;
			try (Rdf4jEngine e = engine(optimized)) {
				fresh = rows(e.select(shrunk, QUERY));
			}
			try (Rdf4jEngine e = engine(optimized)) {
				for (int i = 0; i < 20; i++) {
					e.select(before, "SELECT * WHERE { ?s ?p ?o }");
					e.select(before, QUERY);
					assertThat(rows(e.select(shrunk, QUERY))).as("optimized " + optimized + ", round " + i).isEqualTo(fresh);
				}
			}
		}
	}

	private static Rdf4jEngine engine(boolean optimized) {
		return optimized ? new Rdf4jEngine() : Rdf4jEngine.withoutOptimizers();
	}

	private static int rows(QueryOutcome o) {
		assertThat(o).isInstanceOf(QueryOutcome.Solutions.class);
		return ((QueryOutcome.Solutions) o).rows().size();
	}

	private static Dataset load(String ntriples) throws Exception {
		Path f = Files.createTempFile("sparqlcheck-fresh", ".nt");
		try {
			Files.writeString(f, ntriples);
			return DataFiles.load(f);
		} finally {
			Files.delete(f);
		}
	}
}
