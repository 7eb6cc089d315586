package io.sparqlcheck.oracle;

import io.sparqlcheck.compare.ComparisonResult;
import io.sparqlcheck.result.Solution;
import io.sparqlcheck.result.SolutionBag;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * Several latitude rules at once, for a divergence no rule earns alone: a filter with IRI ordering in
 * one comparison and a disjoint-type equality in another diverges on two allowed extensions, and each
 * rule's re-run leaves the other's divergence in place. The combination is earned the same way as
 * one rule: every divergent solution must be suspected by at least one of the rules (each rule's
 * matcher asked about that solution alone), and the case re-run with all of their rewrites applied
 * in turn must no longer diverge ({@link LatitudeRewrite#confirm}). Nothing else is excused.
 */
final class CombinedLatitude {
	private CombinedLatitude() {
	}

	/**
	 * The combination of the rules that each suspect some of the divergent solutions, when every
	 * solution is suspected by one and more than one rule is needed; else empty (one rule alone was
	 * already tried, or some solution no rule suspects).
	 */
	static Optional<LatitudeRule> of(List<LatitudeRule> rules, LatitudeRule.Divergent d) {
		Set<LatitudeRule> used = new LinkedHashSet<>();
		List<Solution> missing = new ArrayList<>(d.divergence().missing().counts().keySet());
		List<Solution> excess = new ArrayList<>(d.divergence().excess().counts().keySet());
		for (Solution row : missing) {
			if (!suspectedBySome(rules, d, SolutionBag.of(row), SolutionBag.empty(), used)) {
				return Optional.empty();
			}
		}
		for (Solution row : excess) {
			if (!suspectedBySome(rules, d, SolutionBag.empty(), SolutionBag.of(row), used)) {
				return Optional.empty();
			}
		}
		if (used.size() < 2) {
			return Optional.empty();
		}
		List<LatitudeRule> together = List.copyOf(used);
		UnaryOperator<io.sparqlcheck.model.Expr> rewrite = e -> {
			io.sparqlcheck.model.Expr out = e;
			for (LatitudeRule r : together) {
				out = r.rewrite().apply(out);
			}
			return out;
		};
		return Optional.of(new LatitudeRule(
			together.stream().map(LatitudeRule::name).collect(Collectors.joining(" + ")),
			together.stream().map(LatitudeRule::clause).collect(Collectors.joining("; and ")),
			any -> true, rewrite, family -> together.stream().anyMatch(r -> r.rerunOn().test(family)),
			e -> {
				io.sparqlcheck.model.Expr out = e;
				for (LatitudeRule r : together) {
					if (r.otherSide() != null) {
						out = r.otherSide().apply(out);
					}
				}
				return out;
			}));
	}

	private static boolean suspectedBySome(List<LatitudeRule> rules, LatitudeRule.Divergent d, SolutionBag missing, SolutionBag excess,
										   Set<LatitudeRule> used) {
		ComparisonResult.Divergence one = new ComparisonResult.Divergence(d.divergence().divergenceClass(),
			d.divergence().description(), missing, excess);
		LatitudeRule.Divergent single = new LatitudeRule.Divergent(d.sparqlCase(), d.query(), d.leftEngine(), d.leftFamily(), d.left(),
			d.rightEngine(), d.rightFamily(), d.right(), one);
		boolean any = false;
		for (LatitudeRule r : rules) {
			if (r.matcher().matches(single)) {
				used.add(r);
				any = true;
			}
		}
		return any;
	}
}
