package io.sparqlcheck.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A group graph pattern {@code { e1 e2 ... }}. An oracle's filter is never part of the pattern
 * itself: it appends it at the top level of the group with {@link #withFilter(Expr)}, so a branch
 * filter can never be pushed into an OPTIONAL (precondition 4 of the paper's §3.4). The pattern's
 * own filters (core-3's {@link FilterPattern}) are elements of its groups.
 */
public record GroupPattern(List<PatternElement> elements) {

	public GroupPattern {
		elements = List.copyOf(elements);
	}

	public static GroupPattern of(PatternElement... elements) {
		return new GroupPattern(List.of(elements));
	}

	/** This group with one more element at its end. */
	public GroupPattern plus(PatternElement element) {
		List<PatternElement> all = new ArrayList<>(elements);
		all.add(Objects.requireNonNull(element, "element"));
		return new GroupPattern(all);
	}

	/** The pattern the core grammar uses: {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}. */
	public static GroupPattern optionalPattern(Iri p, Iri q) {
		Var s = Var.of("s");
		return of(new TriplePattern(s, p, Var.of("o")), new OptionalPattern(of(new TriplePattern(s, q, Var.of("w")))));
	}

	/** The group's text. */
	public String toSparql() {
		return render(elementsText(), null);
	}

	/** The group's text with {@code FILTER(filter)} appended as its last, top-level element. */
	public String withFilter(Expr filter) {
		return render(elementsText(), Objects.requireNonNull(filter, "filter"));
	}

	/**
	 * {@link #toSparql()} and then {@link #withFilter} of each filter in order, the same texts, with
	 * the group's elements rendered once for all of them (TLP asks for four at a time).
	 */
	public List<String> withEachFilter(List<Expr> filters) {
		String body = elementsText();
		List<String> texts = new ArrayList<>(filters.size() + 1);
		texts.add(render(body, null));
		for (Expr filter : filters) {
			texts.add(render(body, filter));
		}
		return texts;
	}

	/** The elements' texts, space-separated. */
	private String elementsText() {
		List<String> parts = new ArrayList<>();
		for (PatternElement e : elements) {
			parts.add(e.toSparql());
		}
		return String.join(" ", parts);
	}

	/** {@code { body }}, with {@code FILTER(filter)} as the last element when there is one. */
	private static String render(String body, Expr filter) {
		if (filter == null) {
			return "{ " + body + " }";
		}
		return "{ " + (body.isEmpty() ? "" : body + " ") + "FILTER(" + filter.toSparql() + ") }";
	}

	/** The variables the pattern can bind, in order of first occurrence: its in-scope variables (§18.2.1). */
	public List<Var> variables() {
		return new ArrayList<>(inScope());
	}

	/** The in-scope variables of SPARQL 1.1 §18.2.1, in order of first occurrence ({@link Scope}). */
	public java.util.Set<Var> inScope() {
		return Scope.of(this);
	}
}
