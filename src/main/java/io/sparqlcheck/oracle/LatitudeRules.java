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
 * clause of SPARQL 1.1 Query that allows it. Each matcher is narrow on purpose: it matches only
 * when the comparison it names occurs in the predicate and, in every divergent solution, its two
 * operands (a variable, a constant, or STR of one) have the types the extension covers, and the
 * pair involves an engine of the Jena family (by what the engine declares, never by its name), whose
 * documented extension it is. Anything else stays a candidate.
 */
public final class LatitudeRules {
	private LatitudeRules() {
	}

	/**
	 * Jena orders IRIs: {@code <a> <= <a>} is true and {@code <a> < <a>} false, where the operator
	 * table of §17.3 has no row for IRIs and strict evaluation raises a type error (RDF4J does).
	 */
	public static final LatitudeRule IRI_ORDERING = new LatitudeRule("iri-ordering-extension",
		"SPARQL 1.1 Query §17.3.1 Operator Extensibility: an extension may add rows to the operator table, "
			+ "replacing only a type error (here <, <=, >, >= on two IRIs)",
		d -> involvesJena(d) && everyDivergentRow(d, Set.of(Expr.CompareOp.LT, Expr.CompareOp.LE, Expr.CompareOp.GT,
			Expr.CompareOp.GE), (a, b) -> a instanceof Iri && b instanceof Iri));

	/**
	 * Jena orders language-tagged strings ({@code "a"@en >= "a"@en} is true), where §17.3 orders only
	 * simple literals and xsd:strings and strict evaluation raises a type error (RDF4J does).
	 */
	public static final LatitudeRule LANG_STRING_ORDERING = new LatitudeRule("langstring-ordering-extension",
		"SPARQL 1.1 Query §17.3.1 Operator Extensibility: an extension may add rows to the operator table, "
			+ "replacing only a type error (here <, <=, >, >= on two rdf:langString literals)",
		d -> involvesJena(d) && everyDivergentRow(d, Set.of(Expr.CompareOp.LT, Expr.CompareOp.LE, Expr.CompareOp.GT,
			Expr.CompareOp.GE), (a, b) -> a instanceof Literal x && x.hasLanguage() && b instanceof Literal y && y.hasLanguage()));

	/**
	 * Jena decides {@code =} and {@code !=} between literals of known, disjoint value spaces
	 * ({@code "20" = 20} is false), where RDFterm-equal raises a type error for two literals that are
	 * not the same term (RDF4J does).
	 */
	public static final LatitudeRule DISJOINT_VALUE_SPACE_EQUALITY = new LatitudeRule("disjoint-value-space-equality",
		"SPARQL 1.1 Query §17.4.1.7 RDFterm-equal (a type error for two different literals, which an extended "
			+ "implementation may decide for datatypes it supports) with §17.3.1 Operator Extensibility",
		d -> involvesJena(d) && everyDivergentRow(d, Set.of(Expr.CompareOp.EQ, Expr.CompareOp.NE),
			LatitudeRules::literalsOfDisjointKnownSpaces));

	/** The default rules, in the order they are tried. */
	public static List<LatitudeRule> standard() {
		return List.of(IRI_ORDERING, LANG_STRING_ORDERING, DISJOINT_VALUE_SPACE_EQUALITY);
	}

	/** No rules: every divergence is a candidate. */
	public static List<LatitudeRule> none() {
		return List.of();
	}

	/** Exactly one of the two engines runs Jena's evaluator, whatever the engines are called. */
	private static boolean involvesJena(LatitudeRule.Divergent d) {
		return d.oneSideIs(EngineFamily.JENA);
	}

	/** Every divergent solution has, in the predicate, a comparison of one of the ops whose operands pass. */
	private static boolean everyDivergentRow(LatitudeRule.Divergent d, Set<Expr.CompareOp> ops, BiPredicate<Term, Term> operands) {
		List<Expr.Comparison> comparisons = new ArrayList<>();
		collect(d.sparqlCase().predicate(), ops, comparisons);
		if (comparisons.isEmpty()) {
			return false;
		}
		List<Solution> rows = new ArrayList<>();
		rows.addAll(d.divergence().missing().counts().keySet());
		rows.addAll(d.divergence().excess().counts().keySet());
		if (rows.isEmpty()) {
			return false;
		}
		for (Solution row : rows) {
			boolean explained = false;
			for (Expr.Comparison c : comparisons) {
				Term a = operand(c.left(), row), b = operand(c.right(), row);
				if (a != null && b != null && operands.test(a, b)) {
					explained = true;
					break;
				}
			}
			if (!explained) {
				return false;
			}
		}
		return true;
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
		if (e instanceof Expr.FunctionCall f && f.arguments().size() == 1
			&& (f.function().equalsIgnoreCase("LANG") || f.function().equalsIgnoreCase("DATATYPE"))) {
			Term t = operand(f.arguments().get(0), row);
			if (t instanceof Literal l) {
				return f.function().equalsIgnoreCase("LANG") ? Literal.string(l.language()) : new Iri(l.datatype());
			}
			return null;
		}
		if (e instanceof Var v) {
			return row.get(v.name());
		}
		if (e instanceof Expr.Constant c) {
			return c.term();
		}
		if (e instanceof Expr.FunctionCall f && f.function().equalsIgnoreCase("STR") && f.arguments().size() == 1) {
			Term t = operand(f.arguments().get(0), row);
			if (t instanceof Iri iri) {
				return Literal.string(iri.value());
			}
			if (t instanceof Literal l) {
				return Literal.string(l.lexical());
			}
		}
		return null;
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

	private static boolean literalsOfDisjointKnownSpaces(Term a, Term b) {
		if (!(a instanceof Literal x) || !(b instanceof Literal y)) {
			return false;
		}
		String sx = space(x), sy = space(y);
		return sx != null && sy != null && !sx.equals(sy);
	}
}
