package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Example;

import java.util.List;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static io.sparqlcheck.oracle.LatitudeGapsTests.O;
import static io.sparqlcheck.oracle.LatitudeGapsTests.P;
import static io.sparqlcheck.oracle.LatitudeGapsTests.Q;
import static io.sparqlcheck.oracle.LatitudeGapsTests.c;
import static io.sparqlcheck.oracle.LatitudeGapsTests.data;
import static io.sparqlcheck.oracle.LatitudeGapsTests.eq;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * Seed 15033 of the core-3 campaign (issue 11): {@code BIND(STR((0 + 1.0E1)) AS ?b)} is "10.0e0" on
 * Jena and "10.0" on RDF4J, both the double 10; no rule took it. It is excused on the real engines by
 * computed-number-lexical-form, and the same shape with a row-adding mutant behind it is not.
 */
class LexicalFormLatitudeTests {

	/** {@code BIND(STR((0 + 1.0E1)) AS ?b)} after the core pattern. */
	static GroupPattern bindStrOfSum() {
		Expr sum = new Expr.Arithmetic(Expr.ArithOp.ADD, c(Literal.integer(0)), c(Literal.doubleLiteral("1.0E1")));
		return GroupPattern.optionalPattern(P, Q).plus(new BindPattern(Expr.FunctionCall.of("STR", sum), Var.of("b")));
	}

	@Example
	void strOfAComputedNumberIsExcused() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0)), bindStrOfSum(), eq(O, O));
		try (Engine jena = new JenaEngine(); Engine rdf4j = new Rdf4jEngine()) {
			assertThat(Differential.across(jena, rdf4j).withRules(LatitudeRules.none()).check(sc))
				.as("without the rules the engines diverge").isViolation();
			assertThat(Differential.across(jena, rdf4j).withRules(List.of(LatitudeRules.DISJOINT_VALUE_SPACE_EQUALITY, LatitudeRules.IRI_ORDERING))
				.check(sc)).as("the comparison rules do not take it").isViolation();
			Verdict v = Differential.across(jena, rdf4j).check(sc);
			assertThat(v).isPass();
			assertThat(((Verdict.Pass) v).latitude()).extracting(LatitudeMatch::rule)
				.containsExactly(LexicalFormLatitude.COMPUTED_NUMBER_LEXICAL_FORM);
		}
	}

	@Example
	void aRowAddingMutantBehindStrOfAComputedNumberIsNot() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(0), Literal.integer(1)), bindStrOfSum(), eq(O, c(Literal.integer(0))));
		try (Engine jena = new JenaEngine(); Engine real = new Rdf4jEngine(); Engine mutant = EarnedLatitudeTests.ignoresTheFilter(new Rdf4jEngine())) {
			assertThat(Differential.across(jena, real).check(sc)).as("the real engines: latitude only").isPass();
			Differential.Report report = Differential.across(jena, mutant).examine(sc);
			assertThat(report.verdict()).as("the added rows are not excused").isViolation();
			assertThat(report.latitude()).isEmpty();
			LatitudeGapsTests.assertSuspected(sc, LexicalFormLatitude.COMPUTED_NUMBER_LEXICAL_FORM, jena, mutant);
		}
	}

	@Example
	void theRewriteDropsOnlyStrOfArithmetic() {
		Expr sum = new Expr.Arithmetic(Expr.ArithOp.ADD, O, c(Literal.integer(1)));
		Expr strOfVar = Expr.FunctionCall.of("STR", O);
		Expr rewritten = LexicalFormLatitude.withoutStrOfArithmetic(eq(Expr.FunctionCall.of("STR", sum), strOfVar));
		assertThat(rewritten).isEqualTo(eq(sum, strOfVar));
	}
}
