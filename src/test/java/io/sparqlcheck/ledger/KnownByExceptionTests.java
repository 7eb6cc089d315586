package io.sparqlcheck.ledger;

import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Engine failures known by their exception, on the project's own records: one upstream issue is one bug
 * whichever record met it, several bugs sharing one throw site are told apart by the optimizer step, and
 * two engines that crash each their own way are each asked for their own text.
 */
class KnownByExceptionTests {

	private static KnownBugs repository() throws Exception {
		return KnownBugs.read(Path.of(Ledger.DEFAULT_FILE), Path.of(TriagedFinding.DEFAULT_FILE), Path.of(Attributions.DEFAULT_FILE));
	}

	private static Candidate repro(String findingId) throws Exception {
		return Findings.read(Path.of(TriagedFinding.DEFAULT_FILE)).stream().filter(f -> f.id().equals(findingId))
			.findFirst().orElseThrow().repros().get(0);
	}

	@Example
	void aFindingThatTurnedOutToBeALedgerEntrysIssueIsThatBugNotASecondOne() throws Exception {
		// jena-hash-join-npe's upstream search found apache/jena#3516 (in the ledger as c-7151ed22b5a4): duplicateOf
		KnownBugs known = repository();
		Optional<CauseMatch> m = known.byException(repro("jena-hash-join-npe").shrunk().verdict());
		assertThat(m).hasValueSatisfying(c -> {
			assertThat(c.unique()).as(c.describe()).isTrue();
			assertThat(c.bugs().get(0).upstream()).isEqualTo("https://github.com/apache/jena/issues/3516");
		});
	}

	@Example
	void bugsThatThrowOneTextAreToldApartByTheStepTheFailureNeeds() throws Exception {
		KnownBugs known = repository();
		Candidate folding = repro("rdf4j-in-member-folding-crash");
		CauseMatch thrown = known.byException(folding.shrunk().verdict()).orElseThrow();
		assertThat(thrown.unique()).as("Node has no parent: " + thrown.describe()).isFalse();
		FailureIdentity f = KnownBugs.identity(folding).orElseThrow();
		assertThat(thrown.narrowedBy(() -> known.byCause(f, Set.of("RDF4J: ConstantOptimizer"))))
			.hasValueSatisfying(m -> assertThat(m.bugs().get(0).id()).isEqualTo("rdf4j-in-member-folding-crash"));
		// a step that names no bug of those that threw the text narrows nothing: the match stays ambiguous
		assertThat(thrown.narrowedBy(() -> known.byCause(f, Set.of("RDF4J: FilterOptimizer")))).isEmpty();
	}

	@Example
	void twoEnginesThatCrashEachTheirOwnWayAreEachAskedForTheirOwnText() throws Exception {
		// the held-out campaign at seed 30,000,000 (c-03864730beb7): Jena's hash-join NPE, RDF4J's (and rdf4j-noopt's)
		// IF-with-error NPE, in one differential; the record's failureCause is Jena's text alone
		Candidate both = Candidates.read(Path.of(KnownByExceptionTests.class.getResource("/ledger/two-engines-two-crashes.jsonl").toURI())).get(0);
		Set<String> threw = ThrownTexts.of(both.shrunk().verdict());
		assertThat(threw).hasSize(3).anySatisfy(t -> assertThat(t).startsWith("JENA threw: java.lang.NullPointerException").contains("MultiHashProbeTable"))
			.anySatisfy(t -> assertThat(t).startsWith("RDF4J threw: java.lang.NullPointerException").contains("Value.isLiteral()"))
			.anySatisfy(t -> assertThat(t).startsWith("RDF4J-noopt threw: java.lang.NullPointerException").contains("Value.isLiteral()"));
		CauseMatch m = repository().byException(both.shrunk().verdict()).orElseThrow();
		assertThat(m.describe()).startsWith(CauseMatch.BY_ROLE).contains("c-7151ed22b5a4").contains("rdf4j-if-error-no-value");
		List<String> ids = m.parts().stream().flatMap(p -> p.bugs().stream()).map(KnownBug::id).distinct().toList();
		assertThat(ids).doesNotContain("jena-hash-join-npe");
	}
}
