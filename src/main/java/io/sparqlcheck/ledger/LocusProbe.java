package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.FilterPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.Scope;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;

import java.util.List;
import java.util.Optional;

import static io.sparqlcheck.ledger.EvaluatorLocus.BIND_ERROR;
import static io.sparqlcheck.ledger.EvaluatorLocus.Construct;
import static io.sparqlcheck.ledger.EvaluatorLocus.construct;
import static io.sparqlcheck.ledger.EvaluatorLocus.unboundShared;

/**
 * The walk {@link EvaluatorLocus#of} makes over a failure's sub-patterns: which prefix of which group first
 * diverges the failure's way, and a FILTER's carrier there.
 *
 * @param oracle  the failure's oracle, on the failure's engines
 * @param engines the oracle's engines, which a carrier's parts are asked of ({@link FoldedCarrier})
 * @param c       the failure's case
 * @param failure the failure, whose way a sub-pattern must diverge
 * @param asked   the predicate a sub-pattern is checked with: TRUE for the differential, the case's own otherwise
 */
record LocusProbe(Oracle oracle, List<? extends Engine> engines, SparqlCase c, FailureIdentity failure, Expr asked) {
	static final Expr TRUE = new Expr.Constant(Literal.bool(true));

	/**
	 * A locus and the verdict of the sub-case it diverged on: the prefix that the element completes, with a FILTER's
	 * carrier in the FILTER's place (for the failure's predicate, the pattern filtered by its carrier), kept so that
	 * how the engines part there is read without running the sub-case again.
	 */
	record Found(EvaluatorLocus locus, Verdict at) {
	}

	/** A carrier and the verdict of the sub-case it diverged on, when known ({@link #carrier}). */
	record Carrier(Expr expr, Optional<Verdict> at) {
	}

	Optional<Found> walk(GroupPattern g) {
		List<PatternElement> elements = g.elements();
		for (int k = 0; k < elements.size(); k++) {
			PatternElement e = elements.get(k);
			for (GroupPattern inner : Scope.groupsOf(e)) {
				Optional<Found> found = walk(inner);
				if (found.isPresent()) {
					return found;
				}
			}
			GroupPattern before = new GroupPattern(elements.subList(0, k));
			SparqlCase prefix = new SparqlCase(c.data(), new GroupPattern(elements.subList(0, k + 1)), asked);
			Optional<Verdict> diverged = divergence(prefix);
			if (diverged.isPresent()) {
				Optional<EvaluatorLocus> left = leftByErrorBind(elements, k);
				if (left.isPresent()) {
					return Optional.of(new Found(left.get(), diverged.get()));
				}
				if (e instanceof FilterPattern f) {
					java.util.function.Function<Expr, SparqlCase> inPlace = sub -> {
						List<PatternElement> filtered = new java.util.ArrayList<>(before.elements());
						filtered.add(new FilterPattern(sub));
						return new SparqlCase(c.data(), new GroupPattern(filtered), asked);
					};
					Carrier carrier = carrier(f.expression(), inPlace, diverged); // the FILTER whole in place is the prefix
					FilterPattern located = new FilterPattern(folded(carrier.expr(), before));
					// the prefix ran as a query's own group, wherever its group sits in the case: what diverged there is in TOP
					return Optional.of(new Found(new EvaluatorLocus(Construct.TOP, Construct.FILTER, EvaluatorLocus.expression(located),
						unboundShared(before, located)), carrier.at().orElseThrow()));
				}
				String expression = e instanceof OptionalPattern o ? around(before, o)
					: e instanceof BindPattern b && FoldedCarrier.errorOnEveryRow(b.expression(), before, engines, c) ? BIND_ERROR
					: EvaluatorLocus.expression(e);
				return Optional.of(new Found(new EvaluatorLocus(Construct.TOP, construct(e), expression, unboundShared(before, e)), diverged.get()));
			}
		}
		return Optional.empty();
	}

	/**
	 * A BIND before element k that is an error on every row, and that {@code VALUES (?x) { (UNDEF) }} in its place
	 * makes the prefix agree: both leave ?x in scope and unbound (§18.5 Extend, §10.2 VALUES), so an answer that
	 * tells them apart depends on what the BIND left behind, and the locus is that BIND ({@link EvaluatorLocus#BIND_ERROR}),
	 * whatever element reads it. The variable stays in scope, so a bug triggered by its syntactic scope (Jena's MINUS
	 * over a partially shared domain) diverges either way and keeps its own locus.
	 */
	Optional<EvaluatorLocus> leftByErrorBind(List<PatternElement> elements, int k) {
		for (int j = 0; j < k; j++) {
			GroupPattern beforeBind = new GroupPattern(elements.subList(0, j));
			if (elements.get(j) instanceof BindPattern b && FoldedCarrier.errorOnEveryRow(b.expression(), beforeBind, engines, c)) {
				List<PatternElement> undef = new java.util.ArrayList<>(elements.subList(0, k + 1));
				undef.set(j, new io.sparqlcheck.model.ValuesPattern(List.of(b.variable()), List.of(List.of(Optional.empty()))));
				if (!diverges(new SparqlCase(c.data(), new GroupPattern(undef), asked))) {
					return Optional.of(new EvaluatorLocus(Construct.TOP, Construct.BIND, BIND_ERROR, unboundShared(beforeBind, b)));
				}
			}
		}
		return Optional.empty();
	}

	/**
	 * The expression's carrier: its smallest boolean subexpression (children first) that, filtered on in
	 * its place, still diverges the failure's way; the expression itself when none does. NaN = NaN true
	 * on one side is the carrier of ?o IN (?o) (IN's comparisons count as its subexpressions, as its definition
	 * has them) and of ?o IN (IF(?o = ?o, ?o, ?o)) alike, so their loci are one. {@code wholeDiverged} is the whole's
	 * verdict in place, when the caller has it.
	 */
	Carrier carrier(Expr whole, java.util.function.Function<Expr, SparqlCase> inPlace, Optional<Verdict> wholeDiverged) {
		List<Expr> inner = new java.util.ArrayList<>();
		postOrder(whole, inner);
		inner.remove(inner.size() - 1); // the whole itself
		for (Expr sub : inner) {
			if (EvaluatorLocus.isBoolean(sub)) {
				Optional<Verdict> v = divergence(inPlace.apply(sub));
				if (v.isPresent()) {
					return new Carrier(sub, v);
				}
			}
		}
		return new Carrier(whole, wholeDiverged);
	}

	/**
	 * {@code around X}: the construct of the OPTIONAL's element whose addition to its group makes the prefix
	 * diverge, the others after it left out. A BIND and a sub-SELECT inside OPTIONAL that see the outer
	 * binding are both "OPTIONAL in TOP"; what the optional part does wrong is its element.
	 */
	String around(GroupPattern before, OptionalPattern o) {
		List<PatternElement> inner = o.group().elements();
		for (int k = 1; k < inner.size(); k++) {
			List<PatternElement> prefix = new java.util.ArrayList<>(before.elements());
			prefix.add(new OptionalPattern(new GroupPattern(inner.subList(0, k))));
			if (diverges(new SparqlCase(c.data(), new GroupPattern(prefix), asked))) {
				return "around " + construct(inner.get(k - 1));
			}
		}
		return inner.isEmpty() ? "" : "around " + construct(inner.get(inner.size() - 1));
	}

	/** The carrier with the parts that have one value on every row of its context folded to it ({@link FoldedCarrier}). */
	Expr folded(Expr carrier, GroupPattern context) {
		return FoldedCarrier.of(carrier, context, engines, c);
	}

	private static void postOrder(Expr e, List<Expr> out) {
		e.children().forEach(child -> postOrder(child, out));
		if (e instanceof Expr.In in) {
			// §17.4.1.9-10: A IN (B1, ...) is (A = B1) || ..., A NOT IN (B1, ...) is (A != B1) && ..., and A != B1 is
			// fn:not(A = B1), whose equality comes first as for a != written out (seed 35,002,388: NaN NOT IN (NaN))
			for (Expr m : in.members()) {
				out.add(new Expr.Comparison(Expr.CompareOp.EQ, in.value(), m));
				if (in.negated()) {
					out.add(new Expr.Comparison(Expr.CompareOp.NE, in.value(), m));
				}
			}
		}
		if (e instanceof Expr.Comparison ne && ne.op() == Expr.CompareOp.NE) {
			// §17.3's operator table: A != B is fn:not(A = B) (op:numeric-equal, RDFterm-equal...), so an evaluator that gets
			// = wrong gets != wrong on the same operands: -0.0e0 != -0.0 and -0.0e0 = -0.0 are one carrier
			out.add(new Expr.Comparison(Expr.CompareOp.EQ, ne.left(), ne.right()));
		}
		out.add(e);
	}

	boolean diverges(SparqlCase sub) {
		return divergence(sub).isPresent();
	}

	/** The sub-case's verdict when it diverges the failure's way ({@link FailureIdentity#splitsLike}), else empty. */
	Optional<Verdict> divergence(SparqlCase sub) {
		Verdict v = oracle.check(sub);
		return v.kind() == VerdictKind.VIOLATION && FailureIdentity.of(v).splitsLike(failure) ? Optional.of(v) : Optional.empty();
	}
}
