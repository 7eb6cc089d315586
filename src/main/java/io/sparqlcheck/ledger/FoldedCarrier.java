package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.result.QueryOutcome;

import java.util.List;
import java.util.Set;

/**
 * A carrier expression with the parts that have one value on every row folded to that value, so
 * that its locus names what the operator the engines get wrong is given, not how the case spelled it:
 * rdf4j#6056 ({@code true || error} is an error) is {@code BOUND(?o) || ("a" = 0)} in one repro and
 * {@code !(isIRI(0)) || ("a" = 0)} in a campaign's case; both are {@code TRUE() || (xsd:integer = xsd:string)}.
 *
 * <p>A boolean part that reads no variable is asked of each engine on its own ({@code FILTER(x)}, then
 * {@code FILTER(!x)}): true, false or an error. It is folded only where every engine gives the same
 * answer; where they differ, it is part of the divergence and stays as written ({@code "a" = 0} is false
 * on Jena, an error on RDF4J). {@code BOUND(?v)} of a variable every solution of the context binds is
 * true. A folded part stands in the locus text as {@code TRUE()}, {@code FALSE()} or {@code ERROR()}:
 * markers of a locus only, never a query. Deterministic as the engines are.
 */
final class FoldedCarrier {
	private FoldedCarrier() {
	}

	/** What a boolean part that reads no variable is on an engine. */
	private enum Kind { TRUE, FALSE, ERROR, FAILURE }

	/**
	 * The carrier with its parts folded: every proper boolean subexpression that reads no variable and
	 * that all the engines answer alike, and every BOUND of a variable in {@code certain}.
	 *
	 * @param certain the variables every solution of the carrier's context binds ({@link io.sparqlcheck.model.CertainBindings})
	 */
	static Expr of(Expr carrier, Set<Var> certain, List<? extends Engine> engines, SparqlCase c) {
		return io.sparqlcheck.model.ExprChildren.map(carrier, child -> fold(child, certain, engines, c));
	}

	private static Expr fold(Expr e, Set<Var> certain, List<? extends Engine> engines, SparqlCase c) {
		if (e instanceof Expr.Bound b && certain.contains(b.variable())) {
			return marker(Kind.TRUE);
		}
		if (EvaluatorLocus.isBoolean(e) && e.variables().isEmpty()) {
			Kind first = null;
			for (Engine engine : engines) {
				Kind k = kind(engine, e, c);
				if (k == Kind.FAILURE || first != null && k != first) {
					return e;
				}
				first = k;
			}
			return first == null ? e : marker(first);
		}
		return io.sparqlcheck.model.ExprChildren.map(e, child -> fold(child, certain, engines, c));
	}

	private static Kind kind(Engine engine, Expr e, SparqlCase c) {
		Boolean holds = holds(engine, e, c);
		if (holds == null) {
			return Kind.FAILURE;
		}
		if (holds) {
			return Kind.TRUE;
		}
		Boolean negated = holds(engine, new Expr.Not(e), c);
		return negated == null ? Kind.FAILURE : negated ? Kind.FALSE : Kind.ERROR;
	}

	/** Whether FILTER(e) keeps the one empty solution on the engine, or null when the engine failed. */
	private static Boolean holds(Engine engine, Expr e, SparqlCase c) {
		QueryOutcome out = engine.select(c.data(), Differential.query(new SparqlCase(c.data(), new GroupPattern(List.of()), e)));
		return out instanceof QueryOutcome.Solutions s ? !s.rows().isEmpty() : null;
	}

	private static Expr marker(Kind k) {
		return new Expr.FunctionCall(k.name(), List.of());
	}
}
