package io.sparqlcheck.campaign;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.RenamedEngine;
import io.sparqlcheck.ledger.EvaluatorLocus;
import io.sparqlcheck.ledger.FailureIdentity;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.OptionalPattern;
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
 * An OPTIONAL's locus names the element of its group that makes it diverge: a BIND inside OPTIONAL
 * that sees the outer binding (ledger c-f46e31ad2fa0, rdf4j#4882) and a sub-SELECT inside OPTIONAL that
 * does (rdf4j-subselect-sees-outer-binding) were both "OPTIONAL in TOP", which named neither; seed
 * 25,000,000 met the first as c-d1f47e9c69d4. A mutant that drops what an OPTIONAL of one triple adds is
 * located at that triple and is no known bug.
 */
class OptionalLocusTests {

	private static final Iri P = new Iri("http://example.org/p"), S0 = new Iri("http://example.org/s0");
	private static final Var S = Var.of("s"), O = Var.of("o"), W = Var.of("w");
	private static final Dataset ONE = Dataset.of(new Triple(S0, P, S0));

	private static Engine open(String name) {
		try {
			return EngineCatalog.embedded().open(name).orElseThrow();
		} catch (io.sparqlcheck.config.ConfigException e) {
			throw new IllegalStateException(e);
		}
	}

	@Example
	void aBindInsideOptionalSeeingTheOuterBindingIsTheLedgerEntry() throws Exception {
		GroupPattern pattern = GroupPattern.of(new TriplePattern(S, P, O), new OptionalPattern(GroupPattern.of(new TriplePattern(S, P, W),
			new BindPattern(O, Var.of("b")))));
		SparqlCase c = new SparqlCase(ONE, pattern, new Expr.In(O, List.of(O), false));
		List<Engine> pair = List.of(open("jena"), open("rdf4j"));
		try {
			Verdict v = Differential.across(pair).check(c);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(EvaluatorLocus.of(pair, c, FailureIdentity.of(v)).map(EvaluatorLocus::text)).contains("OPTIONAL around BIND in TOP; rows differ");
			assertThat(LedgerTriage.of(KnownBugs.ofWorkingDirectory()).knownByCause(v, pair))
				.hasValueSatisfying(s -> assertThat(s).startsWith("known by cause: c-f46e31ad2fa0 (locus: OPTIONAL around BIND"));
		} finally {
			pair.forEach(Engine::close);
		}
	}

	@Example
	void aMutantDroppingAnOptionalsTripleIsNoKnownBug() throws Exception {
		SparqlCase c = new SparqlCase(ONE, GroupPattern.of(new TriplePattern(S, P, O), new OptionalPattern(GroupPattern.of(new TriplePattern(S, P, W)))),
			new Expr.Comparison(Expr.CompareOp.EQ, O, O));
		Engine jena = open("jena"), inner = open("jena");
		// Jena's answers, with what an OPTIONAL binds (?w) dropped from every row
		Engine mutant = new RenamedEngine(Mutants.wrap(inner, "optional-drops-extension", (data, query) -> {
			QueryOutcome out = inner.select(data, query);
			if (query.contains("OPTIONAL") && out instanceof QueryOutcome.Solutions s) {
				return new QueryOutcome.Solutions(query, s.variables(), s.rows().stream().map(OptionalLocusTests::withoutW).toList());
			}
			return out;
		}), "rdf4j-noopt");
		List<Engine> pair = List.of(jena, mutant);
		try {
			Verdict v = Differential.across(pair).check(c);
			assertThat(v.kind()).as(v.toString()).isEqualTo(VerdictKind.VIOLATION);
			assertThat(EvaluatorLocus.of(pair, c, FailureIdentity.of(v)).map(EvaluatorLocus::text)).contains("OPTIONAL around TRIPLE in TOP; rows differ");
			assertThat(LedgerTriage.of(KnownBugs.ofWorkingDirectory()).knownByCause(v, pair)).isEmpty();
		} finally {
			pair.forEach(Engine::close);
		}
	}

	private static io.sparqlcheck.result.Solution withoutW(io.sparqlcheck.result.Solution row) {
		java.util.TreeMap<String, io.sparqlcheck.model.Term> kept = new java.util.TreeMap<>(row.bindings());
		kept.remove("w");
		return new io.sparqlcheck.result.Solution(kept);
	}
}
