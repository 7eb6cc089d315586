package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.model.Xsd;
import io.sparqlcheck.result.Solution;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The latitude rules about the precision of numeric arithmetic, which XPath F&O 3.1 leaves to the
 * implementation: a limited-precision xsd:integer may raise an overflow error, and the digits of an
 * inexact xsd:decimal quotient are implementation-defined. Like the comparison rules of
 * {@link LatitudeRules} they apply by what the engines are and do (the families involved, the operator,
 * the operands' exact values in every divergent solution), and a match is only a suspicion until the
 * case re-run with the rule's rewrite ({@link ArithmeticRewrite}) no longer diverges.
 */
public final class ArithmeticLatitude {
	private ArithmeticLatitude() {
	}

	private static final BigInteger LONG_MIN = BigInteger.valueOf(Long.MIN_VALUE);
	private static final BigInteger LONG_MAX = BigInteger.valueOf(Long.MAX_VALUE);

	/**
	 * Oxigraph's xsd:integer is 64 bits: {@code + - *} whose exact result (or an operand) lies past
	 * 64 bits is an error there (its BIND leaves the variable unbound, its FILTER drops the row), a
	 * value on the JVM engines, whose integers are unbounded.
	 */
	public static final LatitudeRule INTEGER_OVERFLOW = new LatitudeRule("integer-overflow-limited-precision",
		"XPath F&O 3.1 §4.2 Arithmetic operators on numeric values: for xs:integer operations an implementation "
			+ "with limited precision must raise an overflow error [err:FOAR0002] when the result is out of range",
		d -> d.oneSideIs(EngineFamily.OXIGRAPH)
			&& everyRowHas(d, Set.of(Expr.ArithOp.ADD, Expr.ArithOp.SUB, Expr.ArithOp.MUL), ArithmeticLatitude::past64Bits),
		ArithmeticRewrite::zeroingOverflow);

	/**
	 * The digits of an xsd:decimal quotient that has no short exact form ({@code 1 / 3}) differ
	 * between evaluators: 18 fractional digits on Oxigraph, 24 on Jena and RDF4J.
	 */
	public static final LatitudeRule DECIMAL_DIVISION_PRECISION = new LatitudeRule("decimal-division-precision",
		"XPath F&O 3.1 §4.2 and §4.2.4 op:numeric-divide: for xs:decimal, when the mathematical result has more digits "
			+ "than the implementation retains, it is truncated or rounded in an implementation-defined manner "
			+ "(XSD 1.1 Part 2 §3.3.3: a minimal implementation keeps 16 digits)",
		d -> d.leftFamily() != d.rightFamily()
			&& everyRowHas(d, Set.of(Expr.ArithOp.DIV), ArithmeticLatitude::inexactDecimalQuotient),
		ArithmeticRewrite::doubleDivision);

	/**
	 * Oxigraph cannot represent an xsd:integer past 64 bits at all: every use of such a value (its
	 * arithmetic, its comparisons) is an error there and a value on the JVM engines. The rewrite makes
	 * every expression that reads a variable holding one, and every such constant in the query, an
	 * error on every engine.
	 */
	public static final LatitudeRule INTEGER_RANGE = new LatitudeRule("integer-past-64-bits-unrepresentable",
		"XML Schema 1.1 Part 2 §5.4 Partial Implementation of Infinite Datatypes (a minimally conforming processor "
			+ "need support xsd:integer only to 16 digits) with XPath F&O 3.1 §4.2 [err:FOAR0002]",
		d -> d.oneSideIs(EngineFamily.OXIGRAPH) && (everyRowReadsAnIntegerPast64Bits(d) || readsAConstantPast64Bits(d)),
		ArithmeticRewrite::erringOnIntegersPast64Bits, family -> family != EngineFamily.OXIGRAPH);

	/** Whether the case's expressions hold an xsd:integer constant past 64 bits (every solution they are evaluated on reads it). */
	private static boolean readsAConstantPast64Bits(LatitudeRule.Divergent d) {
		return !LatitudeRules.divergentRows(d).isEmpty()
			&& LatitudeRules.expressions(d.sparqlCase()).stream().anyMatch(ArithmeticLatitude::holdsConstantPast64Bits);
	}

	private static boolean holdsConstantPast64Bits(Expr e) {
		return e instanceof Expr.Constant c && isIntegerPast64Bits(c.term())
			|| e.children().stream().anyMatch(ArithmeticLatitude::holdsConstantPast64Bits);
	}

	/** Whether a term is an xsd:integer whose value lies outside the 64-bit range. */
	static boolean isIntegerPast64Bits(Term t) {
		Num n = literal(t);
		return n != null && n.integer() && outside64(n.value().toBigIntegerExact());
	}

	/**
	 * Oxigraph's xsd:decimal keeps 18 fractional digits in a 128-bit integer: a decimal with more
	 * fractional digits (or past about 1.7e20), a constant of the query or a value of the data, is kept
	 * as a term (STR of it works) but is no number there, so its arithmetic and its comparisons with
	 * other terms are errors (Oxigraph 0.5.11: {@code ?o + ?o} unbound, session 12 C5 c-598e3d072042),
	 * where the JVM engines' decimals are unbounded. Over a value of the data the rule suspects a
	 * divergence only where Oxigraph is the side that lacks something the other engine computed from
	 * such a value, and the other engine's value is the decimal the arithmetic gives
	 * ({@link LimitedDecimalSide}): never a row Oxigraph adds, nor another engine's own difference
	 * (Comunica's {@code "2e-30"^^xsd:decimal}, finding comunica-decimal-exponent-lexical-form). The
	 * rewrite makes every such constant in the query, and every expression reading a variable that
	 * holds such a value, an error on the engine that can represent it.
	 */
	public static final LatitudeRule DECIMAL_RANGE = new LatitudeRule("decimal-past-18-fractional-digits-unrepresentable",
		"XML Schema 1.1 Part 2 §5.4 Partial Implementation of Infinite Datatypes (a minimally conforming processor "
			+ "need support xsd:decimal only to 16 total digits) with XPath F&O 3.1 §4.2",
		d -> d.oneSideIs(EngineFamily.OXIGRAPH) && !LatitudeRules.divergentRows(d).isEmpty()
			&& (LatitudeRules.expressions(d.sparqlCase()).stream().anyMatch(e -> holds(e, ArithmeticLatitude::isDecimalPast18Digits))
			|| LimitedDecimalSide.onlyOxigraphLacks(d, ArithmeticLatitude::isDecimalPast18Digits)),
		ArithmeticRewrite::erringOnDecimalsPast18Digits, family -> family != EngineFamily.OXIGRAPH);

	private static final BigDecimal DECIMAL_LIMIT = new BigDecimal("170141183460469231731.687303715884105727");

	/** Whether a term is an xsd:decimal with more than 18 fractional digits or beyond a 128-bit integer of 10^-18 units. */
	static boolean isDecimalPast18Digits(Term t) {
		Num n = literal(t);
		return n != null && !n.integer() && (n.value().stripTrailingZeros().scale() > 18 || n.value().abs().compareTo(DECIMAL_LIMIT) > 0);
	}

	private static boolean holds(Expr e, java.util.function.Predicate<Term> constant) {
		return e instanceof Expr.Constant c && constant.test(c.term()) || e.children().stream().anyMatch(x -> holds(x, constant));
	}

	private static boolean everyRowReadsAnIntegerPast64Bits(LatitudeRule.Divergent d) {
		return everyRowReads(d, ArithmeticLatitude::isIntegerPast64Bits);
	}

	/** Every divergent solution binds a variable the case's expressions read to a term that passes. */
	private static boolean everyRowReads(LatitudeRule.Divergent d, java.util.function.Predicate<Term> value) {
		Set<String> read = new java.util.TreeSet<>();
		LatitudeRules.expressions(d.sparqlCase()).forEach(e -> ArithmeticRewrite.variables(e, read));
		List<Solution> rows = LatitudeRules.divergentRows(d);
		return !rows.isEmpty() && rows.stream().allMatch(row -> read.stream().anyMatch(v -> row.get(v) != null && value.test(row.get(v))));
	}

	/** Every divergent solution has, somewhere in the case's expressions, an arithmetic of these ops whose operands' values pass. */
	private static boolean everyRowHas(LatitudeRule.Divergent d, Set<Expr.ArithOp> ops, OperandCheck test) {
		List<Expr.Arithmetic> found = new ArrayList<>();
		LatitudeRules.expressions(d.sparqlCase()).forEach(e -> collect(e, ops, found));
		List<Solution> rows = LatitudeRules.divergentRows(d);
		if (found.isEmpty() || rows.isEmpty()) {
			return false;
		}
		for (Solution row : rows) {
			boolean explained = false;
			for (Expr.Arithmetic a : found) {
				Num l = value(a.left(), row), r = value(a.right(), row);
				explained |= l != null && r != null && test.test(a.op(), l, r);
			}
			if (!explained) {
				return false;
			}
		}
		return true;
	}

	@FunctionalInterface
	private interface OperandCheck {
		boolean test(Expr.ArithOp op, Num left, Num right);
	}

	private static void collect(Expr e, Set<Expr.ArithOp> ops, List<Expr.Arithmetic> into) {
		if (e instanceof Expr.Arithmetic a && ops.contains(a.op())) {
			into.add(a);
		}
		e.children().forEach(c -> collect(c, ops, into));
	}

	/** Both integers, and an operand or the exact result outside the 64-bit range. */
	private static boolean past64Bits(Expr.ArithOp op, Num l, Num r) {
		if (!l.integer() || !r.integer()) {
			return false;
		}
		BigInteger a = l.value().toBigIntegerExact(), b = r.value().toBigIntegerExact();
		BigInteger exact = switch (op) {
			case ADD -> a.add(b);
			case SUB -> a.subtract(b);
			case MUL -> a.multiply(b);
			case DIV -> BigInteger.ZERO;
		};
		return outside64(a) || outside64(b) || outside64(exact);
	}

	private static boolean outside64(BigInteger v) {
		return v.compareTo(LONG_MIN) < 0 || v.compareTo(LONG_MAX) > 0;
	}

	/** Both xsd:integer or xsd:decimal, a non-zero divisor, and a quotient with no exact form of 16 fractional digits. */
	private static boolean inexactDecimalQuotient(Expr.ArithOp op, Num l, Num r) {
		if (op != Expr.ArithOp.DIV || r.value().signum() == 0) {
			return false;
		}
		if (!l.exact() || !r.exact()) {
			return true; // an operand is itself an inexact quotient: its digits are the implementation's already
		}
		try {
			return l.value().divide(r.value()).stripTrailingZeros().scale() > 16;
		} catch (ArithmeticException nonTerminating) {
			return true;
		}
	}

	/**
	 * An xsd:integer or xsd:decimal value.
	 *
	 * @param integer whether its type is xsd:integer
	 * @param exact   false for a quotient whose digits are approximate
	 */
	private record Num(BigDecimal value, boolean integer, boolean exact) {
	}

	/** The exact value of an integer or decimal expression in a row (a constant, a bound variable, exact arithmetic of those), or null. */
	static BigDecimal exactValue(Expr e, Solution row) {
		Num n = value(e, row);
		return n == null || !n.exact() ? null : n.value();
	}

	/** The exact value of an integer or decimal operand in a row: a constant, a bound variable, or arithmetic of those; else null. */
	private static Num value(Expr e, Solution row) {
		if (e instanceof Var v) {
			return literal(row.get(v.name()));
		}
		if (e instanceof Expr.Constant c) {
			return literal(c.term());
		}
		if (e instanceof Expr.Arithmetic a) {
			Num l = value(a.left(), row), r = value(a.right(), row);
			if (l == null || r == null) {
				return null;
			}
			boolean exact = l.exact() && r.exact();
			return switch (a.op()) {
				case ADD -> new Num(l.value().add(r.value()), l.integer() && r.integer(), exact);
				case SUB -> new Num(l.value().subtract(r.value()), l.integer() && r.integer(), exact);
				case MUL -> new Num(l.value().multiply(r.value()), l.integer() && r.integer(), exact);
				case DIV -> r.value().signum() == 0 ? null : new Num(l.value().divide(r.value(), MathContext.DECIMAL128), false, false);
			};
		}
		return null;
	}

	private static Num literal(Term t) {
		if (!(t instanceof Literal l) || l.hasLanguage()) {
			return null;
		}
		try {
			if (Xsd.INTEGER.equals(l.datatype())) {
				return new Num(new BigDecimal(new BigInteger(l.lexical().trim().replaceFirst("^\\+", ""))), true, true);
			}
			if (Xsd.DECIMAL.equals(l.datatype())) {
				return new Num(new BigDecimal(l.lexical().trim()), false, true);
			}
		} catch (NumberFormatException notInTheLexicalSpace) {
			return null;
		}
		return null;
	}
}
