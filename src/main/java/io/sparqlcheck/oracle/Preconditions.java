package io.sparqlcheck.oracle;

import io.sparqlcheck.arbitraries.Exclusions;
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
	private Preconditions() {
	}

	/** The reason the case voids the oracle's relation, or empty when it does not. */
	public static Optional<String> voided(String oracle, SparqlCase c) {
		if (oracle.equals(Norec.NAME) && c.pattern().variables().contains(Norec.FLAG)) {
			return Optional.of("the pattern binds ?" + Norec.FLAG.name() + ", NoREC's projection variable");
		}
		String query = Differential.query(c);
		List<String> excluded;
		try {
			excluded = Exclusions.findIn(query);
		} catch (RuntimeException e) {
			return Optional.of("the case renders a query Jena cannot parse");
		}
		if (!excluded.isEmpty()) {
			return Optional.of("excluded construct " + String.join(", ", excluded) + " (§3.4)");
		}
		return Optional.empty();
	}
}
