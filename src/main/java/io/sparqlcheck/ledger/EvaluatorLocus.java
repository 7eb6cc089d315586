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
import io.sparqlcheck.oracle.AggregateTlp;
import io.sparqlcheck.oracle.AskOracle;
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
 * Where an evaluator first goes wrong on a failure (differential, TLP, NoREC, AGG-TLP or ASK) that no single optimizer step
 * explains: the operator whose addition makes the engines' answers diverge the failure's way. Bugs
 * of an evaluator have no switch to tell them apart ({@link KnownBugs#byCause}), but they do differ
 * in the operator they get wrong and in whether it joins over a variable a solution may leave
 * unbound (§18.3: an unbound variable is compatible with any value, where most evaluator bugs
 * live), so two shrunk cases of one evaluator bug, in different shapes, share a locus; a locus is
 * what {@code explain --record} keeps for such a repro, and what a campaign compares a failure's
 * with.
 *
 * <p>It is found by running the differential, with no filter (the per-engine oracles with the case's
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
 * @param predicate     for the per-engine oracles, the skeleton of the predicate's carrier, which they check on every
 *                      sub-pattern; empty for the differential, and after a BIND that is an error on every row
 * @param how           for the differential, how the engines' answers differ on the sub-case the locus diverged on:
 *                      {@code rows lost on A, B} when they split in two and one side's rows (the roles A, B's) are some
 *                      of the other's, else {@code rows differ}; empty for the per-engine oracles. The locus's own direction, not
 *                      the whole failure's: a MINUS around it, or a NOT or {@code !=} its carrier was found under (§17.3:
 *                      A != B is fn:not(A = B)), or a FILTER after an OPTIONAL that lost a binding there, turns what
 *                      happened at the locus into rows kept or lost in the whole, so one bug shows many ways in wholes
 */
public record EvaluatorLocus(Construct container, Construct element, String expression, boolean unboundShared, String predicate,
							 String how) {

	/** A differential's locus, before its direction is known: its predicate is the FILTER it names, if any. */
	public EvaluatorLocus(Construct container, Construct element, String expression, boolean unboundShared) {
		this(container, element, expression, unboundShared, "", "");
	}

	/** This locus with how the engines' answers differ on the sub-case it diverged on (a differential violation there). */
	EvaluatorLocus divergingAs(FailureIdentity there) {
		Set<String> lost = there.lostOn(); // in role order: the text is compared
		return new EvaluatorLocus(container, element, expression, unboundShared, predicate,
			lost.isEmpty() ? DIFFER : LOST + String.join(", ", lost));
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
			+ (unboundShared ? ", over a maybe-unbound variable" : "") + (predicate.isEmpty() ? "" : ", under " + predicate)
			+ (how.isEmpty() ? "" : HOW + how);
	}

	private static final String HOW = "; ", LOST = "rows lost on ", DIFFER = "rows differ";

	/** A locus's text (or cause) without how the answers differ there: where it is, which the rest must equal. */
	static String place(String text) {
		int i = text.indexOf(HOW + "rows ");
		return i < 0 ? text : text.substring(0, i);
	}

	/** How a locus's text (or cause) says the answers differ there ({@link #how()}); empty when it says nothing. */
	static String how(String text) {
		int i = text.indexOf(HOW + "rows ");
		return i < 0 ? "" : text.substring(i + HOW.length());
	}

	/** The roles a locus's text (or cause) says lose rows there; empty when it says none do. */
	static Set<String> lostOn(String text) {
		String how = how(text);
		return how.startsWith(LOST) ? new java.util.TreeSet<>(List.of(how.substring(LOST.length()).split(", "))) : Set.of();
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
	 * Whether a failure has a locus to look for: a violation of the differential, or of an oracle that asks
	 * one engine about the case's pattern filtered by its predicate (TLP, NoREC, AGG-TLP, ASK), which the probe
	 * can ask of every sub-pattern with that predicate. Another oracle's (DISTINCT, slicing, paths and
	 * the crash check ask other forms of the case), or an engine failure, has none. AGG-TLP and ASK were
	 * added in session 28: their repros of one bug in several shapes (an error aborting an OPTIONAL's
	 * evaluation under an aggregate, a projection comparing an unbound value) had only their shapes to be
	 * known by, so each new shape came back as new.
	 */
	public static boolean applies(String oracle, VerdictKind kind) {
		return kind == VerdictKind.VIOLATION && (Differential.NAME.equals(oracle) || PREDICATE_ORACLES.contains(oracle));
	}

	/** The per-engine oracles whose check filters the case's pattern by its predicate. */
	private static final Set<String> PREDICATE_ORACLES = Set.of(Tlp.NAME, Norec.NAME, AggregateTlp.NAME, AskOracle.NAME);

	/**
	 * The locus of a failure on these engines (the check's own), or empty when the case does not fail
	 * the failure's way at all (then there is nothing to locate). A differential's sub-patterns are
	 * asked with no filter (their answers diverge or not); the per-engine oracles' (TLP, NoREC, AGG-TLP, ASK),
	 * which check the predicate on one engine, with the case's predicate: the element whose addition makes that
	 * engine's partitions, projection, aggregates or existence wrong is their locus (an evaluator bug of
	 * rdf4j-noopt met by NoREC has no optimizer step to name it by).
	 */
	public static Optional<EvaluatorLocus> of(List<? extends Engine> engines, SparqlCase c, FailureIdentity failure) {
		Oracle oracle = Oracles.bind(failure.oracle(), engines).orElseThrow(() -> new IllegalArgumentException(
			"oracle " + failure.oracle() + " over " + engines.size() + " engine(s) is not available here"));
		boolean differential = Differential.NAME.equals(failure.oracle());
		LocusProbe probe = new LocusProbe(oracle, engines, c, failure, differential ? LocusProbe.TRUE : c.predicate());
		if (!differential) {
			Optional<LocusProbe.Found> inside = probe.walk(c.pattern());
			// the per-engine oracles evaluate the predicate on every sub-pattern: its carrier is part of where they go wrong,
			// except after a BIND that is an error on every row: that BIND must leave its variable as unbound as if it
			// were never there (§18.5), so a divergence it starts is in what it left, whatever predicate reads it
			// (session 18: = , IN, NOT IN, sameTerm, isIRI over such a variable are one RDF4J defect, which binds it
			// to a null value)
			return inside.map(found -> {
				EvaluatorLocus l = found.locus();
				return l.element() == Construct.BIND && l.expression().equals(BIND_ERROR) ? l
					: new EvaluatorLocus(l.container(), l.element(), l.expression(), l.unboundShared(), predicateCarrier(probe, c, found), "");
			});
		}
		Optional<LocusProbe.Found> found = probe.walk(c.pattern());
		Optional<Verdict> filtered = found.isPresent() ? Optional.empty() : probe.divergence(new SparqlCase(c.data(), c.pattern(), c.predicate()));
		if (filtered.isPresent()) {
			// the differential asks { P FILTER(c) }: the predicate is a FILTER of the query's own group, and a FILTER
			// element of that group means the same (§18.2.2.6: a group's filters apply to the whole group)
			// whether it reads a maybe-unbound variable is asked of the folded carrier, as of a FILTER element's
			// (LocusProbe#walk): a part folded to one value on every row reads nothing that tells a bug apart
			LocusProbe.Carrier carrier = probe.carrier(c.predicate(), sub -> new SparqlCase(c.data(), c.pattern(), sub), filtered);
			Expr folded = probe.folded(carrier.expr(), c.pattern());
			found = Optional.of(new LocusProbe.Found(new EvaluatorLocus(Construct.TOP, Construct.FILTER,
				Signature.namelessSkeleton(folded), !CertainBindings.of(c.pattern()).containsAll(folded.variables())),
				carrier.at().orElseThrow()));
		}
		if (found.isEmpty() && !c.form().isPlain()) {
			boolean unbound = !CertainBindings.of(c.pattern()).containsAll(c.predicate().variables());
			found = probe.divergence(c).map(v -> new LocusProbe.Found(new EvaluatorLocus(Construct.TOP, Construct.FORM, c.form().describe(), unbound), v));
		}
		// how the engines part where it diverged, read from the verdict the probe already has
		return found.map(f -> f.locus().divergingAs(FailureIdentity.of(f.at())));
	}

	/**
	 * A per-engine oracle's predicate carrier, as a skeleton: {@code TRUE()} when the sub-case the locus diverged on
	 * fails the failure's way with the predicate TRUE, which reads nothing, so that what is filtered on plays no part
	 * (an error that aborts an OPTIONAL's evaluation makes RDF4J's aggregate lose its row under {@code ?o = ?o},
	 * {@code BOUND(?o)} or {@code sameTerm(?c, ?x)} alike: one bug, which the spelling of the predicate would make
	 * many loci); else the case's predicate narrowed to its carrier and folded. An engine whose optimizer drops
	 * FILTER(true) may need the predicate where its evaluator alone does not; its locus then keeps the carrier.
	 */
	private static String predicateCarrier(LocusProbe probe, SparqlCase c, LocusProbe.Found found) {
		SparqlCase there = found.at().sparqlCase();
		if (probe.divergence(new SparqlCase(there.data(), there.pattern(), LocusProbe.TRUE)).isPresent()) {
			return ANY_PREDICATE;
		}
		return Signature.symmetricSkeleton(probe.folded(probe.carrier(c.predicate(), sub -> new SparqlCase(c.data(), c.pattern(), sub),
			Optional.empty()).expr(), c.pattern()));
	}

	/** The carrier of a per-engine failure that fails the same way with the predicate TRUE: the folded part's own name. */
	private static final String ANY_PREDICATE = "TRUE()";

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

	static String expression(PatternElement e) {
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
