package io.sparqlcheck.ledger;

import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * One known bug: a ledger entry or a triaged finding, with what its records say of it, as
 * {@link KnownBugs} matches failures against it.
 *
 * @param id         the ledger entry's or the finding's id
 * @param knownAs    how a campaign names a match ({@code ledger c-... (reported, url)}, {@code known (triaged, not filed: id)})
 * @param role       the role of the engine the bug is recorded on ({@code RDF4J}, {@code JENA-ref}), or null
 *                   when the records do not say
 * @param range      the releases of its family it is recorded on, or null
 * @param identities the identities of its repros
 * @param hashes     the signature hashes of its repros
 * @param causes     the causes recorded for its repros ({@code explain --record}), one per repro that has them
 * @param upstream   the upstream issue a ledger entry is filed as, or null (a triaged finding is filed nowhere yet):
 *                   entries filed as one upstream issue are one bug ({@link #sameBugAs})
 */
public record KnownBug(String id, String knownAs, String role, ReleaseRange range, List<FailureIdentity> identities,
					   Set<String> hashes, List<KnownCause> causes, String upstream) {
	public KnownBug {
		Objects.requireNonNull(id, "id");
		identities = List.copyOf(identities);
		hashes = Set.copyOf(hashes);
		causes = List.copyOf(causes);
	}

	/**
	 * Whether this is the other's bug: the same record, or ledger entries filed as the same upstream issue
	 * (rdf4j#6056 is recorded twice, from two campaigns that met {@code true || error} in two shapes).
	 */
	public boolean sameBugAs(KnownBug other) {
		return id.equals(other.id) || upstream != null && upstream.equals(other.upstream);
	}

	/** The engine family the bug is in ({@code RDF4J}), or null when the records do not say. */
	public String family() {
		return role == null ? null : FailureIdentity.family(role);
	}

	/**
	 * Whether a failure could be this bug at all: it ran an engine of the bug's family (the role its records
	 * name, else the project its upstream issue is filed in), so that a Jena issue recorded with a shape RDF4J
	 * shares (NaN ordering, wrong on both) does not name a failure of RDF4J against Oxigraph, a run without
	 * Jena. Any failure, when neither is known.
	 */
	public boolean ranOn(FailureIdentity failure) {
		String own = family() != null ? family() : KnownBugRecords.projectRole(upstream);
		return own == null || failure.versions().keySet().stream().anyMatch(r -> FailureIdentity.family(r).equals(own));
	}

	/**
	 * Whether an engine of this role can be the one the bug makes wrong: the bug's own role, or that role
	 * with its optimizers off ({@code RDF4J-noopt} runs RDF4J's evaluator); any role when the records name none.
	 * QueryEngineRef ({@code JENA-ref}) is another evaluator, so a bug of Jena's main engine does not make it wrong.
	 */
	public boolean canBeWrongOn(String engineRole) {
		return role == null || canBeWrongOn(role, engineRole);
	}

	/** Whether a bug recorded on {@code bugRole} can make an engine of {@code engineRole} wrong ({@link #canBeWrongOn(String)}). */
	static boolean canBeWrongOn(String bugRole, String engineRole) {
		return engineRole.equals(bugRole) || engineRole.equals(bugRole + "-noopt");
	}
}
