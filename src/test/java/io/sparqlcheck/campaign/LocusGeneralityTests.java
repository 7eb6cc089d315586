package io.sparqlcheck.campaign;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.ledger.EvaluatorLocus;
import io.sparqlcheck.ledger.FailureIdentity;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;
import net.jqwik.api.Example;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Three ways an evaluator bug's locus stopped depending on how a campaign's case spells it, each on
 * the real engines with a shape seed 24,000,000 or 26,000,000 met and no repro has:
 * the element where the engines' rows first differ is the locus whichever rows an operator added on top
 * turns lost into kept ({@link FailureIdentity#splitsLike}); an evaluator bug recorded on rdf4j-noopt is
 * the same bug met on rdf4j ({@link FailureIdentity#onEvaluator}); an operand of {@code ||} is read by its
 * effective boolean value, so {@code COALESCE(?o = ?o, ?o = ?o)} folds as {@code ?o = ?o} does.
 */
class LocusGeneralityTests {

	private static final Iri P = new Iri("http://example.org/p"), S0 = new Iri("http://example.org/s0");
	private static final Var S = Var.of("s"), O = Var.of("o"), W = Var.of("w"), X = Var.of("x");

	private static Engine open(String name) {
		try {
			return EngineCatalog.embedded().open(name).orElseThrow();
		} catch (io.sparqlcheck.config.ConfigException e) {
			throw new IllegalStateException(e);
		}
	}

	private static Triage known() throws Exception {
		return LedgerTriage.of(KnownBugs.ofWorkingDirectory());
	}

	/**
	 * c-128734c4e6c7: ?s p ?o OPTIONAL { ?s p ?w BIND(0 AS ?o) } FILTER(BOUND(?w)): rdf4j overwrites ?o inside
	 * the OPTIONAL (rdf4j-optional-bind-overwrites-outer-binding). Unfiltered, rdf4j's row differs from Jena's
	 * (missing and in excess); the FILTER drops Jena's, so the failure is a row in excess, which only the
	 * FILTER's prefix showed: the locus was the FILTER, a locus of no bug. It is the OPTIONAL around its BIND.
	 */
	@Example
	void theElementWhereRowsFirstDifferIsTheLocusWhateverAFilterOnTopDoes() throws Exception {
		GroupPattern pattern = GroupPattern.of(new TriplePattern(S, P, O), new OptionalPattern(GroupPattern.of(new TriplePattern(S, P, W),
			new BindPattern(new Expr.Constant(Literal.integer(0)), O))));
		SparqlCase c = new SparqlCase(Dataset.of(new Triple(S0, P, S0)), pattern, new Expr.Bound(W));
		List<Engine> pair = List.of(open("jena"), open("rdf4j"));
		try {
			Verdict v = Differential.across(pair).check(c);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(EvaluatorLocus.of(pair, c, FailureIdentity.of(v)).map(EvaluatorLocus::text))
				.contains("OPTIONAL around BIND in TOP, over a maybe-unbound variable; rows differ");
			assertThat(known().knownByCause(v, pair)).hasValueSatisfying(s ->
				assertThat(s).startsWith("known by cause: rdf4j-optional-bind-overwrites-outer-binding"));
		} finally {
			pair.forEach(Engine::close);
		}
	}

	/** c-ce7f2aaa8a48: NoREC on rdf4j of ?s p ?o BIND(?w AS ?x) under ?x = ?x; the finding's repros of it are rdf4j-noopt's. */
	@Example
	void anEvaluatorBugRecordedWithoutOptimizersIsKnownWithThem() throws Exception {
		SparqlCase c = new SparqlCase(Dataset.of(new Triple(S0, P, Literal.integer(0))),
			GroupPattern.of(new TriplePattern(S, P, O), new BindPattern(W, X)), new Expr.Comparison(Expr.CompareOp.EQ, X, X));
		try (Engine rdf4j = open("rdf4j")) {
			Verdict v = Norec.on(rdf4j).check(c);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(known().knownByCause(v, List.of(rdf4j))).hasValueSatisfying(s ->
				assertThat(s).startsWith("known by cause: rdf4j-bind-unbound-compares-in-projection"));
		}
	}

	/** c-e62c28cb1cf9: COALESCE((?o = ?o), (?o = ?o)) || ("NaN"^^xsd:double = "a"), true || error on RDF4J (rdf4j#6056). */
	@Example
	void anOperandOfOrIsReadByItsEffectiveBooleanValue() throws Exception {
		Expr selfEqual = new Expr.Comparison(Expr.CompareOp.EQ, O, O);
		Expr error = new Expr.Comparison(Expr.CompareOp.EQ, new Expr.Constant(Literal.doubleLiteral("NaN")), new Expr.Constant(Literal.string("a")));
		SparqlCase c = new SparqlCase(Dataset.of(new Triple(S0, P, Literal.integer(0))), GroupPattern.of(new TriplePattern(S, P, O)),
			new Expr.Or(new Expr.Coalesce(List.of(selfEqual, selfEqual)), error));
		List<Engine> pair = List.of(open("jena"), open("rdf4j-noopt"));
		try {
			Verdict v = Differential.across(pair).check(c);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(EvaluatorLocus.of(pair, c, FailureIdentity.of(v)).map(EvaluatorLocus::text))
				.contains("FILTER (ERROR() || TRUE()) in TOP; rows lost on RDF4J-noopt");
		} finally {
			pair.forEach(Engine::close);
		}
	}
}
