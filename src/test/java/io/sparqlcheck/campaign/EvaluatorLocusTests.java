package io.sparqlcheck.campaign;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.RenamedEngine;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.EvaluatorLocus;
import io.sparqlcheck.ledger.FailureIdentity;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.OptimizerAttribution;
import io.sparqlcheck.ledger.TriagedFinding;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.UnionPattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An evaluator bug (no optimizer step explains it) reached in a new shape is recognised by its
 * {@link EvaluatorLocus}: the operator where the engines' answers first diverge, recorded for every
 * differential repro that needs no step and computed for a live failure on the real engines. A
 * mutant wrong at another operator is not matched, and a locus two bugs of a family share names
 * neither. TLP and NoREC, on one engine, have loci too. (KnownCausesTests asks every runnable repro to have its locus recorded.)
 */
class EvaluatorLocusTests {

	private static final Iri P = new Iri("http://example.org/p"), Q = new Iri("http://example.org/q"),
		S0 = new Iri("http://example.org/s0");
	private static final Var S = Var.of("s"), O = Var.of("o"), W = Var.of("w");
	private static final String UNION_BUG = "rdf4j-union-join-unbound-drops-rows";

	private static KnownBugs repository() throws Exception {
		return KnownBugs.read(Path.of(Ledger.DEFAULT_FILE), Path.of(TriagedFinding.DEFAULT_FILE), Path.of(Attributions.DEFAULT_FILE));
	}

	/** The four embedded engines a default campaign runs, with rdf4j-noopt (the evaluator) made by the function. */
	private static List<Engine> embedded(java.util.function.UnaryOperator<Engine> evaluator) {
		return List.of(open("jena"), open("jena-ref"), open("rdf4j"), evaluator.apply(open("rdf4j-noopt")));
	}

	/** The embedded engines with Jena's answers in rdf4j-noopt's place, except that a query with the keyword loses every row. */
	private static List<Engine> embeddedWithJenaLosingEveryRowOf(String keyword) {
		return embedded(real -> {
			Engine jena = open("jena");
			real.close();
			return new RenamedEngine(Mutants.wrap(jena, keyword.toLowerCase(java.util.Locale.ROOT) + "-drops-all", (data, query) -> {
				QueryOutcome out = jena.select(data, query);
				return query.contains(keyword) && out instanceof QueryOutcome.Solutions s
					? new QueryOutcome.Solutions(query, s.variables(), List.of()) : out;
			}), "rdf4j-noopt");
		});
	}

	private static Engine open(String name) {
		try {
			return EngineCatalog.embedded().open(name).orElseThrow();
		} catch (io.sparqlcheck.config.ConfigException e) {
			throw new IllegalStateException(e);
		}
	}

	private static Verdict differential(List<Engine> engines, SparqlCase c) {
		return Check.of(List.of("differential"), engines).get(0).oracle().check(c);
	}

	/**
	 * {@code { ?s p ?o OPTIONAL { ?s p ?w } { ?s q ?w } UNION { ?s p ?o } }}: the UNION's second branch
	 * leaves ?w unbound, and rdf4j-noopt loses the row Jena keeps, a shape no repro of the bug has
	 * (a campaign met it at seed 21,000,000 and on).
	 */
	private static SparqlCase unionCase() {
		GroupPattern pattern = GroupPattern.of(new TriplePattern(S, P, O),
			new OptionalPattern(GroupPattern.of(new TriplePattern(S, P, W))),
			new UnionPattern(GroupPattern.of(new TriplePattern(S, Q, W)), GroupPattern.of(new TriplePattern(S, P, O))));
		return new SparqlCase(Dataset.of(new Triple(S0, P, Literal.integer(0))), pattern,
			new Expr.Not(new Expr.Comparison(Expr.CompareOp.EQ, O, S)));
	}

	@Example
	void aKnownEvaluatorBugInANewShapeIsKnownByItsLocus() throws Exception {
		KnownBugs known = repository();
		List<Engine> engines = embedded(e -> e);
		try {
			Verdict v = differential(engines, unionCase());
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(known.bugId(v)).as("no repro has this shape").isEmpty();
			assertThat(known.knownFamily(v)).isTrue();
			assertThat(OptimizerAttribution.cause("differential", engines, v.sparqlCase())).as("no optimizer step").isEmpty();
			assertThat(EvaluatorLocus.of(engines, v.sparqlCase(), FailureIdentity.of(v)).map(EvaluatorLocus::text))
				.contains("UNION in TOP, over a maybe-unbound variable; rows lost on RDF4J-noopt");
			// a differential of four engines is located pair by pair (its whole locus could be where two bugs meet)
			assertThat(LedgerTriage.of(known).knownByCause(v, engines)).hasValueSatisfying(s ->
				assertThat(s).startsWith("known, by engine pairs: known by cause: " + UNION_BUG + " (locus: UNION in TOP"));
		} finally {
			engines.forEach(Engine::close);
		}
	}

	/**
	 * {@code { ?s p ?o BIND(STR(?w) AS ?x) OPTIONAL { ?s p ?x } }} over {@code <s0> <p> 0}: the BIND is an error on
	 * every row and must leave ?x unbound, so the OPTIONAL binds ?x to 0 (Jena); RDF4J binds ?x to a null value and the
	 * OPTIONAL matches nothing. The divergence starts at the OPTIONAL, but with {@code VALUES (?x) { (UNDEF) }} in the
	 * BIND's place it goes away: the locus is the BIND, and the family's repro (a BIND of ?w, not of STR(?w)) names the
	 * bug in this shape. A mutant that loses every row of a query with OPTIONAL, over the same BIND, diverges with the
	 * VALUES too: it stays located at the OPTIONAL.
	 */
	@Example
	void whatAnErrorBindLeftIsItsLocusWhereverItIsRead() throws Exception {
		KnownBugs known = repository();
		Var x = Var.of("x");
		Dataset one = Dataset.of(new Triple(S0, P, Literal.integer(0)));
		GroupPattern read = GroupPattern.of(new TriplePattern(S, P, O),
			new io.sparqlcheck.model.BindPattern(Expr.FunctionCall.of("STR", W), x), new OptionalPattern(GroupPattern.of(new TriplePattern(S, P, x))));
		List<Engine> engines = embedded(e -> e);
		try {
			Verdict v = differential(engines, new SparqlCase(one, read, new Expr.Comparison(Expr.CompareOp.EQ, O, O)));
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(known.bugId(v)).as("no repro has this shape").isEmpty();
			assertThat(EvaluatorLocus.of(engines, v.sparqlCase(), FailureIdentity.of(v)).map(EvaluatorLocus::text))
				.contains("BIND ERROR() in TOP, over a maybe-unbound variable; rows differ");
			assertThat(LedgerTriage.of(known).knownByCause(v, engines)).hasValueSatisfying(s ->
				assertThat(s).contains("known by cause: rdf4j-bind-unbound-compares-in-projection (locus: BIND ERROR() in TOP"));
		} finally {
			engines.forEach(Engine::close);
		}
		List<Engine> mutated = embeddedWithJenaLosingEveryRowOf("OPTIONAL");
		try {
			GroupPattern optional = GroupPattern.of(new TriplePattern(S, P, O), new io.sparqlcheck.model.BindPattern(W, x),
				new OptionalPattern(GroupPattern.of(new TriplePattern(S, Q, W))));
			SparqlCase c = new SparqlCase(one, optional, new Expr.Comparison(Expr.CompareOp.EQ, O, O));
			List<Engine> pair = List.of(mutated.get(1), mutated.get(3));
			Verdict v = differential(pair, c);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(EvaluatorLocus.of(pair, c, FailureIdentity.of(v)).map(EvaluatorLocus::text))
				.hasValueSatisfying(t -> assertThat(t).startsWith("OPTIONAL"));
		} finally {
			mutated.forEach(Engine::close);
		}
	}

	/**
	 * A mutant in the evaluator's place (named rdf4j-noopt, so its failures are of the same family)
	 * that loses every row of a query with MINUS diverges at MINUS, where no known bug of that family
	 * diverges the same way: not matched. The same mutant on the UNION case passes (it is wrong only
	 * at MINUS), so the locus, not the family, decides.
	 */
	@Example
	void aMutantWrongAtAnotherOperatorIsNotKnownByLocus() throws Exception {
		KnownBugs known = repository();
		// Jena's answers in rdf4j-noopt's place, except that a query with MINUS loses every row
		List<Engine> engines = embeddedWithJenaLosingEveryRowOf("MINUS");
		try {
			GroupPattern pattern = GroupPattern.of(new TriplePattern(S, P, O),
				new MinusPattern(GroupPattern.of(new TriplePattern(S, Q, W))));
			SparqlCase c = new SparqlCase(Dataset.of(new Triple(S0, P, S0)), pattern, new Expr.Comparison(Expr.CompareOp.EQ, O, O));
			Verdict v = differential(engines, c);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(known.knownFamily(v)).isTrue();
			assertThat(EvaluatorLocus.of(engines, c, FailureIdentity.of(v)).map(EvaluatorLocus::text)).contains("MINUS in TOP; rows differ");
			assertThat(LedgerTriage.of(known).knownByCause(v, engines)).isEmpty();
			assertThat(differential(List.of(engines.get(0), engines.get(3)), unionCase()).kind()).isEqualTo(VerdictKind.PASS);
		} finally {
			engines.forEach(Engine::close);
		}
	}

	/** Two bugs of one family with one locus: the locus names neither (it tells them apart no better than the family). */
	@Example
	void aLocusTwoBugsShareNamesNeither() throws Exception {
		Path findings = Files.createTempFile("sparqlcheck-twins", ".jsonl");
		List<String> lines = new ArrayList<>(Files.readAllLines(Path.of(TriagedFinding.DEFAULT_FILE)));
		String union = lines.stream().filter(l -> l.contains("\"id\":\"" + UNION_BUG + "\"")).findFirst().orElseThrow();
		lines.add(union.replace("\"id\":\"" + UNION_BUG + "\"", "\"id\":\"its-twin\""));
		Files.write(findings, lines);
		KnownBugs twins = KnownBugs.read(Path.of(Ledger.DEFAULT_FILE), findings, Path.of(Attributions.DEFAULT_FILE));
		List<Engine> engines = embedded(e -> e);
		try {
			List<Engine> pair = List.of(engines.get(0), engines.get(3)); // jena and rdf4j-noopt: a pair is located whole
			Verdict v = differential(pair, unionCase());
			Set<String> locus = OptimizerAttribution.causeOrLocus(v, pair);
			assertThat(repository().byCause(v, locus)).isPresent();
			assertThat(twins.byCause(v, locus)).isEmpty();
		} finally {
			engines.forEach(Engine::close);
			Files.delete(findings);
		}
	}
	/**
	 * NaN = NaN is true on RDF4J (rdf4j-nan-equals-nan, recorded at FILTER(?o = ?o)); a campaign meets it
	 * inside IN, whose definition (§17.4.1.9) is that comparison, and inside an IF's condition: the locus
	 * is narrowed to the smallest boolean subexpression that diverges on its own, so all three are one.
	 */
	@Example
	void aKnownBugInsideALargerExpressionIsLocatedAtItsCarrier() throws Exception {
		KnownBugs known = repository();
		List<Engine> engines = embedded(e -> e);
		try {
			Dataset nan = Dataset.of(new Triple(S0, P, Literal.doubleLiteral("NaN")));
			GroupPattern pattern = GroupPattern.of(new TriplePattern(S, P, O));
			Expr eq = new Expr.Comparison(Expr.CompareOp.EQ, O, O);
			for (Expr predicate : List.<Expr>of(new Expr.In(O, List.of(O), false), new Expr.In(O, List.of(new Expr.If(eq, O, O)), false))) {
				Verdict v = differential(engines, new SparqlCase(nan, pattern, predicate));
				assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
				assertThat(known.bugId(v)).as("no repro has this shape").isEmpty();
				assertThat(EvaluatorLocus.of(engines, v.sparqlCase(), FailureIdentity.of(v)).map(EvaluatorLocus::text)).contains("FILTER (?v1 = ?v1) in TOP; rows lost on JENA, JENA-ref");
				assertThat(LedgerTriage.of(known).knownByCause(v, engines)).hasValueSatisfying(s ->
					assertThat(s).startsWith("known, by engine pairs: known by cause: rdf4j-nan-equals-nan (locus: FILTER (?v1 = ?v1) in TOP"));
			}
		} finally {
			engines.forEach(Engine::close);
		}
	}

	/**
	 * NoREC on rdf4j-noopt (no optimizer step to name a bug by) over {@code ?s p ?o BIND(?w AS ?x)}, where the
	 * BIND is an error on every row: with {@code ?x != ?o} and with {@code COALESCE(?x IN (?o), ?o = ?o)}, predicate
	 * forms no repro has, its locus is the BIND that left ?x unbound, {@code BIND ERROR()}, whatever predicate reads
	 * it (RDF4J binds ?x to a null value: one defect, rdf4j-bind-unbound-compares-in-projection). A BIND with a value
	 * keeps its expression and the predicate's carrier; a mutant NoREC fails on by dropping every filtered row has
	 * its locus at the triple under {@code TRUE()} (it fails whatever is filtered on), one that drops the rows of
	 * an equality filter only has it under the equality, and neither is a known bug.
	 */
	@Example
	void aSingleEngineEvaluatorBugIsKnownByItsLocusUnderItsPredicate() throws Exception {
		Var x = Var.of("x");
		KnownBugs known = repository();
		for (Expr predicate : List.<Expr>of(new Expr.Comparison(Expr.CompareOp.NE, x, O),
			Expr.FunctionCall.of("COALESCE", new Expr.In(x, List.of(O), false), new Expr.Comparison(Expr.CompareOp.EQ, O, O)))) {
			SparqlCase c = new SparqlCase(Dataset.of(new Triple(S0, P, Literal.integer(0))),
				GroupPattern.of(new TriplePattern(S, P, O), new io.sparqlcheck.model.BindPattern(W, x)), predicate);
			try (Engine noopt = open("rdf4j-noopt")) {
				Verdict v = Check.of(List.of("norec"), List.of(noopt)).get(0).oracle().check(c);
				assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
				assertThat(known.bugId(v)).as("no repro has this shape").isEmpty();
				Set<String> cause = OptimizerAttribution.causeOrLocus(v, List.of(noopt));
				assertThat(cause).containsExactly("locus: BIND ERROR() in TOP, over a maybe-unbound variable");
				assertThat(known.byCause(v, cause)).hasValueSatisfying(m -> assertThat(m.describe())
					.isEqualTo("known by cause: rdf4j-bind-unbound-compares-in-projection (" + cause.iterator().next() + ")"));
			}
		}
		Dataset one = Dataset.of(new Triple(S0, P, Literal.integer(0)));
		Engine jena = open("jena-ref");
		Engine mutant = new RenamedEngine(Mutants.wrap(jena, "filter-drops-all", (data, query) -> {
			QueryOutcome out = jena.select(data, query);
			return query.contains("FILTER") && out instanceof QueryOutcome.Solutions sol
				? new QueryOutcome.Solutions(query, sol.variables(), List.of()) : out;
		}), "rdf4j-noopt");
		// these two drop rows only under an equality FILTER: the predicate's carrier is part of where they go wrong
		Engine equalityMutant = new RenamedEngine(Mutants.wrap(jena, "equality-filter-drops-all", (data, query) -> {
			QueryOutcome out = jena.select(data, query);
			return query.contains("FILTER") && query.contains(" = ") && out instanceof QueryOutcome.Solutions sol
				? new QueryOutcome.Solutions(query, sol.variables(), List.of()) : out;
		}), "rdf4j-noopt");
		Engine bindMutant = new RenamedEngine(Mutants.wrap(jena, "equality-filter-after-bind-drops-all", (d, query) -> {
			QueryOutcome out = jena.select(d, query);
			return query.contains("FILTER") && query.contains(" = ") && query.contains("BIND") && out instanceof QueryOutcome.Solutions sol
				? new QueryOutcome.Solutions(query, sol.variables(), List.of()) : out;
		}), "rdf4j-noopt");
		try (mutant; equalityMutant; bindMutant) {
			SparqlCase plain = new SparqlCase(one, GroupPattern.of(new TriplePattern(S, P, O)), new Expr.Comparison(Expr.CompareOp.EQ, O, O));
			Verdict v = Check.of(List.of("norec"), List.of(mutant)).get(0).oracle().check(plain);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			Set<String> cause = OptimizerAttribution.causeOrLocus(v, List.of(mutant));
			// it drops the rows of any FILTER, FILTER(true) too: what the predicate says plays no part
			assertThat(cause).containsExactly("locus: TRIPLE in TOP, under TRUE()");
			assertThat(known.byCause(v, cause)).isEmpty();
			Verdict e = Check.of(List.of("norec"), List.of(equalityMutant)).get(0).oracle().check(plain);
			assertThat(e.kind()).as(e.toString()).isEqualTo(VerdictKind.VIOLATION);
			Set<String> equalityCause = OptimizerAttribution.causeOrLocus(e, List.of(equalityMutant));
			assertThat(equalityCause).containsExactly("locus: TRIPLE in TOP, under (?o = ?o)");
			assertThat(known.byCause(e, equalityCause)).isEmpty();
			// a BIND with a value on every row: its expression and the predicate's carrier stay in the locus
			SparqlCase bound = new SparqlCase(one, GroupPattern.of(new TriplePattern(S, P, O), new io.sparqlcheck.model.BindPattern(O, x)),
				new Expr.Comparison(Expr.CompareOp.EQ, x, x));
			Verdict w = Check.of(List.of("norec"), List.of(bindMutant)).get(0).oracle().check(bound);
			assertThat(w.kind()).as(w.toString()).isEqualTo(VerdictKind.VIOLATION);
			Set<String> bindCause = OptimizerAttribution.causeOrLocus(w, List.of(bindMutant));
			assertThat(bindCause).containsExactly("locus: BIND ?o AS ?x in TOP, under (?x = ?x)");
			assertThat(known.byCause(w, bindCause)).isEmpty();
		} finally {
			jena.close();
		}
	}
}
