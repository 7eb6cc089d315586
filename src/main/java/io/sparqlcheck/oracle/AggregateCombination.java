package io.sparqlcheck.oracle;

import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.result.Solution;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * How {@link AggregateTlp} combines the partitions' aggregate values in the client and compares the
 * result with the whole's: COUNT adds, SUM adds unless an error poisoned it, MIN and MAX take the
 * least and greatest (see {@link AggregateTlp} for why each holds). Each way the relation fails is
 * one sentence added to the discrepancies.
 */
final class AggregateCombination {
	private AggregateCombination() {
	}

	private static final String XSD = "http://www.w3.org/2001/XMLSchema#";
	/** The exact numeric types: xsd:decimal and the integer types derived from it. */
	private static final Set<String> EXACT = Set.of("decimal", "integer", "int", "long", "short", "byte", "nonNegativeInteger",
		"nonPositiveInteger", "positiveInteger", "negativeInteger", "unsignedLong", "unsignedInt", "unsignedShort", "unsignedByte");
	private static final Set<String> INEXACT = Set.of("double", "float");

	/**
	 * @param rows    the one row of the whole, then of the true, false and error partitions
	 * @param overVar whether the aggregates over ?v were asked (P binds a variable)
	 */
	static void check(List<Solution> rows, boolean overVar, List<String> discrepancies) {
		count("COUNT(*)", "sc_count", rows, discrepancies);
		if (!overVar) {
			return;
		}
		count("COUNT(?v)", "sc_countv", rows, discrepancies);
		sum(rows, discrepancies);
		extreme("MIN", "sc_min", -1, rows, discrepancies);
		extreme("MAX", "sc_max", 1, rows, discrepancies);
	}

	private static Term value(Solution row, String var) {
		return row.bindings().get(var);
	}

	private static void count(String what, String var, List<Solution> rows, List<String> discrepancies) {
		BigDecimal[] n = new BigDecimal[4];
		for (int i = 0; i < 4; i++) {
			Optional<BigDecimal> v = exact(value(rows.get(i), var));
			if (v.isEmpty()) {
				discrepancies.add(what + " of " + role(i) + " is not an integer: " + value(rows.get(i), var));
				return;
			}
			n[i] = v.get();
		}
		BigDecimal parts = n[1].add(n[2]).add(n[3]);
		if (n[0].compareTo(parts) != 0) {
			discrepancies.add(what + " of P is " + n[0].toPlainString() + ", the partitions' add up to "
				+ n[1].toPlainString() + " + " + n[2].toPlainString() + " + " + n[3].toPlainString() + " = " + parts.toPlainString());
		}
	}

	private static void sum(List<Solution> rows, List<String> discrepancies) {
		Term whole = value(rows.get(0), "sc_sum");
		List<Term> parts = java.util.Arrays.asList(value(rows.get(1), "sc_sum"), value(rows.get(2), "sc_sum"), value(rows.get(3), "sc_sum"));
		boolean poisoned = parts.stream().anyMatch(java.util.Objects::isNull);
		if (poisoned != (whole == null)) {
			discrepancies.add(poisoned ? "SUM of P is " + whole + " although a partition's SUM is an error (unbound): " + parts
				+ " (an error in a sum makes the sum an error, §18.5)"
				: "SUM of P is an error (unbound) although every partition's SUM is a value: " + parts);
			return;
		}
		if (poisoned || isInexact(whole) || parts.stream().anyMatch(AggregateCombination::isInexact)) {
			return; // nothing to add, or rounding depends on the order of addition: not judged
		}
		Optional<BigDecimal> w = exact(whole);
		List<Optional<BigDecimal>> p = parts.stream().map(AggregateCombination::exact).toList();
		if (w.isEmpty() || p.stream().anyMatch(Optional::isEmpty)) {
			return; // not an exact number the client can read: not judged
		}
		BigDecimal total = p.get(0).get().add(p.get(1).get()).add(p.get(2).get());
		if (w.get().compareTo(total) != 0) {
			discrepancies.add("SUM of P is " + w.get().toPlainString() + ", the partitions' SUMs add up to " + total.toPlainString()
				+ " " + parts);
		}
	}

	/** MIN (sign -1) or MAX (sign 1). */
	private static void extreme(String what, String var, int sign, List<Solution> rows, List<String> discrepancies) {
		Term whole = value(rows.get(0), var);
		List<Term> parts = new ArrayList<>();
		boolean someUnbound = false;
		for (int i = 1; i < 4; i++) {
			Term t = value(rows.get(i), var);
			if (t == null) {
				someUnbound = true;
			} else {
				parts.add(t);
			}
		}
		if (whole == null) {
			if (!someUnbound) {
				discrepancies.add(what + " of P is unbound although every partition's " + what + " is a value: " + parts);
			}
			return;
		}
		if (parts.isEmpty()) {
			discrepancies.add(what + " of P is " + whole + " although no partition has a " + what);
			return;
		}
		// xsd:double and float compare with the others as doubles (op:numeric-less-than promotes them)
		boolean asDoubles = isInexact(whole) || parts.stream().anyMatch(AggregateCombination::isInexact);
		java.util.Comparator<BigDecimal> order = asDoubles ? java.util.Comparator.comparingDouble(BigDecimal::doubleValue)
			: java.util.Comparator.naturalOrder();
		Optional<BigDecimal> w = numeric(whole);
		boolean member = parts.contains(whole) || (w.isPresent() && parts.stream().map(AggregateCombination::numeric)
			.anyMatch(n -> n.isPresent() && order.compare(n.get(), w.get()) == 0));
		if (!member) {
			discrepancies.add(what + " of P is " + whole + ", which is none of the partitions' " + what + "s " + parts);
			return;
		}
		List<Optional<BigDecimal>> nums = parts.stream().map(AggregateCombination::numeric).toList();
		// an integer past 64 bits is outside the value space an implementation must support (XML Schema 1.1 Part 2
		// §5.4; ArithmeticLatitude.INTEGER_RANGE): Oxigraph orders it as a literal it cannot read, below 2.5, so
		// which extreme it is is not judged; that the whole's is one of the partitions' still is
		boolean pastRange = ArithmeticLatitude.isIntegerPast64Bits(whole) || parts.stream().anyMatch(ArithmeticLatitude::isIntegerPast64Bits);
		if (w.isPresent() && !pastRange && nums.stream().allMatch(Optional::isPresent)) {
			BigDecimal best = nums.stream().map(Optional::get).reduce((a, b) -> sign * order.compare(a, b) >= 0 ? a : b).orElseThrow();
			if (order.compare(w.get(), best) != 0) {
				discrepancies.add(what + " of P is " + whole + ", but the partitions' " + what + " is " + best.toPlainString()
					+ " (of " + parts + ")");
			}
		}
	}

	private static String role(int i) {
		return i == 0 ? "P" : Partitions.NAMES.get(i - 1);
	}

	private static boolean isInexact(Term t) {
		return t instanceof Literal l && l.datatype() != null && l.datatype().startsWith(XSD)
			&& INEXACT.contains(l.datatype().substring(XSD.length()));
	}

	/** The value of an xsd:decimal or integer literal, or empty. */
	static Optional<BigDecimal> exact(Term t) {
		if (t instanceof Literal l && l.datatype() != null && l.datatype().startsWith(XSD)
			&& EXACT.contains(l.datatype().substring(XSD.length()))) {
			try {
				return Optional.of(new BigDecimal(l.lexical().strip().replaceFirst("^\\+", "")));
			} catch (NumberFormatException e) {
				return Optional.empty();
			}
		}
		return Optional.empty();
	}

	/** The value of an exact numeric literal, or of a finite double or float one, or empty. */
	static Optional<BigDecimal> numeric(Term t) {
		Optional<BigDecimal> e = exact(t);
		if (e.isPresent() || !isInexact(t)) {
			return e;
		}
		try {
			double d = Double.parseDouble(((Literal) t).lexical().strip());
			return Double.isFinite(d) ? Optional.of(new BigDecimal(d)) : Optional.empty();
		} catch (NumberFormatException ex) {
			return Optional.empty();
		}
	}
}
