package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GraphPattern;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Path;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.PatternTerm;
import io.sparqlcheck.model.QueryForm;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What core-4 adds to core-3's parts: property paths in the predicate position, GRAPH elements,
 * and the top-level query form. Every choice lists core-3's shape first (a plain IRI predicate, the
 * plain {@code SELECT *}), so a failing case shrinks toward a core-3 case; everything is
 * {@code combine}, {@code map} and {@code frequencyOf}, no {@code flatMap}.
 */
final class Core4Parts {
	private Core4Parts() {
	}

	/** The named graphs of core-4's data and GRAPH elements. */
	static final List<Iri> GRAPHS = List.of(Iri.of(Vocabulary.NS + "g1"), Iri.of(Vocabulary.NS + "g2"));

	/** The variable a {@code GRAPH ?g} binds. */
	static final Var G = Var.of("g");

	/** The variables the query form's aggregates bind: in no grammar's pool, so never in scope of P. */
	static final List<Var> AGGREGATE_VARS = List.of(Var.of("n1"), Var.of("n2"));

	private static final List<Iri> PREDICATES = List.of(Vocabulary.Q, Vocabulary.P, Vocabulary.R);

	/** Predicates: core-3's three IRIs four times in five, a property path once. */
	@SuppressWarnings("unchecked")
	static Arbitrary<PatternTerm> predicates() {
		return ByIdentity.frequencyOf(
			Tuple.of(4, Arbitraries.of(List.<PatternTerm>copyOf(PREDICATES))),
			Tuple.of(1, paths().map(p -> (PatternTerm) p)));
	}

	/** A path with an operator at its top: over links, one more level at most. */
	@SuppressWarnings("unchecked")
	static Arbitrary<Path> paths() {
		Arbitrary<Path> link = Arbitraries.of(PREDICATES).map(Path.Link::new);
		Arbitrary<Path> simple = ByIdentity.frequencyOf(
			Tuple.of(2, unary(link)),
			Tuple.of(2, binary(link, link)),
			Tuple.of(1, negated()));
		return ByIdentity.frequencyOf(
			Tuple.of(4, simple),
			Tuple.of(1, unary(binary(link, link))),
			Tuple.of(1, binary(unary(link), link)));
	}

	private static Arbitrary<Path> unary(Arbitrary<Path> of) {
		return Combinators.combine(Arbitraries.of("+", "*", "?", "^"), of).as((op, p) -> switch (op) {
			case "+" -> new Path.OneOrMore(p);
			case "*" -> new Path.ZeroOrMore(p);
			case "?" -> new Path.ZeroOrOne(p);
			default -> new Path.Inverse(p);
		});
	}

	private static Arbitrary<Path> binary(Arbitrary<Path> left, Arbitrary<Path> right) {
		return Combinators.combine(Arbitraries.of("/", "|"), left, right)
			.as((op, l, r) -> op.equals("/") ? new Path.Sequence(l, r) : new Path.Alternative(l, r));
	}

	private static Arbitrary<Path> negated() {
		return Combinators.combine(Arbitraries.of(PREDICATES).list().ofMinSize(1).ofMaxSize(2).uniqueElements(),
			Arbitraries.of(PREDICATES).list().ofMaxSize(1)).as((fw, inv) -> new Path.Negated(fw, inv));
	}

	/** {@code GRAPH ?g { G }} or {@code GRAPH <g1> { G }}. */
	static Arbitrary<PatternElement> graph(Arbitrary<GroupPattern> group) {
		List<PatternTerm> names = new ArrayList<>();
		names.add(G);
		names.addAll(GRAPHS);
		return Combinators.combine(Arbitraries.of(names), group).as(GraphPattern::new);
	}

	/** The top-level form: plain most often, then DISTINCT/REDUCED, grouped with aggregates, ordered and sliced. */
	@SuppressWarnings("unchecked")
	static Arbitrary<QueryForm> forms(Arbitrary<Term> constants) {
		Arbitrary<QueryForm.Modifier> modifier = Arbitraries.of(QueryForm.Modifier.values());
		Arbitrary<List<Var>> orderVars = Arbitraries.of(List.of(Vocabulary.S, Vocabulary.O, Vocabulary.W, Vocabulary.X))
			.list().ofMinSize(1).ofMaxSize(2).uniqueElements();
		Arbitrary<Integer> limit = Arbitraries.of(-1, 0, 1, 2, 3);
		Arbitrary<Integer> offset = Arbitraries.of(0, 1, 2);
		Arbitrary<QueryForm> modified = modifier.map(m -> new QueryForm(m, List.of(), List.of(), Optional.empty(), List.of(), -1, 0));
		Arbitrary<QueryForm> ordered = Combinators.combine(modifier, orderVars, Arbitraries.of(false, true), limit, offset)
			.as((m, vars, desc, l, o) -> new QueryForm(m, List.of(), List.of(), Optional.empty(),
				vars.stream().map(v -> new QueryForm.OrderKey(v, desc)).toList(), l, o));
		return ByIdentity.frequencyOf(
			Tuple.of(4, Arbitraries.just(QueryForm.PLAIN)),
			Tuple.of(1, modified),
			Tuple.of(2, grouped(constants, limit, offset)),
			Tuple.of(2, ordered));
	}

	private static Arbitrary<QueryForm> grouped(Arbitrary<Term> constants, Arbitrary<Integer> limit, Arbitrary<Integer> offset) {
		Arbitrary<List<Var>> groupBy = Arbitraries.of(List.of(), List.of(Vocabulary.S), List.of(Vocabulary.O), List.of(Vocabulary.S, Vocabulary.W));
		Arbitrary<QueryForm.Call> call = Combinators.combine(Arbitraries.of(QueryForm.Function.values()), Arbitraries.of(false, false, true),
			Arbitraries.of(List.of(Vocabulary.O, Vocabulary.W, Vocabulary.X, Vocabulary.S))).as(QueryForm.Call::new);
		Arbitrary<Optional<QueryForm.Having>> having = ByIdentity.frequencyOf(
			Tuple.of(1, Arbitraries.just(Optional.<QueryForm.Having>empty())),
			Tuple.of(1, Combinators.combine(call, Arbitraries.of(Expr.CompareOp.values()),
				Arbitraries.of(List.<Term>of(Literal.integer(0), Literal.integer(1), Literal.integer(2)))).as((c, op, k) ->
				Optional.of(new QueryForm.Having(c, op, k)))));
		Arbitrary<List<QueryForm.Call>> calls = call.list().ofMinSize(1).ofMaxSize(2);
		Arbitrary<Integer> orderHow = Arbitraries.of(0, 1, 2); // none, by the first grouped variable or aggregate, descending
		return Combinators.combine(Arbitraries.of(QueryForm.Modifier.NONE, QueryForm.Modifier.DISTINCT), groupBy, calls, having,
			orderHow, limit, offset).as((m, by, cs, h, how, l, o) -> {
				List<QueryForm.Aggregation> aggregates = new ArrayList<>();
				for (int i = 0; i < cs.size(); i++) {
					aggregates.add(new QueryForm.Aggregation(cs.get(i), AGGREGATE_VARS.get(i)));
				}
				Var key = by.isEmpty() ? AGGREGATE_VARS.get(0) : by.get(0);
				List<QueryForm.OrderKey> order = how == 0 ? List.of() : List.of(new QueryForm.OrderKey(key, how == 2));
				return new QueryForm(m, by, aggregates, h, order, how == 0 ? -1 : l, how == 0 ? 0 : o);
			});
	}
}
