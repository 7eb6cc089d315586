package io.sparqlcheck.cli;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.ledger.Attribution;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.TestCandidates;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static io.sparqlcheck.cli.LedgerCommandsTests.run;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * What bisect and explain find is kept against the candidate's id (attributions.jsonl) and shows in
 * its issue draft; report, bisect and explain also find a triaged finding's repro by the finding's id.
 */
class AttributionCommandsTests {

	/** explain --record on the known Jena disjunction bug (real in-process Jena): the draft names the step. */
	@Example
	void explainRecordsTheStepAndTheDraftShowsIt() throws Exception {
		Recorded r = Recorded.jenaDisjunction();
		Path dir = r.dir(), file = r.file(), attributions = r.attributions();
		Candidate c = r.candidate();
		String[] where = {"--file", file.toString(), "--ledger", dir.resolve("none.jsonl").toString(), "--findings",
			dir.resolve("none-findings.jsonl").toString(), "--attributions", attributions.toString()};

		LedgerCommandsTests.Run before = run(concat(new String[] {"report", c.id(), "--out", "-"}, where));
		assertThat(before.status()).as(before.out()).isZero();
		assertThat(before.out()).doesNotContain("## Optimizer step").doesNotContain("## Releases affected");

		LedgerCommandsTests.Run explain = run(concat(new String[] {"explain", c.id(), "--record"}, where));
		assertThat(explain.status()).as(explain.out()).isZero();
		assertThat(explain.out()).contains("depends on: jena: optFilterDisjunction").contains("recorded for " + c.id());
		Attributions.put(attributions, new Attribution(c.id(), Attribution.Kind.RELEASES, "TLP on jena replaced by jena releases",
			"an older verdict", List.of()));
		Attributions.put(attributions, new Attribution(c.id(), Attribution.Kind.RELEASES, "TLP on jena replaced by jena releases 4.10.0..5.6.0 (2)",
			"fails on the oldest (4.10.0) and the newest (5.6.0)", List.of("4.10.0     FAILS", "5.6.0      FAILS")));
		assertThat(Attributions.read(attributions)).hasSize(2);

		LedgerCommandsTests.Run after = run(concat(new String[] {"report", c.id(), "--out", "-"}, where));
		assertThat(after.status()).as(after.out()).isZero();
		String draft = after.out();
		assertThat(draft).contains("## Releases affected\n\n**fails on the oldest (4.10.0) and the newest (5.6.0)**")
			.doesNotContain("an older verdict").contains("## Optimizer step\n\n**depends on: jena: optFilterDisjunction**");
		assertThat(draft.indexOf("## Releases affected")).isLessThan(draft.indexOf("## Optimizer step"));
		assertThat(draft.indexOf("## Optimizer step")).isLessThan(draft.indexOf("## Reproduce without sparqlcheck"));
	}

	/**
	 * A new finding's draft is report's: the releases recorded for its candidate (bisect, or by hand) are in
	 * it, so a finding recorded after its releases were found does not lose them; without them, none.
	 */
	@Example
	void aNewFindingsDraftShowsTheReleasesRecordedForItsCandidate() throws Exception {
		Recorded r = Recorded.jenaDisjunction();
		Path dir = r.dir(), file = r.file(), attributions = r.attributions();
		Candidate c = r.candidate();
		Path search = Path.of("examples", "upstream-search.json");
		String[] finding = {"finding", c.id(), "--engine", "jena", "--summary", "one line", "--upstream-search", search.toString(),
			"--file", file.toString(), "--attributions", attributions.toString(), "--findings"};

		LedgerCommandsTests.Run bare = run(concat(finding, new String[] {dir.resolve("bare.jsonl").toString(), "--id", "bare"}));
		assertThat(bare.status()).as(bare.out()).isZero();
		assertThat(io.sparqlcheck.ledger.Findings.find(dir.resolve("bare.jsonl"), "bare").orElseThrow().draft())
			.doesNotContain("## Releases affected").contains("## Searched upstream first");

		Attributions.put(attributions, new Attribution(c.id(), Attribution.Kind.RELEASES, "TLP on jena replaced by jena releases 4.10.0..5.6.0 (2)",
			"fails on the oldest (4.10.0) and the newest (5.6.0)", List.of("4.10.0     FAILS", "5.6.0      FAILS"), "jena", "4.10.0", "5.6.0", null));
		LedgerCommandsTests.Run with = run(concat(finding, new String[] {dir.resolve("with.jsonl").toString(), "--id", "with"}));
		assertThat(with.status()).as(with.out()).isZero();
		assertThat(io.sparqlcheck.ledger.Findings.find(dir.resolve("with.jsonl"), "with").orElseThrow().draft())
			.contains("## Releases affected\n\n**fails on the oldest (4.10.0) and the newest (5.6.0)**").contains("## Searched upstream first");
	}

	/**
	 * A differential repro (jena against jena-ref, the finding jena-filter-into-values-undef of the
	 * repository's findings file): with one step off, Jena runs under its recorded name, so the
	 * recorded failure is recognised and only the step whose absence makes it pass is named.
	 */
	@Example
	void explainOnADifferentialNamesOnlyTheStepWhoseAbsenceMakesItPass() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-attr");
		LedgerCommandsTests.Run r = run("explain", "jena-filter-into-values-undef", "--file", dir.resolve("none.jsonl").toString());
		assertThat(r.status()).as(r.out()).isZero();
		assertThat(r.out()).contains("depends on: jena: optFilterPlacement\n").doesNotContain("(not the recorded failure)");
	}

	/** The repository's findings file: a finding's id names its first repro for report. */
	@Example
	void reportFindsATriagedFindingsRepro() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-attr");
		LedgerCommandsTests.Run r = run("report", "rdf4j-if-error-no-value", "--file", dir.resolve("none.jsonl").toString(),
			"--attributions", dir.resolve("none-attr.jsonl").toString(), "--out", "-");
		assertThat(r.status()).as(r.out()).isZero();
		assertThat(r.out()).startsWith("# rdf4j").contains("## Minimal data");
		LedgerCommandsTests.Run none = run("report", "no-such-finding", "--file", dir.resolve("none.jsonl").toString(), "--out", "-");
		assertThat(none.status()).isEqualTo(2);
		assertThat(none.out()).contains("no-such-finding").doesNotContain("Exception");
	}

	/** The known Jena disjunction bug's candidate (real in-process Jena) in a candidates file of a fresh folder. */
	private record Recorded(Path dir, Candidate candidate, Path file, Path attributions) {
		static Recorded jenaDisjunction() throws java.io.IOException {
			Path dir = Files.createTempDirectory("sparqlcheck-attr");
			Recorded r = new Recorded(dir, TestCandidates.jenaDisjunction(new JenaEngine()), dir.resolve("candidates.jsonl"),
				dir.resolve("attributions.jsonl"));
			Candidates.append(r.file(), r.candidate());
			return r;
		}
	}

	private static String[] concat(String[] a, String[] b) {
		String[] out = java.util.Arrays.copyOf(a, a.length + b.length);
		System.arraycopy(b, 0, out, a.length, b.length);
		return out;
	}
}
