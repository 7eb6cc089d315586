package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import net.jqwik.api.Arbitrary;

/**
 * The grammar's facade: static factories of fluent, immutable arbitraries, in the style of
 * jqwik's {@code Arbitraries}. A property that only needs cases writes {@code @ForAll SparqlCase c}
 * and gets {@link #cases()}; everything else is for building one's own.
 *
 * <pre>{@code
 * @Provide Arbitrary<SparqlCase> deeper() {
 *     return SparqlArbitraries.cases()
 *         .withData(SparqlArbitraries.datasets().ofMaxSize(4))
 *         .withPredicates(SparqlArbitraries.predicates().maxDepth(4));
 * }
 * }</pre>
 */
public final class SparqlArbitraries {
	private SparqlArbitraries() {
	}

	/**
	 * The version of the built-in grammar. Any change to it that moves a seed's case must bump
	 * this, and write a new file under {@code generators/}.
	 */
	public static final String CORE_GRAMMAR_VERSION = "core-1";

	/**
	 * The second grammar version: core-1 plus BIND, VALUES with UNDEF, nested groups, UNION, MINUS,
	 * sameTerm, IN and NOT IN, and special numbers (NaN, INF, -INF, -0.0, the largest and smallest
	 * doubles, integers and decimals beyond 64 bits) in data and constants. core-1 is unchanged.
	 */
	public static final String CORE_2_GRAMMAR_VERSION = "core-2";

	/** The built-in grammar versions, oldest first. */
	public static java.util.List<String> grammarVersions() {
		return java.util.List.of(CORE_GRAMMAR_VERSION, CORE_2_GRAMMAR_VERSION);
	}

	/** Whole cases over the core pattern ({@code core-1}). */
	public static CaseArbitrary cases() {
		return new CaseArbitrary();
	}

	/**
	 * Whole cases of a built-in grammar version: {@code core-1} or {@code core-2}.
	 *
	 * @throws IllegalArgumentException naming the unknown version and the known ones
	 */
	public static CaseArbitrary cases(String grammarVersion) {
		return switch (grammarVersion) {
			case CORE_GRAMMAR_VERSION -> cases();
			case CORE_2_GRAMMAR_VERSION -> CaseArbitrary.core2();
			default -> throw new IllegalArgumentException("unknown grammar version '" + grammarVersion + "' (known: "
				+ String.join(", ", grammarVersions()) + ")");
		};
	}

	/** Datasets of a built-in grammar version (core-2 adds the special numbers). */
	public static DatasetArbitrary datasets(String grammarVersion) {
		cases(grammarVersion);
		return grammarVersion.equals(CORE_2_GRAMMAR_VERSION) ? new DatasetArbitrary().core2() : datasets();
	}

	/** Predicates of a built-in grammar version (core-2 adds sameTerm, IN, NOT IN, special numbers, ?b). */
	public static PredicateArbitrary predicates(String grammarVersion) {
		cases(grammarVersion);
		return grammarVersion.equals(CORE_2_GRAMMAR_VERSION) ? new PredicateArbitrary().core2() : predicates();
	}

	/** Datasets mixing every generated datatype under one predicate, plus the OPTIONAL predicate. */
	public static DatasetArbitrary datasets() {
		return new DatasetArbitrary();
	}

	/** Filter predicates of bounded depth over {@code ?o}, {@code ?w} and {@code ?s}. */
	public static PredicateArbitrary predicates() {
		return new PredicateArbitrary();
	}

	/**
	 * Runs work that generates many cases (a campaign, a benchmark) in one jqwik generation context:
	 * inside a property or session as it is, in one session of its own otherwise, so that jqwik's
	 * generators are built once for the whole run rather than once per case.
	 */
	public static <T> T inGenerationContext(java.util.function.Supplier<T> work) {
		return Seeds.inGenerationContext(work);
	}

	/** The subjects of generated data. */
	public static Arbitrary<Iri> subjects() {
		return Terms.subjects();
	}

	/** Objects of generated data: every generated datatype and IRIs. */
	public static Arbitrary<Term> objects() {
		return Terms.objects();
	}

	/** Constants of generated predicates. */
	public static Arbitrary<Term> constants() {
		return Terms.constants();
	}

	public static Arbitrary<Literal> integers() {
		return Terms.integers();
	}

	public static Arbitrary<Literal> decimals() {
		return Terms.decimals();
	}

	public static Arbitrary<Literal> doubles() {
		return Terms.doubles();
	}

	public static Arbitrary<Literal> plainStrings() {
		return Terms.plainStrings();
	}

	public static Arbitrary<Literal> langStrings() {
		return Terms.langStrings();
	}

	public static Arbitrary<Literal> booleans() {
		return Terms.booleans();
	}
}
