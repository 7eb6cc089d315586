package io.sparqlcheck.oracle;

import io.sparqlcheck.query.CompiledQuery;
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
 *
 * <p>A core-4 case's query form (DISTINCT, REDUCED, GROUP BY, HAVING, aggregates, ORDER BY, LIMIT,
 * OFFSET: {@link io.sparqlcheck.model.QueryForm}) stands outside P, so it is not checked here: TLP,
 * NoREC and the path oracle build their queries from P and c alone and never see it (their relations
 * hold for P whatever the form around it), and the differential compares only what the spec
 * determines of it ({@link FormRules}).
 */
public final class Preconditions {

	private final SparqlCase sparqlCase;
	private final Optional<String> excluded;
	private final CompiledQuery filteredQuery;
	private final io.sparqlcheck.query.CaseParses parses;

	private Preconditions(SparqlCase sparqlCase, Optional<String> excluded, CompiledQuery filteredQuery) {
		this.sparqlCase = sparqlCase;
		this.excluded = excluded;
		this.filteredQuery = filteredQuery;
		this.parses = io.sparqlcheck.query.CaseParses.with(Optional.ofNullable(filteredQuery));
	}

	/**
	 * The preconditions of one case, its query parsed and walked once for every oracle asked.
	 * A query Jena cannot parse voids nothing: the engine is then left to reject it, so that it
	 * ends as an engine failure (fail closed), never as a skip.
	 */
	public static Preconditions of(SparqlCase c) {
		CompiledQuery compiled;
		List<String> found;
		try {
			// P and c only: a core-4 query form is not P, and the differential judges it by FormRules
			compiled = CompiledQuery.of(io.sparqlcheck.query.Queries.selectAllWhere(c.pattern(), c.predicate()));
			found = Exclusions.findIn(compiled);
		} catch (RuntimeException e) {
			return new Preconditions(c, Optional.empty(), null);
		}
		return new Preconditions(c, found.isEmpty() ? Optional.empty()
			: Optional.of("excluded construct " + String.join(", ", found) + " (§3.4)"), compiled);
	}

	/**
	 * Jena's parse of the case's filtered query, {@code SELECT * WHERE { P FILTER(c) }}, which the
	 * preconditions walked; the case's table of parses ({@link #parses}) holds it for the in-process Jena
	 * engines. Empty when Jena could not parse it.
	 */
	public Optional<CompiledQuery> filteredQuery() {
		return Optional.ofNullable(filteredQuery);
	}

	/**
	 * The case's table of parses ({@link io.sparqlcheck.query.CaseParses}), holding Jena's parse of the filtered
	 * query: what the oracles hand to the engines' work ahead ({@code Engine.prepareAhead}), so that engines of
	 * one parser parse each of the case's texts once.
	 */
	public io.sparqlcheck.query.CaseParses parses() {
		return parses;
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
