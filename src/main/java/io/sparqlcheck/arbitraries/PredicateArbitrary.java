package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.Var;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.arbitraries.ArbitraryDecorator;

import java.util.List;

/**
 * Filter predicates of a {@link Grammar} over the pattern's variables, at a bounded depth. core-1's
 * are comparisons ({@code = != < <= > >=}), arithmetic ({@code + - * /}), BOUND, COALESCE, IF,
 * STR, LANG, DATATYPE, isIRI, isLiteral and the error-absorbing connectives {@code && || !}, with
 * numeric, string, boolean and IRI constants. Extended with {@link #withProduction(Production)}.
 */
public final class PredicateArbitrary extends ArbitraryDecorator<Expr> {

	private Grammar grammar;
	private int maxDepth = 3;
	private List<Var> variables;

	PredicateArbitrary(Grammar grammar) {
		this.grammar = grammar;
		this.variables = grammar.predicatePart().variables();
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

	/** Predicates over these variables, the most used first (default: the grammar's, core-1's ?o, ?w, ?s). */
	public PredicateArbitrary overVariables(List<Var> variables) {
		if (variables.isEmpty()) {
			throw new IllegalArgumentException("a predicate needs at least one variable");
		}
		PredicateArbitrary clone = typedClone();
		clone.variables = List.copyOf(variables);
		return clone;
	}

	/**
	 * Adds a production, as {@link Grammar#withProduction} does. It is checked at once: samples
	 * of its expressions, from fixed seeds, are rendered into the oracles' queries, parsed by Jena
	 * and walked; a construct from the exclusion list, or a rendering Jena cannot parse, fails
	 * here, loudly, with the production's tag and an example, instead of voiding every relation
	 * later.
	 *
	 * @throws GrammarException when the production breaks the grammar's contract
	 */
	public PredicateArbitrary withProduction(Production production) {
		PredicateArbitrary clone = typedClone();
		clone.grammar = grammar.withProduction(production, variables);
		return clone;
	}

	/** The grammar these predicates are of, with the productions added to them. */
	public Grammar grammar() {
		return grammar;
	}

	/** The productions added to the grammar, in order. */
	public List<Production> productions() {
		return grammar.productions();
	}

	/** The grammar version: the grammar's version and every production's tag. */
	public String version() {
		return grammar.version();
	}

	@Override
	protected Arbitrary<Expr> arbitrary() {
		int depthBound = maxDepth;
		return expressions().condition().filter(e -> e.depth() <= depthBound).withoutEdgeCases().fixGenSize(Seeds.GEN_SIZE);
	}

	/** The value expressions of this grammar at a depth: what core-2's BIND binds. */
	Arbitrary<Expr> values(int depth) {
		return expressions().value().filter(e -> e.depth() <= depth);
	}

	/** The conditions of this grammar at a depth: what core-3's FILTERs inside P test. */
	Arbitrary<Expr> conditions(int depth) {
		return expressions().condition().filter(e -> e.depth() <= depth);
	}

	private ExpressionGrammar expressions() {
		return new ExpressionGrammar(grammar, variables);
	}
}
