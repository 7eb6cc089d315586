package io.sparqlcheck.ledger;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A repro's evaluator locus belongs to its own bug: on a differential of four engines that shows two
 * bugs at once, the locus is looked for on the pair of the bug's own engine and an engine the bug
 * cannot make wrong, preferring a pair whose rows differ to one whose projected variables alone do
 * ({@link OptimizerAttribution#ownPair}). On the real engines, with the repros as recorded.
 */
class OwnPairLocusTests {

	private static Candidate repro(String finding, String id) throws Exception {
		return Findings.read(Path.of(TriagedFinding.DEFAULT_FILE)).stream().filter(f -> f.id().equals(finding))
			.flatMap(f -> f.repros().stream()).filter(c -> c.id().equals(id)).findFirst().orElseThrow();
	}

	private static List<Engine> engines(Candidate c) throws Exception {
		EngineCatalog catalog = EngineCatalog.embedded();
		List<Engine> out = new java.util.ArrayList<>();
		for (EngineRef r : c.engines()) {
			out.add(catalog.open(r.name()).orElseThrow());
		}
		return out;
	}

	private static Optional<String> locus(List<Engine> engines, SparqlCase c, Verdict v) {
		return EvaluatorLocus.of(engines, c, FailureIdentity.of(v)).map(EvaluatorLocus::text);
	}

	/**
	 * rdf4j-sum-of-unbound-is-zero's repro c-ccd3eae756d4: rdf4j gives SUM of an unbound ?o as 0 inside a UNION
	 * branch, and rdf4j-noopt, besides, loses both rows (rdf4j-union-join-unbound-drops-rows). The whole
	 * failure's locus is the UNION where the two meet, rdf4j-union-join's locus; the own pair's is the sub-SELECT.
	 */
	@Example
	void aCombinationReprosLocusIsItsOwnBugs() throws Exception {
		Candidate c = repro("rdf4j-sum-of-unbound-is-zero", "c-ccd3eae756d4");
		SparqlCase sc = c.shrunk().sparqlCase();
		List<Engine> engines = engines(c);
		try {
			Verdict whole = Differential.across(engines).check(sc);
			assertThat(whole.kind()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(locus(engines, sc, whole)).as("where both bugs meet").contains("UNION in TOP, over a maybe-unbound variable; rows differ");
			DifferentialSplit.Pair own = OptimizerAttribution.ownPair("differential", engines, sc, "RDF4J").orElseThrow();
			assertThat(own.names()).containsExactly("rdf4j", "jena");
			assertThat(locus(own.engines(), sc, own.verdict())).contains("SUBSELECT in TOP; rows differ");
		} finally {
			engines.forEach(Engine::close);
		}
	}

	/**
	 * rdf4j-union-join-unbound-drops-rows' repro c-99a04024cf70: rdf4j differs from Jena only in projecting
	 * MINUS's ?w under SELECT * (rdf4j-select-star-minus-variables), rdf4j-noopt loses the row. The own
	 * pair is rdf4j-noopt's, whose rows differ, not rdf4j's header.
	 */
	@Example
	void aPairWhoseRowsDifferComesBeforeAHeaderOnlyOne() throws Exception {
		Candidate c = repro("rdf4j-union-join-unbound-drops-rows", "c-99a04024cf70");
		SparqlCase sc = c.shrunk().sparqlCase();
		List<Engine> engines = engines(c);
		try {
			assertThat(Differential.across(engines.get(0), engines.get(2)).check(sc).kind()).as("rdf4j's header differs")
				.isEqualTo(VerdictKind.VIOLATION);
			DifferentialSplit.Pair own = OptimizerAttribution.ownPair("differential", engines, sc, "RDF4J").orElseThrow();
			assertThat(own.names()).containsExactly("rdf4j-noopt", "jena");
			assertThat(locus(own.engines(), sc, own.verdict())).isNotEqualTo(Optional.of("MINUS in TOP; rows differ"));
		} finally {
			engines.forEach(Engine::close);
		}
	}

	/**
	 * Seed 25,000,000's c-6398196e7421: { ?s p ?o MINUS { ?s r ?w } } FILTER(?o <= ?o). Jena keeps the row whose
	 * ?o is an IRI (latitude iri-ordering-extension), rdf4j-noopt drops it and projects MINUS's ?w: once the rule
	 * explains the rows, the pair differs in its header alone, and that is rdf4j-select-star-minus-variables (locus
	 * MINUS), not a row the FILTER drops (the recorded rows alone made it look like one, locus FILTER, new).
	 */
	@Example
	void aHeaderLeftOverByLatitudeIsTheHeadersBug() throws Exception {
		io.sparqlcheck.model.Iri p = io.sparqlcheck.model.Iri.of("http://example.org/p"), r = io.sparqlcheck.model.Iri.of("http://example.org/r");
		io.sparqlcheck.model.Iri s0 = io.sparqlcheck.model.Iri.of("http://example.org/s0"), s1 = io.sparqlcheck.model.Iri.of("http://example.org/s1");
		io.sparqlcheck.model.Var s = io.sparqlcheck.model.Var.of("s"), o = io.sparqlcheck.model.Var.of("o"), w = io.sparqlcheck.model.Var.of("w");
		io.sparqlcheck.model.Dataset data = new io.sparqlcheck.model.Dataset(List.of(
			new io.sparqlcheck.model.Triple(s0, p, io.sparqlcheck.model.Literal.integer(0)),
			new io.sparqlcheck.model.Triple(s1, p, s0), new io.sparqlcheck.model.Triple(s0, r, s0)));
		io.sparqlcheck.model.GroupPattern pattern = io.sparqlcheck.model.GroupPattern.of(new io.sparqlcheck.model.TriplePattern(s, p, o),
			new io.sparqlcheck.model.MinusPattern(io.sparqlcheck.model.GroupPattern.of(new io.sparqlcheck.model.TriplePattern(s, r, w))));
		SparqlCase sc = new SparqlCase(data, pattern, new io.sparqlcheck.model.Expr.Comparison(io.sparqlcheck.model.Expr.CompareOp.LE, o, o));
		EngineCatalog catalog = EngineCatalog.embedded();
		List<Engine> pair = List.of(catalog.open("jena").orElseThrow(), catalog.open("rdf4j-noopt").orElseThrow());
		try {
			Verdict v = Differential.across(pair).check(sc);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(FailureIdentity.of(v).answers().values()).as("the rule explained the rows").allMatch(rows -> rows.size() == 1);
			java.util.Set<String> cause = OptimizerAttribution.causeOrLocus(v, pair);
			assertThat(cause).containsExactly(EvaluatorLocus.cause("MINUS in TOP; rows differ"));
			KnownBugs known = KnownBugs.read(Path.of(Ledger.DEFAULT_FILE), Path.of(TriagedFinding.DEFAULT_FILE), Path.of(Attributions.DEFAULT_FILE));
			assertThat(known.byCause(v, cause).map(m -> m.bugs().get(0).id())).contains("rdf4j-select-star-minus-variables");
		} finally {
			pair.forEach(Engine::close);
		}
	}
}
