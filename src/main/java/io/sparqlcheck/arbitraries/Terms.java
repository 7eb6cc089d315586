package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Tuple;

import java.util.List;

/**
 * The term arbitraries the grammar versions' parts are made of ({@link CoreGrammars}). Every list
 * is ordered simplest first, because jqwik shrinks a choice toward its first element. Each call
 * builds a new arbitrary; the parts call them once per arbitrary they build.
 */
final class Terms {
	private Terms() {
	}

	static Arbitrary<Literal> integers() {
		return Arbitraries.integers().between(-3, 30).map(Literal::integer);
	}

	static Arbitrary<Literal> decimals() {
		return Arbitraries.of(List.of("1.5", "0.0", "20.0", "-2.5", "2.50", "25.5")).map(Literal::decimal);
	}

	static Arbitrary<Literal> doubles() {
		return Arbitraries.of(List.of("1.0E0", "0.0E0", "2.5E1", "-1.0E0", "3.0E-1", "2.0E1")).map(Literal::doubleLiteral);
	}

	static Arbitrary<Literal> plainStrings() {
		return Arbitraries.of(List.of("a", "", "twenty", "20", "B", "true")).map(Literal::string);
	}

	static Arbitrary<Literal> langStrings() {
		return Arbitraries.of(List.of(
			Literal.langString("a", "en"),
			Literal.langString("chat", "fr"),
			Literal.langString("20", "en-GB"),
			Literal.langString("", "de")));
	}

	static Arbitrary<Literal> booleans() {
		return Arbitraries.of(List.of(Literal.bool(true), Literal.bool(false)));
	}

	static Arbitrary<Iri> objectIris() {
		return Arbitraries.of(List.of(Vocabulary.OBJECT_IRI, Vocabulary.SUBJECTS.get(0)));
	}

	static Arbitrary<Iri> subjects() {
		return Arbitraries.of(Vocabulary.SUBJECTS);
	}

	/** Objects of both data predicates: mostly numbers, so comparisons often have an answer. */
	@SuppressWarnings("unchecked")
	static Arbitrary<Term> objects() {
		return ByIdentity.frequencyOf(
			Tuple.of(5, integers()),
			Tuple.of(2, decimals()),
			Tuple.of(2, doubles()),
			Tuple.of(2, plainStrings()),
			Tuple.of(1, langStrings()),
			Tuple.of(1, booleans()),
			Tuple.of(1, objectIris()));
	}

	/** Constants in predicates: values near the data's, of every generated datatype. */
	@SuppressWarnings("unchecked")
	static Arbitrary<Term> constants() {
		return ByIdentity.frequencyOf(
			Tuple.of(5, Arbitraries.of(List.of(0L, 1L, 2L, 20L, 25L, -1L)).map(Literal::integer)),
			Tuple.of(1, Arbitraries.of(List.of("2.5", "20.0")).map(Literal::decimal)),
			Tuple.of(1, Arbitraries.of(List.of("1.0E1", "2.5E1")).map(Literal::doubleLiteral)),
			Tuple.of(2, Arbitraries.of(List.of("a", "20", "")).map(Literal::string)),
			Tuple.of(1, Arbitraries.of(List.of(Literal.langString("a", "en")))),
			Tuple.of(1, booleans()),
			Tuple.of(1, Arbitraries.of(List.of(Vocabulary.SUBJECTS.get(0)))));
	}

	/**
	 * The special numbers of {@code core-2}, simplest first: NaN, the infinities, negative zero,
	 * the largest and smallest doubles, and integers and decimals beyond 64 bits.
	 */
	static Arbitrary<Literal> specialNumbers() {
		return Arbitraries.of(List.of(
			Literal.doubleLiteral("NaN"), Literal.doubleLiteral("INF"), Literal.doubleLiteral("-INF"),
			Literal.doubleLiteral("-0.0E0"), Literal.doubleLiteral("1.7976931348623157E308"),
			Literal.doubleLiteral("4.9E-324"), Literal.integer(Long.MAX_VALUE),
			Literal.typed("123456789012345678901234567890", io.sparqlcheck.model.Xsd.INTEGER),
			Literal.decimal("0.000000000000000000000000000001"), Literal.decimal("-0.0")));
	}

	/**
	 * These terms (six times in seven) or a special number (once): core-2's objects and constants
	 * are core-1's with the special numbers added this way.
	 */
	@SuppressWarnings("unchecked")
	static Arbitrary<Term> withSpecialNumbers(Arbitrary<Term> terms) {
		return ByIdentity.frequencyOf(Tuple.of(6, terms), Tuple.of(1, specialNumbers()));
	}
}
