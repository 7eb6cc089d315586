package io.sparqlcheck.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code VALUES (?a ?b) { (1 UNDEF) ... }}: inline data joined with the group; an empty
 * {@link Optional} is {@code UNDEF}, which leaves the variable unbound in that row.
 */
public record ValuesPattern(List<Var> variables, List<List<Optional<Term>>> rows) implements PatternElement {
	public ValuesPattern {
		variables = List.copyOf(variables);
		List<List<Optional<Term>>> copy = new ArrayList<>();
		for (List<Optional<Term>> row : rows) {
			if (row.size() != variables.size()) {
				throw new IllegalArgumentException("a VALUES row has " + row.size() + " values for " + variables.size() + " variables");
			}
			row.forEach(t -> t.ifPresent(term -> {
				if (term instanceof BlankNode) {
					throw new IllegalArgumentException("VALUES cannot hold a blank node");
				}
			}));
			copy.add(List.copyOf(row));
		}
		rows = List.copyOf(copy);
		if (variables.isEmpty()) {
			throw new IllegalArgumentException("VALUES needs at least one variable");
		}
	}

	@Override
	public String toSparql() {
		StringBuilder b = new StringBuilder("VALUES (");
		b.append(String.join(" ", variables.stream().map(Var::toSparql).toList())).append(") {");
		for (List<Optional<Term>> row : rows) {
			b.append(" (").append(String.join(" ", row.stream().map(t -> t.map(Term::toSparql).orElse("UNDEF")).toList())).append(')');
		}
		return b.append(" }").toString();
	}
}
