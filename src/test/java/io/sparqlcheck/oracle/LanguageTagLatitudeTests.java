package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Example;

import static io.sparqlcheck.jqwik.SparqlAssertions.assertThat;
import static io.sparqlcheck.oracle.LatitudeGapsTests.O;
import static io.sparqlcheck.oracle.LatitudeGapsTests.P;
import static io.sparqlcheck.oracle.LatitudeGapsTests.Q;
import static io.sparqlcheck.oracle.LatitudeGapsTests.c;
import static io.sparqlcheck.oracle.LatitudeGapsTests.data;
import static io.sparqlcheck.oracle.LatitudeGapsTests.eq;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The language-tag rule on the real engines of the core-2 campaign (seed 7257): Oxigraph 0.5.11
 * stores {@code "20"@en-GB} with the tag lower-cased, so {@code BIND(LANG(?o) AS ?b)} is {@code "en-gb"}
 * there and {@code "en-GB"} on Jena 5.6.0, which RDF 1.1 Concepts §3.3 allows. Excused after the
 * LCASE re-run; a row-adding mutant of Oxigraph behind the same BIND is not.
 */
class LanguageTagLatitudeTests {

	static GroupPattern bindLang() {
		return GroupPattern.optionalPattern(P, Q).plus(new BindPattern(Expr.FunctionCall.of("LANG", O), Var.of("b")));
	}

	@Example
	void aLowerCasedLanguageTagIsExcused() {
		SparqlCase sc = new SparqlCase(data(Literal.langString("20", "en-GB")), bindLang(), eq(O, O));
		try (Engine jena = new JenaEngine(); Engine ox = ArithmeticLatitudeTests.oxigraph()) {
			assertThat(Differential.across(jena, ox).withRules(LatitudeRules.none()).check(sc)).as("without the rules they diverge").isViolation();
			Verdict v = Differential.across(jena, ox).check(sc);
			assertThat(v).isPass();
			assertThat(((Verdict.Pass) v).latitude()).extracting(LatitudeMatch::rule).containsExactly(LanguageTagLatitude.LANGUAGE_TAG_CASE);
		}
	}

	@Example
	void aRowAddingMutantBehindALowerCasedLanguageTagIsNot() {
		SparqlCase sc = new SparqlCase(data(Literal.langString("20", "en-GB"), Literal.langString("21", "en-GB")), bindLang(),
			eq(O, c(Literal.langString("20", "en-GB"))));
		try (Engine jena = new JenaEngine(); Engine mutant = ArithmeticLatitudeTests.ignoresTheFilter(ArithmeticLatitudeTests.oxigraph())) {
			Differential.Report report = Differential.across(jena, mutant).examine(sc);
			assertThat(report.verdict()).as("the added row is not excused").isViolation();
			assertThat(report.latitude()).isEmpty();
			LatitudeGapsTests.assertSuspected(sc, LanguageTagLatitude.LANGUAGE_TAG_CASE, jena, mutant);
		}
	}
}
