package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.result.Solution;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Var;
import io.sparqlcheck.model.Xsd;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;

/**
 * The latitude rules the differential oracle applies by default. Each was introduced for a class
 * of divergence found in the seeds 0–999 run (jena, rdf4j, jena-ref, rdf4j-noopt) and triaged to a
 * clause of SPARQL 1.1 Query that allows it. A rule applies by what the engines do and what the
 * comparison is: the pair involves an engine of the Jena family (by what the engine declares, never
 * by its name), whose documented extension it is; the comparison it names occurs in the predicate,
 * in a FILTER or BIND inside the pattern, or in the form's HAVING (§11.4: HAVING filters groups as FILTER
 * filters solutions; {@link HavingComparison}), anywhere (inside COALESCE, IF, IN, a connective or a function); and in every divergent solution
 * its two operands (a variable, a constant, STR, LANG, DATATYPE or arithmetic of one, any
 * argument of a COALESCE or branch of an IF, or STR, LANG or DATATYPE of those) can have the types the extension covers. That match
 * is only a suspicion: the differential then re-runs the case with the rule's rewrite
 * ({@link LatitudeRewrite}), and only when the divergence vanishes is it latitude. Anything else
 * stays a candidate.
 */
public final class LatitudeRules {
	private LatitudeRules() {
	}

	private static final Set<Expr.CompareOp> ORDERING = Set.of(Expr.CompareOp.LT, Expr.CompareOp.LE, Expr.CompareOp.GT, Expr.CompareOp.GE);
	private static final Set<Expr.CompareOp> EQUALITY = Set.of(Expr.CompareOp.EQ, Expr.CompareOp.NE);

	/** The comparison rules' rewrites run on the Jena side only: the strict engine keeps its own answer. */
	private static final java.util.function.Predicate<EngineFamily> JENA_SIDE = family -> family == EngineFamily.JENA;

	/**
	 * Jena orders IRIs: {@code <a> <= <a>} is true and {@code <a> < <a>} false, where the operator
	 * table of §17.3 has no row for IRIs and strict evaluation raises a type error (RDF4J does).
	 */
	public static final LatitudeRule IRI_ORDERING = new LatitudeRule("iri-ordering-extension",
		"SPARQL 1.1 Query §17.3.1 Operator Extensibility: an extension may add rows to the operator table, "
			+ "replacing only a type error (here <, <=, >, >= on two IRIs)",
		d -> involvesJena(d) && everyDivergentRow(d, ORDERING, LatitudeRules::bothIris),
		LatitudeRewrite.guarding(ORDERING, LatitudeRewrite::bothIris, LatitudeRules::bothIris), JENA_SIDE,
		LatitudeRewrite.guardingOtherSide(ORDERING, LatitudeRewrite::bothIris));

	/**
	 * Jena orders language-tagged strings ({@code "a"@en >= "a"@en} is true), where §17.3 orders only
	 * simple literals and xsd:strings and strict evaluation raises a type error (RDF4J does).
	 */
	public static final LatitudeRule LANG_STRING_ORDERING = new LatitudeRule("langstring-ordering-extension",
		"SPARQL 1.1 Query §17.3.1 Operator Extensibility: an extension may add rows to the operator table, "
			+ "replacing only a type error (here <, <=, >, >= on two rdf:langString literals)",
		d -> involvesJena(d) && everyDivergentRow(d, ORDERING, LatitudeRules::bothLangStrings),
		LatitudeRewrite.guarding(ORDERING, LatitudeRewrite::bothLangStrings, LatitudeRules::bothLangStrings), JENA_SIDE,
		LatitudeRewrite.guardingOtherSide(ORDERING, LatitudeRewrite::bothLangStrings));

	/**
	 * Both of Jena's ordering extensions at once: {@code ?o <= ?o} over one IRI and one language-tagged
	 * object diverges in two solutions, one explained by each of the rules above and neither by one
	 * rule alone, so each of them refused it; this rule takes every solution that either explains.
	 */
	public static final LatitudeRule TERM_ORDERING = new LatitudeRule("iri-and-langstring-ordering-extension",
		"SPARQL 1.1 Query §17.3.1 Operator Extensibility: an extension may add rows to the operator table, "
			+ "replacing only a type error (here <, <=, >, >= on two IRIs or on two rdf:langString literals)",
		d -> involvesJena(d) && everyDivergentRow(d, ORDERING, (a, b) -> bothIris(a, b) || bothLangStrings(a, b)),
		LatitudeRewrite.guarding(ORDERING, (l, r) -> new Expr.Or(new Expr.Coalesce(List.of(LatitudeRewrite.bothIris(l, r),
			new Expr.Constant(Literal.bool(false)))), LatitudeRewrite.bothLangStrings(l, r)),
			(a, b) -> bothIris(a, b) || bothLangStrings(a, b)), JENA_SIDE,
		LatitudeRewrite.guardingOtherSide(ORDERING, (l, r) -> new Expr.Or(new Expr.Coalesce(List.of(LatitudeRewrite.bothIris(l, r),
			new Expr.Constant(Literal.bool(false)))), LatitudeRewrite.bothLangStrings(l, r))));

	/**
	 * Jena decides {@code =} and {@code !=} between literals of known, disjoint value spaces
	 * ({@code "20" = 20} is false), where RDFterm-equal raises a type error for two literals that are
	 * not the same term (RDF4J does).
	 */
	public static final LatitudeRule DISJOINT_VALUE_SPACE_EQUALITY = new LatitudeRule("disjoint-value-space-equality",
		"SPARQL 1.1 Query §17.4.1.7 RDFterm-equal (a type error for two different literals, which an extended "
			+ "implementation may decide for datatypes it supports) with §17.3.1 Operator Extensibility; "
			+ "in a FILTER, a BIND or a HAVING (§11.4: HAVING filters groups as FILTER does solutions)",
		d -> involvesJena(d) && everyDivergentRow(d, EQUALITY, LatitudeRules::literalsOfDisjointKnownSpaces),
		LatitudeRewrite.guarding(EQUALITY, LatitudeRewrite::disjointKnownSpaces, LatitudeRules::literalsOfDisjointKnownSpaces), JENA_SIDE,
		LatitudeRewrite.guardingOtherSide(EQUALITY, LatitudeRewrite::disjointKnownSpaces),
		LatitudeRewrite.strictOtherSide(EQUALITY, LatitudeRewrite::disjointKnownSpaces, LatitudeRules::literalsOfDisjointKnownSpaces));

	/** The default rules, in the order they are tried. */
	public static List<LatitudeRule> standard() {
		return List.of(IRI_ORDERING, LANG_STRING_ORDERING, TERM_ORDERING, DISJOINT_VALUE_SPACE_EQUALITY,
			ArithmeticLatitude.INTEGER_OVERFLOW, ArithmeticLatitude.INTEGER_RANGE, ArithmeticLatitude.DECIMAL_RANGE, ArithmeticLatitude.DECIMAL_DIVISION_PRECISION,
			LanguageTagLatitude.LANGUAGE_TAG_CASE, LexicalFormLatitude.COMPUTED_NUMBER_LEXICAL_FORM,
			StringConcatenationLatitude.STRING_CONCATENATION);
	}

	/** No rules: every divergence is a candidate. */
	public static List<LatitudeRule> none() {
		return List.of();
	}

	/** Exactly one of the two engines runs Jena's evaluator, whatever the engines are called. */
	private static boolean involvesJena(LatitudeRule.Divergent d) {
		return d.oneSideIs(EngineFamily.JENA);
	}

	/** Every divergent solution has, in the predicate, a FILTER or BIND of the pattern or the HAVING, a comparison of one of the ops whose operands pass. */
	private static boolean everyDivergentRow(LatitudeRule.Divergent d, Set<Expr.CompareOp> ops, BiPredicate<Term, Term> operands) {
		List<Expr.Comparison> comparisons = new ArrayList<>();
		expressions(d.sparqlCase()).forEach(e -> collect(e, ops, comparisons));
		if (comparisons.isEmpty()) {
			return false;
		}
		List<Solution> missing = divergentRows(d, true), excess = divergentRows(d, false);
		if (missing.isEmpty() && excess.isEmpty()) {
			return false;
		}
		List<Solution> explainedMissing = missing.stream().filter(r -> explained(r, comparisons, operands)).toList();
		List<Solution> explainedExcess = excess.stream().filter(r -> explained(r, comparisons, operands)).toList();
		return missing.stream().allMatch(r -> explainedMissing.contains(r) || extendedByOneOf(r, explainedExcess))
			&& excess.stream().allMatch(r -> explainedExcess.contains(r) || extendedByOneOf(r, explainedMissing));
	}

	private static boolean explained(Solution row, List<Expr.Comparison> comparisons, BiPredicate<Term, Term> operands) {
		for (Expr.Comparison c : comparisons) {
			for (Term a : operands(c.left(), row)) {
				for (Term b : operands(c.right(), row)) {
					if (operands.test(a, b)) {
						return true;
					}
				}
			}
		}
		return false;
	}

	/**
	 * Whether a row is one of these explained rows of the other side with bindings left out: the left row an
	 * OPTIONAL kept unextended because one engine's FILTER inside it refused the extension the other's allowed
	 * (§18.5 LeftJoin). Its compared variable is unbound, so it cannot show the comparison itself; the re-run decides.
	 */
	private static boolean extendedByOneOf(Solution row, List<Solution> explained) {
		return explained.stream().anyMatch(other -> other.bindings().size() > row.bindings().size()
			&& other.bindings().entrySet().containsAll(row.bindings().entrySet()));
	}

	/**
	 * The oracle's predicate, every FILTER and BIND expression of the case's pattern and the form's
	 * HAVING ({@link HavingComparison}, its aggregate as a variable): where a rule looks.
	 */
	static List<Expr> expressions(io.sparqlcheck.model.SparqlCase c) {
		List<Expr> all = new ArrayList<>();
		all.add(c.predicate());
		all.addAll(PatternFilters.of(c.pattern()));
		HavingComparison.of(c.form()).ifPresent(all::add);
		return all;
	}

	/**
	 * The solutions one engine returned and the other did not, missing ones first: what a rule must
	 * explain, each; under a HAVING with the aggregate's value as far as its type goes ({@link HavingComparison#withAggregate}).
	 */
	static List<Solution> divergentRows(LatitudeRule.Divergent d) {
		List<Solution> rows = new ArrayList<>(divergentRows(d, true));
		rows.addAll(divergentRows(d, false));
		return rows;
	}

	/** The missing solutions (or those in excess), as {@link #divergentRows(LatitudeRule.Divergent)} reads them. */
	private static List<Solution> divergentRows(LatitudeRule.Divergent d, boolean missing) {
		var bag = missing ? d.divergence().missing() : d.divergence().excess();
		return bag.counts().keySet().stream().map(r -> HavingComparison.withAggregate(d.sparqlCase().form(), r)).toList();
	}

	private static void collect(Expr e, Set<Expr.CompareOp> ops, List<Expr.Comparison> into) {
		if (e instanceof Expr.Comparison c && ops.contains(c.op())) {
			into.add(c);
		}
		// IN and NOT IN are an = per member (§17.4.1.9, §17.4.1.10)
		if (e instanceof Expr.In in && ops.contains(Expr.CompareOp.EQ)) {
			in.members().forEach(m -> into.add(new Expr.Comparison(Expr.CompareOp.EQ, in.value(), m)));
		}
		for (Expr child : e.children()) {
			collect(child, ops, into);
		}
	}

	/**
	 * The values an operand may have in a row, as far as their types go: those of every argument of
	 * a COALESCE and of both branches of an IF (which one is taken is left to the confirming re-run),
	 * else the one value of {@link #operand}, or none.
	 */
	static List<Term> operands(Expr e, Solution row) {
		List<Term> out = new ArrayList<>();
		if (e instanceof Expr.Coalesce c) {
			c.arguments().forEach(a -> out.addAll(operands(a, row)));
		} else if (e instanceof Expr.If i) {
			out.addAll(operands(i.then(), row));
			out.addAll(operands(i.otherwise(), row));
		} else if (e instanceof Expr.FunctionCall f && f.arguments().size() == 1 && TERM_FUNCTIONS.contains(f.function().toUpperCase(java.util.Locale.ROOT))
			&& !(f.arguments().get(0) instanceof Var || f.arguments().get(0) instanceof Expr.Constant)) {
			// STR, LANG or DATATYPE of a COALESCE or an IF hides its operand's type: read each value it may have
			for (Term t : operands(f.arguments().get(0), row)) {
				Term value = termFunction(f.function(), t);
				if (value != null) {
					out.add(value);
				}
			}
		} else {
			Term t = operand(e, row);
			if (t != null) {
				out.add(t);
			}
		}
		return out;
	}

	/**
	 * The value of a simple operand in a row, as far as its type goes: a bound variable, a constant,
	 * STR, LANG or DATATYPE of one, or arithmetic on two numeric ones (whose value stands in as 0:
	 * only its type is read); else null, and the rule does not match.
	 */
	private static Term operand(Expr e, Solution row) {
		if (e instanceof Expr.Arithmetic a) {
			Term l = operand(a.left(), row), r = operand(a.right(), row);
			boolean numeric = l instanceof Literal x && !x.hasLanguage() && Xsd.isNumeric(x.datatype())
				&& r instanceof Literal y && !y.hasLanguage() && Xsd.isNumeric(y.datatype());
			return numeric ? Literal.integer(0) : null;
		}
		if (e instanceof Expr.FunctionCall f && f.arguments().size() == 1 && TERM_FUNCTIONS.contains(f.function().toUpperCase(java.util.Locale.ROOT))) {
			Term t = operand(f.arguments().get(0), row);
			return t == null ? null : termFunction(f.function(), t);
		}
		if (e instanceof Var v) {
			return row.get(v.name());
		}
		if (e instanceof Expr.Constant c) {
			return c.term();
		}
		return null;
	}

	/** The functions of one term whose result's type the rules read: STR, LANG, DATATYPE. */
	private static final Set<String> TERM_FUNCTIONS = Set.of("STR", "LANG", "DATATYPE");

	/** STR, LANG or DATATYPE of a term (§17.4.2.5–7), or null where it is a type error. */
	private static Term termFunction(String function, Term t) {
		String f = function.toUpperCase(java.util.Locale.ROOT);
		if (f.equals("STR")) {
			return t instanceof Iri iri ? Literal.string(iri.value()) : t instanceof Literal l ? Literal.string(l.lexical()) : null;
		}
		if (!(t instanceof Literal l)) {
			return null;
		}
		return f.equals("LANG") ? Literal.string(l.language()) : new Iri(l.datatype());
	}

	private static String space(Literal l) {
		if (l.hasLanguage()) {
			return "langString";
		}
		if (Xsd.isNumeric(l.datatype())) {
			return "numeric";
		}
		if (Xsd.STRING.equals(l.datatype())) {
			return "string";
		}
		if (Xsd.BOOLEAN.equals(l.datatype())) {
			return "boolean";
		}
		return null;
	}

	private static boolean bothIris(Term a, Term b) {
		return a instanceof Iri && b instanceof Iri;
	}

	private static boolean bothLangStrings(Term a, Term b) {
		return a instanceof Literal x && x.hasLanguage() && b instanceof Literal y && y.hasLanguage();
	}

	private static boolean literalsOfDisjointKnownSpaces(Term a, Term b) {
		if (!(a instanceof Literal x) || !(b instanceof Literal y)) {
			return false;
		}
		String sx = space(x), sy = space(y);
		return sx != null && sy != null && !sx.equals(sy);
	}
}
