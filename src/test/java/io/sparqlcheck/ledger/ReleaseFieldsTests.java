package io.sparqlcheck.ledger;

import net.jqwik.api.Example;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A releases attribution's range is read from its fields (engine, affectedFrom, affectedTo,
 * fixedIn), which {@code bisect} records from its probes; its prose is for people. A record from
 * before the fields is still read from its prose, and the repository's attributions.jsonl has been
 * migrated: each of its releases records carries the fields its prose said.
 */
class ReleaseFieldsTests {

	private static Attribution legacy(Attribution a) {
		return new Attribution(a.id(), a.kind(), a.subject(), a.verdict(), a.detail());
	}

	@Example
	void theRepositoryRecordsAreMigratedToWhatTheirProseSaid() throws Exception {
		List<Attribution> releases = Attributions.read(Path.of(Attributions.DEFAULT_FILE)).stream()
			.filter(a -> a.kind() == Attribution.Kind.RELEASES).toList();
		assertThat(releases).isNotEmpty();
		for (Attribution a : releases) {
			assertThat(a.structured()).as(a.id()).isTrue();
			assertThat(ReleaseRange.migrate(legacy(a))).as(a.id()).isEqualTo(a);
			assertThat(ReleaseRange.of(a)).as(a.id()).isEqualTo(ReleaseRange.of(legacy(a)));
		}
	}

	@Example
	void theFieldsDecideAndTheProseIsNeverParsedOnceTheyAreThere() {
		String subject = "TLP on rdf4j replaced by rdf4j releases 4.0.0..5.2.1 (44)";
		String prose = "fails the recorded way on the oldest (4.0.0) and the newest (5.2.1) release that ran: no transition in this range";
		Attribution old = new Attribution("c-1", Attribution.Kind.RELEASES, subject, prose, List.of());
		assertThat(ReleaseRange.of(old)).contains(new ReleaseRange("4.0.0", "5.2.1"));
		assertThat(ReleaseRange.engineOf(old)).contains("rdf4j");
		Attribution fields = new Attribution("c-1", Attribution.Kind.RELEASES, subject, prose, List.of(), "rdf4j-noopt", "4.3.0", "4.3.9", "4.3.10");
		assertThat(ReleaseRange.of(fields)).contains(new ReleaseRange("4.3.0", "4.3.9"));
		assertThat(ReleaseRange.engineOf(fields)).contains("rdf4j-noopt");
		// a record whose prose is reworded (or translated) keeps its meaning
		Attribution reworded = new Attribution("c-1", Attribution.Kind.RELEASES, "anything", "anything", List.of(), "rdf4j", "4.0.0", "5.2.1", null);
		assertThat(ReleaseRange.of(reworded)).contains(new ReleaseRange("4.0.0", "5.2.1"));
		// none failed: no range, and the prose is not consulted
		Attribution none = new Attribution("c-1", Attribution.Kind.RELEASES, subject, prose, List.of(), "rdf4j", null, null, null);
		assertThat(ReleaseRange.of(none)).isEmpty();
	}

	@Example
	void bisectRecordsTheFailingRangeAndTheFixFromItsProbes() {
		List<String> releases = List.of("1.0", "1.1", "1.2", "2.0", "2.1");
		Bisection.Result fix = Bisection.run(releases, r -> new Bisection.Probe(r,
			ReleaseRange.compare(r, "1.2") <= 0 ? Bisection.Answer.FAILS : Bisection.Answer.PASSES, ""));
		assertThat(fix.affected()).contains(new ReleaseRange("1.0", "1.2"));
		assertThat(fix.fixedIn()).contains("2.0");
		Bisection.Result regression = Bisection.run(releases, r -> new Bisection.Probe(r,
			ReleaseRange.compare(r, "1.1") >= 0 ? Bisection.Answer.FAILS : Bisection.Answer.PASSES, ""));
		assertThat(regression.affected()).contains(new ReleaseRange("1.1", "2.1"));
		assertThat(regression.fixedIn()).isEmpty();
		Bisection.Result never = Bisection.run(releases, r -> new Bisection.Probe(r, Bisection.Answer.PASSES, ""));
		assertThat(never.affected()).isEmpty();
	}
}
