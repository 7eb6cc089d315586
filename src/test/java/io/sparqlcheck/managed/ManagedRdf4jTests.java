package io.sparqlcheck.managed;

import io.sparqlcheck.cli.CliContext;
import io.sparqlcheck.cli.Main;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.engine.managed.ManagedServer;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Managed RDF4J releases on the real jars: each release's MemoryStore behind the project's
 * servers/rdf4j/Rdf4jServer.java, compiled by the source launcher against that release alone,
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
		try (Engine managed = EngineCatalog.embedded().open("rdf4j@5.2.1").orElseThrow();
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
		ByteArrayOutputStream buffer = new ByteArrayOutputStream();
		PrintStream print = new PrintStream(buffer, true, StandardCharsets.UTF_8);
		int rc = Main.run(new String[] {"bisect", "c-7fe580549c63", "--from", "4.3.15", "--to", "5.2.1", "--record",
			"--attributions", attributions.toString()}, new CliContext(EngineCatalog.embedded(), Map.of(), print, print));
		String text = buffer.toString(StandardCharsets.UTF_8);
		assertThat(rc).as(text).isZero();
		assertThat(text).contains("replaced by rdf4j releases 4.3.15..5.2.1").containsPattern("4\\.3\\.15 +FAILS")
			.containsPattern("5\\.2\\.1 +FAILS").contains("no transition in this range");
		assertThat(io.sparqlcheck.ledger.Attributions.of(attributions, "c-7fe580549c63")).singleElement()
			.satisfies(a -> assertThat(a.verdict()).contains("fails on the oldest (4.3.15)"));
	}

	@Example
	void aReleaseThatDoesNotExistIsOneClearError() {
		ByteArrayOutputStream buffer = new ByteArrayOutputStream();
		PrintStream print = new PrintStream(buffer, true, StandardCharsets.UTF_8);
		int rc = Main.run(new String[] {"campaign", "--engines", "rdf4j@0.0.1", "--tries", "1", "--out", "target/managed-none-rdf4j"},
			new CliContext(EngineCatalog.embedded(), Map.of(), print, print));
		String text = buffer.toString(StandardCharsets.UTF_8);
		assertThat(rc).as(text).isEqualTo(2);
		assertThat(text).contains("org.eclipse.rdf4j 0.0.1").doesNotContain("Exception");
		assertThat(text.strip().lines().filter(l -> l.contains("0.0.1")).count()).as(text).isEqualTo(1);
	}
}
