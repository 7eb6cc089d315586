package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A differential failure of three or more engines taken apart into the pairs of engines that
 * disagree. When two engines are each wrong their own known way (Jena's filter placement and
 * RDF4J's FilterOptimizer both drop a row that VALUES leaves UNDEF), the whole failure has sides
 * no single known bug has ({@code {JENA, RDF4J}} against {@code {JENA-ref, RDF4J-noopt}}), and no
 * single optimizer step explains it (switching Jena's off leaves RDF4J's divergence, and the other
 * way round), so it would be reported as new although every part of it is known. Each pair of
 * engines that disagree is re-run alone, as a differential of those two, and matched with the known
 * set the way a whole failure is (by identity, else by cause on the two engines). The failure is
 * known only when every disagreeing pair is; a pair that is new, or fails to run, leaves the whole
 * failure new: a known part never hides an unknown one.
 *
 * <p>The pairs are re-run, not read from the recorded answers, because a pair's cause (the step
 * that makes the two agree) can only be found by running them. Deterministic as the engines are.
 */
public final class DifferentialSplit {
	private DifferentialSplit() {
	}

	/** How a split match's description starts; its parts follow, joined by {@link #AND}. */
	public static final String PREFIX = "known, by engine pairs: ";
	/** Between the parts of a split match's description. */
	public static final String AND = " + ";

	/**
	 * What the known set calls each disagreeing pair of this failure, or empty when the failure is not
	 * a differential violation of three or more engines, or any pair is unknown or fails to run.
	 *
	 * @param failure the shrunk failure, on these engines in this order
	 * @param known   what the known set calls a pair's failure (identity, else cause), empty when new
	 */
	public static Optional<String> known(Verdict failure, List<? extends Engine> engines, Function<Pair, Optional<String>> known) {
		if (!Differential.NAME.equals(failure.oracle()) || failure.kind() != VerdictKind.VIOLATION || engines.size() < 3) {
			return Optional.empty();
		}
		Set<String> parts = new LinkedHashSet<>();
		SparqlCase c = failure.sparqlCase();
		for (int i = 0; i < engines.size(); i++) {
			for (int j = i + 1; j < engines.size(); j++) {
				List<Engine> two = List.of(engines.get(i), engines.get(j));
				Verdict v = Differential.across(two).check(c);
				if (v instanceof Verdict.Pass) {
					continue;
				}
				if (v.kind() != VerdictKind.VIOLATION) {
					return Optional.empty(); // a pair that fails to run says nothing of the whole: fail closed
				}
				Optional<String> part = known.apply(new Pair(v, two));
				if (part.isEmpty()) {
					return Optional.empty();
				}
				parts.add(part.get());
			}
		}
		return parts.isEmpty() ? Optional.empty() : Optional.of(PREFIX + String.join(AND, parts));
	}

	/**
	 * How the known set calls a pair's failure: by its identity, else, when its family is known, by its
	 * cause on the pair's two engines (the steps that make them agree, or the evaluator's locus).
	 */
	public static Function<Pair, Optional<String>> by(KnownBugs known) {
		return p -> known.match(p.verdict(), p.names()).map(KnownBugs.Match::describe)
			.or(() -> known.knownFamily(p.verdict())
				? known.byCause(p.verdict(), OptimizerAttribution.causeOrLocus(p.verdict(), p.engines())).map(CauseMatch::describe)
				: Optional.empty());
	}

	/** The parts of a split match's description (or of an engine failure's known by role), or the description itself when it is neither. */
	public static List<String> parts(String knownAs) {
		String prefix = knownAs.startsWith(PREFIX) ? PREFIX : knownAs.startsWith(CauseMatch.BY_ROLE) ? CauseMatch.BY_ROLE : null;
		if (prefix == null) {
			return List.of(knownAs);
		}
		return new ArrayList<>(List.of(knownAs.substring(prefix.length()).split(java.util.regex.Pattern.quote(AND))));
	}

	/**
	 * One disagreeing pair: its own differential verdict and its two engines.
	 *
	 * @param verdict the pair's violation
	 * @param engines the two engines, in the failure's order
	 */
	public record Pair(Verdict verdict, List<Engine> engines) {
		public Pair {
			engines = List.copyOf(engines);
		}

		/** The names of the pair's engines, as signatures use them. */
		public List<String> names() {
			return engines.stream().map(Engine::name).toList();
		}
	}
}
