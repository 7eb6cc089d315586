package io.sparqlcheck.model;

import net.jqwik.api.Example;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** What a pattern binds in every solution, as the evaluator locus reads it. */
class CertainBindingsTests {
	private static final Iri P = new Iri("http://example.org/p");
	private static final Var S = Var.of("s"), O = Var.of("o"), W = Var.of("w"), X = Var.of("x"), C = Var.of("c");

	@Example
	void aUnionBindsWhatBothBranchesBindAndAnOptionalNothing() {
		GroupPattern g = GroupPattern.of(new TriplePattern(S, P, O),
			new UnionPattern(GroupPattern.of(new TriplePattern(S, P, W)), GroupPattern.of(new TriplePattern(X, P, W))),
			new OptionalPattern(GroupPattern.of(new TriplePattern(O, P, C))));
		assertThat(CertainBindings.of(g)).containsExactly(S, O, W);
		assertThat(Scope.of(g)).contains(X, C);
	}

	@Example
	void valuesBindTheirColumnsWithoutUndefAndBindNothing() {
		ValuesPattern v = new ValuesPattern(List.of(S, O), List.of(List.of(Optional.of(P), Optional.empty())));
		assertThat(CertainBindings.of(v)).containsExactly(S);
		assertThat(CertainBindings.of(new BindPattern(new Expr.Constant(Literal.integer(1)), X))).isEmpty();
		assertThat(CertainBindings.of(new MinusPattern(GroupPattern.of(new TriplePattern(S, P, O))))).isEmpty();
	}

	@Example
	void aSubSelectBindsItsProjectedCertainVariablesAndItsCounts() {
		SubSelect sub = new SubSelect(List.of(S, O), List.of(new Aggregate(Aggregate.Function.COUNT, W, C), new Aggregate(Aggregate.Function.SUM, W, X)),
			List.of(S, O), GroupPattern.of(new TriplePattern(S, P, W)));
		assertThat(CertainBindings.of(sub)).containsExactlyInAnyOrder(S, C);
	}
}
