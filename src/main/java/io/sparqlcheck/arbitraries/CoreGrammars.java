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
}
