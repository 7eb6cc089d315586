package io.sparqlcheck.ledger;

import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A known bug names only failures that ran an engine of its family: a Jena issue recorded with a
 * shape RDF4J shares (NaN ordering is wrong on both) is not what a failure of RDF4J against Oxigraph
 * is, since that run had no Jena in it. Checked on the project's own records.
 */
class KnownBugFamilyTests {

	@Example
	void aJenaIssuesFiveEngineShapeDoesNotNameARunWithoutJena() throws Exception {
		KnownBugs known = KnownBugs.read(Path.of("ledger.jsonl"), Path.of("findings.jsonl"), Path.of("attributions.jsonl"));
		// a five-engine shape filed as apache/jena#4235: Jena, its reference engine and both RDF4J modes order NaN
		KnownBug nan = known.bugs().stream().filter(b -> b.id().equals("c-cd6565500faf")).findFirst().orElseThrow();
		FailureIdentity recorded = nan.identities().get(0);

		FailureIdentity onRdf4j = on(recorded, Set.of("RDF4J", "OXIGRAPH"));
		FailureIdentity onJena = on(recorded, Set.of("JENA", "OXIGRAPH"));

		assertThat(onRdf4j.sameBugAs(recorded)).as("the shape and sides alone match on RDF4J's pair").isTrue();
		assertThat(nan.ranOn(onRdf4j)).isFalse();
		assertThat(nan.ranOn(onJena)).isTrue();
		// a record of unknown family (no role, no upstream project) may name any failure
		KnownBug anywhere = new KnownBug("x", "known x", null, null, List.of(recorded), Set.of(), List.of(), null);
		assertThat(anywhere.ranOn(onRdf4j)).isTrue();
	}

	/** The recorded failure as if run on these roles only: its sides and answers cut down to them. */
	private static FailureIdentity on(FailureIdentity f, Set<String> roles) {
		Set<Set<String>> sides = new java.util.HashSet<>();
		for (Set<String> side : f.sides()) {
			Set<String> kept = new java.util.TreeSet<>(side);
			kept.retainAll(roles);
			if (!kept.isEmpty()) {
				sides.add(kept);
			}
		}
		Map<String, Set<String>> versions = new java.util.TreeMap<>(f.versions());
		versions.keySet().retainAll(roles);
		Map<String, List<String>> answers = new java.util.TreeMap<>(f.answers());
		answers.keySet().retainAll(roles);
		return new FailureIdentity(f.oracle(), f.verdictClass(), f.exception(), f.shape(), sides, versions, answers);
	}
}
