package io.sparqlcheck.compare;

import io.sparqlcheck.result.Solution;

import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import net.jqwik.api.Example;
import org.apache.jena.graph.Node;
import org.apache.jena.graph.NodeFactory;
import org.apache.jena.sparql.core.Var;
import org.apache.jena.sparql.engine.binding.Binding;
import org.apache.jena.sparql.engine.binding.BindingBuilder;
import org.apache.jena.sparql.exec.RowSet;
import org.apache.jena.sparql.exec.RowSetStream;
import org.apache.jena.sparql.resultset.ResultSetCompare;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/** The comparator on hand-made answers: keys, bags, classes, tolerance, blank nodes. */
class ResultComparatorTests {

	static final String XSD = "http://www.w3.org/2001/XMLSchema#";
	final ResultComparator comparator = ResultComparator.standard();

	static Solution row(Object... varsAndTerms) {
		Map<String, Term> m = new java.util.TreeMap<>();
		for (int i = 0; i < varsAndTerms.length; i += 2) {
			m.put((String) varsAndTerms[i], (Term) varsAndTerms[i + 1]);
		}
		return Solution.of(m);
	}

	static QueryOutcome.Solutions answer(Solution... rows) {
		return new QueryOutcome.Solutions("q", List.of("x", "y"), List.of(rows));
	}

	ComparisonResult compare(List<Solution> a, List<Solution> b) {
		return comparator.compare(a, b, Set.of("x", "y"), Set.of("x", "y"));
	}

	static DivergenceClass classOf(ComparisonResult r) {
		return r instanceof ComparisonResult.Divergence d ? d.divergenceClass() : null;
	}

	final Solution a = row("x", Literal.integer(1));
	final Solution b = row("x", Literal.integer(2));

	@Example
	void bagsAreComparedByCountsNotBySizeAndSet() {
		assertThat(classOf(compare(List.of(a, a), List.of(a, b)))).isEqualTo(DivergenceClass.LOGIC);
		assertThat(classOf(compare(List.of(a, a, b), List.of(a, b, b)))).isEqualTo(DivergenceClass.LOGIC);
		assertThat(compare(List.of(a, b, a), List.of(b, a, a))).isEqualTo(new ComparisonResult.Same(3));
		ComparisonResult.Divergence d = (ComparisonResult.Divergence) compare(List.of(a, a), List.of(a));
		assertThat(d.missing().count(a)).isEqualTo(1);
		assertThat(d.excess().isEmpty()).isTrue();
	}

	@Example
	void keysAreValueCanonical() {
		assertThat(compare(List.of(row("x", Literal.typed("020", XSD + "integer"))), List.of(row("x", Literal.integer(20)))))
			.isInstanceOf(ComparisonResult.Same.class);
		assertThat(compare(List.of(row("x", Literal.decimal("2.50"))), List.of(row("x", Literal.decimal("2.5")))))
			.isInstanceOf(ComparisonResult.Same.class);
		assertThat(compare(List.of(row("x", Literal.doubleLiteral("2.5E1"))), List.of(row("x", Literal.doubleLiteral("25.0e0")))))
			.isInstanceOf(ComparisonResult.Same.class);
		assertThat(compare(List.of(row("x", Literal.typed("1", XSD + "boolean"))), List.of(row("x", Literal.bool(true)))))
			.isInstanceOf(ComparisonResult.Same.class);
		assertThat(compare(List.of(row("x", Literal.langString("chat", "FR"))), List.of(row("x", Literal.langString("chat", "fr")))))
			.isInstanceOf(ComparisonResult.Same.class);
		assertThat(compare(List.of(row("x", Literal.typed("a", XSD + "string"))), List.of(row("x", Literal.string("a")))))
			.isInstanceOf(ComparisonResult.Same.class);
	}

	@Example
	void anUnboundVariableDiffersFromEveryBoundValue() {
		Solution unbound = row("y", Literal.integer(1));
		Solution bound = row("x", Literal.string(""), "y", Literal.integer(1));
		assertThat(classOf(compare(List.of(unbound), List.of(bound)))).isEqualTo(DivergenceClass.LOGIC);
	}

	@Example
	void sameLexicalFormOtherDatatypeIsADatatypeDivergence() {
		assertThat(classOf(compare(List.of(row("x", Literal.integer(5))), List.of(row("x", Literal.decimal("5.0"))))))
			.isEqualTo(DivergenceClass.DATATYPE);
		assertThat(classOf(compare(List.of(row("x", Literal.integer(5))), List.of(row("x", Literal.string("5"))))))
			.isEqualTo(DivergenceClass.DATATYPE);
		assertThat(classOf(compare(List.of(row("x", Literal.integer(5))), List.of(row("x", Literal.decimal("6.0"))))))
			.isEqualTo(DivergenceClass.LOGIC);
	}

	@Example
	void floatingPointDriftWithinTheToleranceIsPrecisionOutsideItLogic() {
		List<Solution> left = List.of(row("x", Literal.doubleLiteral(Double.toString(0.1 + 0.2))));
		List<Solution> right = List.of(row("x", Literal.doubleLiteral("3.0E-1")));
		assertThat(classOf(compare(left, right))).isEqualTo(DivergenceClass.PRECISION);
		ResultComparator exact = new ResultComparator(new Tolerance(0, 0));
		assertThat(classOf(exact.compare(left, right, Set.of("x"), Set.of("x")))).isEqualTo(DivergenceClass.LOGIC);
		// -0.0 and 0.0 are distinct XSD values: visible, as precision
		assertThat(classOf(compare(List.of(row("x", Literal.doubleLiteral("-0.0E0"))), List.of(row("x", Literal.doubleLiteral("0.0E0"))))))
			.isEqualTo(DivergenceClass.PRECISION);
		// NaN only matches NaN, and has one key
		assertThat(compare(List.of(row("x", Literal.doubleLiteral("NaN"))), List.of(row("x", Literal.doubleLiteral("NaN")))))
			.isInstanceOf(ComparisonResult.Same.class);
		assertThat(new Tolerance(1, 1).close(Double.NaN, 0)).isFalse();
		assertThat(new Tolerance(1, 1).close(Double.POSITIVE_INFINITY, 1e308)).isFalse();
	}

	@Example
	void solutionsAgainstABooleanOrAFailureIsAResponseDivergence() {
		QueryOutcome rows = answer(a);
		assertThat(classOf(comparator.compare(rows, new QueryOutcome.BooleanAnswer("q", true)))).isEqualTo(DivergenceClass.RESPONSE);
		assertThat(classOf(comparator.compare(new QueryOutcome.Failure("q", QueryOutcome.FailureKind.TIMEOUT, "t"), rows)))
			.isEqualTo(DivergenceClass.RESPONSE);
	}

	@Example
	void differentProjectedVariablesAreALogicDivergence() {
		assertThat(classOf(comparator.compare(List.of(a), List.of(a), Set.of("x"), Set.of("x", "y")))).isEqualTo(DivergenceClass.LOGIC);
	}

	@Example
	void blankNodesMatchUpToIsomorphism() {
		BlankNode p = new BlankNode("p"), q = new BlankNode("q"), u = new BlankNode("u"), v = new BlankNode("v");
		Iri i = Iri.of("http://example.org/i");
		List<Solution> left = List.of(row("x", p, "y", i), row("x", p, "y", q), row("x", q, "y", i));
		List<Solution> renamed = List.of(row("x", v, "y", i), row("x", u, "y", i), row("x", u, "y", v));
		assertThat(compare(left, renamed)).isInstanceOf(ComparisonResult.Same.class);
		// not a consistent one-to-one relabelling: ?x is one node on two rows on the left, two on the right
		List<Solution> broken = List.of(row("x", u, "y", i), row("x", v, "y", q), row("x", q, "y", i));
		assertThat(classOf(compare(left, broken))).isEqualTo(DivergenceClass.LOGIC);
		List<Solution> merged = List.of(row("x", u, "y", i), row("x", u, "y", u), row("x", u, "y", i));
		assertThat(classOf(compare(left, merged))).isEqualTo(DivergenceClass.LOGIC);
	}

	/**
	 * On term-identical answers without blank nodes, the comparator agrees with Jena's bag comparison
	 * by term ({@code ResultSetCompare.equalsByTerm}, which is in Jena 4.x and 5.x; 5.4+ also has it as
	 * {@code ResultsCompare}).
	 */
	@Example
	@SuppressWarnings("deprecation")
	void agreesWithJenaResultsCompareOnExactTerms() {
		List<List<Solution>> bags = List.of(List.of(a, a), List.of(a, b), List.of(b, a), List.of(a, a, b), List.of(a, b, b), List.of());
		for (List<Solution> x : bags) {
			for (List<Solution> y : bags) {
				boolean ours = compare(x, y) instanceof ComparisonResult.Same;
				boolean jena = ResultSetCompare.equalsByTerm(rows(x), rows(y));
				assertThat(ours).as(x + " vs " + y).isEqualTo(jena);
			}
		}
	}

	@SuppressWarnings("deprecation")
	private static RowSet rows(List<Solution> rows) {
		return RowSetStream.create(List.of(Var.alloc("x"), Var.alloc("y")), bindings(rows).iterator());
	}

	private static List<Binding> bindings(List<Solution> rows) {
		List<Binding> out = new ArrayList<>();
		for (Solution s : rows) {
			BindingBuilder bb = BindingBuilder.create();
			s.bindings().forEach((k, t) -> bb.add(Var.alloc(k), node(t)));
			out.add(bb.build());
		}
		return out;
	}

	private static Node node(Term t) {
		Literal l = (Literal) t;
		return NodeFactory.createLiteral(l.lexical(), org.apache.jena.datatypes.TypeMapper.getInstance().getSafeTypeByName(l.datatype()));
	}
}
