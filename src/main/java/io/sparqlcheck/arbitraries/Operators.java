package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;

import java.util.List;

/**
 * The built-in operator sets of the predicate grammar, as lists of {@link Operator}s. Order and
 * weights are part of the seed-to-case mapping of every version that uses a list (see
 * {@link Operator}): a list here is never edited once a version is pinned under
 * {@code generators/}; a new version adds a new list.
 */
final class Operators {
	private Operators() {
	}

	/**
	 * core-1: comparisons ({@code = != < <= > >=}) of leaves and of values, BOUND, isIRI, isLiteral,
	 * boolean constants, the connectives {@code && || !}, IF and COALESCE as conditions; arithmetic
	 * ({@code + - * /}), STR, LANG, DATATYPE, IF and COALESCE as values.
	 */
	static final List<Operator> CORE_1 = List.of(
		Operator.leaf("comparison", 6, o -> comparison(o.values(), o.values())),
		Operator.leaf("BOUND", 1, o -> Arbitraries.of(o.variables()).map(Expr.Bound::new)),
		Operator.leaf("isIRI/isLiteral", 1, o -> Combinators.combine(Arbitraries.of("isIRI", "isLiteral"), o.values())
			.as((f, e) -> Expr.FunctionCall.of(f, e))),
		Operator.leaf("boolean constant", 1, o -> Terms.booleans().map(Expr.Constant::new)),
		Operator.condition("comparison of values", 2, o -> comparison(o.values(), o.values())),
		Operator.condition("&&", 1, o -> Combinators.combine(o.conditions(), o.conditions()).as(Expr.And::new)),
		Operator.condition("||", 1, o -> Combinators.combine(o.conditions(), o.conditions()).as(Expr.Or::new)),
		Operator.condition("!", 1, o -> o.conditions().map(Expr.Not::new)),
		Operator.condition("IF", 1, o -> Combinators.combine(o.conditions(), o.conditions(), o.conditions()).as(Expr.If::new)),
		Operator.condition("COALESCE", 1, o -> Combinators.combine(o.conditions(), o.conditions())
			.as((a, b) -> new Expr.Coalesce(List.of(a, b)))),
		Operator.value("arithmetic", 1, o -> Combinators.combine(Arbitraries.of(Expr.ArithOp.class), o.values(), o.values())
			.as(Expr.Arithmetic::new)),
		Operator.value("STR/LANG/DATATYPE", 1, o -> Combinators.combine(Arbitraries.of("STR", "LANG", "DATATYPE"), o.values())
			.as((f, e) -> Expr.FunctionCall.of(f, e))),
		Operator.value("IF", 1, o -> Combinators.combine(o.conditions(), o.values(), o.values()).as(Expr.If::new)),
		Operator.value("COALESCE", 1, o -> Combinators.combine(o.values(), o.values())
			.as((a, b) -> new Expr.Coalesce(List.of(a, b)))));

	/** What core-2 adds to core-1: sameTerm of leaves, and IN / NOT IN over leaves and over values. */
	static final List<Operator> CORE_2_ADDITIONS = List.of(
		Operator.leaf("sameTerm", 1, o -> Combinators.combine(o.values(), o.values())
			.as((a, b) -> Expr.FunctionCall.of("sameTerm", a, b))),
		Operator.leaf("IN/NOT IN", 1, o -> in(o.values())),
		Operator.condition("IN/NOT IN", 1, o -> in(o.values())));

	private static Arbitrary<Expr> comparison(Arbitrary<Expr> left, Arbitrary<Expr> right) {
		return Combinators.combine(Arbitraries.of(Expr.CompareOp.class), left, right).as(Expr.Comparison::new);
	}

	/** {@code (v IN (a, b))} / {@code (v NOT IN (a))}: one to three members. */
	private static Arbitrary<Expr> in(Arbitrary<Expr> values) {
		return Combinators.combine(values, values.list().ofMinSize(1).ofMaxSize(3), Arbitraries.of(false, true))
			.as(Expr.In::new);
	}
}
