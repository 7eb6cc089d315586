package io.sparqlcheck.cli;

import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.ledger.IssueReport;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.TestCandidates;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The ledger commands end to end, on a candidate of the known Jena disjunction bug. */
class LedgerCommandsTests {

	record Run(int status, String out) {
	}

	static synchronized Run run(String... argv) {
		PrintStream out = System.out, err = System.err;
		ByteArrayOutputStream buffer = new ByteArrayOutputStream();
		PrintStream capture = new PrintStream(buffer, true, StandardCharsets.UTF_8);
		System.setOut(capture);
		System.setErr(capture);
		try {
			int status = Main.run(argv);
			return new Run(status, buffer.toString(StandardCharsets.UTF_8));
		} finally {
			System.setOut(out);
			System.setErr(err);
		}
	}

	/**
	 * Writes a file from before ids named the engines: the Jena disjunction candidate, then the same
	 * case failing on jena-ref under the same id. Returns the first.
	 */
	private static Candidate twoFailuresUnderOneId(Path candidates) throws java.io.IOException {
		Candidate c = TestCandidates.jenaDisjunction(new JenaEngine());
		List<EngineRef> otherEngines = List.of(new EngineRef("jena-ref", c.engines().get(0).version()));
		Candidate onAnother = Candidate.of(c.oracle(), otherEngines, c.property(), c.replay(), c.shrunk(), c.original(), c.message());
		assertThat(onAnother.id()).as("the same case failing on another engine").isNotEqualTo(c.id());
		Candidate clash = new Candidate(Candidate.FORMAT, c.id(), c.classification(), c.oracle(), otherEngines, c.property(),
			c.replay(), c.shrunk(), c.original(), onAnother.signature(), c.message());
		Candidates.append(candidates, c);
		Candidates.append(candidates, clash);
		return c;
	}

	@Example
	void anIdNamesOneEngineSetAndPromoteRefusesAnIdThatNamesTwoFailures() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-cli");
		Path candidates = dir.resolve("candidates.jsonl");
		Candidate c = twoFailuresUnderOneId(candidates);
		Run promote = run("promote", c.id(), "--file", candidates.toString(), "--ledger", dir.resolve("l.jsonl").toString(),
			"--url", "https://github.com/apache/jena/issues/4160", "--status", "reported", "--summary", "dup rows");
		assertThat(promote.status()).as(promote.out()).isEqualTo(2);
		assertThat(promote.out()).contains("ambiguous").contains("jena-ref");
		assertThat(dir.resolve("l.jsonl")).doesNotExist();
	}

	@Example
	void recheckBisectAndExplainRefuseAnIdThatNamesTwoFailuresInOneLine() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-cli");
		Path candidates = dir.resolve("candidates.jsonl");
		Candidate c = twoFailuresUnderOneId(candidates); // the last record, on jena-ref, is what a silent lookup would take
		for (String command : List.of("recheck", "bisect", "explain")) {
			Run r = run(command, c.id(), "--file", candidates.toString(), "--ledger", dir.resolve("none.jsonl").toString());
			assertThat(r.status()).as(command + ": " + r.out()).isEqualTo(2);
			assertThat(r.out().strip().lines()).as(command).hasSize(1).first().asString()
				.contains(command + ": ").contains("ambiguous").contains(c.id()).contains("jena-ref").contains("jena 5.6.0")
				.doesNotContain("Exception");
		}
		// the same failure recorded twice under its id is one failure, not an ambiguity
		Path twice = dir.resolve("twice.jsonl");
		Candidates.append(twice, c);
		Candidates.append(twice, c);
		assertThat(Candidates.findUnambiguous(twice, c.id())).contains(c);
	}

	@Example
	void promoteThenCandidatesThenRecheckThenReport() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-cli");
		Path candidates = dir.resolve("candidates.jsonl");
		Path ledger = dir.resolve("ledger.jsonl");
		Candidate c = TestCandidates.jenaDisjunction(new JenaEngine());
		Candidates.append(candidates, c);
		String f = candidates.toString(), l = ledger.toString();

		Run list = run("candidates", "--file", f, "--ledger", l);
		assertThat(list.status()).as(list.out()).isEqualTo(1);
		assertThat(list.out()).contains("NEW").contains(c.id()).contains(c.signature().hash());

		Run noStatus = run("promote", c.id(), "--file", f, "--ledger", l, "--url", "https://github.com/apache/jena/issues/4160",
			"--summary", "dup rows");
		assertThat(noStatus.status()).isEqualTo(2);
		assertThat(noStatus.out()).contains("--status is required, there is no default");
		Run http = run("promote", c.id(), "--file", f, "--ledger", l, "--url", "http://github.com/apache/jena/issues/4160",
			"--status", "reported", "--summary", "dup rows");
		assertThat(http.status()).isEqualTo(2);
		assertThat(http.out()).contains("field 'url'").contains("is not an https URL").contains("nothing was written");
		Run badStatus = run("promote", c.id(), "--file", f, "--ledger", l, "--url", "https://github.com/apache/jena/issues/4160",
			"--status", "open", "--summary", "dup rows");
		assertThat(badStatus.status()).isEqualTo(2);
		assertThat(ledger).doesNotExist();

		Run promote = run("promote", c.id(), "--file", f, "--ledger", l, "--url", "https://github.com/apache/jena/issues/4160",
			"--status", "reported", "--summary", "TransformFilterDisjunction duplicates a solution when both disjuncts hold");
		assertThat(promote.status()).as(promote.out()).isZero();
		assertThat(Ledger.read(ledger)).hasSize(1);

		Run known = run("candidates", "--file", f, "--ledger", l);
		assertThat(known.status()).isZero();
		assertThat(known.out()).contains("known: " + c.id());

		Run recheck = run("recheck", c.id(), "--file", f, "--ledger", l, "--by", "both");
		assertThat(recheck.status()).as(recheck.out()).isEqualTo(1);
		assertThat(recheck.out()).contains("ledger entry " + c.id()).contains("by case: still fails the same way")
			.contains("by seed: skipped: no seed recorded");
		Run all = run("recheck", "--all", "--ledger", l, "--by", "case");
		assertThat(all.status()).isEqualTo(1);
		assertThat(all.out()).contains("1 ledger entry in");

		Run report = run("report", c.id(), "--file", f, "--out", "-");
		assertThat(report.status()).isZero();
		assertThat(report.out()).contains("# jena " + c.engines().get(0).version() + ": FILTER returns a solution more often")
			.contains("## Minimal data").contains("§18.5").contains("RDFParser.fromString(").contains("query `true` returns it 2 time(s), the pattern 1");
		Path written = dir.resolve("draft.md");
		assertThat(run("report", c.id(), "--file", f, "--out", written.toString()).status()).isZero();
		// the draft, and (on standard error) the one line saying what the known set calls the candidate
		String knownLine = "sparqlcheck report: " + c.id() + ": ";
		assertThat(report.out()).contains(knownLine);
		assertThat(Files.readString(written)).isEqualTo(report.out().lines().filter(line -> !line.startsWith(knownLine))
			.map(line -> line + "\n").collect(java.util.stream.Collectors.joining()));

		assertThat(run("recheck", "c-000000000000", "--file", f, "--ledger", l).status()).isEqualTo(2);
		assertThat(run("recheck", c.id(), "--file", f, "--ledger", l, "--by", "sideways").status()).isEqualTo(2);
	}

	@Example
	void aReportForAServerEngineReproducesWithCurl() {
		Candidate jena = TestCandidates.jenaDisjunction(new JenaEngine());
		Candidate server = new Candidate(Candidate.FORMAT, jena.id(), jena.classification(), jena.oracle(),
			List.of(new EngineRef("oxigraph", "0.4.9")), jena.property(), jena.replay(), jena.shrunk(), jena.original(),
			jena.signature(), jena.message());
		String md = IssueReport.markdown(server);
		assertThat(md).contains("curl -sS --fail \"$UPDATE\" --data-urlencode 'update=INSERT DATA {")
			.contains("--data-urlencode 'query=SELECT * WHERE");
	}

	@Example
	void generatorsCommandChecksThePinnedFiles() {
		Run r = run("generators");
		assertThat(r.status()).as(r.out()).isZero();
		assertThat(r.out()).contains("core-1: generators/core-1.json");
	}
}
