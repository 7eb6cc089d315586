package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.QueryForm;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Optional;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * disjoint-value-space-equality in a HAVING (session 12, B4 c-ec8b32c01dd4 and B5 c-15b7a1ca88b2):
 * {@code HAVING (GROUP_CONCAT(?o) != 0)} over no triple is true on Jena ({@code "" != 0}, its §17.3.1
 * extension) and a type error on RDF4J (§17.4.1.7), which drops the one group. §11.4: HAVING filters
 * groups as FILTER filters solutions, so the rule that allows it in a FILTER allows it there. A HAVING
 * that really differs is still a violation: with no comparison of disjoint value spaces behind it,
 * and when the comparison is one but the engine's answer is wrong under its own extension too.
 */
class HavingLatitudeTests {

	static final Var S = Var.of("s"), O = Var.of("o");
	static final GroupPattern SPO = new GroupPattern(List.of(new TriplePattern(S, LatitudeGapsTests.P, O)));
	static final Expr TRUE_FOR_BOUND_O = LatitudeGapsTests.eq(O, O);

	static QueryForm having(List<Var> groupBy, QueryForm.Aggregation projected, QueryForm.Call call, Term constant) {
		return new QueryForm(QueryForm.Modifier.NONE, groupBy, List.of(projected),
			Optional.of(new QueryForm.Having(call, Expr.CompareOp.NE, constant)), List.of(), -1, 0);
	}

	static QueryForm.Call call(QueryForm.Function f, Var v) {
		return new QueryForm.Call(f, false, v);
	}

	@Example
	void aDisjointComparisonInHavingIsExcusedOnTheRealEngines() {
		QueryForm form = having(List.of(), new QueryForm.Aggregation(call(QueryForm.Function.COUNT, O), Var.of("n1")),
			call(QueryForm.Function.GROUP_CONCAT, O), Literal.integer(0));
		SparqlCase sc = new SparqlCase(Dataset.of(), SPO, TRUE_FOR_BOUND_O, form);
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(Differential.across(jena, rdf4j).withRules(LatitudeRules.none()).check(sc))
				.as("without the rules: Jena one group, RDF4J none").isViolation();
			Verdict v = Differential.across(jena, rdf4j).check(sc);
			assertThat(v).as("%s", v).isPass();
			assertThat(((Verdict.Pass) v).latitude()).singleElement().satisfies(m -> {
				assertThat(m.rule()).isEqualTo(LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY);
				assertThat(m.confirmedBy()).contains("HAVING", "GROUP_CONCAT(?o");
			});
		}
	}

	/** GROUP BY ?s, MAX(?o) projected, HAVING (MAX(?o) != 0): the group's MAX is what the rule reads. */
	static SparqlCase maxNotZero(Term... objects) {
		QueryForm.Call max = call(QueryForm.Function.MAX, O);
		return new SparqlCase(LatitudeGapsTests.data(objects), SPO, TRUE_FOR_BOUND_O,
			having(List.of(S), new QueryForm.Aggregation(max, Var.of("n1")), max, Literal.integer(0)));
	}

	/** An engine that leaves out the HAVING of every query it runs (the rewritten one's too). */
	static Engine ignoresHaving(Engine real) {
		return Mutants.wrap(real, "no-having", (d, q) -> real.select(d, withoutHaving(q)));
	}

	static String withoutHaving(String q) {
		int at = q.indexOf(" HAVING (");
		if (at < 0) {
			return q;
		}
		int depth = 0, i = at + " HAVING ".length();
		do {
			depth += q.charAt(i) == '(' ? 1 : q.charAt(i) == ')' ? -1 : 0;
			i++;
		} while (depth > 0);
		return q.substring(0, at) + q.substring(i);
	}

	@Example
	void aHavingDifferenceOfOneValueSpaceIsAViolation() {
		// MAX(?o) = 0 for <s1>: 0 != 0 is false on every engine, so a group kept there is no extension's
		SparqlCase sc = maxNotZero(Literal.string("a"), Literal.integer(0));
		try (Engine jena = new JenaEngine(); Engine real = new Rdf4jEngine(); Engine mutant = ignoresHaving(new Rdf4jEngine())) {
			assertThat(Differential.across(jena, real).check(sc)).as("the real engines: \"a\" != 0 is latitude").isPass();
			Differential.Report report = Differential.across(jena, mutant).examine(sc);
			assertThat(report.verdict()).as("%s", report.verdict()).isViolation();
			assertThat(report.latitude()).isEmpty();
			assertThat(LatitudeGapsTests.suspects(sc, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY, jena, mutant)).isFalse();
		}
	}

	@Example
	void aJenaThatIgnoresHavingBehindADisjointComparisonIsNotExcused() {
		// every group's MAX is a string: the matcher suspects both rows, the re-run (strict: both groups dropped) refuses
		SparqlCase sc = maxNotZero(Literal.string("a"), Literal.string("b"));
		try (Engine jena = new JenaEngine(); Engine mutant = ignoresHaving(new JenaEngine()); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(Differential.across(jena, rdf4j).check(sc)).as("the real engines: latitude only").isPass();
			Differential.Report report = Differential.across(mutant, rdf4j).examine(sc);
			assertThat(report.verdict()).as("%s", report.verdict()).isViolation();
			assertThat(report.latitude()).isEmpty();
			LatitudeGapsTests.assertSuspected(sc, LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY, mutant, rdf4j);
		}
	}
}
