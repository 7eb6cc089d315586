package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.QueryForm;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The differential on core-4 query forms, on the real engines: SAMPLE, GROUP_CONCAT, REDUCED and a
 * LIMIT over ties pass between Jena and RDF4J by FormRules' clauses, and an engine that counts a
 * group wrong or ignores LIMIT is flagged.
 */
class FormRulesTests {

	private static final String NS = "http://example.org/";
	private static final Var S = Var.of("s");
	private static final Var O = Var.of("o");
	private static final Var N1 = Var.of("n1");
	private static final Var N2 = Var.of("n2");

	private static SparqlCase withForm(QueryForm form) {
		Iri p = Iri.of(NS + "p");
		Dataset data = Dataset.of(new Triple(Iri.of(NS + "s0"), p, Literal.integer(1)), new Triple(Iri.of(NS + "s0"), p, Literal.integer(2)),
			new Triple(Iri.of(NS + "s1"), p, Literal.string("a")), new Triple(Iri.of(NS + "s1"), p, Literal.string("b")),
			new Triple(Iri.of(NS + "s2"), p, Literal.integer(3)));
		return new SparqlCase(data, GroupPattern.of(new TriplePattern(S, p, O)), new Expr.Bound(S), form);
	}

	private static QueryForm grouped(QueryForm.Function f, int limit) {
		return new QueryForm(QueryForm.Modifier.NONE, List.of(S), List.of(new QueryForm.Aggregation(new QueryForm.Call(f, false, O), N1),
			new QueryForm.Aggregation(new QueryForm.Call(QueryForm.Function.COUNT, false, O), N2)), Optional.empty(),
			List.of(new QueryForm.OrderKey(N2, true)), limit, 0);
	}

	@Example
	void undeterminedPartsPassBetweenJenaAndRdf4j() {
		Differential d = Differential.across(new JenaEngine(), new Rdf4jEngine());
		for (QueryForm f : List.of(grouped(QueryForm.Function.SAMPLE, -1), grouped(QueryForm.Function.GROUP_CONCAT, -1),
			grouped(QueryForm.Function.COUNT, 1),
			new QueryForm(QueryForm.Modifier.REDUCED, List.of(), List.of(), Optional.empty(), List.of(), -1, 0))) {
			Verdict v = d.check(withForm(f));
			assertThat(v).as(f.describe() + "\n" + v).isInstanceOf(Verdict.Pass.class);
		}
	}

	@Example
	void aWrongGroupCountIsFlagged() {
		Engine wrong = Mutants.wrap(new Rdf4jEngine(), "count-plus-one", (data, query) -> {
			QueryOutcome out = new Rdf4jEngine().select(data, query);
			if (query.contains("COUNT") && out instanceof QueryOutcome.Solutions s && s.size() > 0) {
				return new QueryOutcome.Solutions(query, s.variables(), s.rows().subList(1, s.size()));
			}
			return out;
		});
		assertThat(Differential.across(new JenaEngine(), wrong).check(withForm(grouped(QueryForm.Function.SUM, -1))))
			.isInstanceOf(Verdict.Violation.class);
	}

	@Example
	void anIgnoredLimitIsFlaggedThoughTheUnslicedAnswersAgree() {
		Engine noLimit = Mutants.wrap(new Rdf4jEngine(), "limit-ignored", (data, query) ->
			new Rdf4jEngine().select(data, query.replaceAll(" LIMIT \\d+", "")));
		Verdict v = Differential.across(new JenaEngine(), noLimit).check(withForm(grouped(QueryForm.Function.MAX, 1)));
		assertThat(v).isInstanceOf(Verdict.Violation.class);
		assertThat(((Verdict.Violation) v).discrepancies()).anySatisfy(x -> assertThat(x).contains("§15.4-15.5"));
	}
}
