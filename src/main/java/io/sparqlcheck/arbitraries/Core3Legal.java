package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Aggregate;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.Scope;
import io.sparqlcheck.model.SubSelect;
import io.sparqlcheck.model.UnionPattern;
import io.sparqlcheck.model.Var;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What keeps {@link Core3Patterns} legal by construction: deterministic functions from the parts
 * jqwik generated to a pattern the SPARQL 1.1 grammar and its scoping rules (§18.2.1–18.2.2)
 * allow. They run inside {@code map} and {@code combine}, so a shrunk case is legal too.
 */
final class Core3Legal {
	private Core3Legal() {
	}

	/**
	 * The group with every BIND left out whose variable is in scope of the elements before it in
	 * its group, or mentioned by its own expression, in this group and every group inside it.
	 */
	static GroupPattern legal(GroupPattern g) {
		List<PatternElement> kept = new ArrayList<>();
		Set<Var> before = new LinkedHashSet<>();
		for (PatternElement e : g.elements()) {
			if (e instanceof BindPattern b && (before.contains(b.variable()) || b.expression().variables().contains(b.variable()))) {
				continue;
			}
			PatternElement legal = inner(e);
			kept.add(legal);
			before.addAll(Scope.of(legal));
		}
		return new GroupPattern(kept);
	}

	private static PatternElement inner(PatternElement e) {
		if (e instanceof OptionalPattern o) {
			return new OptionalPattern(legal(o.group()));
		} else if (e instanceof NestedGroup n) {
			return new NestedGroup(legal(n.group()));
		} else if (e instanceof MinusPattern m) {
			return new MinusPattern(legal(m.group()));
		} else if (e instanceof UnionPattern u) {
			return new UnionPattern(legal(u.left()), legal(u.right()));
		} else if (e instanceof SubSelect s) {
			return new SubSelect(s.variables(), s.aggregates(), s.groupBy(), legal(s.where()));
		} else if (e instanceof io.sparqlcheck.model.GraphPattern g) {
			return g.withGroup(legal(g.group()));
		}
		return e;
	}

	/**
	 * A sub-SELECT that projects these variables, or aggregates: when the aggregate's variable is
	 * free (not in scope of WHERE), grouped by the projected variables, or over the implicit group
	 * when {@code grouped} is false. A projection that would be empty projects ?s.
	 */
	static PatternElement subSelect(GroupPattern where, List<Var> projected, Optional<Aggregate> aggregate, boolean grouped) {
		GroupPattern legalWhere = legal(where);
		List<Var> vars = new ArrayList<>(new LinkedHashSet<>(projected));
		List<Aggregate> aggregates = new ArrayList<>();
		List<Var> groupBy = new ArrayList<>();
		if (aggregate.isPresent() && !legalWhere.inScope().contains(aggregate.get().as()) && !vars.contains(aggregate.get().as())) {
			aggregates.add(aggregate.get());
			if (grouped) {
				groupBy.addAll(vars);
			} else {
				vars.clear();
			}
		}
		if (vars.isEmpty() && aggregates.isEmpty()) {
			vars.add(Vocabulary.S);
		}
		return new SubSelect(vars, aggregates, groupBy, legalWhere);
	}
}
