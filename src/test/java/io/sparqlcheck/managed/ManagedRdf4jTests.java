package io.sparqlcheck.managed;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.engine.managed.ManagedServer;
import io.sparqlcheck.ledger.ExceptionClass;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * Managed RDF4J releases on the real jars: each release's MemoryStore behind the project's
 * servers/rdf4j/Rdf4jServer.java, compiled (with Rdf4jJson.java) against that release alone,
 * started on a free loopback port and stopped by its PID.
 */
class ManagedRdf4jTests {

	private static final Iri S = Iri.of("http://example.org/s0");
	private static final Iri P = Iri.of("http://example.org/p");
	private static final Iri Q = Iri.of("http://example.org/q");

	/** Terms, language tags, unbound values and counts come back as in-process RDF4J gives them. */
	@Example
	void aReleaseAnswersAsInProcessRdf4jAndStopsByItsPid() throws Exception {
		Dataset data = Dataset.of(new Triple(S, P, Literal.integer(7)), new Triple(S, P, Literal.langString("chat", "fr")),
			new Triple(Iri.of("http://example.org/s1"), P, Literal.string("a")), new Triple(S, Q, Iri.of("http://example.org/o")),
			new Triple(Iri.of("http://example.org/s1"), P, Literal.string("a")));
		String query = "SELECT * WHERE { ?s <" + P.value() + "> ?o OPTIONAL { ?s <" + Q.value() + "> ?w } }";
		long pid;
		try (Engine managed = EngineCatalog.embedded().withManaged(new io.sparqlcheck.engine.managed.ManagedEngines(
			io.sparqlcheck.engine.managed.ManagedEngines.DEFAULT_HOME, java.util.Map.of()).asServers()).open("rdf4j@5.2.1").orElseThrow();
			 Engine inProcess = new Rdf4jEngine("rdf4j", true, java.time.Duration.ofSeconds(10))) {
			pid = ((ManagedServer) managed).pid();
			assertThat(managed.family()).isEqualTo(EngineFamily.RDF4J);
			assertThat(managed.version()).startsWith("5.2.1");
			QueryOutcome got = managed.select(data, query), expected = inProcess.select(data, query);
			assertThat(got).isInstanceOf(QueryOutcome.Solutions.class);
			assertThat(((QueryOutcome.Solutions) got).bag()).isEqualTo(((QueryOutcome.Solutions) expected).bag());
			assertThat(((QueryOutcome.Solutions) got).rows()).hasSize(3);
		}
		assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("stopped by its PID").isFalse();
	}

	/** An old major release (3.x, whose API the server also compiles against) starts and answers. */
	@Example
	void anOldMajorReleaseRuns() throws Exception {
		try (Engine e = EngineCatalog.embedded().open("rdf4j@3.7.7").orElseThrow()) {
			QueryOutcome out = e.select(Dataset.of(new Triple(S, P, Literal.integer(7))), "SELECT ?o WHERE { ?s <" + P.value() + "> ?o }");
			assertThat(out).isInstanceOfSatisfying(QueryOutcome.Solutions.class, s -> assertThat(s.rows()).hasSize(1));
		}
	}

	/**
	 * RDF4J's || bug (the ledger's c-7fe580549c63, rdf4j#6050, recorded on in-process RDF4J 5.2.1)
	 * bisected over managed releases 4.3.15..5.2.1, the product read from the engine's name: it
	 * fails at both ends, and --record keeps that for the draft.
	 */
	@Example
	void bisectReplaysAnRdf4jLedgerEntryOnRdf4jReleases() throws Exception {
		java.nio.file.Path attributions = java.nio.file.Files.createTempDirectory("sparqlcheck-rdf4j").resolve("attributions.jsonl");
		CliRun run = bisectRecording("c-7fe580549c63", "4.3.15", "5.2.1", attributions);
		assertThat(run.rc()).as(run.text()).isZero();
		assertThat(run.text()).contains("replaced by rdf4j releases 4.3.15..5.2.1").containsPattern("4\\.3\\.15 +FAILS")
			.containsPattern("5\\.2\\.1 +FAILS").contains("no transition in this range");
		assertThat(io.sparqlcheck.ledger.Attributions.of(attributions, "c-7fe580549c63")).singleElement()
			.satisfies(a -> assertThat(a.verdict()).contains("on the oldest (4.3.15)"));
	}

	@Example
	void aReleaseThatDoesNotExistIsOneClearError() {
		CliRun run = CliRun.of("campaign", "--engines", "rdf4j@0.0.1", "--tries", "1", "--out", "target/managed-none-rdf4j");
		assertThat(run.rc()).as(run.text()).isEqualTo(2);
		assertThat(run.text()).contains("org.eclipse.rdf4j 0.0.1").doesNotContain("Exception");
		assertThat(run.text().strip().lines().filter(l -> l.contains("0.0.1")).count()).as(run.text()).isEqualTo(1);
	}

	/**
	 * rdf4j-noopt@V is the release with its optimizer pipeline empty: on the repro of
	 * rdf4j-leftjoin-condition-error-aborts (a type error in a FILTER of a nested OPTIONAL) it fails as
	 * the in-process rdf4j-noopt does, with the same exception, while the same release with its
	 * optimizers answers; so the flag reaches the store (were it ignored, the two would agree).
	 */
	@Example
	void aReleaseWithoutOptimizersAnswersAsInProcessRdf4jNoopt() throws Exception {
		Dataset data = Dataset.of(new Triple(S, P, Literal.integer(1)), new Triple(S, Q, Literal.integer(2)));
		String query = "SELECT * WHERE { ?s <" + P.value() + "> ?o . OPTIONAL { ?s <" + Q.value() + "> ?w . OPTIONAL { ?s <"
			+ Q.value() + "> ?w . FILTER((0 = \"a\")) } } }";
		try (Engine noopt = EngineCatalog.embedded().open("rdf4j-noopt@5.2.1").orElseThrow();
			 Engine optimised = EngineCatalog.embedded().open("rdf4j@5.2.1").orElseThrow();
			 Engine inProcess = Rdf4jEngine.withoutOptimizers()) {
			assertThat(noopt.family()).isEqualTo(EngineFamily.RDF4J);
			QueryOutcome expected = inProcess.select(data, query);
			assertThat(expected).isInstanceOf(QueryOutcome.Failure.class);
			assertThat(noopt.select(data, query)).isInstanceOfSatisfying(QueryOutcome.Failure.class, f ->
				assertThat(ExceptionClass.deepest(f.cause())).isEqualTo(ExceptionClass.deepest(((QueryOutcome.Failure) expected).cause())));
			assertThat(optimised.select(data, query)).isInstanceOfSatisfying(QueryOutcome.Solutions.class, s -> assertThat(s.rows()).hasSize(1));
		}
	}

	/** Before 3.0.0 RDF4J has no QueryOptimizerPipeline: one clear error naming the release, nothing installed or started. */
	@Example
	void aReleaseWithoutAPipelineCannotRunWithoutOptimizers() {
		CliRun run = CliRun.of("campaign", "--engines", "rdf4j-noopt@2.5.5", "--tries", "1", "--out", "target/managed-noopt-2");
		assertThat(run.rc()).as(run.text()).isEqualTo(2);
		assertThat(run.text()).contains("rdf4j-noopt@2.5.5").contains("QueryOptimizerPipeline").doesNotContain("Exception");
	}

	/**
	 * A finding of the in-process rdf4j-noopt (rdf4j-leftjoin-condition-error-aborts, c-d9d41e83dd67)
	 * is bisected on rdf4j-noopt releases, the product read from the engine's name.
	 */
	@Example
	void bisectReplaysAnRdf4jNooptFindingOnReleasesWithoutOptimizers() throws Exception {
		CliRun run = bisectRecording("c-d9d41e83dd67", "5.0.0", "5.2.1",
			java.nio.file.Files.createTempDirectory("sparqlcheck-noopt").resolve("attributions.jsonl"));
		assertThat(run.rc()).as(run.text()).isZero();
		assertThat(run.text()).contains("on rdf4j-noopt replaced by rdf4j-noopt releases 5.0.0..5.2.1")
			.containsPattern("5\\.0\\.0 +FAILS").containsPattern("5\\.2\\.1 +FAILS");
	}

	/** {@code bisect ID --from F --to T --record} into that attributions file. */
	private static CliRun bisectRecording(String id, String from, String to, java.nio.file.Path attributions) {
		return CliRun.of("bisect", id, "--from", from, "--to", to, "--record", "--attributions", attributions.toString());
	}
}
