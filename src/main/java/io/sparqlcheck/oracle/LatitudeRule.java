package io.sparqlcheck.oracle;

import io.sparqlcheck.compare.ComparisonResult;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.SparqlCase;

import java.util.Objects;

/**
 * A difference between engines that the SPARQL recommendation allows, named and tied to the
 * clause it rests on. A divergence a rule matches is not a candidate bug, but it is never dropped
 * either: the differential oracle records which rule matched, and every summary counts it.
 *
 * @param name    a short, stable name ({@code extended-comparison-17.3.1})
 * @param clause  the clause of the recommendation it rests on, with enough words to find it
 * @param matcher decides whether a divergence may be of this kind; it sees the case, both engines and both answers
 * @param rewrite the predicate with every comparison the rule allows replaced by a form both engines
 *                must agree on ({@link LatitudeRewrite}); a match counts only when the rewritten case,
 *                re-run, no longer diverges
 * @param rerunOn the engines, by the evaluator they run, that re-run the case with the rewrite (the ones
 *                that take the latitude: an extension, or a limited precision made to look like the
 *                other side)
 * @param otherSide what the other engine re-runs: a milder rewrite that leaves alone what that engine
 *                  evaluates as written (a comparison of two constants, which a strict engine raises
 *                  its own error on, so any bug of its own around that error stays in the re-run), or
 *                  null when it keeps the answer it gave
 * @param strictOtherSide what the other engine re-runs when the milder re-run still diverges and the pattern
 *                  alone agrees on both engines: strict on its own extensions too ({@link BothSidesStrict}), or null
 */
public record LatitudeRule(String name, String clause, Matcher matcher, java.util.function.UnaryOperator<io.sparqlcheck.model.Expr> rewrite,
						   java.util.function.Predicate<EngineFamily> rerunOn, java.util.function.UnaryOperator<io.sparqlcheck.model.Expr> otherSide,
						   java.util.function.UnaryOperator<io.sparqlcheck.model.Expr> strictOtherSide) {

	/** A rule with no strict re-run of the other side ({@link BothSidesStrict}). */
	public LatitudeRule(String name, String clause, Matcher matcher, java.util.function.UnaryOperator<io.sparqlcheck.model.Expr> rewrite,
						java.util.function.Predicate<EngineFamily> rerunOn, java.util.function.UnaryOperator<io.sparqlcheck.model.Expr> otherSide) {
		this(name, clause, matcher, rewrite, rerunOn, otherSide, null);
	}

	/** A rule whose rewrite both engines re-run: a normalisation neither engine's answer already has. */
	public LatitudeRule(String name, String clause, Matcher matcher, java.util.function.UnaryOperator<io.sparqlcheck.model.Expr> rewrite) {
		this(name, clause, matcher, rewrite, family -> true, null);
	}

	/** A rule whose rewrite only the engines that take its latitude re-run; the other keeps its answer. */
	public LatitudeRule(String name, String clause, Matcher matcher, java.util.function.UnaryOperator<io.sparqlcheck.model.Expr> rewrite,
						java.util.function.Predicate<EngineFamily> rerunOn) {
		this(name, clause, matcher, rewrite, rerunOn, null);
	}

	/** The rewrite an engine of this family re-runs, or null when it keeps the answer it gave. */
	public java.util.function.UnaryOperator<io.sparqlcheck.model.Expr> rewriteFor(EngineFamily family) {
		return rerunOn.test(family) ? rewrite : otherSide;
	}

	/** The test of one divergence between a left (reference) and a right engine. */
	@FunctionalInterface
	public interface Matcher {
		/** Whether the divergence may be of this rule's kind; the rewrite then has to confirm it. */
		boolean matches(Divergent divergent);
	}

	/**
	 * One divergence, as a matcher sees it.
	 *
	 * @param sparqlCase  the case
	 * @param query       the query both engines ran
	 * @param leftEngine  the left engine's label
	 * @param leftFamily  whose evaluator the left engine runs
	 * @param left        its answer
	 * @param rightEngine the right engine's label
	 * @param rightFamily whose evaluator the right engine runs
	 * @param right       its answer
	 * @param divergence  how the comparator says they differ
	 */
	public record Divergent(SparqlCase sparqlCase, String query, String leftEngine, EngineFamily leftFamily, QueryOutcome left,
							String rightEngine, EngineFamily rightFamily, QueryOutcome right,
							ComparisonResult.Divergence divergence) {

		/** Whether exactly one of the two engines runs this family's evaluator. */
		public boolean oneSideIs(EngineFamily family) {
			return (leftFamily == family) != (rightFamily == family);
		}
	}

	public LatitudeRule {
		Objects.requireNonNull(name, "name");
		Objects.requireNonNull(clause, "clause");
		Objects.requireNonNull(matcher, "matcher");
		Objects.requireNonNull(rewrite, "rewrite");
		Objects.requireNonNull(rerunOn, "rerunOn");
		if (clause.isBlank()) {
			throw new IllegalArgumentException("a latitude rule must cite the clause it rests on: " + name);
		}
	}

	@Override
	public String toString() {
		return name + " (" + clause + ")";
	}
}
