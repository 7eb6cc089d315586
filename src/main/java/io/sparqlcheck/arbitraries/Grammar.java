package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Var;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One grammar as an immutable value: a version tag and the parts it is made of, the data
 * ({@link DataPart}: the terms of triples), the patterns ({@link PatternPart}) and the predicates
 * ({@link PredicatePart}: variables, constants, operator set), plus the user's additions, each with
 * a tag. Every arbitrary of a grammar comes from here: {@link #cases()}, {@link #datasets()},
 * {@link #predicates()}.
 *
 * <p>The built-in versions are defined in {@code CoreGrammars} and found by version in
 * {@link Grammars}. What it promises:
 * <ul>
 *   <li>a version names one grammar: the same version and seed give the same case on every
 *       machine (the files under {@code generators/} pin it), so every change to a part is a new
 *       version; the user's additions append their tags ({@code core-2+abs-1});</li>
 *   <li>an addition is checked when it is added ({@link #withProduction}, {@link #withData},
 *       {@link #withPatterns}, {@link #withPredicates}): samples of it are rendered into the
 *       oracles' queries, parsed by Jena and walked, and a construct of the paper's §3.4
 *       exclusion list, text Jena cannot parse or a blank node in the data fails there, with a
 *       {@link GrammarException} naming the tag, instead of voiding every relation later;</li>
 *   <li>it holds no arbitrary, only how to build them: each arbitrary built from it is new, so
 *       properties never share jqwik state through a grammar.</li>
 * </ul>
 */
public final class Grammar {

	private static final String TAG = "[a-z0-9][a-z0-9.-]*";

	private final String baseVersion;
	private final List<String> tags;
	private final DataPart data;
	private final PatternPart patterns;
	private final PredicatePart predicates;
	private final List<Production> productions;
	private final List<PatternProduction> patternProductions;
	/** core-4's top-level query forms, or null for a grammar whose queries are all {@code SELECT *}. */
	private java.util.function.Function<PatternPart.Sources, net.jqwik.api.Arbitrary<io.sparqlcheck.model.QueryForm>> forms;
	/** The weighted component grammars whose whole cases this one draws, or null for a grammar of its own parts. */
	private Mixture mixture;

	private Grammar(String baseVersion, List<String> tags, DataPart data, PatternPart patterns, PredicatePart predicates,
					List<Production> productions, List<PatternProduction> patternProductions) {
		this.baseVersion = baseVersion;
		this.tags = List.copyOf(tags);
		this.data = Objects.requireNonNull(data, "data");
		this.patterns = Objects.requireNonNull(patterns, "patterns");
		this.predicates = Objects.requireNonNull(predicates, "predicates");
		this.productions = List.copyOf(productions);
		this.patternProductions = List.copyOf(patternProductions);
	}

	/**
	 * A grammar version of these parts, with no additions. Register it in {@link Grammars} to make
	 * it selectable by version; its version must not name any other grammar.
	 *
	 * @throws GrammarException when the version is not lower-case letters, digits, '.' and '-'
	 */
	public static Grammar of(String version, DataPart data, PatternPart patterns, PredicatePart predicates) {
		requireTag("a grammar version", version);
		return new Grammar(version, List.of(), data, patterns, predicates, List.of(), List.of());
	}

	/**
	 * A case-level mixture ({@link Mixture}): each case is a whole case of one component, drawn by
	 * weight. Its own parts (what {@link #dataPart()}, {@link #patternPart()} and
	 * {@link #predicatePart()} return, what a user derives an addition from) are its widest
	 * component's, the last one; an addition is made to every component (a pattern production to
	 * those whose patterns are recursive), each checked as it would be alone.
	 */
	static Grammar mixture(String version, Mixture mixture) {
		requireTag("a grammar version", version);
		return mixtureOf(version, List.of(), mixture);
	}

	private static Grammar mixtureOf(String baseVersion, List<String> tags, Mixture mixture) {
		Grammar w = mixture.widest();
		Grammar g = new Grammar(baseVersion, tags, w.data, w.patterns, w.predicates, w.productions, w.patternProductions);
		g.forms = w.forms;
		g.mixture = mixture;
		return g;
	}

	/** The components whose whole cases this grammar draws, when it is a mixture. */
	java.util.Optional<Mixture> mixture() {
		return java.util.Optional.ofNullable(mixture);
	}

	/** The version: the base version and every addition's tag, {@code core-2+abs-1}. */
	public String version() {
		StringBuilder b = new StringBuilder(baseVersion);
		tags.forEach(t -> b.append('+').append(t));
		return b.toString();
	}

	/** The version this grammar was defined as, without the additions' tags. */
	public String baseVersion() {
		return baseVersion;
	}

	/** The terms of the data: derive another from it for {@link #withData}. */
	public DataPart dataPart() {
		return data;
	}

	/** The patterns of the cases. */
	public PatternPart patternPart() {
		return patterns;
	}

	/** The variables, constants and operators of the predicates: derive another from it for {@link #withPredicates}. */
	public PredicatePart predicatePart() {
		return predicates;
	}

	/** The productions added to the predicate grammar, in order. */
	public List<Production> productions() {
		return productions;
	}

	/** Whole cases of this grammar: its data, its patterns and its predicates. */
	public CaseArbitrary cases() {
		return new CaseArbitrary(this);
	}

	/** Datasets of this grammar's data part. */
	public DatasetArbitrary datasets() {
		return new DatasetArbitrary(data);
	}

	/** Filter predicates of this grammar, over its predicate part's variables. */
	public PredicateArbitrary predicates() {
		return new PredicateArbitrary(this);
	}

	/**
	 * This grammar with a production of expressions added: one more alternative of its slot,
	 * after the built-in ones. Its tag joins the version.
	 *
	 * @throws GrammarException when the tag is taken, or the production breaks the grammar's
	 *                          contract (see the class comment)
	 */
	public Grammar withProduction(Production production) {
		if (mixture != null) {
			requireNewTag("a production", production.tag());
			return mixtureOf(baseVersion, plus(production.tag()), mixture.map(g -> g.withProduction(production)));
		}
		return withProduction(production, predicates.variables());
	}

	/** {@link #withProduction(Production)}, its samples drawn over these variables. */
	Grammar withProduction(Production production, List<Var> variables) {
		requireNewTag("a production", production.tag());
		if (mixture != null) {
			return mixtureOf(baseVersion, plus(production.tag()), mixture.map(g -> g.withProduction(production, variables)));
		}
		GrammarChecks.production(production, new ExpressionGrammar(this, variables));
		List<Production> all = new ArrayList<>(productions);
		all.add(production);
		return new Grammar(baseVersion, plus(production.tag()), data, patterns, predicates, all, patternProductions).formsOf(this);
	}

	/**
	 * This grammar with other data (a new kind of subject or object term). Its tag joins the
	 * version.
	 *
	 * @throws GrammarException when the tag is taken, or samples of the data hold a blank node or
	 *                          a term Jena cannot parse
	 */
	public Grammar withData(String tag, DataPart data) {
		requireNewTag("a data part", tag);
		if (mixture != null) {
			return mixtureOf(baseVersion, plus(tag), mixture.map(g -> g.withData(tag, data)));
		}
		Grammar g = new Grammar(baseVersion, plus(tag), data, patterns, predicates, productions, patternProductions).formsOf(this);
		GrammarChecks.data(tag, g);
		return g;
	}

	/**
	 * This grammar with other patterns (a new pattern shape). Its tag joins the version.
	 *
	 * @throws GrammarException when the tag is taken, or samples of the cases render a query with
	 *                          an excluded construct, or one Jena cannot parse
	 */
	public Grammar withPatterns(String tag, PatternPart patterns) {
		requireNewTag("a pattern part", tag);
		if (mixture != null) {
			return mixtureOf(baseVersion, plus(tag), mixture.map(g -> g.withPatterns(tag, patterns)));
		}
		Grammar g = new Grammar(baseVersion, plus(tag), data, patterns, predicates, productions, patternProductions).formsOf(this);
		GrammarChecks.cases("pattern part '" + tag + "'", g);
		return g;
	}

	/**
	 * This grammar with one more kind of group element, an alternative at every level of its
	 * recursive pattern part (core-3 and later). Its tag joins the version.
	 *
	 * @throws GrammarException when the tag is taken, the grammar's patterns are not recursive
	 *                          (core-1, core-2: extend those with {@link #withPatterns}), or samples
	 *                          render a query with an excluded construct, one Jena or RDF4J cannot
	 *                          parse, or a BIND of a variable in scope before it
	 */
	public Grammar withPattern(PatternProduction production) {
		requireNewTag("a pattern production", production.tag());
		if (!patterns.takesProductions()) {
			throw new GrammarException("grammar " + version() + " has no recursive pattern part to add pattern production '"
				+ production.tag() + "' to: use a recursive version (core-3), or replace its patterns with withPatterns");
		}
		if (mixture != null) {
			return mixtureOf(baseVersion, plus(production.tag()),
				mixture.map(c -> c.patternPart().takesProductions() ? c.withPattern(production) : c));
		}
		List<PatternProduction> all = new ArrayList<>(patternProductions);
		all.add(production);
		Grammar g = new Grammar(baseVersion, plus(production.tag()), data, patterns, predicates, productions, all).formsOf(this);
		GrammarChecks.patternProduction(production, g);
		return g;
	}

	/** The pattern productions added, in order. */
	public List<PatternProduction> patternProductions() {
		return patternProductions;
	}

	/**
	 * This grammar with another predicate part (other constants or variables; new operators come
	 * as a {@link Production}). Its tag joins the version.
	 *
	 * @throws GrammarException when the tag is taken, or samples of the cases render a query with
	 *                          an excluded construct, or one Jena cannot parse
	 */
	public Grammar withPredicates(String tag, PredicatePart predicates) {
		requireNewTag("a predicate part", tag);
		if (mixture != null) {
			return mixtureOf(baseVersion, plus(tag), mixture.map(g -> g.withPredicates(tag, predicates)));
		}
		Grammar g = new Grammar(baseVersion, plus(tag), data, patterns, predicates, productions, patternProductions).formsOf(this);
		GrammarChecks.cases("predicate part '" + tag + "'", g);
		return g;
	}

	/**
	 * This grammar whose cases also carry a top-level query form (core-4: DISTINCT, GROUP BY, ORDER
	 * BY, LIMIT...), drawn from these forms; for a built-in version's definition only, so the version
	 * is not changed here.
	 */
	Grammar withForms(java.util.function.Function<PatternPart.Sources, net.jqwik.api.Arbitrary<io.sparqlcheck.model.QueryForm>> forms) {
		Grammar g = new Grammar(baseVersion, tags, data, patterns, predicates, productions, patternProductions);
		g.forms = java.util.Objects.requireNonNull(forms, "forms");
		return g;
	}

	/** The query forms of this grammar's cases, when it has any beyond {@code SELECT *}. */
	java.util.Optional<java.util.function.Function<PatternPart.Sources, net.jqwik.api.Arbitrary<io.sparqlcheck.model.QueryForm>>> forms() {
		return java.util.Optional.ofNullable(forms);
	}

	private Grammar formsOf(Grammar from) {
		this.forms = from.forms;
		return this;
	}

	/** The version. */
	@Override
	public String toString() {
		return version();
	}

	private List<String> plus(String tag) {
		List<String> all = new ArrayList<>(tags);
		all.add(tag);
		return all;
	}

	private void requireNewTag(String what, String tag) {
		requireTag(what + "'s tag", tag);
		if (tag.equals(baseVersion) || tags.contains(tag)) {
			throw new GrammarException("a part tagged '" + tag + "' is already in grammar " + version()
				+ ": " + what + " needs a tag of its own, so that the version names it");
		}
	}

	private static void requireTag(String what, String tag) {
		if (tag == null || !tag.matches(TAG)) {
			throw new GrammarException(what + " is lower-case letters, digits, '.' and '-': " + tag);
		}
	}
}
