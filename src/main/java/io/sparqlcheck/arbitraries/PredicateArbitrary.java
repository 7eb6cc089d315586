package io.sparqlcheck.arbitraries;

import io.sparqlcheck.query.Exclusions;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.arbitraries.ArbitraryDecorator;

import java.util.ArrayList;
import java.util.List;

/**
 * Filter predicates over the pattern's variables: comparisons ({@code = != < <= > >=}), arithmetic
 * ({@code + - * /}), BOUND, COALESCE, IF, STR, LANG, DATATYPE, isIRI, isLiteral and the
 * error-absorbing connectives {@code && || !}, with numeric, string, boolean and IRI constants, at
 * a bounded depth. Extended with {@link #withProduction(Production)}.
 */
public final class PredicateArbitrary extends ArbitraryDecorator<Expr> {

	/** How many samples of a new production are checked against the exclusion list. */
	static final int PRODUCTION_CHECK_SAMPLES = 50;

	private int maxDepth = 3;
	private List<Var> variables = List.of(Vocabulary.O, Vocabulary.W, Vocabulary.S);
	private List<Production> productions = List.of();
	private String base = SparqlArbitraries.CORE_GRAMMAR_VERSION;

	PredicateArbitrary() {
	}

	/**
	 * At most this deep (default 3): a variable or constant is depth 0, a leaf condition such as
	 * {@code (?o < 25)} depth 1, {@code !(?o < 25)} depth 2.
	 */
	public PredicateArbitrary maxDepth(int maxDepth) {
		if (maxDepth < 1) {
			throw new IllegalArgumentException("maxDepth must be >= 1, was " + maxDepth);
		}
		PredicateArbitrary clone = typedClone();
		clone.maxDepth = maxDepth;
		return clone;
	}

	/** Predicates over these variables, the most used first (default ?o, ?w, ?s). */
	public PredicateArbitrary overVariables(List<Var> variables) {
		if (variables.isEmpty()) {
			throw new IllegalArgumentException("a predicate needs at least one variable");
		}
		PredicateArbitrary clone = typedClone();
		clone.variables = List.copyOf(variables);
		return clone;
	}

	/**
	 * Adds a production. It is checked at once: {@value #PRODUCTION_CHECK_SAMPLES} of its
	 * expressions, from fixed seeds, are rendered into the oracles' queries, parsed by Jena and
	 * walked; a construct from the exclusion list, or a rendering Jena cannot parse, fails here,
	 * loudly, with the production's tag and an example, instead of voiding every relation later.
	 *
	 * @throws GrammarException when the production breaks the grammar's contract
	 */
	public PredicateArbitrary withProduction(Production production) {
		for (Production p : productions) {
			if (p.tag().equals(production.tag())) {
				throw new GrammarException("a production tagged '" + production.tag() + "' is already registered");
			}
		}
		check(production);
		PredicateArbitrary clone = typedClone();
		List<Production> all = new ArrayList<>(productions);
		all.add(production);
		clone.productions = List.copyOf(all);
		return clone;
	}

	/**
	 * The same arbitrary on the {@code core-2} grammar: core-1 plus sameTerm, IN / NOT IN and the
	 * special numbers as constants, over ?o, ?w, ?s and ?b (the variable core-2's BIND binds).
	 */
	PredicateArbitrary core2() {
		PredicateArbitrary clone = typedClone();
		clone.base = SparqlArbitraries.CORE_2_GRAMMAR_VERSION;
		if (variables.equals(List.of(Vocabulary.O, Vocabulary.W, Vocabulary.S))) {
			clone.variables = List.of(Vocabulary.O, Vocabulary.W, Vocabulary.S, Vocabulary.B);
		}
		return clone;
	}

	/** The productions added to the core grammar, in order. */
	public List<Production> productions() {
		return productions;
	}

	/** The grammar version: the core version and every production's tag. */
	public String version() {
		StringBuilder b = new StringBuilder(base);
		productions.forEach(p -> b.append('+').append(p.tag()));
		return b.toString();
	}

	@Override
	protected Arbitrary<Expr> arbitrary() {
		int depthBound = maxDepth;
		return grammar().condition().filter(e -> e.depth() <= depthBound).withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
	}

	private ExpressionGrammar grammar() {
		return new ExpressionGrammar(variables, productions, isCore2());
	}

	private boolean isCore2() {
		return base.equals(SparqlArbitraries.CORE_2_GRAMMAR_VERSION);
	}

	/** The value expressions of this grammar at a depth: what core-2's BIND binds. */
	Arbitrary<Expr> values(int depth) {
		return grammar().value().filter(e -> e.depth() <= depth);
	}

	private void check(Production production) {
		Arbitrary<Expr> own = production.build().apply(grammar().leafParts());
		if (own == null) {
			throw new GrammarException("production '" + production.tag() + "' built no arbitrary");
		}
		GroupPattern pattern = GroupPattern.optionalPattern(Vocabulary.P, Vocabulary.Q);
		for (long seed = 0; seed < PRODUCTION_CHECK_SAMPLES; seed++) {
			Expr e;
			try {
				e = Seeds.generate(own, seed);
			} catch (RuntimeException ex) {
				throw new GrammarException("production '" + production.tag() + "' failed to generate: " + ex);
			}
			for (String query : List.of(Queries.selectAllWhere(pattern, e),
				Queries.selectExpression(pattern, e, Var.of("flag")))) {
				List<String> found;
				try {
					found = Exclusions.findIn(query);
				} catch (RuntimeException ex) {
					throw new GrammarException("production '" + production.tag() + "' renders a query Jena cannot parse: "
						+ query + "\n" + ex.getMessage());
				}
				if (!found.isEmpty()) {
					throw new GrammarException("production '" + production.tag() + "' generates excluded "
						+ String.join(", ", found) + ", e.g. " + e.toSparql()
						+ " (the paper's §3.4: such a construct voids the TLP and NoREC relations)");
				}
			}
		}
	}
}
