package io.sparqlcheck.oracle;

import io.sparqlcheck.compare.ComparisonResult;
import io.sparqlcheck.compare.ResultComparator;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.Expr;
import io.sparqlcheck.model.GroupPattern;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.query.Queries;
import io.sparqlcheck.result.QueryOutcome;

import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * The second re-run of a latitude rule, for a divergence both engines' extensions make: each engine
 * decides a different comparison that strict evaluation makes a type error. Held-out seed 37,004,140:
 * {@code COALESCE(0 IN (?o), "a"@en NOT IN (0))} over {@code ?o = "a"}; Jena decides {@code 0 = "a"}
 * (false) and RDF4J errs there, RDF4J decides {@code "a"@en != 0} (true, a row); strictly both are
 * errors (§17.4.1.7) and the filter drops the row. The rule's first re-run leaves the other engine's
 * constant pairs as written ({@link LatitudeRewrite#guardingOtherSide}), so it still diverges.
 *
 * <p>Here the other engine re-runs the rule's strict variant ({@link LatitudeRule#strictOtherSide()}),
 * but only where that cannot hide a bug of the pattern: the case's form is plain, the strict predicate
 * still reads a variable (a predicate made the constant error would drop every row on both engines,
 * whatever the pattern did), and the pattern alone, its FILTERs and BINDs rewritten as each engine's
 * side of the re-run rewrites them, answers alike on both engines. Then the two engines filter the
 * same rows, and if their strict filters agree, the divergence was theirs to take. Any failure, or any
 * difference, confirms nothing: the divergence stays what it was.
 */
final class BothSidesStrict {
	private BothSidesStrict() {
	}

	/**
	 * The confirmation of the second re-run, or null when it does not apply or does not confirm.
	 *
	 * @param ruleSideAnswer what the engine that takes the rule's latitude answered to the rule's rewrite in the first
	 *                       re-run: the same query this one asks of it, so it is not asked again
	 */
	static LatitudeRewrite.Confirmation confirm(LatitudeRule rule, SparqlCase c, Engine left, Engine right, QueryOutcome ruleSideAnswer,
												ResultComparator comparator) {
		UnaryOperator<Expr> strict = rule.strictOtherSide();
		boolean leftTakes = rule.rerunOn().test(left.family()), rightTakes = rule.rerunOn().test(right.family());
		if (strict == null || leftTakes == rightTakes || !c.form().isPlain()) {
			return null;
		}
		Expr strictPredicate = strict.apply(c.predicate());
		if (strictPredicate.variables().isEmpty()) {
			return null;
		}
		// each engine's pattern with its FILTERs and BINDs rewritten as its side of the re-run rewrites them
		GroupPattern rulePattern = PatternFilters.map(c.pattern(), rule.rewrite()), strictPattern = PatternFilters.map(c.pattern(), strict);
		GroupPattern leftPattern = leftTakes ? rulePattern : strictPattern, rightPattern = rightTakes ? rulePattern : strictPattern;
		if (!agree(QueryRun.outcome(left, c.data(), Queries.selectAll(leftPattern)),
			QueryRun.outcome(right, c.data(), Queries.selectAll(rightPattern)), comparator)) {
			return null;
		}
		String strictQuery = Queries.selectAllWhere(strictPattern, strictPredicate);
		QueryOutcome strictAnswer = QueryRun.outcome(leftTakes ? right : left, c.data(), strictQuery);
		return agree(ruleSideAnswer, strictAnswer, comparator) ? new LatitudeRewrite.Confirmation(ruleSideAnswer.query()
			+ " (and, on the other engine, " + strictQuery + ")", Optional.empty()) : null;
	}

	private static boolean agree(QueryOutcome a, QueryOutcome b, ResultComparator comparator) {
		return a instanceof QueryOutcome.Solutions && b instanceof QueryOutcome.Solutions
			&& !(comparator.compare(a, b) instanceof ComparisonResult.Divergence);
	}
}
