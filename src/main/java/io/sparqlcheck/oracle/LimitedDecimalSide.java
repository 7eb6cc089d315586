package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Xsd;
import io.sparqlcheck.result.Solution;
import io.sparqlcheck.result.SolutionBag;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Which side of a divergence lacks what, for a latitude that only the engine with a limited xsd:decimal
 * (Oxigraph: 18 fractional digits) may take over a value of the data. XML Schema 1.1 Part 2 §5.4 lets that
 * engine fail on a decimal it cannot represent, so where it lacks a value (a BIND left unbound, a row a
 * FILTER dropped) that the other engine computed from such a decimal, the difference may be the latitude.
 * It never speaks for what the other engine answered: a row Oxigraph has and the other lacks, or a value
 * the other engine binds that is not the decimal the arithmetic gives (Comunica 4.5.0's
 * {@code "2e-30"^^xsd:decimal}, outside the decimal lexical space: finding
 * comunica-decimal-exponent-lexical-form), is that engine's own difference, and no rewrite may hide it.
 */
final class LimitedDecimalSide {
	private LimitedDecimalSide() {
	}

	/** XSD 1.1 Part 2 §3.3.3.1 decimal lexical mapping: no exponent. */
	private static final Pattern DECIMAL_LEXICAL = Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)");
	/** XSD 1.1 Part 2 §3.4.13 integer lexical space. */
	private static final Pattern INTEGER_LEXICAL = Pattern.compile("[+-]?[0-9]+");

	/**
	 * Whether the divergence is only Oxigraph lacking what the other engine computed from a value that
	 * passes {@code unrepresentable}: every row the other engine has and Oxigraph lacks binds a
	 * variable the case's expressions read to such a value; every row Oxigraph has and the other lacks
	 * is, one to one, such a row of the other engine with some of its bindings missing; and each binding
	 * it misses is a value the other engine wrote well (a numeric literal in its lexical space, and, for
	 * a BIND of arithmetic over the row, the exact value of that arithmetic).
	 */
	static boolean onlyOxigraphLacks(LatitudeRule.Divergent d, Predicate<Term> unrepresentable) {
		if (!d.oneSideIs(EngineFamily.OXIGRAPH)) {
			return false;
		}
		boolean oxigraphRight = d.rightFamily() == EngineFamily.OXIGRAPH;
		List<Solution> oxigraph = rows(oxigraphRight ? d.divergence().excess() : d.divergence().missing());
		List<Solution> other = rows(oxigraphRight ? d.divergence().missing() : d.divergence().excess());
		Set<String> read = new TreeSet<>();
		LatitudeRules.expressions(d.sparqlCase()).forEach(e -> ArithmeticRewrite.variables(e, read));
		if (other.isEmpty() || !other.stream().allMatch(row -> read.stream().anyMatch(v -> row.isBound(v) && unrepresentable.test(row.get(v))))) {
			return false;
		}
		List<Solution> unmatched = new ArrayList<>(other);
		for (Solution lacking : oxigraph) {
			Solution twin = unmatched.stream().filter(full -> lacks(lacking, full, d)).findFirst().orElse(null);
			if (twin == null) {
				return false; // a row of Oxigraph's own, or a value it has that the other engine lacks
			}
			unmatched.remove(twin);
		}
		return true;
	}

	/** Each row of the bag as often as it occurs. */
	private static List<Solution> rows(SolutionBag bag) {
		List<Solution> out = new ArrayList<>();
		bag.counts().forEach((row, n) -> {
			for (int i = 0; i < n; i++) {
				out.add(row);
			}
		});
		return out;
	}

	/** Whether {@code lacking} is {@code full} with some bindings missing, each of them a value written well. */
	private static boolean lacks(Solution lacking, Solution full, LatitudeRule.Divergent d) {
		if (lacking.bindings().size() >= full.bindings().size()) {
			return false;
		}
		for (Map.Entry<String, Term> b : lacking.bindings().entrySet()) {
			if (!b.getValue().equals(full.get(b.getKey()))) {
				return false;
			}
		}
		for (Map.Entry<String, Term> b : full.bindings().entrySet()) {
			if (!lacking.isBound(b.getKey()) && !writtenWell(b.getKey(), b.getValue(), full, d)) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Whether a value the other engine bound is one the rule may speak for: an xsd:decimal or
	 * xsd:integer in its lexical space, equal to the exact value of the top-level BIND of arithmetic
	 * that binds it, where the row gives that a value; any other term as it is.
	 */
	private static boolean writtenWell(String variable, Term value, Solution row, LatitudeRule.Divergent d) {
		if (value instanceof Literal l && !l.hasLanguage()) {
			if (Xsd.DECIMAL.equals(l.datatype()) && !DECIMAL_LEXICAL.matcher(l.lexical()).matches()
				|| Xsd.INTEGER.equals(l.datatype()) && !INTEGER_LEXICAL.matcher(l.lexical()).matches()) {
				return false;
			}
		}
		for (PatternElement e : d.sparqlCase().pattern().elements()) {
			if (e instanceof BindPattern b && b.variable().name().equals(variable)) {
				BigDecimal exact = ArithmeticLatitude.exactValue(b.expression(), row);
				BigDecimal given = ArithmeticLatitude.exactValue(new io.sparqlcheck.model.Expr.Constant(value), row);
				return exact == null || given != null && exact.compareTo(given) == 0;
			}
		}
		return true;
	}
}
