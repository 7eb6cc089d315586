package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.JenaEngine;
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
 * The arithmetic latitude rules on the real engines of the core-2 campaign: Jena 5.6.0 in-process
 * against Oxigraph 0.5.11 (the managed npm release). A 64-bit overflow that is an error on Oxigraph
 * and a value on Jena, and a decimal quotient with 18 digits on one and 24 on the other, are each
 * excused by their rule and confirmed by the rewritten re-run; a row-adding mutant of Oxigraph
 * behind the same arithmetic is not.
 */
class ArithmeticLatitudeTests {

	static final Var B = Var.of("b");
	static final Literal HUGE = Literal.typed("123456789012345678901234567890", io.sparqlcheck.model.Xsd.INTEGER);
	static final Literal MAX = Literal.typed(Long.toString(Long.MAX_VALUE), io.sparqlcheck.model.Xsd.INTEGER);

	static GroupPattern binding(Expr.ArithOp op, Expr left, Expr right) {
		return GroupPattern.optionalPattern(P, Q).plus(new BindPattern(new Expr.Arithmetic(op, left, right), B));
	}

	static Engine oxigraph() {
		try {
			return EngineCatalog.embedded().open("oxigraph@0.5.11").orElseThrow();
		} catch (io.sparqlcheck.config.ConfigException e) {
			throw new IllegalStateException("oxigraph@0.5.11 (the managed npm release) did not open: " + e.getMessage(), e);
		}
	}

	/** Oxigraph, except that a filtered query returns the rows of its pattern without the filter. */
	static Engine ignoresTheFilter(Engine real) {
		return EarnedLatitudeTests.ignoresTheFilter(real);
	}

	@Example
	void anIntegerOverflowThatIsAnErrorOnOxigraphIsExcused() {
		// ?o + ?o of 2^63 - 1: 18446744073709551614 on Jena, an overflow error on Oxigraph (?b unbound, ?b != ?o an error)
		SparqlCase sc = new SparqlCase(data(MAX), binding(Expr.ArithOp.ADD, O, O), new Expr.Comparison(Expr.CompareOp.NE, B, O));
		assertExcused(sc, ArithmeticLatitude.INTEGER_OVERFLOW);
	}

	@Example
	void anIntegerLiteralPast64BitsThatOxigraphCannotRepresentIsExcused() {
		// core-2 seed 10751: ?o + ?o of a 30-digit integer; on Oxigraph every use of it is an error, ?b != ?o included
		SparqlCase sc = new SparqlCase(data(HUGE), binding(Expr.ArithOp.ADD, O, O), new Expr.Comparison(Expr.CompareOp.NE, B, O));
		assertExcused(sc, ArithmeticLatitude.INTEGER_RANGE);
	}

	@Example
	void anIntegerConstantPast64BitsInTheQueryIsExcused() {
		// core-2 seed 4459, shrunk: IF((?o = 123456789012345678901234567890), (?o = ?o), (?s IN (?s))) over a NaN object:
		// Jena takes the else branch (true), Oxigraph cannot represent the constant (an error, the row dropped)
		Expr predicate = new Expr.If(eq(O, c(HUGE)), eq(O, O), new Expr.In(Var.of("s"), List.of(Var.of("s")), false));
		SparqlCase sc = new SparqlCase(data(Literal.typed("NaN", io.sparqlcheck.model.Xsd.DOUBLE)), GroupPattern.optionalPattern(P, Q), predicate);
		assertExcused(sc, ArithmeticLatitude.INTEGER_RANGE);
	}

	@Example
	void aRowAddingMutantBehindAnIntegerConstantPast64BitsIsNot() {
		Expr predicate = new Expr.And(new Expr.If(eq(O, c(HUGE)), eq(O, O), new Expr.In(Var.of("s"), List.of(Var.of("s")), false)),
			Expr.FunctionCall.of("sameTerm", Var.of("s"), c(io.sparqlcheck.model.Iri.of(LatitudeGapsTests.EX + "s0"))));
		SparqlCase sc = new SparqlCase(data(Literal.typed("NaN", io.sparqlcheck.model.Xsd.DOUBLE), Literal.integer(1)),
			GroupPattern.optionalPattern(P, Q), predicate);
		assertNotExcused(sc, ArithmeticLatitude.INTEGER_RANGE);
	}

	@Example
	void aDecimalConstantPast18FractionalDigitsIsExcused() {
		// core-2 seed 5090, shrunk: FILTER(0.000000000000000000000000000001 != ?o) over a NaN object: true on Jena,
		// an error on Oxigraph (its decimal keeps 18 fractional digits; STR of the constant works, its comparison does not)
		Literal tiny = Literal.typed("0.000000000000000000000000000001", io.sparqlcheck.model.Xsd.DECIMAL);
		SparqlCase sc = new SparqlCase(data(Literal.typed("NaN", io.sparqlcheck.model.Xsd.DOUBLE)), GroupPattern.optionalPattern(P, Q),
			new Expr.Comparison(Expr.CompareOp.NE, c(tiny), O));
		assertExcused(sc, ArithmeticLatitude.DECIMAL_RANGE);
	}

	@Example
	void aRowAddingMutantBehindADecimalConstantPast18FractionalDigitsIsNot() {
		Literal tiny = Literal.typed("0.000000000000000000000000000001", io.sparqlcheck.model.Xsd.DECIMAL);
		SparqlCase sc = new SparqlCase(data(Literal.typed("NaN", io.sparqlcheck.model.Xsd.DOUBLE), Literal.integer(1)),
			GroupPattern.optionalPattern(P, Q), new Expr.And(new Expr.Comparison(Expr.CompareOp.NE, c(tiny), O),
				Expr.FunctionCall.of("sameTerm", Var.of("s"), c(io.sparqlcheck.model.Iri.of(LatitudeGapsTests.EX + "s0")))));
		assertNotExcused(sc, ArithmeticLatitude.DECIMAL_RANGE);
	}

	static final Literal TINY = Literal.typed("0.000000000000000000000000000001", io.sparqlcheck.model.Xsd.DECIMAL);

	@Example
	void aDecimalValuePast18FractionalDigitsInTheDataIsExcused() {
		// session 12 C5 c-598e3d072042 (Oxigraph's side): BIND(?o + ?o AS ?b) over a decimal object of 30 fractional
		// digits: 0.000...002 on Jena, an error on Oxigraph (?b unbound); no constant of the query is past the range
		SparqlCase sc = new SparqlCase(data(TINY), binding(Expr.ArithOp.ADD, O, O), new Expr.Bound(Var.of("s")));
		assertExcused(sc, ArithmeticLatitude.DECIMAL_RANGE);
	}

	@Example
	void aRowAddingMutantBehindADecimalValuePast18FractionalDigitsIsNot() {
		// the real engines: Oxigraph lacks ?b of the one row, latitude; the mutant (its FILTER ignored) adds the row
		// of <s1>, which Jena does not have: Oxigraph is no longer only the side that lacks, so the rule does not suspect it
		SparqlCase sc = new SparqlCase(data(TINY, TINY), binding(Expr.ArithOp.ADD, O, O),
			new Expr.And(new Expr.Bound(Var.of("s")), Expr.FunctionCall.of("sameTerm", Var.of("s"), c(io.sparqlcheck.model.Iri.of(LatitudeGapsTests.EX + "s0")))));
		try (Engine jena = new JenaEngine(); Engine ox = oxigraph(); Engine mutant = ignoresTheFilter(oxigraph())) {
			Verdict real = Differential.across(jena, ox).check(sc);
			assertThat(real).as("the real engines: latitude only").isPass();
			assertThat(((Verdict.Pass) real).latitude()).extracting(LatitudeMatch::rule).containsExactly(ArithmeticLatitude.DECIMAL_RANGE);
			Differential.Report report = Differential.across(jena, mutant).examine(sc);
			assertThat(report.verdict()).as("the added row is not excused").isViolation();
			assertThat(report.latitude()).isEmpty();
			assertThat(LatitudeGapsTests.suspects(sc, ArithmeticLatitude.DECIMAL_RANGE, jena, mutant)).isFalse();
		}
	}

	@Example
	void anotherEnginesDecimalOppositeOxigraphIsNotExcused() {
		// finding comunica-decimal-exponent-lexical-form: Comunica 4.5.0 writes ?o + ?o as "2e-30"^^xsd:decimal, outside the
		// decimal lexical space. Oxigraph lacks ?b there too, but the rule speaks for what Oxigraph lacks, not for Comunica's value
		SparqlCase sc = new SparqlCase(data(TINY), binding(Expr.ArithOp.ADD, O, O), new Expr.Bound(Var.of("s")));
		try (Engine ox = oxigraph(); Engine comunica = EngineCatalog.embedded().open("comunica@4.5.0").orElseThrow()) {
			Differential.Report report = Differential.across(ox, comunica).examine(sc);
			assertThat(report.verdict()).as("Comunica's own difference stays a violation").isViolation();
			assertThat(report.latitude()).isEmpty();
			String query = Differential.query(sc);
			assertThat(comunica.select(sc.data(), query).toString()).contains("2e-30");
			assertThat(LatitudeGapsTests.suspects(sc, ArithmeticLatitude.DECIMAL_RANGE, ox, comunica)).isFalse();
		} catch (io.sparqlcheck.config.ConfigException e) {
			throw new IllegalStateException("comunica@4.5.0 (the managed npm release) did not open: " + e.getMessage(), e);
		}
	}

	@Example
	void aRowAddingMutantBehindAnIntegerLiteralPast64BitsIsNot() {
		SparqlCase sc = new SparqlCase(data(HUGE, HUGE), binding(Expr.ArithOp.ADD, O, O),
			new Expr.And(new Expr.Comparison(Expr.CompareOp.NE, B, O), Expr.FunctionCall.of("sameTerm", Var.of("s"), c(io.sparqlcheck.model.Iri.of(LatitudeGapsTests.EX + "s0")))));
		assertNotExcused(sc, ArithmeticLatitude.INTEGER_RANGE);
	}

	@Example
	void aRowAddingMutantBehindAnIntegerOverflowIsNot() {
		SparqlCase sc = new SparqlCase(data(MAX, MAX), binding(Expr.ArithOp.ADD, O, O),
			new Expr.And(new Expr.Comparison(Expr.CompareOp.NE, B, O), Expr.FunctionCall.of("sameTerm", Var.of("s"), c(io.sparqlcheck.model.Iri.of(LatitudeGapsTests.EX + "s0")))));
		assertNotExcused(sc, ArithmeticLatitude.INTEGER_OVERFLOW);
	}

	@Example
	void theDigitsOfAnInexactDecimalQuotientAreExcused() {
		// 1 / 3: 0.333333333333333333 on Oxigraph, 0.333333333333333333333333 on Jena
		SparqlCase sc = new SparqlCase(data(Literal.integer(3)), binding(Expr.ArithOp.DIV, c(Literal.integer(1)), O), eq(O, O));
		assertExcused(sc, ArithmeticLatitude.DECIMAL_DIVISION_PRECISION);
	}

	@Example
	void aRowAddingMutantBehindAnInexactDecimalQuotientIsNot() {
		SparqlCase sc = new SparqlCase(data(Literal.integer(3), Literal.integer(7)), binding(Expr.ArithOp.DIV, c(Literal.integer(1)), O),
			eq(O, c(Literal.integer(3))));
		assertNotExcused(sc, ArithmeticLatitude.DECIMAL_DIVISION_PRECISION);
	}

	@Example
	void anExactQuotientOrASmallSumIsNoSuspicion() {
		// 1 / 8 = 0.125 has one exact form everywhere, 7 + 7 fits in 64 bits: neither rule may suspect the mutant's added rows
		try (Engine jena = new JenaEngine(); Engine mutant = ignoresTheFilter(oxigraph())) {
			SparqlCase eighth = new SparqlCase(data(Literal.integer(4), Literal.integer(8)), binding(Expr.ArithOp.DIV, c(Literal.integer(1)), O),
				eq(O, c(Literal.integer(4))));
			SparqlCase small = new SparqlCase(data(Literal.integer(2), Literal.integer(7)), binding(Expr.ArithOp.ADD, O, O),
				eq(O, c(Literal.integer(2))));
			assertThat(Differential.across(jena, mutant).check(small)).isViolation();
			assertThat(LatitudeGapsTests.suspects(small, ArithmeticLatitude.INTEGER_OVERFLOW, jena, mutant)).isFalse();
			assertThat(Differential.across(jena, mutant).check(eighth)).isViolation();
			assertThat(LatitudeGapsTests.suspects(eighth, ArithmeticLatitude.DECIMAL_DIVISION_PRECISION, jena, mutant)).isFalse();
		}
	}

	private static void assertExcused(SparqlCase sc, LatitudeRule rule) {
		try (Engine jena = new JenaEngine(); Engine ox = oxigraph()) {
			assertThat(Differential.across(jena, ox).withRules(LatitudeRules.none()).check(sc)).as("without the rules they diverge").isViolation();
			Verdict v = Differential.across(jena, ox).check(sc);
			assertThat(v).isPass();
			assertThat(((Verdict.Pass) v).latitude()).extracting(LatitudeMatch::rule).containsExactly(rule);
		}
	}

	private static void assertNotExcused(SparqlCase sc, LatitudeRule rule) {
		try (Engine jena = new JenaEngine(); Engine ox = oxigraph(); Engine mutant = ignoresTheFilter(oxigraph())) {
			assertThat(Differential.across(jena, ox).check(sc)).as("the real engines: latitude only").isPass();
			Differential.Report report = Differential.across(jena, mutant).examine(sc);
			assertThat(report.verdict()).as("the added rows are not excused").isViolation();
			assertThat(report.latitude()).isEmpty();
			LatitudeGapsTests.assertSuspected(sc, rule, jena, mutant);
		}
	}
}
