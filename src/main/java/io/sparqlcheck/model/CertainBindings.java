package io.sparqlcheck.model;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * The variables a pattern binds in <em>every</em> solution, as far as its syntax says: the
 * complement, within {@link Scope its in-scope variables}, of the ones a solution may leave
 * unbound (§18.3's compatibility treats an unbound variable as compatible with any value, which is
 * where joins over "maybe bound" variables differ from joins over certain ones, and where
 * evaluators most often go wrong). A triple pattern binds its variables; a group binds what any
 * of its elements binds; UNION what both branches bind; GRAPH its variable and what its group
 * binds; VALUES the variables with no UNDEF in any row; a sub-SELECT the projected variables its
 * WHERE binds, and its COUNTs. OPTIONAL, MINUS, FILTER and BIND bind nothing for certain (a BIND's
 * expression may raise an error, §18.6 Extend).
 */
public final class CertainBindings {
	private CertainBindings() {
	}

	/** The variables every solution of the group binds. */
	public static Set<Var> of(GroupPattern g) {
		Set<Var> out = new LinkedHashSet<>();
		g.elements().forEach(e -> out.addAll(of(e)));
		return out;
	}

	/** The variables every solution of one element binds. */
	public static Set<Var> of(PatternElement e) {
		Set<Var> out = new LinkedHashSet<>();
		if (e instanceof TriplePattern) {
			out.addAll(Scope.of(e));
		} else if (e instanceof GraphPattern g) {
			if (g.graph() instanceof Var v) {
				out.add(v);
			}
			out.addAll(of(g.group()));
		} else if (e instanceof NestedGroup n) {
			out.addAll(of(n.group()));
		} else if (e instanceof UnionPattern u) {
			out.addAll(of(u.left()));
			out.retainAll(of(u.right()));
		} else if (e instanceof ValuesPattern v) {
			for (int i = 0; i < v.variables().size(); i++) {
				final int column = i;
				if (v.rows().stream().allMatch(r -> r.get(column).isPresent())) {
					out.add(v.variables().get(i));
				}
			}
		} else if (e instanceof SubSelect s) {
			Set<Var> where = of(s.where());
			s.variables().stream().filter(where::contains).forEach(out::add);
			s.aggregates().stream().filter(a -> a.function() == Aggregate.Function.COUNT).map(Aggregate::as).forEach(out::add);
		}
		return out;
	}
}
