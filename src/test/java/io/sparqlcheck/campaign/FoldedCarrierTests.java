package io.sparqlcheck.campaign;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.RenamedEngine;
import io.sparqlcheck.ledger.EvaluatorLocus;
import io.sparqlcheck.ledger.FailureIdentity;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A FILTER carrier's parts that have one value on every row are folded to it, so an evaluator bug
 * spelled another way in a campaign is its recorded locus: rdf4j#6056 ({@code true || error} is an
 * error on RDF4J 5.2.1, ledger c-7411b8d93925, recorded as {@code BOUND(?o) || ("a" = 0)}) met as
 * {@code !(isIRI(0)) || ("a" = 0)} (seed 25,000,000, c-d3883be85bf2). A mutant wrong at another row of
 * the truth table ({@code false || x}) is not that bug.
 */
class FoldedCarrierTests {

	private static final Iri P = new Iri("http://example.org/p"), S0 = new Iri("http://example.org/s0");
	private static final Var S = Var.of("s"), O = Var.of("o");
	private static final Dataset ZERO = Dataset.of(new Triple(S0, P, Literal.integer(0)));
	private static final GroupPattern TRIPLE = GroupPattern.of(new TriplePattern(S, P, O));

	private static Engine open(String name) {
		try {
			return EngineCatalog.embedded().open(name).orElseThrow();
		} catch (io.sparqlcheck.config.ConfigException e) {
			throw new IllegalStateException(e);
		}
	}

	private static Expr isIriOfZero() {
		return Expr.FunctionCall.of("isIRI", new Expr.Constant(Literal.integer(0)));
	}

	private static Expr stringEqualsZero() {
		return new Expr.Comparison(Expr.CompareOp.EQ, new Expr.Constant(Literal.string("a")), new Expr.Constant(Literal.integer(0)));
	}

	@Example
	void trueOrErrorSpelledAnotherWayIsTheRecordedBug() throws Exception {
		SparqlCase c = new SparqlCase(ZERO, TRIPLE, new Expr.Or(new Expr.Not(isIriOfZero()), stringEqualsZero()));
		List<Engine> pair = List.of(open("jena"), open("rdf4j-noopt"));
		try {
			Verdict v = Differential.across(pair).check(c);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(EvaluatorLocus.of(pair, c, FailureIdentity.of(v)).map(EvaluatorLocus::text))
				.as("!(isIRI(0)) is true on both, \"a\" = 0 false on Jena (an extension) and the type error on RDF4J")
				.contains("FILTER (ERROR() || TRUE()) in TOP; rows lost on RDF4J-noopt");
			// c-f8fa79d07d13 and c-7411b8d93925 are both filed as rdf4j#6056: one bug, named by the first in the ledger
			assertThat(LedgerTriage.of(KnownBugs.ofWorkingDirectory()).knownByCause(v, pair))
				.hasValueSatisfying(s -> assertThat(s).startsWith("known by cause: c-f8fa79d07d13 (locus: FILTER"));
		} finally {
			pair.forEach(Engine::close);
		}
	}

	/**
	 * Core-3 seed 5511, rdf4j-false-and-error-is-error's repro, shrinks to {@code !((0 < "a") && (NaN = 0))} in the record and
	 * to {@code !((0 = "a") && (NaN = 0))} on session 18's build: Jena decides {@code 0 = "a"} (an extension) where
	 * {@code 0 < "a"} is a type error on both. Both spellings are the one locus, {@code !((ERROR() && FALSE()))}.
	 */
	@Example
	void aPartOneEvaluatorDecidesByExtensionIsTheTypeErrorItIsOnTheOther() throws Exception {
		Expr nanEqualsZero = new Expr.Comparison(Expr.CompareOp.EQ, new Expr.Constant(Literal.doubleLiteral("NaN")), new Expr.Constant(Literal.integer(0)));
		List<Engine> pair = List.of(open("jena"), open("rdf4j-noopt"));
		try {
			for (Expr.CompareOp op : List.of(Expr.CompareOp.EQ, Expr.CompareOp.LT)) {
				Expr typeError = new Expr.Comparison(op, new Expr.Constant(Literal.integer(0)), new Expr.Constant(Literal.string("a")));
				SparqlCase c = new SparqlCase(Dataset.of(new Triple(S0, P, S0)), TRIPLE, new Expr.Not(new Expr.And(typeError, nanEqualsZero)));
				Verdict v = Differential.across(pair).check(c);
				assertThat(v.kind()).as(op + ": " + v).isEqualTo(VerdictKind.VIOLATION);
				assertThat(EvaluatorLocus.of(pair, c, FailureIdentity.of(v)).map(EvaluatorLocus::text)).as(op.toString())
					.contains("FILTER !((ERROR() && FALSE())) in TOP; rows lost on RDF4J-noopt");
				assertThat(LedgerTriage.of(KnownBugs.ofWorkingDirectory()).knownByCause(v, pair)).as(op.toString())
					.hasValueSatisfying(s -> assertThat(s).startsWith("known by cause: rdf4j-false-and-error-is-error (locus: FILTER"));
			}
		} finally {
			pair.forEach(Engine::close);
		}
	}

	/**
	 * Seeds 31,000,435 and 32,015,582: Jena holds -0.0e0 unequal to the decimal -0.0 (jena-negative-zero-unequal-zero), met as
	 * {@code ?x != -0.0} and as {@code ?x = -0.0}. A != B is fn:not(A = B) (§17.3), so = is a carrier of != and both are one
	 * locus; NaN's {@code ?o != ?o} and {@code ?o = ?o} alike.
	 */
	@Example
	void unequalIsTheNegationOfEqualSoItsCarrierIsTheEquality() throws Exception {
		Var x = Var.of("x");
		GroupPattern values = GroupPattern.of(new TriplePattern(S, P, O),
			new io.sparqlcheck.model.ValuesPattern(List.of(x), List.of(List.of(java.util.Optional.of(Literal.doubleLiteral("-0.0E0"))))));
		Expr negativeZero = new Expr.Constant(Literal.decimal("-0.0"));
		List<Engine> pair = List.of(open("jena"), open("rdf4j-noopt"));
		try {
			for (Expr.CompareOp op : List.of(Expr.CompareOp.NE, Expr.CompareOp.EQ)) {
				SparqlCase c = new SparqlCase(Dataset.of(new Triple(S0, P, S0)), values, new Expr.Comparison(op, x, negativeZero));
				Verdict v = Differential.across(pair).check(c);
				assertThat(v.kind()).as(op + ": " + v).isEqualTo(VerdictKind.VIOLATION);
				assertThat(EvaluatorLocus.of(pair, c, FailureIdentity.of(v)).map(EvaluatorLocus::text)).as(op.toString())
					.contains("FILTER (?v1 = xsd:decimal) in TOP; rows lost on JENA");
			}
		} finally {
			pair.forEach(Engine::close);
		}
	}

	@Example
	void aMutantWrongAtFalseOrTrueIsNotThatBug() throws Exception {
		// isIRI(0) || (?o = 0): false || true, the row stays; the mutant drops every row of a query with ||
		SparqlCase c = new SparqlCase(ZERO, TRIPLE, new Expr.Or(isIriOfZero(), new Expr.Comparison(Expr.CompareOp.EQ, O,
			new Expr.Constant(Literal.integer(0)))));
		Engine jena = open("jena");
		Engine evaluator = open("jena");
		Engine mutant = new RenamedEngine(Mutants.wrap(evaluator, "or-drops-all", (data, query) -> {
			QueryOutcome out = evaluator.select(data, query);
			return query.contains("||") && out instanceof QueryOutcome.Solutions s ? new QueryOutcome.Solutions(query, s.variables(), List.of()) : out;
		}), "rdf4j-noopt");
		List<Engine> pair = List.of(jena, mutant);
		try {
			Verdict v = Differential.across(pair).check(c);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(EvaluatorLocus.of(pair, c, FailureIdentity.of(v)).map(EvaluatorLocus::text))
				.as("isIRI(0) false on every row, ?o = 0 true on every row, on both").contains("FILTER (FALSE() || TRUE()) in TOP; rows lost on RDF4J-noopt");
			assertThat(LedgerTriage.of(KnownBugs.ofWorkingDirectory()).knownByCause(v, pair)).isEmpty();
		} finally {
			pair.forEach(Engine::close);
		}
	}

	/**
	 * The differential's own predicate is a FILTER of the query's group, so whether its locus reads a maybe-unbound
	 * variable is asked of its folded carrier, as a FILTER element's is: c-c7f1fbe7be58's {@code !(BOUND(?w) && (0 = "a"))}
	 * over an OPTIONAL's ?w, unbound on the one row, folds BOUND(?w) to FALSE(), and the locus reads no variable
	 * (session 28: it read ?w from the unfolded carrier, so one bug, rdf4j-false-and-error-is-error, had a locus from
	 * the predicate and another from a FILTER element).
	 */
	@Example
	void aPredicatesFoldedCarrierReadsNoVariableItFoldedAway() throws Exception {
		Var w = Var.of("w");
		SparqlCase c = new SparqlCase(ZERO, GroupPattern.of(new TriplePattern(S, P, O),
			new io.sparqlcheck.model.OptionalPattern(GroupPattern.of(new TriplePattern(S, new Iri("http://example.org/q"), w)))),
			new Expr.Not(new Expr.And(new Expr.Bound(w), new Expr.Comparison(Expr.CompareOp.EQ, new Expr.Constant(Literal.integer(0)),
				new Expr.Constant(Literal.string("a"))))));
		List<Engine> pair = List.of(open("jena"), open("rdf4j-noopt"));
		try {
			Verdict v = Differential.across(pair).check(c);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(EvaluatorLocus.of(pair, c, FailureIdentity.of(v)).map(EvaluatorLocus::text))
				.contains("FILTER !((ERROR() && FALSE())) in TOP; rows lost on RDF4J-noopt");
		} finally {
			pair.forEach(Engine::close);
		}
	}
}
