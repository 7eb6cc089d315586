package io.sparqlcheck.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * In-scope variables of SPARQL 1.1 §18.2.1 and the scoping rules of §18.2.2 that a generated
 * pattern must keep. A variable is in scope of a triple pattern that mentions it, of OPTIONAL,
 * UNION, a nested group and GRAPH through their groups (GRAPH's variable too), of BIND and VALUES that bind it, and of a
 * sub-SELECT that projects it; never through FILTER or MINUS.
 */
public final class Scope {
	private Scope() {
	}

	/** The variables in scope of one element, in order of first occurrence. */
	public static Set<Var> of(PatternElement e) {
		Set<Var> into = new LinkedHashSet<>();
		add(e, into);
		return into;
	}

	/** The variables in scope of a group: of its elements, in order of first occurrence. */
	public static Set<Var> of(GroupPattern g) {
		Set<Var> into = new LinkedHashSet<>();
		g.elements().forEach(e -> add(e, into));
		return into;
	}

	private static void add(PatternElement e, Set<Var> into) {
		if (e instanceof TriplePattern t) {
			for (PatternTerm p : List.of(t.subject(), t.predicate(), t.object())) {
				if (p instanceof Var v) {
					into.add(v);
				}
			}
		} else if (e instanceof OptionalPattern o) {
			into.addAll(of(o.group()));
		} else if (e instanceof NestedGroup n) {
			into.addAll(of(n.group()));
		} else if (e instanceof UnionPattern u) {
			into.addAll(of(u.left()));
			into.addAll(of(u.right()));
		} else if (e instanceof BindPattern b) {
			into.add(b.variable());
		} else if (e instanceof ValuesPattern v) {
			into.addAll(v.variables());
		} else if (e instanceof SubSelect s) {
			into.addAll(s.projection());
		} else if (e instanceof GraphPattern g) {
			if (g.graph() instanceof Var v) {
				into.add(v);
			}
			into.addAll(of(g.group()));
		}
		// FILTER and MINUS bind nothing.
	}

	/**
	 * What breaks §18.2.2 in this group or any group inside it: a BIND whose variable is in scope
	 * of the elements before it in its group, or that its own expression mentions. Empty when the
	 * pattern is legal. (A sub-SELECT's projection rules are checked when it is made.)
	 */
	public static List<String> problems(GroupPattern g) {
		List<String> found = new ArrayList<>();
		check(g, found);
		return found;
	}

	private static void check(GroupPattern g, List<String> found) {
		Set<Var> before = new LinkedHashSet<>();
		for (PatternElement e : g.elements()) {
			if (e instanceof BindPattern b && (before.contains(b.variable()) || b.expression().variables().contains(b.variable()))) {
				found.add(b.toSparql() + " binds a variable in scope before it");
			}
			for (GroupPattern inner : groupsOf(e)) {
				check(inner, found);
			}
			add(e, before);
		}
	}

	/** The groups directly inside an element (a sub-SELECT's WHERE included). */
	public static List<GroupPattern> groupsOf(PatternElement e) {
		if (e instanceof OptionalPattern o) {
			return List.of(o.group());
		} else if (e instanceof NestedGroup n) {
			return List.of(n.group());
		} else if (e instanceof MinusPattern m) {
			return List.of(m.group());
		} else if (e instanceof UnionPattern u) {
			return List.of(u.left(), u.right());
		} else if (e instanceof SubSelect s) {
			return List.of(s.where());
		} else if (e instanceof GraphPattern g) {
			return List.of(g.group());
		}
		return List.of();
	}
}
