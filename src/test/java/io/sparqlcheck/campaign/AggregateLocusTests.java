package io.sparqlcheck.campaign;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.RenamedEngine;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.OptimizerAttribution;
import io.sparqlcheck.ledger.TriagedFinding;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.FilterPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * AGG-TLP and ASK failures have evaluator loci too (session 28): RDF4J's aggregate loses its one row when an
 * error aborts the evaluation beneath it, a bug the TLP, NoREC and differential repros know as an engine failure.
 * Met in a shape no repro has, on the real engines, such a failure is named by its locus, whatever predicate the
 * case filtered on ({@code under TRUE()}, two predicates no repro has); a mutant that loses the row elsewhere is no
 * known bug.
 */
class AggregateLocusTests {

	private static final Iri P = new Iri("http://example.org/p"), Q = new Iri("http://example.org/q"),
		S0 = new Iri("http://example.org/s0");
	private static final Var S = Var.of("s"), O = Var.of("o"), W = Var.of("w");
	private static final Dataset ONE = Dataset.of(new Triple(S0, P, Literal.integer(0)), new Triple(S0, Q, Literal.integer(1)));
	/** Predicates no AGG-TLP repro filters on. */
	private static final Expr IS_LITERAL = Expr.FunctionCall.of("isLiteral", O),
		LESS = new Expr.Comparison(Expr.CompareOp.LT, O, new Expr.Constant(Literal.integer(5)));

	private static KnownBugs repository() throws Exception {
		return KnownBugs.read(Path.of(Ledger.DEFAULT_FILE), Path.of(TriagedFinding.DEFAULT_FILE), Path.of(Attributions.DEFAULT_FILE));
	}

	private static Engine open(String name) {
		try {
			return EngineCatalog.embedded().open(name).orElseThrow();
		} catch (io.sparqlcheck.config.ConfigException e) {
			throw new IllegalStateException(e);
		}
	}

	/**
	 * The AGG-TLP verdict of a case on one engine: its locus, and what a campaign's triage names it by its cause
	 * ({@link LedgerTriage}: its exception first, then its steps or locus, asked only for a known family).
	 */
	private static String nameOf(KnownBugs known, SparqlCase c, Engine engine, String locus) {
		Verdict v = Check.of(List.of("agg-tlp"), List.of(engine)).get(0).oracle().check(c);
		assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
		assertThat(known.bugId(v)).as("no repro has this shape").isEmpty();
		Set<String> cause = OptimizerAttribution.causeOrLocus(v, List.of(engine));
		assertThat(cause).containsExactly(locus);
		return LedgerTriage.of(known).knownByCause(v, List.of(engine)).orElse("new");
	}

	/**
	 * A type error in an OPTIONAL's FILTER ({@code 1 > "b"}, a comparison no repro spells) on rdf4j-noopt, under a
	 * predicate no AGG-TLP repro has: rdf4j-leftjoin-condition-error-aborts, by its locus.
	 */
	@Example
	void anErrorInAnOptionalsFilterUnderAnAggregateIsTheAbortBug() throws Exception {
		KnownBugs known = repository();
		for (Expr predicate : List.of(IS_LITERAL, LESS)) {
			SparqlCase c = new SparqlCase(ONE, GroupPattern.of(new TriplePattern(S, P, O),
				new OptionalPattern(GroupPattern.of(new TriplePattern(S, Q, W),
					new FilterPattern(new Expr.Comparison(Expr.CompareOp.GT, new Expr.Constant(Literal.integer(1)),
						new Expr.Constant(Literal.string("b"))))))), predicate);
			try (Engine noopt = open("rdf4j-noopt")) {
				assertThat(nameOf(known, c, noopt, "locus: OPTIONAL around FILTER in TOP, under TRUE()"))
					.as("under " + predicate.toSparql()).startsWith("known by cause: rdf4j-leftjoin-condition-error-aborts");
			}
		}
	}

	/**
	 * A BIND that is an error on every row ({@code "b" * 2}) on rdf4j with its optimizers: rdf4j-constant-bind-error-aborts,
	 * over the case's data and over no data at all (the BIND's context then has no row, and its constant expression is
	 * asked on the one empty solution).
	 */
	@Example
	void anErroringBindUnderAnAggregateIsTheConstantBindBug() throws Exception {
		KnownBugs known = repository();
		for (Dataset data : List.of(ONE, Dataset.of())) {
			SparqlCase c = new SparqlCase(data, GroupPattern.of(new TriplePattern(S, P, O),
				new BindPattern(new Expr.Arithmetic(Expr.ArithOp.MUL, new Expr.Constant(Literal.string("b")),
					new Expr.Constant(Literal.integer(2))), Var.of("b"))), IS_LITERAL);
			try (Engine rdf4j = open("rdf4j")) {
				assertThat(nameOf(known, c, rdf4j, "locus: BIND ERROR() in TOP"))
					.as(data.size() + " triples").startsWith("known by cause: rdf4j-constant-bind-error-aborts");
			}
		}
	}

	/** A mutant (Jena as rdf4j-noopt) whose aggregates lose their row over a MINUS: located there, and no known bug. */
	@Example
	void anAggregateThatLosesItsRowElsewhereIsNoKnownBug() throws Exception {
		Engine jena = open("jena");
		try (Engine mutant = new RenamedEngine(Mutants.wrap(jena, "aggregate-over-minus-no-row", (data, query) -> {
			QueryOutcome out = jena.select(data, query);
			return query.contains("COUNT(*)") && query.contains("MINUS") && out instanceof QueryOutcome.Solutions sol
				? new QueryOutcome.Solutions(query, sol.variables(), List.of()) : out;
		}), "rdf4j-noopt")) {
			SparqlCase c = new SparqlCase(ONE, GroupPattern.of(new TriplePattern(S, P, O),
				new MinusPattern(GroupPattern.of(new TriplePattern(S, Q, O)))), IS_LITERAL);
			assertThat(nameOf(repository(), c, mutant, "locus: MINUS in TOP, under TRUE()")).isEqualTo("new");
		} finally {
			jena.close();
		}
	}
}
