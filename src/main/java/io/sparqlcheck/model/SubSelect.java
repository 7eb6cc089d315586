package io.sparqlcheck.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A sub-SELECT in a group, {@code { SELECT ?a (COUNT(?o) AS ?c) WHERE { ... } GROUP BY ?a }}
 * (core-3). Only its projection is in scope outside it (§18.2.1); every other variable of its
 * WHERE is a variable of its own. Its form is restricted to what the SPARQL 1.1 grammar allows and
 * what no oracle's relation is voided by: no DISTINCT, ORDER BY, LIMIT or OFFSET, no SAMPLE or
 * GROUP_CONCAT.
 *
 * @param variables  the projected plain variables
 * @param aggregates the projected aggregates; when there are any, every plain variable is grouped by
 * @param groupBy    the GROUP BY variables; empty for no GROUP BY (an implicit group when aggregating)
 * @param where      the sub-query's pattern
 */
public record SubSelect(List<Var> variables, List<Aggregate> aggregates, List<Var> groupBy, GroupPattern where)
	implements PatternElement {

	public SubSelect {
		variables = List.copyOf(variables);
		aggregates = List.copyOf(aggregates);
		groupBy = List.copyOf(groupBy);
		if (variables.isEmpty() && aggregates.isEmpty()) {
			throw new IllegalArgumentException("a sub-SELECT projects at least one variable or aggregate");
		}
		if (aggregates.isEmpty() && !groupBy.isEmpty()) {
			throw new IllegalArgumentException("a sub-SELECT groups only when it aggregates");
		}
		if (!aggregates.isEmpty() && !groupBy.containsAll(variables)) {
			throw new IllegalArgumentException("a grouped sub-SELECT projects only grouped variables: " + variables + " by " + groupBy);
		}
		Set<Var> projected = new HashSet<>(variables);
		if (projected.size() != variables.size() || new HashSet<>(groupBy).size() != groupBy.size()) {
			throw new IllegalArgumentException("a sub-SELECT projects or groups by a variable twice");
		}
		Set<Var> inWhere = where.inScope();
		for (Aggregate a : aggregates) {
			if (!projected.add(a.as()) || inWhere.contains(a.as())) {
				throw new IllegalArgumentException("an aggregate's variable " + a.as() + " is projected twice or in scope in WHERE");
			}
		}
	}

	/** The variables in scope outside the sub-SELECT: its projection, in order. */
	public List<Var> projection() {
		List<Var> all = new ArrayList<>(variables);
		aggregates.forEach(a -> all.add(a.as()));
		return all;
	}

	@Override
	public String toSparql() {
		List<String> items = new ArrayList<>();
		variables.forEach(v -> items.add(v.toSparql()));
		aggregates.forEach(a -> items.add(a.toSparql()));
		StringBuilder b = new StringBuilder("{ SELECT ").append(String.join(" ", items)).append(" WHERE ").append(where.toSparql());
		if (!groupBy.isEmpty()) {
			b.append(" GROUP BY ").append(String.join(" ", groupBy.stream().map(Var::toSparql).toList()));
		}
		return b.append(" }").toString();
	}
}
