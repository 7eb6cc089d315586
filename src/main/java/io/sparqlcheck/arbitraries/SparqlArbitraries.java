package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import net.jqwik.api.Arbitrary;

import java.util.List;

/**
 * The grammar's facade: static factories of fluent, immutable arbitraries, in the style of
 * jqwik's {@code Arbitraries}. A property that only needs cases writes {@code @ForAll SparqlCase c}
 * and gets {@link #cases()}; everything else is for building one's own. Each factory that takes a
 * version finds the {@link Grammar} in the registry ({@link Grammars}) and asks it; those that take
 * none use the default version, core-1.
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

	/** The first grammar version, and the default one: {@link Grammars#DEFAULT_VERSION}. */
	public static final String CORE_GRAMMAR_VERSION = CoreGrammars.CORE_1;

	/**
	 * The second grammar version: core-1 plus BIND, VALUES with UNDEF, nested groups, UNION, MINUS,
	 * sameTerm, IN and NOT IN, and special numbers (NaN, INF, -INF, -0.0, the largest and smallest
	 * doubles, integers and decimals beyond 64 bits) in data and constants. core-1 is unchanged.
	 */
	public static final String CORE_2_GRAMMAR_VERSION = CoreGrammars.CORE_2;

	/**
	 * The third grammar version: core-2's terms and operators over group graph patterns generated
	 * recursively (OPTIONAL, FILTER, BIND, VALUES, UNION, MINUS, nested groups, sub-SELECTs with
	 * COUNT, SUM, MIN, MAX, AVG), with a third data predicate. core-1 and core-2 are unchanged.
	 */
	public static final String CORE_3_GRAMMAR_VERSION = CoreGrammars.CORE_3;

	/** The registered grammar versions, oldest first: {@link Grammars#versions()}. */
	public static List<String> grammarVersions() {
		return Grammars.versions();
	}

	/**
	 * The grammar of a registered version, to build its arbitraries or to extend it.
	 *
	 * @throws IllegalArgumentException naming the unknown version and the known ones
	 */
	public static Grammar grammar(String version) {
		return Grammars.byVersion(version);
	}

	/** Whole cases of the default grammar ({@code core-1}). */
	public static CaseArbitrary cases() {
		return cases(Grammars.DEFAULT_VERSION);
	}

	/**
	 * Whole cases of a registered grammar version, {@code core-1} or {@code core-2} in this build.
	 *
	 * @throws IllegalArgumentException naming the unknown version and the known ones
	 */
	public static CaseArbitrary cases(String grammarVersion) {
		return grammar(grammarVersion).cases();
	}

	/** Datasets of a registered grammar version (core-2 adds the special numbers). */
	public static DatasetArbitrary datasets(String grammarVersion) {
		return grammar(grammarVersion).datasets();
	}

	/** Predicates of a registered grammar version (core-2 adds sameTerm, IN, NOT IN, special numbers, ?b). */
	public static PredicateArbitrary predicates(String grammarVersion) {
		return grammar(grammarVersion).predicates();
	}

	/** Datasets of the default grammar: every generated datatype under one predicate, plus the OPTIONAL predicate. */
	public static DatasetArbitrary datasets() {
		return datasets(Grammars.DEFAULT_VERSION);
	}

	/** Filter predicates of the default grammar, of bounded depth over {@code ?o}, {@code ?w} and {@code ?s}. */
	public static PredicateArbitrary predicates() {
		return predicates(Grammars.DEFAULT_VERSION);
	}

	/**
	 * Runs work that generates many cases (a campaign, a benchmark) in one jqwik generation context:
	 * inside a property or session as it is, in one session of its own otherwise, so that jqwik's
	 * generators are built once for the whole run rather than once per case.
	 */
	public static <T> T inGenerationContext(java.util.function.Supplier<T> work) {
		return Seeds.inGenerationContext(work);
	}

	/**
	 * Runs work outside this thread's generation context, if it is in one, and back in it after: for
	 * a launch of jqwik properties (a shrink), which must not share the caller's jqwik session.
	 */
	public static <T> T outsideGenerationContext(java.util.function.Supplier<T> work) {
		return Seeds.outsideGenerationContext(work);
	}

	/** The subjects of core-1's data. */
	public static Arbitrary<Iri> subjects() {
		return Terms.subjects();
	}

	/** Objects of core-1's data: every generated datatype and IRIs. */
	public static Arbitrary<Term> objects() {
		return Terms.objects();
	}

	/** Constants of core-1's predicates. */
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
