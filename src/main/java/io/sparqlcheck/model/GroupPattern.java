package io.sparqlcheck.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A group graph pattern {@code { e1 e2 ... }}. Filters are never part of the pattern itself: an
 * oracle appends its filter at the top level of the group with {@link #withFilter(Expr)}, so a
 * branch filter can never be pushed into an OPTIONAL (precondition 4 of the paper's §3.4).
 */
public record GroupPattern(List<PatternElement> elements) {

	public GroupPattern {
		elements = List.copyOf(elements);
	}

	public static GroupPattern of(PatternElement... elements) {
		return new GroupPattern(List.of(elements));
	}

	/** The pattern the core grammar uses: {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}. */
	public static GroupPattern optionalPattern(Iri p, Iri q) {
		Var s = Var.of("s");
		return of(new TriplePattern(s, p, Var.of("o")), new OptionalPattern(of(new TriplePattern(s, q, Var.of("w")))));
	}

	/** The group's text. */
	public String toSparql() {
		return render(null);
	}

	/** The group's text with {@code FILTER(filter)} appended as its last, top-level element. */
	public String withFilter(Expr filter) {
		return render(Objects.requireNonNull(filter, "filter"));
	}

	private String render(Expr filter) {
		List<String> parts = new ArrayList<>();
		for (PatternElement e : elements) {
			parts.add(e.toSparql());
		}
		if (filter != null) {
			parts.add("FILTER(" + filter.toSparql() + ")");
		}
		return "{ " + String.join(" ", parts) + " }";
	}

	/** The variables the pattern can bind, in order of first occurrence. */
	public List<Var> variables() {
		List<Var> vars = new ArrayList<>();
		collect(this, vars);
		return vars;
	}

	private static void collect(GroupPattern g, List<Var> into) {
		for (PatternElement e : g.elements) {
			if (e instanceof TriplePattern t) {
				for (PatternTerm p : List.of(t.subject(), t.predicate(), t.object())) {
					if (p instanceof Var v && !into.contains(v)) {
						into.add(v);
					}
				}
			} else if (e instanceof OptionalPattern o) {
				collect(o.group(), into);
			} else if (e instanceof NestedGroup n) {
				collect(n.group(), into);
			} else if (e instanceof UnionPattern u) {
				collect(u.left(), into);
				collect(u.right(), into);
			} else if (e instanceof BindPattern b && !into.contains(b.variable())) {
				into.add(b.variable());
			} else if (e instanceof ValuesPattern v) {
				v.variables().stream().filter(x -> !into.contains(x)).forEach(into::add);
			}
			// MINUS binds nothing: its variables are not in scope outside it.
		}
	}
}
