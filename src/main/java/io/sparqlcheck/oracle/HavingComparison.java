package io.sparqlcheck.oracle;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.QueryForm;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.result.Solution;

import java.util.Optional;
import java.util.TreeMap;
import java.util.function.UnaryOperator;

/**
 * A core-4 form's HAVING ({@code HAVING (GROUP_CONCAT(?o) != 0)}) as the latitude rules read and rewrite
 * it: an expression like a FILTER's, with the aggregate standing as the variable {@link #AGGREGATE}.
 * SPARQL 1.1 Query §11.4: HAVING operates over grouped solution sets in the same way that FILTER
 * operates over ungrouped ones (§18.2.4.1: a Filter over the groups), so a comparison there is
 * evaluated by the same operator table (§17.3), extensions included (§17.3.1), and a rule that
 * allows a comparison in a FILTER allows it in a HAVING.
 */
final class HavingComparison {
	private HavingComparison() {
	}

	/** Where the aggregate stands in the expression; no case's pattern binds it (no generated variable has an underscore). */
	static final Var AGGREGATE = Var.of("sparqlcheck_having_aggregate");

	/** The form's HAVING as an expression over {@link #AGGREGATE}, if it has one. */
	static Optional<Expr> of(QueryForm form) {
		return form.having().map(h -> new Expr.Comparison(h.op(), AGGREGATE, new Expr.Constant(h.constant())));
	}

	/**
	 * The condition a rule's rewrite makes of the form's HAVING, the aggregate written back in place of
	 * {@link #AGGREGATE} (an aggregate may stand anywhere in a HAVING expression, §11.4); empty when
	 * the form has none, and the form's own condition when the rewrite leaves it alone.
	 */
	static Optional<String> rewritten(QueryForm form, UnaryOperator<Expr> rewrite) {
		return form.having().map(h -> {
			Expr before = of(form).orElseThrow(), after = rewrite.apply(before);
			return after.equals(before) ? h.condition() : "(" + after.toSparql().replace(AGGREGATE.toSparql(), h.call().toSparql()) + ")";
		});
	}

	/**
	 * The row with {@link #AGGREGATE} bound to what a rule may read of the aggregate's value there: the
	 * value the projection gives the same aggregate, else a value of the type the set function always
	 * has (COUNT an xsd:integer, §18.5.1.2; SUM and AVG a number when they have a value, §18.5.1.3,
	 * §18.5.1.4; GROUP_CONCAT a simple literal, §18.5.1.7). MIN, MAX and SAMPLE, not projected, have no
	 * type to read: the row is left as it is, and no rule matches on that comparison.
	 */
	static Solution withAggregate(QueryForm form, Solution row) {
		if (form.having().isEmpty()) {
			return row;
		}
		QueryForm.Call call = form.having().get().call();
		Term value = form.aggregates().stream().filter(a -> a.call().equals(call)).map(a -> row.get(a.as().name()))
			.filter(java.util.Objects::nonNull).findFirst().orElseGet(() -> switch (call.function()) {
				case COUNT, SUM, AVG -> Literal.integer(0);
				case GROUP_CONCAT -> Literal.string("");
				case MIN, MAX, SAMPLE -> null;
			});
		if (value == null) {
			return row;
		}
		TreeMap<String, Term> bindings = new TreeMap<>(row.bindings());
		bindings.put(AGGREGATE.name(), value);
		return Solution.adopt(bindings);
	}
}
