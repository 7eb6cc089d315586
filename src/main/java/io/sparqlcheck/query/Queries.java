package io.sparqlcheck.query;

import java.util.List;

import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Var;

/**
 * The query forms the oracles are made of. Each is a plain SELECT over the pattern, with no
 * DISTINCT, REDUCED, ORDER BY, LIMIT, OFFSET or aggregate: the partition-level preconditions of
 * the paper's §3.4 hold by construction, because no other form can be built here.
 */
public final class Queries {
	private Queries() {
	}

	/** {@code SELECT * WHERE { P }}. */
	public static String selectAll(GroupPattern pattern) {
		return "SELECT * WHERE " + pattern.toSparql();
	}

	/** {@code SELECT * WHERE { P FILTER(filter) }}, the filter at the top level of the group. */
	public static String selectAllWhere(GroupPattern pattern, Expr filter) {
		return "SELECT * WHERE " + pattern.withFilter(filter);
	}

	/**
	 * {@link #selectAll} and then {@link #selectAllWhere} with each filter, in order: the same
	 * texts, the pattern rendered once.
	 */
	public static List<String> selectAllThenWhere(GroupPattern pattern, List<Expr> filters) {
		return pattern.withEachFilter(filters).stream().map(group -> "SELECT * WHERE " + group).toList();
	}

	/** {@code SELECT (expression AS ?as) WHERE { P }}: the expression in projection position. */
	public static String selectExpression(GroupPattern pattern, Expr expression, Var as) {
		return "SELECT (" + expression.toSparql() + " AS " + as.toSparql() + ") WHERE " + pattern.toSparql();
	}
}
