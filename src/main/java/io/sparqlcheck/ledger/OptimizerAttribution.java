package io.sparqlcheck.ledger;

import io.sparqlcheck.config.ConfigException;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.OptimizerSteps;
import io.sparqlcheck.oracle.Oracle;
import io.sparqlcheck.oracle.Oracles;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Which optimizer step a failure depends on: the recorded shrunk case re-run with each step of each
 * of its engines' optimisers switched off in turn (Jena's ARQ switches, RDF4J's pipeline), and the
 * steps whose absence makes the recorded failure vanish. A maintainer's second question, after
 * "since which release".
 */
public final class OptimizerAttribution {
	private OptimizerAttribution() {
	}

	/** One configuration: an engine with one step off, and what the case did there. */
	public record Trial(String engine, String step, Bisection.Answer answer, String detail) {
	}

	/**
	 * @param reproduces whether the case fails the recorded way with every step on
	 * @param trials     every configuration tried
	 * @param needed     the steps (engine: step) whose absence makes the failure vanish
	 * @param steps      the same steps with each engine as its role ({@code RDF4J: FilterOptimizer}), sorted: the
	 *                   failure's cause, as {@link KnownBugs} compares causes whatever the engines are called
	 * @param locus      when no step is needed and the failure is a differential's: where the evaluator first goes
	 *                   wrong ({@link EvaluatorLocus#text()}); null otherwise
	 */
	public record Result(boolean reproduces, String baseline, List<Trial> trials, List<String> needed, List<String> steps, String locus) {
		public Result {
			trials = List.copyOf(trials);
			needed = List.copyOf(needed);
			steps = List.copyOf(new TreeSet<>(steps));
		}
	}

	/** A step of an engine as a cause names it: the engine's role, not its name ({@code RDF4J-noopt: X} for {@code rdf4j-noopt@4.3.6}). */
	public static String roleStep(String engineName, String step) {
		return FailureIdentity.role(engineName) + ": " + step;
	}

	/** The role a {@link #roleStep} is on: {@code RDF4J-noopt} of {@code RDF4J-noopt: X}. */
	public static String roleOf(String roleStep) {
		return roleStep.substring(0, roleStep.indexOf(": "));
	}

	/**
	 * The cause of a live failure: the steps ({@link #roleStep ROLE: step}, sorted) whose absence alone
	 * makes the oracle pass on the case, each engine's steps switched off one at a time, the others
	 * as they are. As {@link #explain} decides for a record, so that a failure's cause compares with a
	 * known bug's recorded one: only a pass names a step (failing another way does not). The engines
	 * are the caller's and stay open; each variant is closed here. Deterministic as the engines are:
	 * the same case gives the same steps on every run.
	 *
	 * @param oracle the oracle's name as verdicts record it ({@code TLP}, {@code differential})
	 */
	public static Set<String> cause(String oracle, List<Engine> engines, io.sparqlcheck.model.SparqlCase c) {
		Set<String> steps = new TreeSet<>();
		for (int i = 0; i < engines.size(); i++) {
			if (!(engines.get(i) instanceof OptimizerSteps switchable)) {
				continue;
			}
			for (String step : switchable.optimizerSteps()) {
				List<Engine> variant = new ArrayList<>(engines);
				try (Engine without = switchable.withoutStep(step)) {
					variant.set(i, new io.sparqlcheck.engine.RenamedEngine(without, engines.get(i).name()));
					Oracle o = Oracles.bind(oracle, variant).orElseThrow(() -> new IllegalArgumentException(
						"oracle " + oracle + " over " + variant.size() + " engine(s) is not available here"));
					if (o.check(c) instanceof io.sparqlcheck.oracle.Verdict.Pass) {
						steps.add(roleStep(engines.get(i).name(), step));
					}
				}
			}
		}
		return steps;
	}

	/** Explains a candidate with the engines of the catalog; a candidate whose engines have no switchable steps gets no trial. */
	public static Result explain(Candidate c, EngineCatalog catalog) throws ConfigException {
		return explain(c, catalog, null);
	}

	/**
	 * {@link #explain(Candidate, EngineCatalog)} for a repro of a known bug recorded on {@code ownRole}
	 * (null: not known): a differential of three or more engines has its locus looked for on the pair of
	 * the bug's own engine and the first engine the bug cannot make wrong that disagrees with it
	 * ({@link #ownPair}), as a campaign looks for a failure's per pair ({@link DifferentialSplit}).
	 */
	public static Result explain(Candidate c, EngineCatalog catalog, String ownRole) throws ConfigException {
		List<Engine> engines = new ArrayList<>();
		try {
			for (EngineRef r : c.engines()) {
				engines.add(catalog.open(r.name()).orElseThrow(() -> new IllegalArgumentException("engine " + r.name()
					+ " is not available here (" + catalog.origin() + ": " + String.join(", ", catalog.names()) + ")")));
			}
			RecordedFailure.Reading baseline = run(c, engines);
			List<Trial> trials = new ArrayList<>();
			List<String> needed = new ArrayList<>(), causes = new ArrayList<>();
			for (int i = 0; i < engines.size(); i++) {
				if (!(engines.get(i) instanceof OptimizerSteps steps)) {
					continue;
				}
				for (String step : steps.optimizerSteps()) {
					List<Engine> variant = new ArrayList<>(engines);
					try (Engine without = steps.withoutStep(step)) {
						// under the recorded name, so that a differential's per-engine counts compare with the record
						variant.set(i, new io.sparqlcheck.engine.RenamedEngine(without, engines.get(i).name()));
						RecordedFailure.Reading r = run(c, variant);
						trials.add(new Trial(engines.get(i).name(), step, r.answer(), r.detail()));
						// only a pass means the failure vanished; failing another way (OTHER) names no step
						if (baseline.answer() == Bisection.Answer.FAILS && r.answer() == Bisection.Answer.PASSES) {
							needed.add(engines.get(i).name() + ": " + step);
							causes.add(roleStep(engines.get(i).name(), step));
						}
					}
				}
			}
			boolean fails = baseline.answer() == Bisection.Answer.FAILS;
			String locus = fails && causes.isEmpty() ? locus(c, engines, ownRole).orElse(null) : null;
			return new Result(fails, baseline.detail(), trials, needed, causes, locus);
		} finally {
			engines.forEach(Engine::close);
		}
	}

	/** The evaluator's locus of a recorded violation on these engines (or on its own pair), or empty (another oracle or verdict). */
	private static Optional<String> locus(Candidate c, List<Engine> engines, String ownRole) {
		if (!EvaluatorLocus.applies(c.oracle(), c.shrunk().verdict().kind())) {
			return Optional.empty();
		}
		io.sparqlcheck.model.SparqlCase sc = c.shrunk().sparqlCase();
		Optional<DifferentialSplit.Pair> pair = ownPair(c.oracle(), engines, sc, ownRole);
		if (pair.isPresent()) {
			return EvaluatorLocus.of(pair.get().engines(), sc, FailureIdentity.of(pair.get().verdict())).map(EvaluatorLocus::text);
		}
		if (!wholeHasLocus(c.oracle(), engines)) {
			return Optional.empty();
		}
		return KnownBugs.identity(c).flatMap(f -> EvaluatorLocus.of(engines, sc, f)).map(EvaluatorLocus::text);
	}

	/**
	 * Whether a failure on these engines is located whole: not a differential of three or more engines. Such a
	 * failure can be two bugs at once, and its whole locus is then where they meet; its pairs are located
	 * ({@link DifferentialSplit}), as a repro's own pair is ({@link #ownPair}), so that loci compare pair with pair.
	 */
	static boolean wholeHasLocus(String oracle, List<? extends Engine> engines) {
		return engines.size() < 3 || !io.sparqlcheck.oracle.Differential.NAME.equals(oracle);
	}

	/**
	 * The pair a repro's locus belongs to: an engine the bug can make wrong ({@link KnownBug#canBeWrongOn}, its
	 * own role first) and the first engine by role it cannot make wrong, whose differential fails, with rows
	 * that differ where any such pair's do. A repro of three or more engines can be two bugs at once (rdf4j-noopt
	 * losing a row, rdf4j only projecting a MINUS variable under SELECT *): its whole failure's locus is where
	 * they meet, which names neither, and a projection's difference is another bug than a row's. Empty for
	 * another oracle, two engines, an unknown role, or no such pair.
	 */
	static Optional<DifferentialSplit.Pair> ownPair(String oracle, List<Engine> engines, io.sparqlcheck.model.SparqlCase sc, String ownRole) {
		if (ownRole == null || engines.size() < 3 || !io.sparqlcheck.oracle.Differential.NAME.equals(oracle)) {
			return Optional.empty();
		}
		java.util.Comparator<Engine> byRole = java.util.Comparator.comparing((Engine e) -> !FailureIdentity.role(e.name()).equals(ownRole))
			.thenComparing(e -> FailureIdentity.role(e.name())).thenComparing(Engine::name);
		List<Engine> sorted = engines.stream().sorted(byRole).toList();
		List<Engine> mine = sorted.stream().filter(e -> KnownBug.canBeWrongOn(ownRole, FailureIdentity.role(e.name()))).toList();
		List<Engine> others = sorted.stream().filter(e -> !KnownBug.canBeWrongOn(ownRole, FailureIdentity.role(e.name()))).toList();
		Optional<DifferentialSplit.Pair> headerOnly = Optional.empty();
		for (Engine m : mine) {
			for (Engine other : others) {
				List<Engine> two = List.of(m, other);
				io.sparqlcheck.oracle.Verdict v = io.sparqlcheck.oracle.Differential.across(two).check(sc);
				if (v.kind() != io.sparqlcheck.oracle.VerdictKind.VIOLATION) {
					continue;
				}
				java.util.Collection<List<String>> rows = FailureIdentity.of(v).answers().values();
				if (new java.util.HashSet<>(rows).size() > 1) {
					return Optional.of(new DifferentialSplit.Pair(v, two));
				}
				headerOnly = headerOnly.isPresent() ? headerOnly : Optional.of(new DifferentialSplit.Pair(v, two));
			}
		}
		return headerOnly;
	}

	/**
	 * A live failure's cause as {@link KnownBugs#byCause} takes it: its steps ({@link #cause}), or, when it needs
	 * none and is a violation located whole ({@link #wholeHasLocus}), its evaluator locus as the one cause
	 * {@code locus: ...}; empty when neither.
	 */
	public static Set<String> causeOrLocus(io.sparqlcheck.oracle.Verdict failure, List<Engine> engines) {
		return causeOrLocus(failure, engines, true);
	}

	/**
	 * {@link #causeOrLocus(io.sparqlcheck.oracle.Verdict, List)}, the locus looked for only when {@code locusCanName}:
	 * a locus names a bug of the failure's own family only ({@link KnownBugs#byCause}), so for a failure of no known
	 * family its walk over the sub-patterns would be thrown away.
	 */
	public static Set<String> causeOrLocus(io.sparqlcheck.oracle.Verdict failure, List<Engine> engines, boolean locusCanName) {
		Set<String> steps = cause(failure.oracle(), engines, failure.sparqlCase());
		if (!steps.isEmpty() || !locusCanName || !EvaluatorLocus.applies(failure.oracle(), failure.kind())
			|| !wholeHasLocus(failure.oracle(), engines)) {
			return steps;
		}
		return EvaluatorLocus.of(engines, failure.sparqlCase(), FailureIdentity.of(failure))
			.map(l -> Set.of(EvaluatorLocus.cause(l.text()))).orElse(Set.of());
	}

	private static RecordedFailure.Reading run(Candidate c, List<Engine> engines) {
		Optional<Oracle> oracle = Oracles.bind(c.oracle(), engines);
		if (oracle.isEmpty()) {
			throw new IllegalArgumentException("oracle " + c.oracle() + " over " + engines.size() + " engine(s) is not available here");
		}
		return RecordedFailure.read(c, oracle.get().check(c.shrunk().sparqlCase()));
	}
}
