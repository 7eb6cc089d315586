package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.jqwik.JqwikVersion;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;

import java.util.List;

/** Hand-written cases for the ledger's tests. */
final class KnownCases {
	private KnownCases() {
	}

	static final Iri P = Iri.of("http://example.org/p");
	static final Iri Q = Iri.of("http://example.org/q");
	static final Iri S0 = Iri.of("http://example.org/s0");

	/**
	 * Jena 5.6.0's TransformFilterDisjunction returns a solution twice when both disjuncts hold:
	 * {@code FILTER((<s0> = ?s) || (?o = ?o))} over one triple (apache/jena#4160).
	 */
	static SparqlCase jenaFilterDisjunction() {
		Expr c = new Expr.Or(new Expr.Comparison(Expr.CompareOp.EQ, new Expr.Constant(S0), Var.of("s")),
			new Expr.Comparison(Expr.CompareOp.EQ, Var.of("o"), Var.of("o")));
		return new SparqlCase(Dataset.of(new Triple(S0, P, Literal.integer(1))), GroupPattern.optionalPattern(P, Q), c);
	}

	/** A candidate of a hand-written case checked by TLP on the engine: no seed, generator "hand-written". */
	static Candidate handWritten(SparqlCase c, Engine engine) {
		Verdict v = Tlp.on(engine).check(c);
		Replay replay = new Replay(null, null, 1, null, null, null, null, 0, false, JqwikVersion.get(), "hand-written");
		PropertyRef property = new PropertyRef(KnownCases.class.getName(), "handWritten", "KnownCases", "handWritten");
		return Candidate.of(v.oracle(), v.engines().stream().map(EngineRef::fromLabel).toList(), property, replay,
			Sample.of(c, v), Sample.of(c, v), v.describe().lines().findFirst().orElse(""));
	}

	static List<String> texts(Candidate c) {
		return c.shrunk().verdict().queries().stream().map(RecordedVerdict.RecordedQuery::query).toList();
	}
}
