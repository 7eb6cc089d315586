package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.FilterPattern;
import io.sparqlcheck.model.OptionalPattern;
import io.sparqlcheck.model.SparqlCase;
import net.jqwik.api.Example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Users extend core-3's patterns as they extend predicates: a {@link PatternProduction} is one more
 * kind of group element at every level, checked when it is added.
 */
class PatternProductionTests {

	/** The worked example: an OPTIONAL whose inner FILTER tests ?o, a variable bound outside it (PEERS-2026 #10). */
	@Example
	void aUsersPatternProductionNestsAtEveryLevelAndNamesItsVersion() {
		PatternProduction outerFilter = PatternProduction.of("opt-outer-filter-1", parts ->
			parts.groups().map(g -> new OptionalPattern(g.plus(new FilterPattern(Expr.FunctionCall.of("isNumeric", Vocabulary.O))))));
		Grammar mine = SparqlArbitraries.grammar(SparqlArbitraries.CORE_3_GRAMMAR_VERSION).withPattern(outerFilter);

		assertThat(mine.version()).isEqualTo("core-3+opt-outer-filter-1");
		assertThat(mine.cases().generatorVersion()).isEqualTo("core-3+opt-outer-filter-1");
		int found = 0;
		for (long seed = 0; seed < 200; seed++) {
			SparqlCase c = mine.cases().caseForSeed(seed);
			if (c.pattern().toSparql().contains("FILTER(isNumeric(?o)) }")) {
				found++;
			}
		}
		assertThat(found).isPositive();
	}

	@Example
	void aProductionWithAnExcludedConstructFailsWhenItIsAdded() {
		PatternProduction now = PatternProduction.of("now-1", parts ->
			parts.groups().map(g -> new FilterPattern(new Expr.Comparison(Expr.CompareOp.LT, Expr.FunctionCall.of("NOW"), Vocabulary.O))));
		assertThatThrownBy(() -> SparqlArbitraries.grammar(SparqlArbitraries.CORE_3_GRAMMAR_VERSION).withPattern(now))
			.isInstanceOf(GrammarException.class).hasMessageContaining("now-1").hasMessageContaining("NOW");
	}

	@Example
	void aGrammarWithoutRecursivePatternsSaysSo() {
		PatternProduction any = PatternProduction.of("any-1", parts -> parts.groups().map(OptionalPattern::new));
		assertThatThrownBy(() -> SparqlArbitraries.grammar(SparqlArbitraries.CORE_2_GRAMMAR_VERSION).withPattern(any))
			.isInstanceOf(GrammarException.class).hasMessageContaining("no recursive pattern part");
	}
}
