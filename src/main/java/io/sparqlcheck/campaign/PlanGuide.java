package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.engine.FiredSteps;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Differential;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Plan-guided generation (SQLancer's query plan guidance, Ba and Rigger, ICSE 2023, for SPARQL): a
 * case's coverage is the set of (construct, optimizer step) combinations it reaches, the constructs
 * being its {@link ConstructCoverage#keys} ({@code OPTIONAL@1}) and the steps those that changed the
 * plan of its query ({@link Differential#query}: the pattern, its filter, its form) on Jena and on
 * RDF4J, read from one optimisation pass each ({@link FiredSteps}). For each seed {@code s} of the
 * range the guide draws {@code k} candidate cases, of the sub-seeds {@link #subSeed}{@code (s, 0..k-1)}
 * ({@code subSeed(s, 0) = s}: the first candidate is the seed's own case), and checks the one that
 * adds the most combinations not seen in the cases chosen before; ties go to the one whose rarest
 * combination was seen least often, then to the lower index (so, with nothing to gain, the seed's
 * own case).
 *
 * <p>Deterministic and reproducible by seed: the choice is a function of the seeds before it in the
 * run (asked in seed order, on one thread), and the chosen case is the grammar's case of its sub-seed,
 * which the candidate record and the replay command name; rechecking it needs no history. It works
 * with any grammar version: it only draws seeds and reads the cases the grammar makes. A shard's
 * choices depend on the shard's own seeds, so shards of a guided run are not the unsharded run.
 */
final class PlanGuide implements CaseGuide {

	/** How many candidates the registered {@code plan} guide draws per seed (docs/benchmarks.md). */
	static final int CANDIDATES = 3;

	private final CaseArbitrary cases;
	private final int k;
	private final FiredSteps steps = new FiredSteps();
	/** combination → how many chosen cases reached it */
	private final Map<String, Integer> seen = new HashMap<>();
	/** the combinations of the seeds' own cases: the unguided run's coverage */
	private final Set<String> unguided = new HashSet<>();

	PlanGuide(CaseArbitrary cases, int k) {
		if (k < 1) {
			throw new IllegalArgumentException("a plan guide needs at least one candidate per seed, not " + k);
		}
		this.cases = cases;
		this.k = k;
	}

	/**
	 * The {@code i}-th sub-seed of {@code seed}: the seed itself for 0, else a 52-bit mix of both
	 * (SplitMix64's finaliser), non-negative and exact in a JSON number.
	 */
	static long subSeed(long seed, int i) {
		if (i == 0) {
			return seed;
		}
		long z = seed * 0x9E3779B97F4A7C15L + i * 0xBF58476D1CE4E5B9L;
		z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
		z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
		return (z ^ (z >>> 31)) >>> 12;
	}

	/** The (construct, optimizer step) combinations of a case: each construct paired with each step that fired. */
	SortedSet<String> combinations(SparqlCase c) {
		SortedSet<String> fired = steps.of(Differential.query(c));
		SortedSet<String> pairs = new TreeSet<>();
		for (String construct : ConstructCoverage.keys(c)) {
			for (String step : fired) {
				pairs.add(construct + " x " + step);
			}
		}
		return pairs;
	}

	@Override
	public Choice choose(long seed) {
		long bestSeed = seed;
		SparqlCase best = null;
		Set<String> bestPairs = Set.of();
		int bestFresh = -1;
		int bestRarest = Integer.MAX_VALUE;
		int ownFresh = 0;
		for (int i = 0; i < k; i++) {
			long s = subSeed(seed, i);
			SparqlCase c = cases.caseForSeed(s);
			SortedSet<String> pairs = combinations(c);
			int fresh = 0;
			int rarest = Integer.MAX_VALUE;
			for (String p : pairs) {
				int n = seen.getOrDefault(p, 0);
				fresh += n == 0 ? 1 : 0;
				rarest = Math.min(rarest, n);
			}
			if (i == 0) {
				for (String p : pairs) {
					ownFresh += unguided.add(p) ? 1 : 0;
				}
			}
			if (fresh > bestFresh || (fresh == bestFresh && rarest < bestRarest)) {
				bestSeed = s;
				best = c;
				bestPairs = pairs;
				bestFresh = fresh;
				bestRarest = rarest;
			}
		}
		bestPairs.forEach(p -> seen.merge(p, 1, Integer::sum));
		return new Choice(bestSeed, best, new Fresh(bestFresh, ownFresh));
	}
}
