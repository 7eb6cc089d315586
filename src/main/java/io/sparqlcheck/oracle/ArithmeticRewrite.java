package io.sparqlcheck.oracle;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Xsd;

import java.util.List;

/**
 * The confirming rewrites of the {@link ArithmeticLatitude} rules: the expression with each
 * arithmetic the rule allows replaced by a form every engine must evaluate alike, built, like
 * {@link LatitudeRewrite}'s, without IF (RDF4J 5.2.1's is broken) and with guards that never raise
 * an error themselves.
 */
final class ArithmeticRewrite {
	private ArithmeticRewrite() {
	}

	/** Past this magnitude an operand of {@code +} or {@code -} may overflow 64 bits: 2^62 - 1. */
	static final long ADDITIVE_SAFE = (1L << 62) - 1;
	/** Past this magnitude an operand of {@code *} may overflow 64 bits: floor(sqrt(2^63 - 1)). */
	static final long MULTIPLICATIVE_SAFE = 3_037_000_499L;

	/**
	 * Every {@code l + r}, {@code l - r} and {@code l * r} becomes {@code (l * k) op (r * k)} with
	 * {@code k = 1 - xsd:integer(guard)}: where both operands are xsd:integer and one is past the
	 * magnitude below which the result cannot leave 64 bits, k is 0 and the result is 0 on every
	 * engine; elsewhere k is 1 and the arithmetic is the original one, errors and types included.
	 */
	static Expr zeroingOverflow(Expr e) {
		if (e instanceof Expr.Arithmetic a && a.op() != Expr.ArithOp.DIV) {
			Expr l = zeroingOverflow(a.left()), r = zeroingOverflow(a.right());
			Expr bound = integer(a.op() == Expr.ArithOp.MUL ? MULTIPLICATIVE_SAFE : ADDITIVE_SAFE);
			Expr safe = coalesceFalse(new Expr.And(new Expr.Comparison(Expr.CompareOp.LE, fn("ABS", l), bound),
				new Expr.Comparison(Expr.CompareOp.LE, fn("ABS", r), bound)));
			Expr integers = coalesceFalse(new Expr.And(isInteger(l), isInteger(r)));
			Expr guard = new Expr.And(integers, new Expr.Not(safe));
			Expr keep = new Expr.Arithmetic(Expr.ArithOp.SUB, integer(1), fn("<" + Xsd.INTEGER + ">", guard));
			return new Expr.Arithmetic(a.op(), new Expr.Arithmetic(Expr.ArithOp.MUL, l, keep), new Expr.Arithmetic(Expr.ArithOp.MUL, r, keep));
		}
		return LatitudeRewrite.map(e, ArithmeticRewrite::zeroingOverflow);
	}

	/**
	 * Every {@code l / r} becomes {@code xsd:double(l) / xsd:double(r)}: an IEEE 754 quotient, correctly
	 * rounded, the same on every engine, where the digits of a decimal quotient are the implementation's.
	 */
	static Expr doubleDivision(Expr e) {
		if (e instanceof Expr.Arithmetic a && a.op() == Expr.ArithOp.DIV) {
			return new Expr.Arithmetic(Expr.ArithOp.DIV, fn("<" + Xsd.DOUBLE + ">", doubleDivision(a.left())),
				fn("<" + Xsd.DOUBLE + ">", doubleDivision(a.right())));
		}
		return LatitudeRewrite.map(e, ArithmeticRewrite::doubleDivision);
	}

	/**
	 * The expression (a FILTER's, a BIND's or the predicate) as {@code IF(big, error, e)}, where big holds
	 * when one of the variables it reads is an xsd:integer past 64 bits: an error on every engine
	 * there, e itself elsewhere. On an engine that cannot represent the value, ABS of it is an error and
	 * big falls back to its datatype being xsd:integer. Only the top level is rewritten. A constant
	 * xsd:integer past 64 bits, anywhere in e, becomes {@link LatitudeRewrite#error()}: an error on every engine, as
	 * every use of it is on an engine that cannot represent it.
	 */
	static Expr erringOnIntegersPast64Bits(Expr e) {
		// never an error itself: the rewrite runs on the side that can represent the value, and a
		// variable holding an IRI, or unbound, must leave e as it is (false), not make it an error
		return erringOnVariables(erringConstants(e), x -> new Expr.Coalesce(List.of(new Expr.And(isInteger(x),
			new Expr.Comparison(Expr.CompareOp.GT, fn("ABS", x), integer(Long.MAX_VALUE))), isInteger(x),
			new Expr.Constant(Literal.bool(false)))));
	}

	/** 10^18: a decimal whose value times this is not a whole number has more than 18 fractional digits. */
	private static final Expr TEN_TO_18 = new Expr.Constant(Literal.typed("1000000000000000000", Xsd.DECIMAL));

	/**
	 * As {@link #erringOnIntegersPast64Bits}, for an xsd:decimal past what Oxigraph represents
	 * ({@link ArithmeticLatitude#isDecimalPast18Digits}): a variable holding a decimal with more than 18
	 * fractional digits in its value ({@code FLOOR(x * 10^18) != x * 10^18}) or beyond the 128-bit
	 * bound makes the expression an error; a decimal constant past it becomes one anywhere in e. The
	 * test is of the value, trailing zeros aside, as the matcher's; it never raises an error itself.
	 */
	static Expr erringOnDecimalsPast18Digits(Expr e) {
		Expr bound = new Expr.Constant(Literal.typed("170141183460469231731.687303715884105727", Xsd.DECIMAL));
		return erringOnVariables(erringConstants(e, ArithmeticLatitude::isDecimalPast18Digits), x -> {
			Expr scaled = new Expr.Arithmetic(Expr.ArithOp.MUL, x, TEN_TO_18);
			Expr past = new Expr.Or(new Expr.Comparison(Expr.CompareOp.NE, fn("FLOOR", scaled), scaled),
				new Expr.Comparison(Expr.CompareOp.GT, fn("ABS", x), bound));
			Expr decimal = new Expr.Comparison(Expr.CompareOp.EQ, fn("DATATYPE", x), new Expr.Constant(new Iri(Xsd.DECIMAL)));
			return coalesceFalse(new Expr.And(coalesceFalse(decimal), past));
		});
	}

	/** {@code IF(big, error, e)}, big the disjunction of {@code pastRange} of each variable e reads (never an error itself); e when it reads none. */
	private static Expr erringOnVariables(Expr e, java.util.function.UnaryOperator<Expr> pastRange) {
		java.util.Set<String> vars = new java.util.TreeSet<>();
		variables(e, vars);
		Expr big = null;
		for (String v : vars) {
			Expr past = pastRange.apply(new io.sparqlcheck.model.Var(v));
			big = big == null ? past : new Expr.Or(big, past);
		}
		return big == null ? e : new Expr.If(big, LatitudeRewrite.error(), e);
	}

	private static Expr erringConstants(Expr e) {
		return erringConstants(e, ArithmeticLatitude::isIntegerPast64Bits);
	}

	/** The expression with every constant that passes the test replaced by {@link LatitudeRewrite#error()}. */
	static Expr erringConstants(Expr e, java.util.function.Predicate<io.sparqlcheck.model.Term> unrepresentable) {
		if (e instanceof Expr.Constant c && unrepresentable.test(c.term())) {
			return LatitudeRewrite.error();
		}
		return LatitudeRewrite.map(e, x -> erringConstants(x, unrepresentable));
	}

	/** The names of the variables an expression reads, into {@code into}. */
	static void variables(Expr e, java.util.Set<String> into) {
		if (e instanceof io.sparqlcheck.model.Var v) {
			into.add(v.name());
		}
		e.children().forEach(c -> variables(c, into));
	}

	private static Expr isInteger(Expr x) {
		return new Expr.Comparison(Expr.CompareOp.EQ, fn("DATATYPE", x), new Expr.Constant(new Iri(Xsd.INTEGER)));
	}

	private static Expr coalesceFalse(Expr x) {
		return new Expr.Coalesce(List.of(x, new Expr.Constant(Literal.bool(false))));
	}

	private static Expr integer(long v) {
		return new Expr.Constant(Literal.integer(v));
	}

	private static Expr fn(String name, Expr argument) {
		return Expr.FunctionCall.of(name, argument);
	}
}
