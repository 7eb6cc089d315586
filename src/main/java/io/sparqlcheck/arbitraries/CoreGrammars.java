package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.GroupPattern;

import java.util.List;

/**
 * The built-in grammar versions, each defined in one method from its parts, and registered by one
 * line in {@link Grammars}. A version, once its file under {@code generators/} is written, is
 * never edited: a change to what it generates is a new version (a new method here and its
 * registration line), so that every recorded seed keeps its case.
 *
 * <p>A new version reuses the parts it keeps and names the ones it adds: core-3 (recursive group
 * graph patterns, DESIGN.md) is {@code Grammar.of("core-3", ..., Core3Patterns.part(), ...)}.
 */
final class CoreGrammars {
	private CoreGrammars() {
	}

	static final String CORE_1 = "core-1";
	static final String CORE_2 = "core-2";
	static final String CORE_3 = "core-3";
	static final String MIX_1 = "mix-1";
	static final String CORE_4 = "core-4";
	static final String SWARM_1 = "swarm-1";
	static final String CORE_5 = "core-5";
	static final String MIX_2 = "mix-2";
	static final String MIX_3 = "mix-3";

	/**
	 * core-1: triples over a few subjects whose objects mix xsd:integer, xsd:decimal, xsd:double,
	 * plain and language-tagged strings, xsd:boolean and IRIs; the one pattern
	 * {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}; predicates over ?o, ?w and ?s with core-1's
	 * constants and operators.
	 */
	static Grammar core1() {
		return Grammar.of(CORE_1,
			new DataPart(Terms::subjects, Terms::objects),
			PatternPart.fixed(GroupPattern.optionalPattern(Vocabulary.P, Vocabulary.Q)),
			new PredicatePart(List.of(Vocabulary.O, Vocabulary.W, Vocabulary.S), Terms::constants, Operators.CORE_1));
	}

	/**
	 * core-2: core-1 plus the special numbers (NaN, INF, -INF, -0.0, the largest and smallest
	 * doubles, integers and decimals beyond 64 bits) in data and constants; one top-level construct
	 * in the pattern (BIND, VALUES with UNDEF, a nested group, UNION, MINUS: {@link Core2Patterns});
	 * sameTerm, IN and NOT IN in predicates, which also range over ?b, the variable BIND binds.
	 */
	static Grammar core2() {
		Grammar core1 = core1();
		return Grammar.of(CORE_2,
			core1.dataPart().withObjects(() -> Terms.withSpecialNumbers(Terms.objects())),
			Core2Patterns.part(),
			core1.predicatePart()
				.withVariables(List.of(Vocabulary.O, Vocabulary.W, Vocabulary.S, Vocabulary.B))
				.withConstants(() -> Terms.withSpecialNumbers(Terms.constants()))
				.plusOperators(Operators.CORE_2_ADDITIONS));
	}

	/**
	 * core-3: core-2's terms and operators over recursive group graph patterns ({@link Core3Patterns}:
	 * OPTIONAL, FILTER, BIND, VALUES, UNION, MINUS, nested groups and sub-SELECTs inside any group,
	 * to a depth bound); data over a third predicate {@code <r>} whose objects are often subjects,
	 * so that joins and chains bind; predicates that also range over ?x and ?c, the pool variable
	 * and the aggregates' variable.
	 */
	static Grammar core3() {
		Grammar core2 = core2();
		return Grammar.of(CORE_3,
			core2.dataPart().withPredicates(List.of(Vocabulary.R)).withObjects(CoreGrammars::core3Objects),
			Core3Patterns.part(),
			core2.predicatePart().withVariables(List.of(Vocabulary.O, Vocabulary.W, Vocabulary.S, Vocabulary.X, Vocabulary.B,
				Vocabulary.C)));
	}

	/**
	 * mix-1: core-3's data and predicates over a mixture of shape sizes ({@link MixPatterns}: half of
	 * the patterns flat core-2 ones, half recursive core-3 ones), so that the flat shapes are not
	 * diluted by the deep ones.
	 */
	static Grammar mix1() {
		Grammar core3 = core3();
		return Grammar.of(MIX_1, core3.dataPart(), MixPatterns.part(), core3.predicatePart());
	}

	/**
	 * core-4: core-3 plus property paths ({@code / | ^ * + ?} and negated property sets) in triple
	 * patterns, a constant subject or object now and then, GRAPH with a variable or an IRI, groups
	 * below the top that hold no triple pattern, and a top-level query form: DISTINCT or REDUCED,
	 * GROUP BY with COUNT, SUM, MIN, MAX, AVG, SAMPLE, GROUP_CONCAT (DISTINCT too) and HAVING,
	 * ORDER BY with LIMIT and OFFSET ({@link Core4Parts}); data with two named graphs {@code <g1> <g2>}
	 * besides the default graph; predicates also over ?g, GRAPH's variable.
	 */
	static Grammar core4() {
		Grammar core3 = core3();
		return Grammar.of(CORE_4,
			core3.dataPart().withGraphs(Core4Parts.GRAPHS),
			Core3Patterns.core4Part(),
			core3.predicatePart().withVariables(List.of(Vocabulary.O, Vocabulary.W, Vocabulary.S, Vocabulary.X, Vocabulary.B,
				Vocabulary.C, Core4Parts.G)))
			.withForms(sources -> Core4Parts.forms(sources.constants()));
	}

	/**
	 * swarm-1: core-3's data and predicates over swarm patterns ({@link SwarmPatterns}: each case
	 * enables its own subset of core-3's constructs, depth bound and top size, and one case in four
	 * is a flat core-2 pattern), so that neither the flat nor the deep shapes are diluted.
	 */
	static Grammar swarm1() {
		Grammar core3 = core3();
		return Grammar.of(SWARM_1, core3.dataPart(), SwarmPatterns.part(), core3.predicatePart());
	}

	/**
	 * core-5: core-4 plus a dataset clause on the query ({@link Core5Parts}): FROM and FROM NAMED over
	 * the named graphs {@code <g1> <g2>} (§13.2), which every oracle's queries for the case carry.
	 */
	static Grammar core5() {
		Grammar core4 = core4();
		return Grammar.of(CORE_5, core4.dataPart(), Core3Patterns.core4Part(), core4.predicatePart())
			.withForms(sources -> Core5Parts.forms(sources.constants()));
	}

	/**
	 * mix-2: a case-level mixture ({@link Mixtures}) of whole core-1, core-2, swarm-over-core-3 and
	 * core-3 cases, its weights ({@link Mixtures#MIX_2}) the best mixture of the learning grid on the
	 * training half of the project's bugs ({@code bench --only detect --learn-weights}, session 12).
	 */
	static Grammar mix2() {
		return Mixtures.of(MIX_2, Mixtures.MIX_2);
	}

	/**
	 * mix-3: mix-2's components and weights plus whole core-4 cases ({@link Mixtures#MIX_3}), so that
	 * the default campaign also draws the shapes only core-4 draws: groups with no triple pattern,
	 * GRAPH, paths, and a query form with aggregates, DISTINCT, ORDER BY and LIMIT.
	 */
	static Grammar mix3() {
		return Mixtures.of(MIX_3, Mixtures.MIX_3);
	}

	/**
	 * The swarm component of a case-level mixture ({@link Mixtures}): core-3's data and predicates
	 * over swarm patterns only ({@link SwarmPatterns#swarmOnlyPart()}), without swarm-1's flat
	 * quarter. Not registered: it is drawn only inside a mixture, whose version a record names.
	 */
	static Grammar swarmOverCore3() {
		Grammar core3 = core3();
		return Grammar.of("swarm-core-3", core3.dataPart(), SwarmPatterns.swarmOnlyPart(), core3.predicatePart());
	}

	/** core-2's objects (five times in seven) or a subject (twice), so that objects join subjects. */
	@SuppressWarnings("unchecked")
	private static net.jqwik.api.Arbitrary<io.sparqlcheck.model.Term> core3Objects() {
		return ByIdentity.frequencyOf(
			net.jqwik.api.Tuple.of(5, Terms.withSpecialNumbers(Terms.objects())),
			net.jqwik.api.Tuple.of(2, Terms.subjects()));
	}
}
