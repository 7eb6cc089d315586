package io.sparqlcheck.engine;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.DatasetClause;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.QueryForm;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.model.GraphPattern;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.VerdictKind;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * GRAPH, FROM and FROM NAMED (core-5, SPARQL 1.1 §13.2-13.3) over data with named graphs, on the
 * real in-process engines and stores: each answers by the spec, each store round-trips the named
 * graphs, and engines that ignore FROM NAMED or keep only one FROM graph are flagged by the differential.
 */
public class DatasetClauseEnginesTests {

	public static final String EX = "http://example.org/";
	static final Iri P = Iri.of(EX + "p"), G1 = Iri.of(EX + "g1"), G2 = Iri.of(EX + "g2");

	/** Default graph {@code <s0> <p> 0}; {@code <g1>}: {@code <s1> <p> 1}; {@code <g2>}: {@code <s2> <p> 2}. */
	public static final Dataset DATA = new Dataset(List.of(triple("s0", 0)),
		Map.of(G1, List.of(triple("s1", 1)), G2, List.of(triple("s2", 2))));

	public static Triple triple(String s, int o) {
		return new Triple(Iri.of(EX + s), P, Literal.integer(o));
	}

	/** Each query and its answer by §13.2-13.3, as the set of "?g ?s" rows (g "-" when unbound). */
	public static final Map<String, List<String>> EXPECTED = Map.of(
		"SELECT * WHERE { ?s <" + EX + "p> ?o }", List.of("- s0"),
		"SELECT * FROM <" + EX + "g1> WHERE { ?s <" + EX + "p> ?o }", List.of("- s1"),
		"SELECT * FROM <" + EX + "g1> FROM <" + EX + "g2> WHERE { ?s <" + EX + "p> ?o }", List.of("- s1", "- s2"),
		"SELECT * FROM NAMED <" + EX + "g1> WHERE { ?s <" + EX + "p> ?o }", List.of(), // no FROM: the default graph is empty
		"SELECT * FROM NAMED <" + EX + "g2> WHERE { GRAPH ?g { ?s <" + EX + "p> ?o } }", List.of("g2 s2"),
		"SELECT * WHERE { GRAPH ?g { ?s <" + EX + "p> ?o } }", List.of("g1 s1", "g2 s2"),
		"SELECT * FROM <" + EX + "g1> FROM NAMED <" + EX + "g2> WHERE { GRAPH <" + EX + "g1> { ?s ?p ?o } }", List.of(),
		"SELECT * FROM <" + EX + "g1> WHERE { GRAPH ?g { ?s ?p ?o } }", List.of(), // FROM alone: no named graph
		"SELECT * FROM <" + EX + "g2> FROM NAMED <" + EX + "g1> WHERE { ?s ?p ?o GRAPH ?g { ?t ?p ?u } }", List.of("g1 s2"));

	public static TreeSet<String> rows(QueryOutcome out) {
		TreeSet<String> rows = new TreeSet<>();
		for (var row : ((QueryOutcome.Solutions) out).rows()) {
			var g = row.get("g");
			rows.add((g == null ? "-" : ((Iri) g).value().substring(EX.length())) + " " + ((Iri) row.get("s")).value().substring(EX.length()));
		}
		return rows;
	}

	static final List<String> ENGINES = List.of("jena", "jena-ref", "rdf4j", "rdf4j-noopt", "jena-tdb2", "rdf4j-native", "rdf4j-lmdb");

	@Example
	void everyInProcessEngineAndStoreAnswersGraphFromAndFromNamedByTheSpec() throws Exception {
		EngineCatalog catalog = EngineCatalog.embedded();
		for (String name : ENGINES) {
			try (Engine e = catalog.open(name).orElseThrow()) {
				EXPECTED.forEach((q, want) -> {
					QueryOutcome out = e.select(DATA, q);
					assertThat(out).as(name + ": " + q).isInstanceOf(QueryOutcome.Solutions.class);
					assertThat(rows(out)).as(name + ": " + q).isEqualTo(new TreeSet<>(want));
				});
			}
		}
	}

	@Example
	void theStoresRoundTripNamedGraphs() throws Exception {
		EngineCatalog catalog = EngineCatalog.embedded();
		for (String name : List.of("jena-tdb2", "rdf4j-native", "rdf4j-lmdb")) {
			try (Engine e = catalog.open(name).orElseThrow()) {
				QueryOutcome.Solutions s = (QueryOutcome.Solutions) e.select(DATA, "SELECT ?g ?s ?p ?o WHERE { GRAPH ?g { ?s ?p ?o } }");
				TreeSet<String> quads = new TreeSet<>();
				s.rows().forEach(r -> quads.add(new Triple((Iri) r.get("s"), (Iri) r.get("p"), r.get("o")).toNTriples().replace(" .", "")
					+ ((Iri) r.get("g")).toNTriples()));
				TreeSet<String> want = new TreeSet<>();
				DATA.named().forEach((g, ts) -> ts.forEach(t -> want.add(t.toNTriples().replace(" .", "") + g.toNTriples())));
				assertThat(quads).as(name).isEqualTo(want);
				assertThat(rows(e.select(DATA, "SELECT ?s WHERE { ?s ?p ?o }"))).as(name + ": the default graph alone").containsExactly("- s0");
			}
		}
	}

	/** A core-5 case: {@code GRAPH ?g { ?s <p> ?o }} under the clause. */
	static SparqlCase graphCase(DatasetClause clause) {
		GroupPattern p = new GroupPattern(List.of(new GraphPattern(Var.of("g"),
			new GroupPattern(List.of(new TriplePattern(Var.of("s"), P, Var.of("o")))))));
		return new SparqlCase(DATA, p, new Expr.Bound(Var.of("o")), QueryForm.PLAIN.withDataset(clause));
	}

	/** A core-5 case: {@code ?s <p> ?o} in the default graph under the clause. */
	static SparqlCase defaultCase(DatasetClause clause) {
		GroupPattern p = new GroupPattern(List.of(new TriplePattern(Var.of("s"), P, Var.of("o"))));
		return new SparqlCase(DATA, p, new Expr.Bound(Var.of("o")), QueryForm.PLAIN.withDataset(clause));
	}

	/**
	 * The differential passes rdf4j against jena on the case, and flags jena against rdf4j mutated by
	 * the rewrite of its query text (regex and replacement).
	 */
	static void flaggedWhenRdf4jRewrites(SparqlCase c, String suffix, String regex, String replacement) throws Exception {
		EngineCatalog catalog = EngineCatalog.embedded();
		try (Engine jena = catalog.open("jena").orElseThrow(); Engine rdf4j = catalog.open("rdf4j").orElseThrow()) {
			Engine mutant = Mutants.wrap(rdf4j, suffix, (data, query) -> rdf4j.select(data, query.replaceAll(regex, replacement)));
			assertThat(Differential.across(jena, rdf4j).check(c).kind()).isEqualTo(VerdictKind.PASS);
			assertThat(Differential.across(jena, mutant).check(c).kind()).as(suffix).isEqualTo(VerdictKind.VIOLATION);
		}
	}

	@Example
	void anEngineIgnoringFromNamedIsFlagged() throws Exception {
		flaggedWhenRdf4jRewrites(graphCase(new DatasetClause(List.of(), List.of(G2))), "ignores-from-named", "FROM NAMED <[^>]*> ", "");
	}

	@Example
	void anEngineKeepingOneFromGraphOfTwoIsFlagged() throws Exception {
		flaggedWhenRdf4jRewrites(defaultCase(new DatasetClause(List.of(G1, G2), List.of())), "first-from-only",
			"(FROM <[^>]*> )FROM <[^>]*> ", "$1");
	}

	@Example
	void theClauseGoesBeforeTheTopLevelWhereOnly() {
		DatasetClause c = new DatasetClause(List.of(G1), List.of(G2));
		assertThat(c.applyTo("SELECT (EXISTS { SELECT * WHERE { ?s ?p \"WHERE\" } } AS ?x) WHERE { }"))
			.isEqualTo("SELECT (EXISTS { SELECT * WHERE { ?s ?p \"WHERE\" } } AS ?x) FROM <" + EX + "g1> FROM NAMED <" + EX + "g2> WHERE { }");
		assertThat(DatasetClause.NONE.applyTo("SELECT * WHERE { }")).isEqualTo("SELECT * WHERE { }");
	}
}
