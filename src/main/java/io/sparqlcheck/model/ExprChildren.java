package io.sparqlcheck.model;

import java.util.function.UnaryOperator;

/**
 * Rebuilding an expression one level down: what a rewrite of an expression tree needs, whatever it
 * replaces (a latitude rule's comparisons, a locus's folded parts).
 */
public final class ExprChildren {
	private ExprChildren() {
	}

	/** The expression with each direct child replaced by {@code f} of it; a variable or constant as it is. */
	public static Expr map(Expr e, UnaryOperator<Expr> f) {
		if (e instanceof Var || e instanceof Expr.Constant) {
			return e;
		}
		if (e instanceof Expr.Comparison c) {
			return new Expr.Comparison(c.op(), f.apply(c.left()), f.apply(c.right()));
		}
		if (e instanceof Expr.Arithmetic a) {
			return new Expr.Arithmetic(a.op(), f.apply(a.left()), f.apply(a.right()));
		}
		if (e instanceof Expr.Not n) {
			return new Expr.Not(f.apply(n.operand()));
		}
		if (e instanceof Expr.And a) {
			return new Expr.And(f.apply(a.left()), f.apply(a.right()));
		}
		if (e instanceof Expr.Or o) {
			return new Expr.Or(f.apply(o.left()), f.apply(o.right()));
		}
		if (e instanceof Expr.Bound) {
			return e;
		}
		if (e instanceof Expr.If i) {
			return new Expr.If(f.apply(i.condition()), f.apply(i.then()), f.apply(i.otherwise()));
		}
		if (e instanceof Expr.Coalesce c) {
			return new Expr.Coalesce(c.arguments().stream().map(f).toList());
		}
		if (e instanceof Expr.In in) {
			return new Expr.In(f.apply(in.value()), in.members().stream().map(f).toList(), in.negated());
		}
		Expr.FunctionCall call = (Expr.FunctionCall) e;
		return new Expr.FunctionCall(call.function(), call.arguments().stream().map(f).toList());
	}
}
