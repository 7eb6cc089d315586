package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.PatternElement;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.TriplePattern;
import net.jqwik.api.Arbitrary;

import java.util.Objects;
import java.util.function.Function;

/**
 * A user's addition to a recursive pattern grammar (core-3): one more kind of group element, an
 * alternative at every level of the recursion, built from arbitraries of the level below so that
 * it nests and shrinks like the built-in elements. Added with {@link Grammar#withPattern}, which
 * checks it like a predicate {@link Production}: samples are rendered into the oracles' queries,
 * parsed by Jena and RDF4J and searched for excluded constructs; a BIND of an in-scope variable
 * fails too.
 *
 * <pre>{@code
 * // OPTIONAL { G FILTER(c) }: a filter inside OPTIONAL over variables bound outside it
 * PatternProduction optFilter = PatternProduction.of("opt-filter-1", parts ->
 *     Combinators.combine(parts.groups(), parts.conditions())
 *         .as((g, c) -> new OptionalPattern(g.plus(new FilterPattern(c)))));
 * Grammar mine = SparqlArbitraries.grammar("core-3").withPattern(optFilter);   // version core-3+opt-filter-1
 * }</pre>
 *
 * @param tag   the version tag; it becomes part of the generator version
 * @param build makes the element's arbitrary from the parts of the level below
 */
public record PatternProduction(String tag, Function<Parts, Arbitrary<? extends PatternElement>> build) {

	/** What an element may be built from: one level of nesting below the element's own group. */
	public interface Parts {
		/** Groups of the level below: triple patterns and elements, the user's included. */
		Arbitrary<GroupPattern> groups();

		/** Triple patterns over the grammar's predicates and variable pool. */
		Arbitrary<TriplePattern> triples();

		/** Conditions of the grammar's predicates (for FILTER). */
		Arbitrary<Expr> conditions();

		/** Value expressions of the grammar's predicates (for BIND). */
		Arbitrary<Expr> values();

		/** The data's terms (for VALUES, or constants in a triple pattern). */
		Arbitrary<Term> terms();
	}

	public PatternProduction {
		Objects.requireNonNull(tag, "tag");
		Objects.requireNonNull(build, "build");
		if (!tag.matches("[a-z0-9][a-z0-9.-]*")) {
			throw new GrammarException("a pattern production tag is lower-case letters, digits, '.' and '-': " + tag);
		}
	}

	/** A production of this tag. */
	public static PatternProduction of(String tag, Function<Parts, Arbitrary<? extends PatternElement>> build) {
		return new PatternProduction(tag, build);
	}
}
