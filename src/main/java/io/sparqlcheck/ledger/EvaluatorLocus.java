package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.CertainBindings;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.FilterPattern;
import io.sparqlcheck.model.GraphPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.MinusPattern;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.Scope;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.SubSelect;
import io.sparqlcheck.model.TriplePattern;
import io.sparqlcheck.model.UnionPattern;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Oracles;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Where an evaluator first goes wrong on a failure (differential, TLP or NoREC) that no single optimizer step
 * explains: the operator whose addition makes the engines' answers diverge the failure's way. Bugs
 * of an evaluator have no switch to tell them apart ({@link KnownBugs#byCause}), but they do differ
 * in the operator they get wrong and in whether it joins over a variable a solution may leave
 * unbound (§18.3: an unbound variable is compatible with any value, where most evaluator bugs
 * live), so two shrunk cases of one evaluator bug, in different shapes, share a locus; a locus is
 * what {@code explain --record} keeps for such a repro, and what a campaign compares a failure's
 * with.
 *
 * <p>It is found by running the differential, with no filter (TLP and NoREC with the case's
 * predicate), on sub-patterns of the case from the inside out: each group's elements are added one
 * at a time (the groups inside an element first), and the first prefix whose answers diverge the
 * failure's way ({@link FailureIdentity#splitsLike}: the same engines apart, rows differing where the
 * failure's do, whichever rows are lost or added) names the locus: the element just added and
 * whether it shares with the elements before it a variable that either side may leave unbound
 * ({@link CertainBindings}).
 * A FILTER's expression (the predicate's too) is narrowed to its carrier: the smallest boolean
 * subexpression that diverges the failure's way on its own, as {@code ?o = ?o} is NaN's in
 * {@code ?o IN (?o)}; an expression carries a bug in many shapes, its carrier in one. Its parts that
 * have one value on every row of its context are folded to it ({@link FoldedCarrier}: {@code BOUND(?o)} of a
 * bound ?o and {@code !(isIRI(0))} are both {@code TRUE()}).
 * When no sub-pattern diverges, the case's predicate is needed: the locus is the predicate, named as the FILTER
 * of the query's own group that it is in the differential's query, so that it is the same locus as a FILTER
 * element of that group (or, when
 * that diverges only under the query's form, core-4's GROUP BY, DISTINCT, ORDER BY..., the form). A
 * divergence another way (another bug's) is passed over. Deterministic as the engines are.
 *
 * @param container     the group the divergence was seen in: {@code TOP}, as every probe runs a sub-pattern as a query's
 *                      own group (so a UNION that diverges inside a MINUS or an OPTIONAL diverges on its own too, and
 *                      is the same locus as at the top)
 * @param element       the element whose addition diverges ({@code FILTER} for the predicate), or {@code FORM}
 * @param expression    for FILTER (the predicate's too) its carrier's skeleton with its variables named by occurrence
 *                      ({@link Signature#namelessSkeleton}), for BIND the expression's ({@link Signature#symmetricSkeleton}),
 *                      or {@code ERROR()} when it is an error on every row ({@link FoldedCarrier#errorOnEveryRow}),
 *                      for OPTIONAL {@code around} the construct of its element that makes it diverge, for the form its description:
 *                      an expression is the bug's carrier there, and "the predicate" alone would name every
 *                      expression bug of an engine at once; empty otherwise
 * @param unboundShared whether it shares a variable that a solution on either side may leave unbound
 *                      (for FILTER, BIND and the predicate: whether it reads one)
 * @param predicate     for TLP and NoREC, the skeleton of the predicate's carrier, which they check on every
 *                      sub-pattern; empty for the differential, and after a BIND that is an error on every row
 */
public record EvaluatorLocus(Construct container, Construct element, String expression, boolean unboundShared, String predicate) {

	/** A differential's locus: its predicate is the FILTER it names, if any. */
	public EvaluatorLocus(Construct container, Construct element, String expression, boolean unboundShared) {
		this(container, element, expression, unboundShared, "");
	}

	/** A BIND's expression in a locus when it is an error on every row of its context, on every engine. */
	static final String BIND_ERROR = "ERROR()";

	/** The constructs a locus names. */
	public enum Construct {
		TOP, TRIPLE, OPTIONAL, UNION, MINUS, GROUP, GRAPH, SUBSELECT, BIND, FILTER, VALUES, FORM
	}

	/** The text a record keeps and compares: {@code UNION in TOP, over a maybe-unbound variable}. */
	public String text() {
		return element + (expression.isEmpty() ? "" : " " + expression) + " in " + container
			+ (unboundShared ? ", over a maybe-unbound variable" : "") + (predicate.isEmpty() ? "" : ", under " + predicate);
	}

	/** How a locus stands among a failure's causes ({@link KnownBugs#byCause}): {@code locus: } and its text. */
	public static String cause(String text) {
		return CAUSE + text;
	}

	/** Whether a cause is a locus, not an optimizer step or an exception. */
	public static boolean isCause(String cause) {
		return cause.startsWith(CAUSE);
	}

	private static final String CAUSE = "locus: ";

	/**
	 * Whether a failure has a locus to look for: a violation of the differential, TLP or NoREC (another
	 * oracle's, or an engine failure, has none).
	 */
	public static boolean applies(String oracle, VerdictKind kind) {
		return kind == VerdictKind.VIOLATION && (Differential.NAME.equals(oracle) || Tlp.NAME.equals(oracle) || Norec.NAME.equals(oracle));
	}

	/**
	 * The locus of a failure on these engines (the check's own), or empty when the case does not fail
	 * the failure's way at all (then there is nothing to locate). A differential's sub-patterns are
	 * asked with no filter (their answers diverge or not); TLP's and NoREC's, which check the
	 * predicate on one engine, with the case's predicate: the element whose addition makes that
	 * engine's partitions or projection wrong is their locus (an evaluator bug of rdf4j-noopt met by
	 * NoREC has no optimizer step to name it by).
	 */
	public static Optional<EvaluatorLocus> of(List<? extends Engine> engines, SparqlCase c, FailureIdentity failure) {
		Oracle oracle = Oracles.bind(failure.oracle(), engines).orElseThrow(() -> new IllegalArgumentException(
			"oracle " + failure.oracle() + " over " + engines.size() + " engine(s) is not available here"));
		boolean differential = Differential.NAME.equals(failure.oracle());
		Probe probe = new Probe(oracle, engines, c, failure, differential ? Probe.TRUE : c.predicate());
		Optional<EvaluatorLocus> inside = probe.walk(c.pattern());
		if (!differential) {
			// TLP and NoREC evaluate the predicate on every sub-pattern: its carrier is part of where they go wrong,
			// except after a BIND that is an error on every row: that BIND must leave its variable as unbound as if it
			// were never there (§18.5), so a divergence it starts is in what it left, whatever predicate reads it
			// (session 18: = , IN, NOT IN, sameTerm, isIRI over such a variable are one RDF4J defect, which binds it
			// to a null value)
			return inside.map(l -> l.element() == Construct.BIND && l.expression().equals(BIND_ERROR) ? l
				: new EvaluatorLocus(l.container(), l.element(), l.expression(), l.unboundShared(),
				Signature.symmetricSkeleton(probe.folded(probe.carrier(c.predicate(), sub -> new SparqlCase(c.data(), c.pattern(), sub)),
					c.pattern()))));
		}
		if (inside.isPresent()) {
			return inside;
		}
		boolean unbound = !CertainBindings.of(c.pattern()).containsAll(c.predicate().variables());
		if (probe.diverges(new SparqlCase(c.data(), c.pattern(), c.predicate()))) {
			// the differential asks { P FILTER(c) }: the predicate is a FILTER of the query's own group, and a FILTER
			// element of that group means the same (§18.2.2.6: a group's filters apply to the whole group)
			Expr carrier = probe.carrier(c.predicate(), sub -> new SparqlCase(c.data(), c.pattern(), sub));
			return Optional.of(new EvaluatorLocus(Construct.TOP, Construct.FILTER,
				Signature.namelessSkeleton(probe.folded(carrier, c.pattern())),
				!CertainBindings.of(c.pattern()).containsAll(carrier.variables())));
		}
		if (!c.form().isPlain() && probe.diverges(c)) {
			return Optional.of(new EvaluatorLocus(Construct.TOP, Construct.FORM, c.form().describe(), unbound));
		}
		return Optional.empty();
	}

	/**
	 * @param engines the oracle's engines, which a carrier's parts are asked of ({@link FoldedCarrier})
	 * @param asked   the predicate a sub-pattern is checked with: TRUE for the differential, the case's own otherwise
	 */
	private record Probe(Oracle oracle, List<? extends Engine> engines, SparqlCase c, FailureIdentity failure, Expr asked) {
		private static final Expr TRUE = new Expr.Constant(Literal.bool(true));

		Optional<EvaluatorLocus> walk(GroupPattern g) {
			List<PatternElement> elements = g.elements();
			for (int k = 0; k < elements.size(); k++) {
				PatternElement e = elements.get(k);
				for (GroupPattern inner : Scope.groupsOf(e)) {
					Optional<EvaluatorLocus> found = walk(inner);
					if (found.isPresent()) {
						return found;
					}
				}
				GroupPattern before = new GroupPattern(elements.subList(0, k));
				if (diverges(new SparqlCase(c.data(), new GroupPattern(elements.subList(0, k + 1)), asked))) {
					Optional<EvaluatorLocus> left = leftByErrorBind(elements, k);
					if (left.isPresent()) {
						return left;
					}
					PatternElement located = e instanceof FilterPattern f ? new FilterPattern(folded(carrier(f.expression(), sub -> {
						List<PatternElement> prefix = new java.util.ArrayList<>(before.elements());
						prefix.add(new FilterPattern(sub));
						return new SparqlCase(c.data(), new GroupPattern(prefix), asked);
					}), before)) : e;
					// the prefix ran as a query's own group, wherever its group sits in the case: what diverged there is in TOP
					String expression = e instanceof OptionalPattern o ? around(before, o)
						: e instanceof BindPattern b && FoldedCarrier.errorOnEveryRow(b.expression(), before, engines, c) ? BIND_ERROR
						: expression(located);
					return Optional.of(new EvaluatorLocus(Construct.TOP, construct(located), expression, unboundShared(before, located)));
				}
			}
			return Optional.empty();
		}

		/**
		 * A BIND before element k that is an error on every row, and that {@code VALUES (?x) { (UNDEF) }} in its place
		 * makes the prefix agree: both leave ?x in scope and unbound (§18.5 Extend, §10.2 VALUES), so an answer that
		 * tells them apart depends on what the BIND left behind, and the locus is that BIND ({@link #BIND_ERROR}),
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
		 * has them) and of ?o IN (IF(?o = ?o, ?o, ?o)) alike, so their loci are one.
		 */
		Expr carrier(Expr whole, java.util.function.Function<Expr, SparqlCase> inPlace) {
			List<Expr> inner = new java.util.ArrayList<>();
			postOrder(whole, inner);
			inner.remove(inner.size() - 1); // the whole itself
			return inner.stream().filter(EvaluatorLocus::isBoolean).filter(sub -> diverges(inPlace.apply(sub))).findFirst().orElse(whole);
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
				// §17.4.1.9-10: A IN (B1, ...) is (A = B1) || ..., A NOT IN (B1, ...) is (A != B1) && ...
				in.members().forEach(m -> out.add(new Expr.Comparison(in.negated() ? Expr.CompareOp.NE : Expr.CompareOp.EQ, in.value(), m)));
			}
			if (e instanceof Expr.Comparison ne && ne.op() == Expr.CompareOp.NE) {
				// §17.3's operator table: A != B is fn:not(A = B) (op:numeric-equal, RDFterm-equal...), so an evaluator that gets
				// = wrong gets != wrong on the same operands: -0.0e0 != -0.0 and -0.0e0 = -0.0 are one carrier
				out.add(new Expr.Comparison(Expr.CompareOp.EQ, ne.left(), ne.right()));
			}
			out.add(e);
		}

		boolean diverges(SparqlCase sub) {
			Verdict v = oracle.check(sub);
			return v.kind() == VerdictKind.VIOLATION && FailureIdentity.of(v).splitsLike(failure);
		}
	}

	/** The functions whose value is a boolean, so that a FILTER on them tests them alone (§17.4). */
	private static final Set<String> BOOLEAN_FUNCTIONS = Set.of("sameterm", "isiri", "isuri", "isblank", "isliteral", "isnumeric",
		"langmatches", "regex", "contains", "strstarts", "strends");

	/** Whether an expression's value is a boolean (a comparison, a connective, BOUND, IN, a boolean function). */
	static boolean isBoolean(Expr e) {
		return e instanceof Expr.Comparison || e instanceof Expr.In || e instanceof Expr.Bound || e instanceof Expr.Not
			|| e instanceof Expr.And || e instanceof Expr.Or
			|| e instanceof Expr.FunctionCall f && BOOLEAN_FUNCTIONS.contains(f.function().toLowerCase(java.util.Locale.ROOT));
	}

	static Construct construct(PatternElement e) {
		if (e instanceof TriplePattern) {
			return Construct.TRIPLE;
		} else if (e instanceof OptionalPattern) {
			return Construct.OPTIONAL;
		} else if (e instanceof UnionPattern) {
			return Construct.UNION;
		} else if (e instanceof MinusPattern) {
			return Construct.MINUS;
		} else if (e instanceof NestedGroup) {
			return Construct.GROUP;
		} else if (e instanceof GraphPattern) {
			return Construct.GRAPH;
		} else if (e instanceof SubSelect) {
			return Construct.SUBSELECT;
		} else if (e instanceof BindPattern) {
			return Construct.BIND;
		} else if (e instanceof FilterPattern) {
			return Construct.FILTER;
		}
		return Construct.VALUES;
	}

	private static String expression(PatternElement e) {
		return e instanceof FilterPattern f ? Signature.namelessSkeleton(f.expression())
			: e instanceof BindPattern b ? Signature.symmetricSkeleton(b.expression()) + " AS " + b.variable().toSparql() : "";
	}

	/** Whether the element meets the elements before it on a variable either side may leave unbound. */
	static boolean unboundShared(GroupPattern before, PatternElement e) {
		Set<Var> certainBefore = CertainBindings.of(before);
		if (e instanceof FilterPattern || e instanceof BindPattern) {
			Expr read = e instanceof FilterPattern f ? f.expression() : ((BindPattern) e).expression();
			return !certainBefore.containsAll(read.variables());
		}
		GroupPattern own = e instanceof OptionalPattern o ? o.group() : e instanceof MinusPattern m ? m.group() : GroupPattern.of(e);
		Set<Var> shared = new LinkedHashSet<>(Scope.of(own));
		shared.retainAll(Scope.of(before));
		Set<Var> certainOwn = CertainBindings.of(own);
		return shared.stream().anyMatch(v -> !certainBefore.contains(v) || !certainOwn.contains(v));
	}
}
