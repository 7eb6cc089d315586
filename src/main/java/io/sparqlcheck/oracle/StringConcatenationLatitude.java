package io.sparqlcheck.oracle;

import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Xsd;
import io.sparqlcheck.result.Solution;

import java.util.ArrayList;
import java.util.List;

/**
 * The latitude rule about {@code +} on two strings. The operator table of §17.3 defines {@code +}
 * on numbers only, so {@code "0" + "a"} is a type error there (RDF4J raises it); Jena's ARQ adds a
 * row to the table and concatenates two simple literals or xsd:strings ({@code "0a"}), which §17.3.1
 * allows as an extension that replaces only a type error. Jena's main engine and QueryEngineRef both
 * do it, so it reaches the answers of every differential with a non-Jena engine: {@code FILTER(?o !=
 * (STR(?o) + "a"))} keeps the row there, where a strict engine drops it.
 *
 * <p>It applies by what the engines are and what the case computes: one side runs Jena's evaluator,
 * and in every divergent solution some {@code +} of the case's expressions has two operands that are
 * strings (a variable, a constant, STR of one...). The rewrite, run on the Jena side only, makes each
 * such {@code +} the error a strict engine raises, {@code IF(both strings, error, l + r)}; the other
 * engine keeps its answer, and only when the re-run then agrees is the divergence latitude. An IF is
 * safe here: only Jena runs it (RDF4J 5.2.1's IF is the broken one, finding rdf4j-if-error-no-value).
 */
public final class StringConcatenationLatitude {
	private StringConcatenationLatitude() {
	}

	/** {@code +} on two strings concatenates them on Jena's evaluators. */
	public static final LatitudeRule STRING_CONCATENATION = new LatitudeRule("string-plus-concatenation-extension",
		"SPARQL 1.1 Query §17.3.1 Operator Extensibility: an extension may add rows to the operator table, "
			+ "replacing only a type error (here + on two simple literals or xsd:strings, which §17.3 defines on numerics only)",
		d -> d.oneSideIs(EngineFamily.JENA) && everyDivergentRowAddsStrings(d),
		StringConcatenationLatitude::erringOnStringAddition, family -> family == EngineFamily.JENA);

	/** Every {@code l + r} as {@code IF(l and r both xsd:string, <a type error>, l + r)}, inside out. */
	static Expr erringOnStringAddition(Expr e) {
		Expr mapped = LatitudeRewrite.map(e, StringConcatenationLatitude::erringOnStringAddition);
		if (mapped instanceof Expr.Arithmetic a && a.op() == Expr.ArithOp.ADD) {
			Expr both = new Expr.And(isString(a.left()), isString(a.right()));
			return new Expr.If(new Expr.Coalesce(List.of(both, new Expr.Constant(Literal.bool(false)))), LatitudeRewrite.error(), a);
		}
		return mapped;
	}

	private static Expr isString(Expr x) {
		return new Expr.Comparison(Expr.CompareOp.EQ, Expr.FunctionCall.of("DATATYPE", x), new Expr.Constant(new Iri(Xsd.STRING)));
	}

	private static boolean everyDivergentRowAddsStrings(LatitudeRule.Divergent d) {
		List<Expr.Arithmetic> additions = new ArrayList<>();
		LatitudeRules.expressions(d.sparqlCase()).forEach(e -> collect(e, additions));
		List<Solution> rows = LatitudeRules.divergentRows(d);
		return !additions.isEmpty() && !rows.isEmpty() && rows.stream().allMatch(row -> additions.stream().anyMatch(a ->
			LatitudeRules.operands(a.left(), row).stream().anyMatch(StringConcatenationLatitude::isString)
				&& LatitudeRules.operands(a.right(), row).stream().anyMatch(StringConcatenationLatitude::isString)));
	}

	private static boolean isString(Term t) {
		return t instanceof Literal l && !l.hasLanguage() && Xsd.STRING.equals(l.datatype());
	}

	private static void collect(Expr e, List<Expr.Arithmetic> into) {
		if (e instanceof Expr.Arithmetic a && a.op() == Expr.ArithOp.ADD) {
			into.add(a);
		}
		e.children().forEach(c -> collect(c, into));
	}
}
