package io.sparqlcheck.oracle;

import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.FilterPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.SubSelect;
import io.sparqlcheck.model.UnionPattern;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The expressions inside a graph pattern, FILTERs and BINDs, at every depth (OPTIONAL, MINUS, UNION,
 * nested groups and sub-SELECTs): read, or each replaced, everything else kept as it is. A latitude
 * rule looks for the comparison or arithmetic it allows in these as well as in the oracle's own
 * predicate, and its confirming re-run rewrites them in place, so a divergence that a rule explains
 * inside the pattern (a BIND whose value differs, or is unbound on one engine only) is latitude only
 * when that re-run makes it vanish.
 */
final class PatternFilters {
	private PatternFilters() {
	}

	/** Every FILTER and BIND expression of the pattern, in order, outer groups first. */
	static List<Expr> of(GroupPattern g) {
		List<Expr> out = new ArrayList<>();
		map(g, e -> {
			out.add(e);
			return e;
		});
		return out;
	}

	/** The pattern with every FILTER's and BIND's expression replaced by {@code f} of it. */
	static GroupPattern map(GroupPattern g, UnaryOperator<Expr> f) {
		List<PatternElement> out = new ArrayList<>();
		for (PatternElement e : g.elements()) {
			out.add(map(e, f));
		}
		return new GroupPattern(out);
	}

	private static PatternElement map(PatternElement e, UnaryOperator<Expr> f) {
		if (e instanceof FilterPattern p) {
			return new FilterPattern(f.apply(p.expression()));
		}
		if (e instanceof BindPattern b) {
			return new BindPattern(f.apply(b.expression()), b.variable());
		}
		if (e instanceof OptionalPattern o) {
			return new OptionalPattern(map(o.group(), f));
		}
		if (e instanceof MinusPattern m) {
			return new MinusPattern(map(m.group(), f));
		}
		if (e instanceof NestedGroup n) {
			return new NestedGroup(map(n.group(), f));
		}
		if (e instanceof UnionPattern u) {
			GroupPattern left = map(u.left(), f);
			return new UnionPattern(left, map(u.right(), f));
		}
		if (e instanceof SubSelect s) {
			return new SubSelect(s.variables(), s.aggregates(), s.groupBy(), map(s.where(), f));
		}
		if (e instanceof io.sparqlcheck.model.GraphPattern g) {
			return g.withGroup(map(g.group(), f));
		}
		return e; // a triple pattern or VALUES holds no expression
	}
}
