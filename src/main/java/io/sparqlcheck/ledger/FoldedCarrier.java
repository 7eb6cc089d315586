package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.ExprChildren;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Xsd;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.result.QueryOutcome;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;

/**
 * A carrier expression with the parts that have one value on every row folded to that value, so
 * that its locus names what the operator the engines get wrong is given, not how the case spelled it:
 * rdf4j#6056 ({@code true || error} is an error) is {@code BOUND(?o) || ("a" = 0)} in one repro,
 * {@code (?o = ?o) || (STR(0) = 0)} in another, and {@code !(isIRI(0)) || ("a" = 0)} or {@code true || (0 < "a")}
 * in a campaign's case; on Jena and RDF4J all are {@code ERROR() || TRUE()}.
 *
 * <p>Each proper boolean part (a boolean constant too, and any operand of {@code ||}, {@code &&} or {@code !},
 * which reads it by its effective boolean value: {@code COALESCE(?o = ?o, ?o = ?o)}) is asked of each engine on the rows of the carrier's
 * context ({@code FILTER(x)}, then {@code FILTER(!x)}): true on every row, false on every row, an error on
 * every row, or mixed; a part that reads no variable is asked on the one empty solution. Where every engine
 * gives the same one answer it is folded to it: {@code TRUE()}, {@code FALSE()} or {@code ERROR()}. Where
 * the evaluators differ on a part that reads no variable and holds no boolean part of its own, one raising
 * the type error and another deciding a value ({@code "a" = 0}, {@code 0 IN ("a")}: Jena's extension), it is
 * folded to {@code ERROR()}, the operator's own answer, as {@code 0 < "a"} is on both (session 18: the same
 * seed shrank to either, and two loci kept one bug apart from itself); where they differ otherwise, to each
 * one's answer ({@code TRUE_ON_JENA_FALSE_ON_RDF4J()}): the part is then the divergence itself. Any other part the engines differ on stays, its own parts folded: on a
 * connective, the operator they differ on is what the locus names; on a part that reads a variable, the
 * rows are where they differ. A part stays as written, too, where an engine failed, its rows are mixed,
 * the context has no row, or two engines of one evaluator differ. The markers stand in a locus text only,
 * never in a query. Deterministic as the engines are.
 */
final class FoldedCarrier {
	private FoldedCarrier() {
	}

	/** What a boolean part is on every row of the context on an engine; MIXED when it differs between rows. */
	private enum Kind { TRUE, FALSE, ERROR, MIXED }

	/**
	 * The carrier with its parts folded: every proper boolean subexpression that is one value on every row
	 * of its context, alike on all the engines (a part that reads no variable: on each evaluator).
	 *
	 * @param context the group whose solutions the carrier is evaluated on (the elements before its FILTER,
	 *                or the case's pattern for the predicate)
	 */
	static Expr of(Expr carrier, GroupPattern context, List<? extends Engine> engines, SparqlCase c) {
		return inner(carrier, context, engines, c, new java.util.HashMap<>());
	}

	/** The expression with each direct child folded; an operand of a connective is read by its effective boolean value. */
	private static Expr inner(Expr e, GroupPattern context, List<? extends Engine> engines, SparqlCase c, Map<List<Object>, Integer> counted) {
		boolean connective = e instanceof Expr.And || e instanceof Expr.Or || e instanceof Expr.Not;
		return ExprChildren.map(e, child -> fold(child, connective, context, engines, c, counted));
	}

	private static Expr fold(Expr e, boolean byValue, GroupPattern context, List<? extends Engine> engines, SparqlCase c,
							 Map<List<Object>, Integer> counted) {
		if (!(byValue || isBoolean(e)) || engines.isEmpty()) {
			return inner(e, context, engines, c, counted);
		}
		boolean constant = e.variables().isEmpty();
		// a constant part is asked on the one empty solution, a part that reads a variable on the context's rows
		GroupPattern rows = constant ? new GroupPattern(List.of()) : context;
		Map<String, Kind> byFamily = new TreeMap<>();
		for (Engine engine : engines) {
			Kind k = kind(engine, e, rows, c, counted);
			Kind before = byFamily.putIfAbsent(engine.family().name(), k);
			if (k == null || k == Kind.MIXED || before != null && before != k) {
				// an engine failed, the rows differ, or two engines of one evaluator differ: nothing to name it by
				return inner(e, context, engines, c, counted);
			}
		}
		if (new HashSet<>(byFamily.values()).size() == 1) {
			return marker(byFamily.values().iterator().next().name());
		}
		if (!constant || e.children().stream().anyMatch(FoldedCarrier::isBoolean)) {
			// the evaluators differ on it: on a connective, which of its operators they differ on is the locus
			return inner(e, context, engines, c, counted);
		}
		if (byFamily.containsValue(Kind.ERROR) && new HashSet<>(byFamily.values()).size() == 2) {
			// one evaluator raises the type error, another decides a value: the decided value is an operator
			// extension (§17.3.1; "a" = 0 on Jena), the error the operator's own answer (§17.4.1.7), and it is
			// what the part is wherever it is spelled ("a" = 0, 0 < "a")
			return marker(Kind.ERROR.name());
		}
		StringJoiner each = new StringJoiner("_");
		byFamily.forEach((family, k) -> each.add(k.name() + "_ON_" + family));
		return marker(each.toString());
	}

	/**
	 * Whether an expression (of any type: a BIND's) is an error on every row of the context, on every engine:
	 * {@code FILTER(sameTerm(e, e))} and its negation both keep no row, and the context has one (an expression
	 * that reads no variable is asked on the one empty solution instead). Such a BIND
	 * leaves its variable unbound (§18.5, Extend), so whatever goes wrong once it is added goes wrong with
	 * what the BIND left, not with how its expression was spelled ({@code ?w}, {@code STR(?w)}, {@code ?o + ?w}
	 * over an unbound ?w alike).
	 */
	static boolean errorOnEveryRow(Expr e, GroupPattern context, List<? extends Engine> engines, SparqlCase c) {
		if (engines.isEmpty()) {
			return false;
		}
		Expr same = Expr.FunctionCall.of("sameTerm", e, e);
		Map<List<Object>, Integer> counted = new java.util.HashMap<>();
		// a constant expression is asked on the one empty solution, as a constant part of a carrier is (fold):
		// 0 + "a" is an error on every row whether or not the data gave the BIND's context any row
		GroupPattern rows = e.variables().isEmpty() ? new GroupPattern(List.of()) : context;
		return engines.stream().allMatch(engine -> kind(engine, same, rows, c, counted) == Kind.ERROR);
	}

	private static boolean isBoolean(Expr e) {
		return EvaluatorLocus.isBoolean(e) || e instanceof Expr.Constant k && k.term() instanceof Literal l && Xsd.BOOLEAN.equals(l.datatype());
	}

	/**
	 * What e is on every row of the context on the engine, or null when the engine failed or the context has no row.
	 * The context's own row count is asked once per engine and context ({@code counted}), not once per part.
	 */
	private static Kind kind(Engine engine, Expr e, GroupPattern context, SparqlCase c, Map<List<Object>, Integer> counted) {
		List<Object> key = List.of(engine.name(), context);
		if (!counted.containsKey(key)) {
			counted.put(key, rows(engine, context, new Expr.Constant(Literal.bool(true)), c));
		}
		Integer all = counted.get(key);
		Integer held = rows(engine, context, e, c);
		Integer negated = rows(engine, context, new Expr.Not(e), c);
		if (all == null || held == null || negated == null || all == 0) {
			return null;
		}
		return held.equals(all) ? Kind.TRUE : negated.equals(all) ? Kind.FALSE : held == 0 && negated == 0 ? Kind.ERROR : Kind.MIXED;
	}

	/** How many rows FILTER(e) keeps of the context on the engine, or null when the engine failed. */
	private static Integer rows(Engine engine, GroupPattern context, Expr e, SparqlCase c) {
		QueryOutcome out = engine.select(c.data(), Differential.query(new SparqlCase(c.data(), context, e)));
		return out instanceof QueryOutcome.Solutions s ? s.rows().size() : null;
	}

	private static Expr marker(String name) {
		return new Expr.FunctionCall(name, List.of());
	}
}
