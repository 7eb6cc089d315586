package io.sparqlcheck.campaign;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.RenamedEngine;
import io.sparqlcheck.ledger.DifferentialSplit;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.SubSelect;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.ValuesPattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A differential failure in which two engines are each wrong their own known way has sides no known
 * bug has, and no single optimizer step explains it; taken apart into the pairs of engines that
 * disagree ({@link DifferentialSplit}), it is known when every engine's deviation is a known pair's,
 * and stays new when any is not: on the real engines, with the repository's known set.
 */
class DifferentialSplitTests {

	private static final Iri P = new Iri("http://example.org/p"), Q = new Iri("http://example.org/q"),
		S0 = new Iri("http://example.org/s0");
	private static final Var S = Var.of("s"), O = Var.of("o"), W = Var.of("w"), B = Var.of("b");

	/** The differential of these engines on the case, as a campaign's check runs it. */
	static Verdict differential(List<Engine> engines, SparqlCase c) {
		return Check.of(List.of("differential"), engines).get(0).oracle().check(c);
	}

	/** The four embedded engines of a default campaign, in its order. */
	static List<Engine> embedded() throws Exception {
		List<Engine> out = new ArrayList<>();
		for (String name : List.of("jena", "jena-ref", "rdf4j", "rdf4j-noopt")) {
			out.add(EngineCatalog.embedded().open(name).orElseThrow());
		}
		return out;
	}

	/**
	 * {@code ?s p ?o OPTIONAL { ?s q ?w } { SELECT ?w { ?s q ?o BIND(?o AS ?b) } } FILTER(?w = ?w)}, met at
	 * seed 23,000,000 and on: the sub-SELECT leaves ?w unbound, so the OPTIONAL's ?w = s0 joins and the
	 * row stays (QueryEngineRef's answer). Jena's filter placement and both RDF4J modes drop it.
	 */
	private static SparqlCase threeBugs() {
		GroupPattern pattern = GroupPattern.of(new TriplePattern(S, P, O),
			new OptionalPattern(GroupPattern.of(new TriplePattern(S, Q, W))),
			new SubSelect(List.of(W), List.of(), List.of(), GroupPattern.of(new TriplePattern(S, Q, O), new BindPattern(O, B))));
		return new SparqlCase(Dataset.of(new Triple(S0, P, Literal.integer(0)), new Triple(S0, Q, S0)), pattern,
			new Expr.Comparison(Expr.CompareOp.EQ, W, W));
	}

	@Example
	void twoEnginesEachWrongTheirOwnKnownWayAreKnownPairByPair() throws Exception {
		KnownBugs known = KnownBugs.ofWorkingDirectory();
		List<Engine> engines = embedded();
		try {
			Verdict v = differential(engines, threeBugs());
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(known.bugId(v)).as("no repro has these sides and this shape").isEmpty();
			Optional<String> split = LedgerTriage.of(known).knownByCause(v, engines);
			assertThat(split).hasValueSatisfying(s -> assertThat(DifferentialSplit.parts(s)).containsExactly(
				"known by cause: jena-filter-into-values-undef (JENA: optFilterPlacement)",
				"known by cause: rdf4j-two-optionals-filter-unbound (RDF4J: FilterOptimizer)",
				"known by cause: rdf4j-union-join-unbound-drops-rows (locus: SUBSELECT in TOP, over a maybe-unbound variable; rows lost on RDF4J-noopt)"));
		} finally {
			engines.forEach(Engine::close);
		}
	}

	/** {@code ?s p ?o VALUES ?o { UNDEF }}: the join binds ?o, so FILTER(BOUND(?o)) keeps the row (§18.2.2.6). */
	private static SparqlCase valuesUndef() {
		List<Optional<Term>> undef = new ArrayList<>();
		undef.add(Optional.empty());
		return new SparqlCase(Dataset.of(new Triple(S0, P, Literal.integer(0))),
			GroupPattern.of(new TriplePattern(S, P, O), new ValuesPattern(List.of(O), List.of(undef))), new Expr.Bound(O));
	}

	/**
	 * The VALUES-UNDEF case: Jena's filter placement and RDF4J's FilterOptimizer with QueryJoinOptimizer
	 * each drop the row, so Jena and RDF4J agree against their references. Jena's pairs are
	 * jena-filter-into-values-undef by its step; RDF4J's steps are those of rdf4j-filter-into-values-undef's
	 * NoREC repros, whichever oracle met them. With RDF4J's pairs unknown (a known set that knows only
	 * Jena's wrong side), RDF4J agreeing with Jena's known-wrong answer is no explanation of RDF4J's own
	 * deviation from rdf4j-noopt, so the failure stays new: a known part never hides an unknown one.
	 */
	@Example
	void eachFamilysDeviationIsKnownByItsOwnStepsAndOnlyByThem() throws Exception {
		KnownBugs known = KnownBugs.ofWorkingDirectory();
		List<Engine> engines = embedded();
		try {
			Verdict v = differential(engines, valuesUndef());
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(LedgerTriage.of(known).knownByCause(v, engines)).hasValueSatisfying(s -> assertThat(DifferentialSplit.parts(s))
				.anyMatch(p -> p.contains("jena-filter-into-values-undef (JENA: optFilterPlacement)"))
				.anyMatch(p -> p.contains("rdf4j-filter-into-values-undef") && p.contains("RDF4J: FilterOptimizer, RDF4J: QueryJoinOptimizer")));

			List<String> asked = new ArrayList<>();
			java.util.function.Function<DifferentialSplit.Pair, Optional<DifferentialSplit.Part>> jenaOnly = p -> {
				asked.add(String.join("/", p.names()));
				return DifferentialSplit.by(known).apply(p).filter(part -> part.wrongRoles().equals(java.util.Set.of("JENA")));
			};
			assertThat(DifferentialSplit.known(v, engines, jenaOnly)).isEmpty();
			assertThat(asked).as("every disagreeing pair was asked").hasSize(4);
		} finally {
			engines.forEach(Engine::close);
		}
	}

	/** A mutant in rdf4j-noopt's place that answers every row twice: its pairs are no known bug, so the three-bug case is new. */
	@Example
	void aMutantBesideKnownBugsIsNotKnown() throws Exception {
		KnownBugs known = KnownBugs.ofWorkingDirectory();
		List<Engine> engines = embedded();
		Engine real = engines.get(3);
		Engine jenaRef = EngineCatalog.embedded().open("jena-ref").orElseThrow();
		engines.set(3, new RenamedEngine(Mutants.wrap(jenaRef, "rows-twice", (data, query) -> {
			QueryOutcome out = jenaRef.select(data, query);
			if (out instanceof QueryOutcome.Solutions s) {
				List<io.sparqlcheck.result.Solution> twice = new ArrayList<>(s.rows());
				twice.addAll(s.rows());
				return new QueryOutcome.Solutions(query, s.variables(), twice);
			}
			return out;
		}), "rdf4j-noopt"));
		real.close();
		try {
			Verdict v = differential(engines, threeBugs());
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(LedgerTriage.of(known).knownByCause(v, engines)).isEmpty();
		} finally {
			engines.forEach(Engine::close);
		}
	}
}
