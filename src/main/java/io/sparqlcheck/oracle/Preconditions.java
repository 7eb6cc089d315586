package io.sparqlcheck.oracle;

import io.sparqlcheck.query.Exclusions;
import io.sparqlcheck.model.SparqlCase;

import java.util.List;
import java.util.Optional;

/**
 * The paper's §3.4 preconditions, checked on a case before TLP or NoREC runs on it. A case that
 * breaks one does not test the relation at all (its queries are not the relation's queries), so
 * it is skipped with a reason that the properties count; it is never passed.
 *
 * <p>The built-in grammars meet every precondition by construction (the oracles append their
 * filter at the top level of the group; core-2's BIND, VALUES, nested groups, UNION and MINUS all
 * sit inside P, and both relations hold for any deterministic P). What this catches comes from
 * users' own productions and hand-made cases.
 */
public final class Preconditions {

	private final SparqlCase sparqlCase;
	private final Optional<String> excluded;

	private Preconditions(SparqlCase sparqlCase, Optional<String> excluded) {
		this.sparqlCase = sparqlCase;
		this.excluded = excluded;
	}

	/**
	 * The preconditions of one case, its query parsed and walked once for every oracle asked.
	 * A query Jena cannot parse voids nothing: the engine is then left to reject it, so that it
	 * ends as an engine failure (fail closed), never as a skip.
	 */
	public static Preconditions of(SparqlCase c) {
		List<String> found;
		try {
			found = Exclusions.findIn(Differential.query(c));
		} catch (RuntimeException e) {
			return new Preconditions(c, Optional.empty());
		}
		return new Preconditions(c, found.isEmpty() ? Optional.empty()
			: Optional.of("excluded construct " + String.join(", ", found) + " (§3.4)"));
	}

	/** The reason the case voids the oracle's relation, or empty when it does not. */
	public Optional<String> voided(OracleType oracle) {
		return oracle.voids(sparqlCase).or(() -> excluded);
	}

	/** {@code of(c).voided(oracle)}: for one oracle on one case. */
	public static Optional<String> voided(OracleType oracle, SparqlCase c) {
		return of(c).voided(oracle);
	}
}
