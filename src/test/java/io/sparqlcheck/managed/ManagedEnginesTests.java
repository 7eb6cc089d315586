package io.sparqlcheck.managed;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.managed.ManagedServer;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.TestCandidates;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Managed engines on the real releases, fetched from Maven Central or npm into the managed engines'
 * folder (once per machine): Jena 4.10.0's Fuseki jar as a server (the HTTP path, asked for with
 * {@code ManagedEngines.asServers()}) on a free loopback port and stopped by its PID, Jena 5.0.0 and
 * 5.6.0 side by side (in-process, see IsolatedEnginesTests), Oxigraph and Comunica behind the
 * project's servers.
 */
class ManagedEnginesTests {

	private static final Iri S = Iri.of("http://example.org/s0");
	private static final Iri P = Iri.of("http://example.org/p");

	@Example
	void aReleaseStartsAnswersAndStopsByItsPid() throws Exception {
		long pid;
		try (Engine e = EngineCatalog.embedded().withManaged(new io.sparqlcheck.engine.managed.ManagedEngines(
			io.sparqlcheck.engine.managed.ManagedEngines.DEFAULT_HOME, java.util.Map.of()).asServers()).open("jena@4.10.0").orElseThrow()) {
			assertThat(e).isInstanceOf(ManagedServer.class);
			pid = ((ManagedServer) e).pid();
			assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).contains(true);
			assertThat(e.version()).startsWith("4.10.0");
			assertThat(e.family()).isEqualTo(EngineFamily.JENA);
			QueryOutcome out = e.select(Dataset.of(new Triple(S, P, Literal.integer(7))), "SELECT ?o WHERE { ?s <" + P.value() + "> ?o }");
			assertThat(out).isInstanceOfSatisfying(QueryOutcome.Solutions.class, s -> {
				assertThat(s.rows()).singleElement().satisfies(r -> assertThat(r.get("o")).isEqualTo(Literal.integer(7)));
			});
		}
		assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("stopped by its PID").isFalse();
	}

	/** A non-JVM engine by release: the oxigraph npm package of that version behind the project's server. */
	@Example
	void anOxigraphReleaseRunsBehindTheProjectsServer() throws Exception {
		long pid;
		try (Engine e = EngineCatalog.embedded().open("oxigraph@0.4.11").orElseThrow()) {
			pid = ((ManagedServer) e).pid();
			assertThat(e.family()).isEqualTo(EngineFamily.OXIGRAPH);
			assertThat(e.version()).startsWith("0.4.11");
			QueryOutcome out = e.select(Dataset.of(new Triple(S, P, Literal.integer(7))), "SELECT ?o WHERE { ?s <" + P.value() + "> ?o }");
			assertThat(out).isInstanceOfSatisfying(QueryOutcome.Solutions.class, s -> assertThat(s.rows()).hasSize(1));
		}
		assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("stopped by its PID").isFalse();
	}

	/**
	 * Comunica, an independent JavaScript engine, by release behind the project's server: terms,
	 * language tags, unbound values and multiset counts survive the protocol, and a short campaign of
	 * TLP, NoREC and the differential against in-process Jena runs with no engine failure.
	 */
	@Example
	void comunicaRunsAndItsAnswersSurviveTheProtocol() throws Exception {
		Iri q = Iri.of("http://example.org/q");
		Dataset data = Dataset.of(new Triple(S, P, Literal.integer(7)), new Triple(S, P, Literal.langString("chat", "fr")),
			new Triple(Iri.of("http://example.org/s1"), P, Literal.string("a")), new Triple(S, q, Iri.of("http://example.org/o")));
		try (Engine e = EngineCatalog.embedded().open("comunica@4.5.0").orElseThrow(); Engine jena = new JenaEngine()) {
			assertThat(e.family()).isEqualTo(EngineFamily.COMUNICA);
			String query = "SELECT * WHERE { ?s <" + P.value() + "> ?o OPTIONAL { ?s <" + q.value() + "> ?w } }";
			QueryOutcome got = e.select(data, query), expected = jena.select(data, query);
			assertThat(got).isInstanceOf(QueryOutcome.Solutions.class);
			assertThat(((QueryOutcome.Solutions) got).bag()).isEqualTo(((QueryOutcome.Solutions) expected).bag());
		}
		String text = CliRun.of("campaign", "--grammar", "core-1", "--engines", "jena,comunica@4.5.0", "--oracles", "tlp,norec,differential", "--tries", "20",
			"--seed", "0", "--quiet", "--max-shrinks", "0", "--out", "target/managed-comunica").text();
		assertThat(text).as(text).containsPattern("TLP +comunica@4\\.5\\.0 4\\.5\\.0 \\(managed\\) +\\d+ +\\d+ +\\d+ +0 ");
	}

	@Example
	void aReleaseThatDoesNotExistIsOneClearError() {
		CliRun run = CliRun.of("campaign", "--grammar", "core-1", "--engines", "jena@0.0.1", "--tries", "1", "--out", "target/managed-none");
		assertThat(run.rc()).as(run.text()).isEqualTo(2);
		assertThat(run.text()).contains("cannot install org.apache.jena 0.0.1").doesNotContain("Exception");
	}

	/**
	 * Two releases of Jena side by side in one campaign, the differential between them: the pair
	 * issue 14 names, {@code jena@5.0.0,jena@5.6.0}, each installed on first use (on a fresh machine,
	 * by this test: Maven fetches each release's Fuseki jar into .sparqlcheck/engines), 10 cases.
	 */
	@Example
	void twoReleasesRunSideBySideInOneCampaign() {
		CliRun run = CliRun.of("campaign", "--grammar", "core-1", "--engines", "jena@5.0.0,jena@5.6.0", "--oracles", "differential", "--tries", "10",
			"--seed", "0", "--quiet", "--out", "target/managed-campaign");
		assertThat(run.text()).contains("jena@5.0.0 5.0.0 (managed) | jena@5.6.0 5.6.0 (managed)").contains("10 cases, 10 checks");
		assertThat(run.rc()).as(run.text()).isZero();
	}

	/**
	 * A real change between two releases, found by a differential campaign of oxigraph@0.4.0 against
	 * oxigraph@0.5.11 on core-2 (97 of 400 seeds differ) and triaged by hand on the npm packages: in
	 * 0.4.0 the {@code default_graph} option of {@code Store.query} is ignored, so a query scoped to
	 * the run's graph sees nothing; 0.4.1 honours it. The differential candidate (oxigraph@0.4.0
	 * against in-process Jena) bisected over 0.4.0 to 0.4.3 names the fix: 0.4.0 fails, 0.4.1 does not.
	 */
	@Example
	void bisectionNamesTheReleaseThatChangedAnAnswer() throws Exception {
		io.sparqlcheck.model.SparqlCase c = new io.sparqlcheck.model.SparqlCase(Dataset.of(new Triple(S, P, Literal.integer(0))),
			io.sparqlcheck.model.GroupPattern.optionalPattern(P, Iri.of("http://example.org/q")),
			io.sparqlcheck.model.Expr.FunctionCall.of("isLiteral", io.sparqlcheck.model.Var.of("o")));
		Candidate candidate;
		try (Engine old = EngineCatalog.embedded().open("oxigraph@0.4.0").orElseThrow(); Engine jena = new JenaEngine()) {
			io.sparqlcheck.oracle.Verdict v = io.sparqlcheck.oracle.Differential.across(old, jena).check(c);
			assertThat(v).isInstanceOf(io.sparqlcheck.oracle.Verdict.Violation.class);
			candidate = TestCandidates.ofVerdict(v);
		}
		Path dir = Files.createTempDirectory("sparqlcheck-bisect");
		Candidates.append(dir.resolve("candidates.jsonl"), candidate);
		CliRun run = CliRun.of("bisect", candidate.id(), "--engine", "oxigraph@0.4.0", "--product", "oxigraph",
			"--from", "0.4.0", "--to", "0.4.3", "--file", dir.resolve("candidates.jsonl").toString(),
			"--ledger", dir.resolve("none.jsonl").toString());
		assertThat(run.rc()).as(run.text()).isZero();
		assertThat(run.text()).containsPattern("0\\.4\\.0 +FAILS").containsPattern("0\\.4\\.1 +PASSES")
			.contains("fixed: the last release with the failure is 0.4.0, the first that passes 0.4.1");
	}

	/**
	 * Jena's filter-disjunction bug (apache/jena#4160), recorded on in-process Jena, bisected over
	 * the releases 4.10.0 to 5.6.0: it fails on both ends (found by hand on 3.17.0 and 4.3.0 too), so
	 * the search says there is no transition in the range, after two replays.
	 */
	@Example
	void bisectingALongStandingBugSaysItFailsAtBothEnds() throws Exception {
		Path dir = Files.createTempDirectory("sparqlcheck-bisect");
		Candidate c = TestCandidates.jenaDisjunction(new JenaEngine());
		Candidates.append(dir.resolve("candidates.jsonl"), c);
		CliRun run = CliRun.of("bisect", c.id(), "--from", "4.10.0", "--to", "5.6.0", "--file", dir.resolve("candidates.jsonl").toString(),
			"--ledger", dir.resolve("none.jsonl").toString());
		assertThat(run.rc()).as(run.text()).isZero();
		assertThat(run.text()).containsPattern("4\\.10\\.0 +FAILS").containsPattern("5\\.6\\.0 +FAILS").contains("no transition in this range");
	}
}
