package io.sparqlcheck.engine;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Preconditions;
import io.sparqlcheck.query.CompiledQuery;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Supplier;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The in-process engines answer alike whether or not a campaign's feed loaded the data and parsed
 * the queries ahead ({@link Engine#prepareAhead}) on another thread: every outcome (solutions, or a
 * failure with its message) equals a fresh engine's that did all the work itself, and the work ahead
 * was actually taken (else this would compare an engine with itself).
 */
class AheadEnginesTests {

	private static final int CASES = 120;

	@Example
	void jenaAnswersAlikeWithWorkAhead() throws Exception {
		sameAnswers(JenaEngine::new, e -> ((JenaEngine) e).takenAhead());
	}

	@Example
	void jenaRefAnswersAlikeWithWorkAhead() throws Exception {
		sameAnswers(JenaRefEngine::new, e -> ((JenaEngine) e).takenAhead());
	}

	@Example
	void rdf4jAnswersAlikeWithWorkAhead() throws Exception {
		sameAnswers(Rdf4jEngine::new, e -> ((Rdf4jEngine) e).takenAhead());
	}

	@Example
	void rdf4jWithoutOptimizersAnswersAlikeWithWorkAhead() throws Exception {
		sameAnswers(Rdf4jEngine::withoutOptimizers, e -> ((Rdf4jEngine) e).takenAhead());
	}

	@Example
	void aQueryThatCannotBeParsedAheadIsRejectedBySelectAsBefore() {
		SparqlCase c = cases("core-1").get(0);
		String broken = "SELECT * WHERE { ?s ?p ";
		for (Supplier<Engine> make : List.<Supplier<Engine>>of(JenaEngine::new, Rdf4jEngine::new)) {
			try (Engine plain = make.get(); Engine ahead = make.get()) {
				ahead.prepareAhead(c.data(), List.of(broken), io.sparqlcheck.query.CaseParses.empty());
				QueryOutcome expected = plain.select(c.data(), broken);
				assertThat(expected).isInstanceOf(QueryOutcome.Failure.class);
				assertThat(((QueryOutcome.Failure) expected).kind()).isEqualTo(QueryOutcome.FailureKind.QUERY_REJECTED);
				assertThat(ahead.select(c.data(), broken)).isEqualTo(expected);
			}
		}
	}

	/**
	 * One parse of each text taken by jena and jena-ref alike from the case's table, as in a differential over
	 * both: the filtered query's (the preconditions') and the base query's (jena's, put in the table), each run
	 * by both in turn, both answering as fresh engines that parsed it.
	 */
	@Example
	void jenaAndJenaRefAnswerAlikeFromOneSharedParse() {
		List<SparqlCase> cases = new ArrayList<>(cases("core-1"));
		cases.addAll(cases("core-3"));
		try (JenaEngine jena = new JenaEngine(); JenaEngine ref = new JenaRefEngine();
			 Engine freshJena = new JenaEngine(); Engine freshRef = new JenaRefEngine()) {
			for (SparqlCase c : cases) {
				String q = Differential.query(c);
				java.util.Optional<CompiledQuery> parsed = Preconditions.of(c).filteredQuery();
				assertThat(parsed).hasValueSatisfying(p -> assertThat(p.text()).isEqualTo(q));
				io.sparqlcheck.query.CaseParses table = io.sparqlcheck.query.CaseParses.with(parsed);
				// the filtered query, whose parse the preconditions made, and the base query, which Jena parses into the table
				String base = Norec.queries(c).get(0);
				jena.prepareAhead(c.data(), List.of(q, base), table);
				assertThat(table.held(io.sparqlcheck.query.CaseParses.ARQ, base)).as("parsed into the case's table by jena, " + base).isPresent();
				ref.prepareAhead(c.data(), List.of(q, base), table);
				for (String text : List.of(q, base)) {
					assertThat(jena.select(c.data(), text)).as(text).isEqualTo(freshJena.select(c.data(), text));
					assertThat(ref.select(c.data(), text)).as(text).isEqualTo(freshRef.select(c.data(), text));
					assertThat(jena.select(c.data(), text)).as("run again, " + text).isEqualTo(freshJena.select(c.data(), text));
				}
			}
			assertThat(jena.takenAhead()).isGreaterThanOrEqualTo(cases.size());
			assertThat(ref.takenAhead()).isGreaterThanOrEqualTo(cases.size());
		}
	}

	/**
	 * RDF4J with and without its optimizers take one parse of each of a case's texts from the case's table, as a
	 * campaign's feed hands it to both: each answers as a fresh engine that parsed the text itself, and the
	 * shared parse is left as it was parsed (RDF4J evaluates a copy), so the engine that runs second is not
	 * handed an algebra the first one's optimizers rewrote.
	 */
	@Example
	void rdf4jAndRdf4jWithoutOptimizersAnswerAlikeFromOneSharedParse() {
		List<SparqlCase> cases = new ArrayList<>(cases("core-1"));
		cases.addAll(cases("core-3"));
		cases.addAll(cases("core-4"));
		try (Rdf4jEngine rdf4j = new Rdf4jEngine(); Rdf4jEngine noopt = Rdf4jEngine.withoutOptimizers();
			 Engine freshRdf4j = new Rdf4jEngine(); Engine freshNoopt = Rdf4jEngine.withoutOptimizers()) {
			int asked = 0;
			for (SparqlCase c : cases) {
				io.sparqlcheck.query.CaseParses table = Preconditions.of(c).parses();
				List<String> texts = new ArrayList<>(queries(c));
				texts.add(Differential.query(c));
				rdf4j.prepareAhead(c.data(), texts, table);
				for (String q : texts) {
					assertThat(table.held(Rdf4jEngine.SPARQL, q)).as("parsed into the case's table by the first engine, " + q).isPresent();
				}
				noopt.prepareAhead(c.data(), texts, table);
				for (String q : texts) {
					String parsedAlgebra = table.parse(Rdf4jEngine.SPARQL, q).getTupleExpr().toString();
					assertThat(rdf4j.select(c.data(), q)).as(q).isEqualTo(freshRdf4j.select(c.data(), q));
					assertThat(noopt.select(c.data(), q)).as(q).isEqualTo(freshNoopt.select(c.data(), q));
					assertThat(table.parse(Rdf4jEngine.SPARQL, q).getTupleExpr().toString()).as("the shared parse after both ran, " + q)
						.isEqualTo(parsedAlgebra);
					asked++;
				}
			}
			assertThat(rdf4j.takenAhead()).isGreaterThanOrEqualTo(asked);
			assertThat(noopt.takenAhead()).isGreaterThanOrEqualTo(asked);
		}
	}

	private interface Taken {
		long of(Engine e);
	}

	private static void sameAnswers(Supplier<Engine> make, Taken taken) throws Exception {
		List<SparqlCase> cases = new ArrayList<>(cases("core-1"));
		cases.addAll(cases("core-3"));
		try (Engine plain = make.get(); Engine ahead = make.get()) {
			// the feed's thread: everything offered ahead, while nothing has been asked yet
			ExecutorService feed = Executors.newSingleThreadExecutor();
			try {
				// with the case's table of parses (the preconditions' parse of the filtered query in it), as a campaign's oracles pass it
				feed.submit(() -> cases.forEach(c -> ahead.prepareAhead(c.data(), queries(c), Preconditions.of(c).parses()))).get();
			} finally {
				feed.shutdown();
			}
			int asked = 0;
			for (SparqlCase c : cases) {
				for (String q : queries(c)) {
					assertThat(ahead.select(c.data(), q)).as(q).isEqualTo(plain.select(c.data(), q));
					asked++;
				}
			}
			assertThat(taken.of(ahead)).as("loads and parses taken of %d queries", asked).isGreaterThanOrEqualTo(asked);
		}
	}

	/** TLP's and NoREC's queries of the case, each once. */
	private static List<String> queries(SparqlCase c) {
		LinkedHashSet<String> qs = new LinkedHashSet<>(Tlp.queries(c.pattern(), c.predicate()));
		qs.addAll(Norec.queries(c));
		return List.copyOf(qs);
	}

	private static List<SparqlCase> cases(String grammar) {
		CaseArbitrary arbitrary = SparqlArbitraries.cases(grammar);
		return SparqlArbitraries.inGenerationContext(() -> LongStream.range(0, CASES / 2).mapToObj(arbitrary::caseForSeed).toList());
	}
}
