package io.sparqlcheck.arbitraries;

import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.Term;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * The pattern part of a {@link Grammar}: the graph pattern P of a case, either one fixed pattern
 * (core-1's {@code ?s <p> ?o OPTIONAL { ?s <q> ?w }}) or an arbitrary of patterns built from the
 * case's other parts ({@link Sources}). Immutable.
 *
 * <p>A generated pattern must not contain a FILTER at the top level (the oracles append theirs
 * there, §3.4) nor any construct of the exclusion list; {@link Grammar#withPatterns} checks
 * samples of a user's part against the exclusion list on the parsed query. For shrinking, list
 * the simplest pattern first in a {@code frequencyOf} and build variants with {@code map} or
 * {@code combine}, not {@code flatMap}.
 */
public final class PatternPart {

	/**
	 * What a pattern arbitrary may build on: the case's own value expressions (for BIND), and the
	 * grammar's constants and data objects (for VALUES, MINUS). Each call returns a new arbitrary.
	 */
	public interface Sources {
		/** Value expressions of the case's predicate grammar, at most this deep. */
		Arbitrary<Expr> values(int maxDepth);

		/** Conditions of the case's predicate grammar, at most this deep: what a FILTER inside P tests. */
		Arbitrary<Expr> conditions(int maxDepth);

		/** The constants of the grammar's predicates. */
		Arbitrary<Term> constants();

		/** The objects of the grammar's data. */
		Arbitrary<Term> objects();

		/** The user's pattern productions, in order: alternatives a recursive part adds at every level. */
		default List<PatternProduction> patternProductions() {
			return List.of();
		}
	}

	private final GroupPattern fixed;
	private final Function<Sources, Arbitrary<GroupPattern>> build;
	private final boolean takesProductions;

	private PatternPart(GroupPattern fixed, Function<Sources, Arbitrary<GroupPattern>> build, boolean takesProductions) {
		this.fixed = fixed;
		this.build = build;
		this.takesProductions = takesProductions;
	}

	/**
	 * Always this pattern. A case of a fixed pattern combines only its data and its predicate, so
	 * the pattern takes no randomness and nothing to shrink.
	 */
	public static PatternPart fixed(GroupPattern pattern) {
		return new PatternPart(Objects.requireNonNull(pattern, "pattern"), null, false);
	}

	/** Patterns from this arbitrary, built from the case's sources each time a case arbitrary is. */
	public static PatternPart generated(Function<Sources, Arbitrary<GroupPattern>> build) {
		return new PatternPart(null, Objects.requireNonNull(build, "build"), false);
	}

	/**
	 * Patterns from this arbitrary, which builds the {@link Sources#patternProductions() pattern
	 * productions} into its recursion: a part that {@link Grammar#withPattern} can extend.
	 */
	public static PatternPart recursive(Function<Sources, Arbitrary<GroupPattern>> build) {
		return new PatternPart(null, Objects.requireNonNull(build, "build"), true);
	}

	/** Whether this part builds users' pattern productions into its patterns. */
	public boolean takesProductions() {
		return takesProductions;
	}

	/** The fixed pattern, when this part is one. */
	public Optional<GroupPattern> fixed() {
		return Optional.ofNullable(fixed);
	}

	/** The patterns of this part over these sources. */
	public Arbitrary<GroupPattern> arbitrary(Sources sources) {
		return fixed != null ? Arbitraries.just(fixed) : build.apply(sources);
	}
}
