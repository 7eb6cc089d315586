package io.sparqlcheck.ledger;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.oracle.VerdictKind;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;

/**
 * A differential failure of three or more engines taken apart into the pairs of engines that
 * disagree. When two engines are each wrong their own known way (Jena's filter placement and
 * RDF4J's FilterOptimizer both drop a row that VALUES leaves UNDEF), the whole failure has sides
 * no single known bug has ({@code {JENA, RDF4J}} against {@code {JENA-ref, RDF4J-noopt}}), and no
 * single optimizer step explains it (switching Jena's off leaves RDF4J's divergence, and the other
 * way round), so it would be reported as new although every part of it is known.
 *
 * <p>Each pair of engines that disagree is re-run alone, as a differential of those two, and matched
 * with the known set the way a whole failure is (by identity, else by cause on the two engines). A
 * known pair says which engine is wrong: the one whose optimizer step the cause names, else the one
 * that the bug can make wrong. The failure is known when its answers are explained as one right
 * answer and known deviations from it: some set of engines that agree (the root) such that every
 * other engine reaches it through known pairs, each from the wrong engine to the other (an engine
 * wrong by step S against rdf4j-noopt, which is wrong by an evaluator bug against Jena, reaches
 * Jena), or by agreeing with an engine of its own family that does. A pair of two wrong engines
 * (Jena wrong one way, rdf4j-noopt another) needs no bug of its own: each engine's deviation is
 * explained. Agreement across families explains nothing: RDF4J agreeing with a Jena answer a known
 * Jena bug made wrong is RDF4J's own, unexplained, deviation, so a known part never hides an
 * unknown one. A pair that fails to run leaves the failure new (fail closed).
 *
 * <p>The pairs are re-run, not read from the recorded answers, because a pair's cause (the step
 * that makes the two agree) can only be found by running them. Deterministic as the engines are,
 * and whatever their order: roots and pairs are tried in the order of their roles.
 */
public final class DifferentialSplit {
	private DifferentialSplit() {
	}

	/** How a split match's description starts; its parts follow, joined by {@link #AND}. */
	public static final String PREFIX = "known, by engine pairs: ";
	/** Between the parts of a split match's description. */
	public static final String AND = " + ";

	/**
	 * What the known set calls a disagreeing pair.
	 *
	 * @param describe   the match's words
	 * @param wrongRoles the roles ({@link FailureIdentity#role}) the match says are wrong
	 */
	public record Part(String describe, Set<String> wrongRoles) {
		public Part {
			wrongRoles = Set.copyOf(wrongRoles);
		}
	}

	/**
	 * What the known set calls the deviations of this failure, or empty when the failure is not a
	 * differential violation of three or more engines, a pair fails to run, or its answers are not one
	 * root answer and known deviations from it.
	 *
	 * @param failure the shrunk failure, on these engines in this order
	 * @param known   what the known set calls a pair's failure (identity, else cause), empty when new
	 */
	public static Optional<String> known(Verdict failure, List<? extends Engine> engines, Function<Pair, Optional<Part>> known) {
		if (!Differential.NAME.equals(failure.oracle()) || failure.kind() != VerdictKind.VIOLATION || engines.size() < 3) {
			return Optional.empty();
		}
		List<Engine> byRole = new ArrayList<>(engines);
		byRole.sort(Comparator.comparing((Engine e) -> FailureIdentity.role(e.name())).thenComparing(Engine::name));
		int n = byRole.size();
		boolean[][] agree = new boolean[n][n];
		String[][] wrongAgainst = new String[n][n]; // [wrong][other]: the known part saying so
		SparqlCase c = failure.sparqlCase();
		for (int i = 0; i < n; i++) {
			for (int j = i + 1; j < n; j++) {
				List<Engine> two = List.of(byRole.get(i), byRole.get(j));
				Verdict v = Differential.across(two).check(c);
				if (v instanceof Verdict.Pass) {
					agree[i][j] = agree[j][i] = true;
					continue;
				}
				if (v.kind() != VerdictKind.VIOLATION) {
					return Optional.empty(); // a pair that fails to run says nothing of the whole: fail closed
				}
				Optional<Part> part = known.apply(new Pair(v, two));
				if (part.isPresent()) {
					if (part.get().wrongRoles().contains(role(byRole, i))) {
						wrongAgainst[i][j] = part.get().describe();
					}
					if (part.get().wrongRoles().contains(role(byRole, j))) {
						wrongAgainst[j][i] = part.get().describe();
					}
				}
			}
		}
		for (int root = 0; root < n; root++) {
			Optional<Set<String>> parts = explained(byRole, agree, wrongAgainst, root);
			if (parts.isPresent()) {
				return parts.get().isEmpty() ? Optional.empty() : Optional.of(PREFIX + String.join(AND, parts.get()));
			}
		}
		return Optional.empty();
	}

	/** The parts that take every engine to the root's answer, or empty when some engine's deviation is not known. */
	private static Optional<Set<String>> explained(List<Engine> engines, boolean[][] agree, String[][] wrongAgainst, int root) {
		int n = engines.size();
		boolean[] reached = new boolean[n];
		for (int k = 0; k < n; k++) {
			reached[k] = k == root || agree[root][k];
		}
		for (int a = 0; a < n; a++) {
			for (int b = a + 1; b < n; b++) {
				if (reached[a] && reached[b] && !agree[a][b]) {
					return Optional.empty(); // the root's engines must be one answer
				}
			}
		}
		Set<String> parts = new TreeSet<>();
		for (boolean grew = true; grew; ) {
			grew = false;
			for (int k = 0; k < n; k++) {
				for (int x = 0; x < n && !reached[k]; x++) {
					if (!reached[x]) {
						continue;
					}
					if (wrongAgainst[k][x] != null) {
						parts.add(wrongAgainst[k][x]);
						reached[k] = grew = true;
					} else if (agree[k][x] && sameFamily(engines, k, x)) {
						reached[k] = grew = true;
					}
				}
			}
		}
		for (boolean r : reached) {
			if (!r) {
				return Optional.empty();
			}
		}
		return Optional.of(parts);
	}

	private static String role(List<Engine> engines, int i) {
		return FailureIdentity.role(engines.get(i).name());
	}

	private static boolean sameFamily(List<Engine> engines, int i, int j) {
		return FailureIdentity.family(role(engines, i)).equals(FailureIdentity.family(role(engines, j)));
	}

	/**
	 * How the known set calls a pair's failure: by its identity, else, when its family is known or an
	 * optimizer step explains it, by its cause on the pair's two engines (the steps that make them
	 * agree, or the evaluator's locus). The wrong engine is the one whose step the cause names; for a
	 * match by identity or locus, the pair's engines the bug can make wrong (a repro of a Jena bug recorded
	 * beside an RDF4J one has QueryEngineRef and RDF4J disagree, but not by the Jena bug).
	 */
	public static Function<Pair, Optional<Part>> by(KnownBugs known) {
		return p -> {
			Optional<KnownBugs.Match> m = known.match(p.verdict(), p.names());
			if (m.isPresent()) {
				return Optional.of(new Part(m.get().describe(), p.rolesOf(List.of(m.get().bug()))));
			}
			Set<String> cause = OptimizerAttribution.causeOrLocus(p.verdict(), p.engines(), known.knownFamily(p.verdict()));
			boolean steps = cause.stream().noneMatch(EvaluatorLocus::isCause);
			return known.byCause(p.verdict(), cause).map(cm -> new Part(cm.describe(), steps
				? new TreeSet<>(cause.stream().map(OptimizerAttribution::roleOf).toList()) : p.rolesOf(cm.bugs())));
		};
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

		/** The roles of the pair's engines that these bugs can make wrong ({@link KnownBug#canBeWrongOn}). */
		Set<String> rolesOf(List<KnownBug> bugs) {
			Set<String> out = new TreeSet<>();
			for (Engine e : engines) {
				String role = FailureIdentity.role(e.name());
				if (bugs.stream().anyMatch(b -> b.canBeWrongOn(role))) {
					out.add(role);
				}
			}
			return out;
		}
	}
}
