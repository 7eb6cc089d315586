package io.sparqlcheck.ledger;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;
import java.util.Objects;

/**
 * What {@code bisect} or {@code explain} found for one recorded failure, kept against the id of the
 * candidate it replayed (a ledger entry's, or a triaged finding's repro), so that the issue draft
 * of that candidate says since which release it fails and which optimizer step it depends on.
 * A releases attribution carries its answer twice: as fields a program reads ({@code engine},
 * {@code affectedFrom}, {@code affectedTo}, {@code fixedIn}: what {@link ReleaseRange} and the known
 * set use) and as prose for people ({@code verdict}, {@code detail}), which no program parses.
 *
 * @param id           the candidate's id
 * @param kind         which question it answers
 * @param subject      what was replayed on what ({@code rdf4j releases 2.0..5.2.1 (43) in place of rdf4j})
 * @param verdict      the answer, one line, for people ({@code fails on the oldest (2.0) and the newest (5.2.1): ...})
 * @param detail       each release probed, or each step that changed the answer, one line each
 * @param engine       for releases: the engine name the releases stood in for ({@code rdf4j}, {@code oxigraph@0.5.11}); null otherwise
 * @param affectedFrom for releases: the oldest release found failing the recorded way; null when none did
 * @param affectedTo   for releases: the newest release found failing the recorded way; null when none did
 * @param fixedIn      for releases: the first release after {@code affectedTo} found passing (a fix); null when none
 * @param steps        for an optimizer step: the steps the failure needs, each {@code ROLE: step} ({@code RDF4J: FilterOptimizer},
 *                     the engine as a {@link FailureIdentity#role role}, not a name), sorted; empty when no single step is
 *                     needed or no engine has switchable steps; null when not recorded (a record from before the field).
 *                     What {@link KnownBugs} matches a failure's cause with; {@code explain --record} writes it
 * @param locus        for an optimizer step, of a differential failure no single step explains: where the evaluator
 *                     first goes wrong ({@link EvaluatorLocus#text()}); null otherwise, or when not recorded
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record Attribution(String id, Kind kind, String subject, String verdict, List<String> detail, String engine,
						  String affectedFrom, String affectedTo, String fixedIn, List<String> steps, String locus) {

	/** The question an attribution answers. */
	public enum Kind {
		/** Since which release: {@code bisect}. */
		RELEASES,
		/** Which optimizer step: {@code explain}. */
		OPTIMIZER_STEP
	}

	public Attribution {
		Objects.requireNonNull(id, "id");
		Objects.requireNonNull(kind, "kind");
		Objects.requireNonNull(subject, "subject");
		Objects.requireNonNull(verdict, "verdict");
		detail = List.copyOf(detail);
		steps = steps == null ? null : List.copyOf(new java.util.TreeSet<>(steps));
		if ((affectedFrom == null) != (affectedTo == null)) {
			throw new IllegalArgumentException("affectedFrom and affectedTo go together");
		}
	}

	/** An attribution with no release fields: an optimizer step's, or a record from before they existed. */
	public Attribution(String id, Kind kind, String subject, String verdict, List<String> detail) {
		this(id, kind, subject, verdict, detail, null, null, null, null, null, null);
	}

	/** A releases attribution with its fields (no steps). */
	public Attribution(String id, Kind kind, String subject, String verdict, List<String> detail, String engine,
					   String affectedFrom, String affectedTo, String fixedIn) {
		this(id, kind, subject, verdict, detail, engine, affectedFrom, affectedTo, fixedIn, null, null);
	}

	/** An optimizer step's attribution with the steps the failure needs ({@code ROLE: step}). */
	public static Attribution steps(String id, String subject, String verdict, List<String> detail, List<String> steps) {
		return steps(id, subject, verdict, detail, steps, null);
	}

	/** An optimizer step's attribution with the steps, and, when it needs none, the evaluator's locus (null when not found). */
	public static Attribution steps(String id, String subject, String verdict, List<String> detail, List<String> steps, String locus) {
		return new Attribution(id, Kind.OPTIMIZER_STEP, subject, verdict, detail, null, null, null, null, java.util.Objects.requireNonNull(steps), locus);
	}

	/** Whether the release fields are recorded (a releases attribution written since they exist, or migrated). */
	public boolean structured() {
		return engine != null || affectedFrom != null || fixedIn != null;
	}
}
