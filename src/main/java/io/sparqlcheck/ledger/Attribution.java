package io.sparqlcheck.ledger;

import java.util.List;
import java.util.Objects;

/**
 * What {@code bisect} or {@code explain} found for one recorded failure, kept against the id of the
 * candidate it replayed (a ledger entry's, or a triaged finding's repro), so that the issue draft
 * of that candidate says since which release it fails and which optimizer step it depends on.
 *
 * @param id      the candidate's id
 * @param kind    which question it answers
 * @param subject what was replayed on what ({@code rdf4j releases 2.0..5.2.1 (43) in place of rdf4j})
 * @param verdict the answer, one line ({@code fails on the oldest (2.0) and the newest (5.2.1): ...})
 * @param detail  each release probed, or each step that changed the answer, one line each
 */
public record Attribution(String id, Kind kind, String subject, String verdict, List<String> detail) {

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
	}
}
