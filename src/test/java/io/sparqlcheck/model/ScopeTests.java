package io.sparqlcheck.model;

import net.jqwik.api.Example;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** In-scope variables (SPARQL 1.1 §18.2.1) and the rules of §18.2.2 a core-3 pattern keeps. */
class ScopeTests {

	static final Iri P = Iri.of("http://example.org/p");
	static final Var S = Var.of("s"), O = Var.of("o"), W = Var.of("w"), X = Var.of("x"), C = Var.of("c");

	@Example
	void filterAndMinusBindNothingASubSelectOnlyItsProjection() {
		GroupPattern inner = GroupPattern.of(new TriplePattern(S, P, W), new TriplePattern(W, P, X));
		SubSelect sub = new SubSelect(List.of(S), List.of(new Aggregate(Aggregate.Function.COUNT, X, C)), List.of(S), inner);
		GroupPattern g = GroupPattern.of(new TriplePattern(S, P, O), new FilterPattern(new Expr.Bound(X)),
			new MinusPattern(GroupPattern.of(new TriplePattern(S, P, X))), sub);
		assertThat(g.inScope()).containsExactly(S, O, C);
		assertThat(sub.toSparql()).isEqualTo("{ SELECT ?s (COUNT(?x) AS ?c) WHERE { ?s <http://example.org/p> ?w . "
			+ "?w <http://example.org/p> ?x . } GROUP BY ?s }");
	}

	@Example
	void aBindOfAVariableInScopeBeforeItIsAProblemOneInAnInnerGroupIsNot() {
		BindPattern bindO = new BindPattern(new Expr.Constant(Literal.integer(1)), O);
		assertThat(Scope.problems(GroupPattern.of(new TriplePattern(S, P, O), bindO))).hasSize(1);
		assertThat(Scope.problems(GroupPattern.of(new TriplePattern(S, P, O),
			new OptionalPattern(GroupPattern.of(new TriplePattern(S, P, W), bindO))))).isEmpty();
		assertThat(Scope.problems(GroupPattern.of(bindO, new TriplePattern(S, P, O)))).isEmpty();
	}

	@Example
	void aSubSelectKeepsTheProjectionRules() {
		GroupPattern where = GroupPattern.of(new TriplePattern(S, P, O));
		assertThatThrownBy(() -> new SubSelect(List.of(S, O), List.of(new Aggregate(Aggregate.Function.SUM, O, C)), List.of(S), where))
			.hasMessageContaining("grouped");
		assertThatThrownBy(() -> new SubSelect(List.of(), List.of(new Aggregate(Aggregate.Function.MAX, S, O)), List.of(), where))
			.hasMessageContaining("in scope in WHERE");
	}
}
