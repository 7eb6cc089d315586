package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.BindPattern;
import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.NestedGroup;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Triple;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Example;

import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The grammar as one value and the registry of versions: each version is found by its tag, an
 * unknown one fails naming the known ones, a version is never replaced, and every addition to a
 * grammar (a production, data, patterns, predicates) joins the version and is checked when added.
 */
class GrammarsTests {

	private static final Production ABS = Production.value("abs-1", parts -> parts.values().map(e -> Expr.FunctionCall.of("ABS", e)));

	@Example
	void theRegistryHoldsEachBuiltInVersionOnceAndNamesTheKnownOnesForAnUnknownOne() {
		assertThat(Grammars.versions()).startsWith("core-1", "core-2");
		assertThat(Grammars.DEFAULT_VERSION).isEqualTo(SparqlArbitraries.CORE_GRAMMAR_VERSION).isEqualTo("core-1");
		for (String v : Grammars.versions()) {
			Grammar g = Grammars.byVersion(v);
			assertThat(g.version()).isEqualTo(v);
			assertThat(g.cases().generatorVersion()).isEqualTo(v);
			assertThat(g.predicates().version()).isEqualTo(v);
		}
		assertThatThrownBy(() -> Grammars.byVersion("core-9")).isInstanceOf(IllegalArgumentException.class)
			.hasMessage("unknown grammar version 'core-9' (known: " + String.join(", ", Grammars.versions()) + ")");
		assertThatThrownBy(() -> Grammars.register(CoreGrammars.core1())).isInstanceOf(IllegalArgumentException.class)
			.hasMessageContaining("core-1").hasMessageContaining("registered already");
	}

	@Example
	void theFacadeAndTheGrammarObjectGiveTheSameCases() {
		CaseArbitrary viaFacade = SparqlArbitraries.cases("core-2").withPredicates(SparqlArbitraries.predicates("core-2").withProduction(ABS));
		CaseArbitrary viaGrammar = Grammars.byVersion("core-2").withProduction(ABS).cases();
		assertThat(viaFacade.generatorVersion()).isEqualTo(viaGrammar.generatorVersion()).isEqualTo("core-2+abs-1");
		LongStream.range(0, 40).forEach(seed -> assertThat(viaGrammar.caseForSeed(seed)).isEqualTo(viaFacade.caseForSeed(seed)));
	}

	@Example
	void casesOfPredicatesFromAnotherGrammarSayBothVersions() {
		assertThat(SparqlArbitraries.cases("core-2").withPredicates(SparqlArbitraries.predicates()).generatorVersion())
			.isEqualTo("core-2/core-1");
		assertThat(SparqlArbitraries.cases().withPredicates(SparqlArbitraries.predicates("core-2")).generatorVersion())
			.isEqualTo("core-1/core-2");
	}

	@Example
	void aPatternPartJoinsTheVersionAndAnExcludedConstructInItFailsWhenAdded() {
		GroupPattern core = GroupPattern.optionalPattern(Vocabulary.P, Vocabulary.Q);
		GroupPattern nested = GroupPattern.of(new NestedGroup(core));
		Grammar g = Grammars.byVersion("core-1").withPatterns("nested-1", PatternPart.fixed(nested));
		assertThat(g.version()).isEqualTo("core-1+nested-1");
		SparqlCase c = g.cases().caseForSeed(3);
		assertThat(c.pattern()).isEqualTo(nested);
		assertThat(g.cases().generatorVersion()).isEqualTo("core-1+nested-1");

		PatternPart rand = PatternPart.generated(sources -> Arbitraries.just(
			GroupPattern.of(new NestedGroup(core), new BindPattern(Expr.FunctionCall.of("RAND"), Vocabulary.B))));
		assertThatThrownBy(() -> Grammars.byVersion("core-1").withPatterns("rand-1", rand)).isInstanceOf(GrammarException.class)
			.hasMessageContaining("pattern part 'rand-1'").hasMessageContaining("RAND");
	}

	@Example
	void dataAndPredicatePartsAreCheckedWhenAdded() {
		Grammar core1 = Grammars.byVersion("core-1");
		Grammar halves = core1.withData("halves-1", core1.dataPart().withObjects(() -> Arbitraries.<Term>of(Literal.decimal("0.5"))));
		assertThat(halves.version()).isEqualTo("core-1+halves-1");
		assertThat(LongStream.range(0, 20).mapToObj(seed -> halves.cases().caseForSeed(seed))
			.flatMap(c -> c.data().triples().stream()).map(Triple::object))
			.isNotEmpty().containsOnly(Literal.decimal("0.5"));

		assertThatThrownBy(() -> core1.withData("blank-1", core1.dataPart().withObjects(() -> Arbitraries.of(new BlankNode("b0")))))
			.isInstanceOf(GrammarException.class).hasMessageContaining("data part 'blank-1'").hasMessageContaining("blank node");
		assertThatThrownBy(() -> core1.withPredicates("blank-1",
			core1.predicatePart().withConstants(() -> Arbitraries.<Term>of(new BlankNode("b0")))))
			.isInstanceOf(GrammarException.class).hasMessageContaining("predicate part 'blank-1'");
		assertThatThrownBy(() -> halves.withProduction(Production.value("halves-1", parts -> parts.values())))
			.isInstanceOf(GrammarException.class).hasMessageContaining("already in grammar core-1+halves-1");
		assertThatThrownBy(() -> core1.withData("Not A Tag", core1.dataPart())).isInstanceOf(GrammarException.class);
	}
}
