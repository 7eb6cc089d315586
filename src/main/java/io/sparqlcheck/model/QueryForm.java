package io.sparqlcheck.model;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The top level of a case's query around {@code { P FILTER(c) }} (core-4): DISTINCT or REDUCED,
 * GROUP BY with aggregates and HAVING, ORDER BY, LIMIT and OFFSET. {@link #PLAIN} is
 * {@code SELECT * WHERE { ... }}, the only form core-1 to core-3 have; its text is exactly theirs.
 *
 * <p>TLP, NoREC and the path oracle build their queries from P and c alone, so they never see the
 * form (their relations are about P); the differential runs the case's query with it
 * ({@link #render}) and compares only what SPARQL determines of it ({@code oracle.FormRules}).
 *
 * @param modifier   none, DISTINCT or REDUCED (§15.3)
 * @param groupBy    the GROUP BY variables (§11.1)
 * @param aggregates the projected aggregates (§11.2); with any, or with a GROUP BY, the query is grouped
 *                   and projects the grouped variables and the aggregates
 * @param having     the HAVING condition (§11.4), only on a grouped query
 * @param orderBy    the ORDER BY keys (§15.1)
 * @param limit      LIMIT (§15.5), or -1 for none
 * @param offset     OFFSET (§15.4), 0 for none
 * @param dataset    the dataset clause (core-5, §13.2), {@link DatasetClause#NONE} for none; unlike the rest
 *                   of the form, every oracle's queries for the case carry it ({@link DatasetClause#applyTo})
 */
public record QueryForm(Modifier modifier, List<Var> groupBy, List<Aggregation> aggregates, Optional<Having> having,
						List<OrderKey> orderBy, int limit, int offset, DatasetClause dataset) {

	/** {@code SELECT *}: no modifier at all. */
	public static final QueryForm PLAIN = new QueryForm(Modifier.NONE, List.of(), List.of(), Optional.empty(), List.of(), -1, 0);

	/** A form without a dataset clause (core-4's forms). */
	public QueryForm(Modifier modifier, List<Var> groupBy, List<Aggregation> aggregates, Optional<Having> having,
					 List<OrderKey> orderBy, int limit, int offset) {
		this(modifier, groupBy, aggregates, having, orderBy, limit, offset, DatasetClause.NONE);
	}

	/** The solution modifier of §15.3. */
	public enum Modifier {
		NONE(""), DISTINCT("DISTINCT "), REDUCED("REDUCED ");

		private final String text;

		Modifier(String text) {
			this.text = text;
		}
	}

	/** The set functions of §18.5.1; SAMPLE and GROUP_CONCAT are not determined by the group alone. */
	public enum Function {
		COUNT, SUM, MIN, MAX, AVG, SAMPLE, GROUP_CONCAT
	}

	/** The separator of every GROUP_CONCAT: no lexical form of the generated data holds it. */
	public static final String SEPARATOR = "|";

	/** {@code COUNT(DISTINCT ?o)}: a set function over a variable. */
	public record Call(Function function, boolean distinct, Var argument) {
		public Call {
			Objects.requireNonNull(function, "function");
			Objects.requireNonNull(argument, "argument");
		}

		public String toSparql() {
			String sep = function == Function.GROUP_CONCAT ? " ; SEPARATOR=\"" + SEPARATOR + "\"" : "";
			return function.name() + "(" + (distinct ? "DISTINCT " : "") + argument.toSparql() + sep + ")";
		}
	}

	/** {@code (COUNT(?o) AS ?n)} in the projection. */
	public record Aggregation(Call call, Var as) {
		public Aggregation {
			Objects.requireNonNull(call, "call");
			Objects.requireNonNull(as, "as");
		}

		public String toSparql() {
			return "(" + call.toSparql() + " AS " + as.toSparql() + ")";
		}
	}

	/** {@code HAVING (SUM(?o) > 1)}: a comparison of an aggregate with a constant. */
	public record Having(Call call, Expr.CompareOp op, Term constant) {
		public Having {
			Objects.requireNonNull(call, "call");
			Objects.requireNonNull(op, "op");
			Objects.requireNonNull(constant, "constant");
		}

		public String toSparql() {
			return "HAVING " + condition();
		}

		/** The condition alone: {@code (SUM(?o) > 1)}. */
		public String condition() {
			return "(" + call.toSparql() + " " + op.symbol + " " + constant.toSparql() + ")";
		}
	}

	/** One ORDER BY key. */
	public record OrderKey(Var variable, boolean descending) {
		public String toSparql() {
			return descending ? "DESC(" + variable.toSparql() + ")" : "ASC(" + variable.toSparql() + ")";
		}
	}

	public QueryForm {
		Objects.requireNonNull(modifier, "modifier");
		Objects.requireNonNull(dataset, "dataset");
		groupBy = List.copyOf(groupBy);
		aggregates = List.copyOf(aggregates);
		Objects.requireNonNull(having, "having");
		orderBy = List.copyOf(orderBy);
		if (limit < -1 || offset < 0) {
			throw new IllegalArgumentException("LIMIT is -1 (none) or more, OFFSET 0 or more: " + limit + ", " + offset);
		}
		if (having.isPresent() && groupBy.isEmpty() && aggregates.isEmpty()) {
			throw new IllegalArgumentException("HAVING only on a grouped query");
		}
		Set<Var> projected = new HashSet<>(groupBy);
		if (projected.size() != groupBy.size()) {
			throw new IllegalArgumentException("a GROUP BY names a variable twice");
		}
		for (Aggregation a : aggregates) {
			if (!projected.add(a.as())) {
				throw new IllegalArgumentException("an aggregate binds " + a.as() + ", projected already");
			}
		}
		if (grouped(groupBy, aggregates)) {
			for (OrderKey k : orderBy) {
				if (!projected.contains(k.variable())) {
					throw new IllegalArgumentException("a grouped query orders only by its projection, not " + k.variable());
				}
			}
		}
	}

	private static boolean grouped(List<Var> groupBy, List<Aggregation> aggregates) {
		return !groupBy.isEmpty() || !aggregates.isEmpty();
	}

	/** Whether this is {@link #PLAIN}. */
	public boolean isPlain() {
		return equals(PLAIN);
	}

	/** Whether the query groups (GROUP BY, or aggregates over the one implicit group). */
	public boolean isGrouped() {
		return grouped(groupBy, aggregates);
	}

	/** Whether there is a LIMIT or an OFFSET. */
	public boolean isSliced() {
		return limit >= 0 || offset > 0;
	}

	/** The same form without LIMIT and OFFSET. */
	public QueryForm unsliced() {
		return new QueryForm(modifier, groupBy, aggregates, having, orderBy, -1, 0, dataset);
	}

	/** The same form with that dataset clause. */
	public QueryForm withDataset(DatasetClause clause) {
		return new QueryForm(modifier, groupBy, aggregates, having, orderBy, limit, offset, clause);
	}

	/** The variables the aggregates bind: they must not be in scope of the pattern. */
	public List<Var> aggregateVariables() {
		return aggregates.stream().map(Aggregation::as).toList();
	}

	/** The query: this form around the group's text ({@code "{ P FILTER(c) }"}), its dataset clause included. */
	public String render(String group) {
		return render(group, having.map(Having::condition));
	}

	/**
	 * The query with another HAVING condition in place of the form's own (an expression over the same
	 * aggregate, as a latitude rule's rewrite makes it); only on a form that has a HAVING.
	 */
	public String render(String group, Optional<String> havingCondition) {
		if (havingCondition.isPresent() != having.isPresent()) {
			throw new IllegalArgumentException("a HAVING condition replaces the form's own, and only that: " + havingCondition);
		}
		return dataset.applyTo(renderWithoutDataset(group, havingCondition));
	}

	private String renderWithoutDataset(String group, Optional<String> havingCondition) {
		StringBuilder b = new StringBuilder("SELECT ").append(modifier.text);
		if (isGrouped()) {
			List<String> items = new ArrayList<>();
			groupBy.forEach(v -> items.add(v.toSparql()));
			aggregates.forEach(a -> items.add(a.toSparql()));
			b.append(String.join(" ", items));
		} else {
			b.append('*');
		}
		b.append(" WHERE ").append(group);
		if (!groupBy.isEmpty()) {
			b.append(" GROUP BY ").append(String.join(" ", groupBy.stream().map(Var::toSparql).toList()));
		}
		havingCondition.ifPresent(h -> b.append(" HAVING ").append(h));
		if (!orderBy.isEmpty()) {
			b.append(" ORDER BY ").append(String.join(" ", orderBy.stream().map(OrderKey::toSparql).toList()));
		}
		if (limit >= 0) {
			b.append(" LIMIT ").append(limit);
		}
		if (offset > 0) {
			b.append(" OFFSET ").append(offset);
		}
		return b.toString();
	}

	/** The form's own text, without the pattern: what a case's fingerprint and description add. */
	public String describe() {
		return render("{ ... }");
	}
}
