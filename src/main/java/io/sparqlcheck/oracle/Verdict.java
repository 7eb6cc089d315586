package io.sparqlcheck.oracle;

import io.sparqlcheck.result.SolutionBag;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.model.SparqlCase;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The result of one oracle on one case: exactly one of {@link Pass}, {@link Violation} and
 * {@link EngineFailure}. A violation is a claim that some engine returned a wrong result; an
 * engine failure is a claim that some query did not produce a result at all. The two are never
 * conflated: if any query of an instance failed, the verdict is an engine failure, whatever the
 * other queries returned.
 */
public sealed interface Verdict permits Verdict.Pass, Verdict.Violation, Verdict.EngineFailure {

	/** The oracle that gave this verdict: {@code TLP}, {@code NoREC}, {@code differential}. */
	String oracle();

	/** The labels of the engines involved. */
	List<String> engines();

	/** The case the oracle checked. */
	SparqlCase sparqlCase();

	/** Every query that ran, in order, with its outcome. */
	List<ExecutedQuery> queries();

	/** Which of the three verdicts this is. */
	default VerdictKind kind() {
		if (this instanceof Pass) {
			return VerdictKind.PASS;
		}
		return this instanceof Violation ? VerdictKind.VIOLATION : VerdictKind.ENGINE_FAILURE;
	}

	/** A multi-line account of the verdict: the relation, the counts, the queries, the difference. */
	String describe();

	/**
	 * The relation held. {@code counts} are the row counts the relation was checked on;
	 * {@code latitude} the divergences a latitude rule explained (empty for a plain pass).
	 */
	record Pass(String oracle, List<String> engines, SparqlCase sparqlCase, List<ExecutedQuery> queries,
				Map<String, Integer> counts, List<LatitudeMatch> latitude) implements Verdict {
		public Pass {
			engines = List.copyOf(engines);
			queries = List.copyOf(queries);
			counts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(counts));
			latitude = List.copyOf(latitude);
		}

		/** A pass with no latitude used. */
		public Pass(String oracle, List<String> engines, SparqlCase sparqlCase, List<ExecutedQuery> queries,
					Map<String, Integer> counts) {
			this(oracle, engines, sparqlCase, queries, counts, List.of());
		}

		@Override
		public String describe() {
			return oracle + " holds on " + String.join(", ", engines) + ": " + counts
				+ (latitude.isEmpty() ? "" : "; allowed by " + latitude.stream().map(LatitudeMatch::describe).distinct().toList());
		}
	}

	/**
	 * The relation failed although every query returned solutions.
	 *
	 * @param relation      the relation that was checked, as a formula
	 * @param counts        the row counts per query role
	 * @param discrepancies each way the relation failed, one sentence each
	 * @param excess        solutions on the right-hand side (the branches, the second engine) beyond the left
	 * @param missing       solutions on the left-hand side (the base, the first engine) missing on the right
	 */
	record Violation(String oracle, List<String> engines, SparqlCase sparqlCase, List<ExecutedQuery> queries,
					 String relation, Map<String, Integer> counts, List<String> discrepancies,
					 SolutionBag excess, SolutionBag missing) implements Verdict {
		public Violation {
			engines = List.copyOf(engines);
			queries = List.copyOf(queries);
			counts = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(counts));
			discrepancies = List.copyOf(discrepancies);
			Objects.requireNonNull(excess, "excess");
			Objects.requireNonNull(missing, "missing");
			if (discrepancies.isEmpty()) {
				throw new IllegalArgumentException("a violation must say how the relation failed");
			}
		}

		@Override
		public String describe() {
			StringBuilder b = new StringBuilder();
			b.append(oracle).append(" violated on ").append(String.join(", ", engines)).append('\n');
			b.append("relation: ").append(relation).append('\n');
			b.append("counts:   ").append(counts).append('\n');
			for (String d : discrepancies) {
				b.append("- ").append(d).append('\n');
			}
			if (!missing.isEmpty()) {
				b.append("missing (expected, not returned):\n").append(missing.toString().indent(2));
			}
			if (!excess.isEmpty()) {
				b.append("excess (returned, not expected):\n").append(excess.toString().indent(2));
			}
			b.append(Verdicts.describeQueries(queries));
			b.append(sparqlCase.describe());
			return b.toString();
		}
	}

	/**
	 * A query of the instance failed; the relation was not checked.
	 *
	 * @param engine  the label of the engine that failed
	 * @param failure the failing query and its cause
	 */
	record EngineFailure(String oracle, List<String> engines, SparqlCase sparqlCase, List<ExecutedQuery> queries,
						 String engine, QueryOutcome.Failure failure) implements Verdict {
		public EngineFailure {
			engines = List.copyOf(engines);
			queries = List.copyOf(queries);
			Objects.requireNonNull(engine, "engine");
			Objects.requireNonNull(failure, "failure");
		}

		@Override
		public String describe() {
			return oracle + ": engine failure on " + engine + " (" + failure.kind() + ")\n"
				+ "cause: " + failure.cause() + "\n"
				+ "query: " + failure.query() + "\n"
				+ sparqlCase.describe();
		}
	}
}
