package io.sparqlcheck.oracle;

import io.sparqlcheck.compare.ComparisonResult;
import io.sparqlcheck.compare.DivergenceClass;
import io.sparqlcheck.compare.ResultComparator;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.QueryForm;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.model.Xsd;
import io.sparqlcheck.result.QueryOutcome;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.BinaryOperator;
import java.util.function.UnaryOperator;

/**
 * How a latitude rule earns its match: the predicate rewritten so that every comparison the rule
 * allows has one value both engines must agree on wherever its operands are in the extension's
 * domain, and that rewritten case re-run on both engines. Only when the divergence then vanishes is
 * it latitude; a divergence that stays (a row-adding bug hidden behind an allowed comparison) is a
 * candidate.
 *
 * <p>The rewritten comparison is the strict reading of the recommendation, a type error, wherever the
 * operands are in the extension's domain, and the original comparison elsewhere, errors included:
 * {@code xsd:boolean(CONCAT(STR(l op r), SUBSTR("x", 1, xsd:integer(COALESCE(domain(l, r), false)))))}
 * casts {@code "truex"} or {@code "falsex"} (an error) in the domain and {@code "true"} or
 * {@code "false"} elsewhere. An engine that evaluates strictly runs the same comparison as before, so
 * a bug of its own around it (an error that {@code false && error} or {@code true || error} does not
 * absorb, an IF whose condition errs) is still there in the re-run and is never excused. The guard is
 * wrapped in COALESCE so it never raises an error itself, and it uses no IF (RDF4J 5.2.1's is broken).
 * When both operands are constants the domain is decided here and an allowed comparison becomes the
 * constant error {@code xsd:boolean("x")}. IN
 * and NOT IN are rewritten as the disjunction and conjunction of their comparisons (§17.4.1.9–10),
 * so an allowed comparison inside IN, COALESCE, IF or any other expression is rewritten in place.
 */
public final class LatitudeRewrite {
	private LatitudeRewrite() {
	}

	/** The numeric datatypes, and every datatype whose value space an extension may decide = on. */
	static final List<String> NUMERIC = List.of(Xsd.INTEGER, Xsd.DECIMAL, Xsd.DOUBLE, Xsd.FLOAT);
	static final List<String> KNOWN = List.of(Xsd.INTEGER, Xsd.DECIMAL, Xsd.DOUBLE, Xsd.FLOAT, Xsd.STRING, Xsd.BOOLEAN, Xsd.LANG_STRING);

	/**
	 * The rewrite that gives every comparison with one of these operators the value false where
	 * {@code domain} (a SPARQL test of the two operands) holds.
	 */
	public static UnaryOperator<Expr> guarding(Set<Expr.CompareOp> ops, BinaryOperator<Expr> domain,
											   BiPredicate<Term, Term> constants) {
		return e -> new Rewriter(ops, domain, constants, true, false).rewrite(e);
	}

	/**
	 * The milder rewrite for the engine that does not take the rule's latitude ({@link LatitudeRule#otherSide()}):
	 * only comparisons of a variable or an expression are guarded (an IN of one too), where that engine
	 * may take an extension of its own (RDF4J decides {@code "a"@en = "a"}); a comparison of two
	 * constants stays as written, and an IN of a constant over several members stays an IN, with one
	 * member added that errs where a member that is not a constant is in the domain, so the engine's own
	 * evaluation of them, and any bug of its own there, is what the re-run runs (RDF4J 5.2.1 answers
	 * {@code false && error} with an error and, without optimizers, {@code error || false} with false:
	 * rewriting {@code 0 NOT IN (0, "a")} into a conjunction would change its answer; yet it decides
	 * {@code "a" != "a"@en} inside {@code "a" NOT IN (?o, ?o)}, which must err there as on the other side).
	 */
	public static UnaryOperator<Expr> guardingOtherSide(Set<Expr.CompareOp> ops, BinaryOperator<Expr> domain) {
		return strictOtherSide(ops, domain, (a, b) -> false);
	}

	/**
	 * The other side made strict on its own extensions too, for {@link BothSidesStrict}: as
	 * {@link #guardingOtherSide(Set, BinaryOperator)}, and a comparison of two constants in the rule's domain
	 * ({@code constants}) is the constant error, as on the rule's side, unless it is under {@code &&},
	 * {@code ||} or IF, where RDF4J's own {@code false && error} (seeds 13226, 4077 of commit d59c9c5) or
	 * its IF over an error (rdf4j-if-error-no-value) would read the error. RDF4J decides {@code "a"@en != 0},
	 * where RDFterm-equal raises a type error (§17.4.1.7): an extension of its own.
	 */
	public static UnaryOperator<Expr> strictOtherSide(Set<Expr.CompareOp> ops, BinaryOperator<Expr> domain,
													   BiPredicate<Term, Term> constants) {
		return e -> new Rewriter(ops, domain, constants, false, false).rewrite(e);
	}

	/** expandIn: the rule's side (IN of a constant becomes a connective); underConnective: inside {@code &&}, {@code ||} or IF. */
	private record Rewriter(Set<Expr.CompareOp> ops, BinaryOperator<Expr> domain, BiPredicate<Term, Term> constants, boolean expandIn,
							boolean underConnective) {
		Expr rewrite(Expr e) {
			return LatitudeRewrite.rewrite(e, this);
		}

		/** Whether a comparison of these two constants becomes the constant error. */
		boolean decides(Term a, Term b) {
			return !underConnective && constants.test(a, b); // the rule's side is never under one (see under)
		}

		Rewriter under(Expr e) {
			return !expandIn && !underConnective && (e instanceof Expr.And || e instanceof Expr.Or || e instanceof Expr.If)
				? new Rewriter(ops, domain, constants, false, true) : this;
		}
	}

	private static Expr rewrite(Expr e, Rewriter w) {
		Set<Expr.CompareOp> ops = w.ops();
		if (e instanceof Expr.Comparison c && ops.contains(c.op())) {
			Expr l = rewrite(c.left(), w), r = rewrite(c.right(), w);
			Expr compared = new Expr.Comparison(c.op(), l, r);
			if (l instanceof Expr.Constant a && r instanceof Expr.Constant b) {
				// decided here, never through && over a constant that may raise an error
				return w.decides(a.term(), b.term()) ? error() : compared;
			}
			BinaryOperator<Expr> domain = w.domain();
			Expr guard = new Expr.Coalesce(List.of(domain.apply(l, r), bool(false)));
			return erringWhere(guard, compared);
		}
		if (e instanceof Expr.In in && (w.expandIn() || !(in.value() instanceof Expr.Constant) || in.members().size() == 1)
			&& (ops.contains(Expr.CompareOp.EQ) || ops.contains(Expr.CompareOp.NE))) {
			Expr value = rewrite(in.value(), w);
			Expr folded = null;
			boolean changed = false;
			List<Expr> members = new ArrayList<>();
			for (Expr m : in.members()) {
				Expr plain = new Expr.Comparison(in.negated() ? Expr.CompareOp.NE : Expr.CompareOp.EQ, value, rewrite(m, w));
				Expr member = rewrite(plain, w);
				changed |= !member.equals(plain);
				members.add(((Expr.Comparison) plain).right());
				folded = folded == null ? member : in.negated() ? new Expr.And(folded, member) : new Expr.Or(folded, member);
			}
			// an IN none of whose comparisons the rule rewrites stays an IN: an engine's own IN is what it ran
			return folded == null ? e : changed ? folded : new Expr.In(value, members, in.negated());
		}
		if (e instanceof Expr.In in && (ops.contains(Expr.CompareOp.EQ) || ops.contains(Expr.CompareOp.NE))) {
			return erringMember(in, w);
		}
		Rewriter inner = w.under(e);
		return map(e, child -> rewrite(child, inner));
	}

	/**
	 * The other side's IN of a constant over several members, kept an IN (no connective for RDF4J's
	 * {@code false && error} to trip) with one member added that is a type error wherever a member
	 * that is not a constant is in the rule's domain, and elsewhere an IRI no term equals without
	 * error. That is the strict reading: a comparison in the domain of a disjoint-value-space rule is
	 * decided "not equal" by an engine that takes the extension, so the IN is true if another member
	 * matches and an error otherwise (§17.4.1.9–10), whatever that engine decided. A constant member of
	 * a constant stays as the engine evaluates it, unless the pair is one the rewrite decides
	 * ({@link #strictOtherSide}): then the constant error is a member too.
	 */
	private static Expr erringMember(Expr.In in, Rewriter w) {
		Expr value = rewrite(in.value(), w);
		List<Expr> members = new ArrayList<>();
		Expr guard = null;
		boolean constantError = false;
		for (Expr m : in.members()) {
			Expr member = rewrite(m, w);
			members.add(member);
			if (!(member instanceof Expr.Constant && value instanceof Expr.Constant)) {
				Expr inDomain = new Expr.Coalesce(List.of(w.domain().apply(value, member), bool(false)));
				guard = guard == null ? inDomain : new Expr.Or(guard, inDomain);
			} else if (w.decides(((Expr.Constant) value).term(), ((Expr.Constant) member).term())) {
				constantError = true;
			}
		}
		if (constantError) {
			members.add(error()); // a member the engine decided by an extension of its own: strictly, an error
		}
		if (guard != null) {
			Expr never = new Expr.FunctionCall("CONCAT", List.of(new Expr.Constant(Literal.string("urn:sparqlcheck:never-")),
				fn("STR", erringWhere(guard, bool(true)))));
			members.add(fn("IRI", never));
		}
		return new Expr.In(value, members, in.negated());
	}

	/** The expression with each direct child replaced ({@link io.sparqlcheck.model.ExprChildren#map}). */
	static Expr map(Expr e, UnaryOperator<Expr> f) {
		return io.sparqlcheck.model.ExprChildren.map(e, f);
	}

	// ---- the domains, as SPARQL tests of two operands ----

	/** Both operands are IRIs. */
	static Expr bothIris(Expr l, Expr r) {
		return new Expr.And(fn("isIRI", l), fn("isIRI", r));
	}

	/** Both operands are language-tagged literals. */
	static Expr bothLangStrings(Expr l, Expr r) {
		return new Expr.And(langTagged(l), langTagged(r));
	}

	/** Both operands are literals of known value spaces (numeric, string, boolean, langString), and not the same one. */
	static Expr disjointKnownSpaces(Expr l, Expr r) {
		Expr known = new Expr.And(datatypeIn(l, KNOWN), datatypeIn(r, KNOWN));
		Expr bothNumeric = new Expr.And(datatypeIn(l, NUMERIC), datatypeIn(r, NUMERIC));
		Expr differentTypes = new Expr.Comparison(Expr.CompareOp.NE, fn("DATATYPE", l), fn("DATATYPE", r));
		return new Expr.And(known, new Expr.And(new Expr.Not(bothNumeric), differentTypes));
	}

	private static Expr langTagged(Expr x) {
		return new Expr.Coalesce(List.of(new Expr.Comparison(Expr.CompareOp.NE, fn("LANG", x), new Expr.Constant(Literal.string(""))), bool(false)));
	}

	private static Expr datatypeIn(Expr x, List<String> datatypes) {
		List<Expr> members = new ArrayList<>();
		datatypes.forEach(d -> members.add(new Expr.Constant(new Iri(d))));
		return new Expr.Coalesce(List.of(new Expr.In(fn("DATATYPE", x), members, false), bool(false)));
	}

	/**
	 * {@code e} where {@code guard} is false and a type error where it is true, without IF: the cast to
	 * xsd:boolean of {@code STR(e)} with an {@code "x"} appended where the guard holds. The guard must
	 * never raise an error itself; e must be a boolean expression.
	 */
	static Expr erringWhere(Expr guard, Expr e) {
		Expr suffix = new Expr.FunctionCall("SUBSTR", List.of(new Expr.Constant(Literal.string("x")),
			new Expr.Constant(Literal.integer(1)), fn("<" + Xsd.INTEGER + ">", guard)));
		return fn("<" + Xsd.BOOLEAN + ">", new Expr.FunctionCall("CONCAT", List.of(fn("STR", e), suffix)));
	}

	/**
	 * A constant expression that is a type error on every engine: {@code xsd:boolean("x")}, a cast of a
	 * string outside xsd:boolean's lexical space (XPath F&O 3.1 §19.2, err:FORG0001). Not {@code 1/0}:
	 * RDF4J 5.2.1 without optimizers answers {@code (1/0) || false} with false, so a division by zero
	 * is not the same error on every engine.
	 */
	static Expr error() {
		return fn("<" + Xsd.BOOLEAN + ">", new Expr.Constant(Literal.string("x")));
	}

	private static Expr fn(String name, Expr argument) {
		return Expr.FunctionCall.of(name, argument);
	}

	private static Expr bool(boolean b) {
		return new Expr.Constant(Literal.bool(b));
	}

	/**
	 * What a rule's confirming re-run showed: the rewritten query, and the divergence it left, if any.
	 * The only divergence a confirmation may leave is one of the projected variables alone (the same
	 * solutions, other variables): the rule explained every row, and the header difference is a
	 * divergence of its own that the differential reports, never excuses.
	 *
	 * @param query    the rewritten query the engines that take the latitude ran
	 * @param residual the projected-variables divergence the re-run still shows, if any
	 * @param failed   the re-run that failed, when one did: then nothing is confirmed, and the check cannot end
	 *                 as a pass or a violation (fail closed: it is that engine's failure)
	 */
	record Confirmation(String query, Optional<ComparisonResult.Divergence> residual, Optional<ExecutedQuery> failed) {
		Confirmation(String query, Optional<ComparisonResult.Divergence> residual) {
			this(query, residual, Optional.empty());
		}
	}

	/**
	 * The query the differential compared ({@link FormRules#compared}: the case's form without its
	 * slice) with the rewrite applied to its predicate, to the FILTERs and BINDs of its pattern and to
	 * its HAVING ({@link HavingComparison}), or null when there is no rewrite or it changes nothing. The
	 * form stays: a re-run of {@code SELECT *} alone would compare other answers than those that diverged.
	 */
	private static String rewritten(SparqlCase c, UnaryOperator<Expr> rewrite) {
		if (rewrite == null) {
			return null;
		}
		Expr predicate = rewrite.apply(c.predicate());
		GroupPattern pattern = PatternFilters.map(c.pattern(), rewrite);
		Optional<String> having = HavingComparison.rewritten(c.form(), rewrite);
		boolean same = predicate.equals(c.predicate()) && pattern.equals(c.pattern())
			&& having.equals(c.form().having().map(QueryForm.Having::condition));
		return same ? null : c.form().unsliced().render(pattern.withFilter(predicate), having);
	}

	/**
	 * Whether the divergence's rows vanish when the rule's rewritten predicate, with the FILTERs and
	 * BINDs inside the pattern rewritten the same way, runs on the engines that take the rule's
	 * latitude ({@link LatitudeRule#rerunOn()}), each other engine re-running the rule's milder rewrite
	 * ({@link LatitudeRule#otherSide()}) or keeping the answer it gave: the two
	 * answers are then equal by the comparator, or differ only in their projected variables (then the
	 * confirmation carries that residual). Any failure of an engine on the rewritten query, or any
	 * row still missing or in excess, confirms nothing.
	 *
	 * @return the confirmation, or null when the re-run did not confirm the rule
	 */
	static Confirmation confirm(LatitudeRule rule, SparqlCase c, Engine left, QueryOutcome leftAnswer, Engine right, QueryOutcome rightAnswer,
								ResultComparator comparator) {
		UnaryOperator<Expr> leftRewrite = rule.rewriteFor(left.family()), rightRewrite = rule.rewriteFor(right.family());
		String leftQuery = rewritten(c, leftRewrite), rightQuery = rewritten(c, rightRewrite);
		String query = leftQuery != null && rule.rerunOn().test(left.family()) ? leftQuery : rightQuery;
		if (query == null) {
			return null; // nothing rewritten: the rule cannot have explained the divergence
		}
		// the answers given were normalized by the form's rules (FormRules.normalize): so are the re-runs
		QueryOutcome a = leftQuery != null ? FormRules.normalize(c.form(), QueryRun.outcome(left, c.data(), leftQuery)) : leftAnswer;
		QueryOutcome b = rightQuery != null ? FormRules.normalize(c.form(), QueryRun.outcome(right, c.data(), rightQuery)) : rightAnswer;
		if (a instanceof QueryOutcome.Failure) {
			return new Confirmation(leftQuery, Optional.empty(), Optional.of(new ExecutedQuery(left.name() + " latitude re-run", left.label(), a)));
		} else if (b instanceof QueryOutcome.Failure) {
			return new Confirmation(rightQuery, Optional.empty(), Optional.of(new ExecutedQuery(right.name() + " latitude re-run", right.label(), b)));
		} else if (!(a instanceof QueryOutcome.Solutions) || !(b instanceof QueryOutcome.Solutions)) {
			return null;
		}
		if (!(comparator.compare(a, b) instanceof ComparisonResult.Divergence d)) {
			return new Confirmation(query, Optional.empty());
		}
		boolean variablesOnly = d.divergenceClass() == DivergenceClass.LOGIC && d.missing().isEmpty() && d.excess().isEmpty();
		if (variablesOnly) {
			return new Confirmation(query, Optional.of(d));
		}
		// the rule's side re-ran its rewrite above; the second re-run takes that answer and asks only the other side again
		return BothSidesStrict.confirm(rule, c, left, right, rule.rerunOn().test(left.family()) ? a : b, comparator);
	}
}
