package io.sparqlcheck.managed;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.managed.ManagedEngines;
import io.sparqlcheck.engine.managed.ManagedServer;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Virtuoso by release ({@code virtuoso@V}): the machine's installed package (7.2.5.1 on bookworm) and
 * 7.2.12, which Debian trixie and sid have and the tool fetches with a private apt configuration and
 * runs through trixie's own C library. Each answers a plain query as in-process Jena does, and each
 * returns xsd:boolean {@code true} as the integer 1 (the README's Virtuoso row, V1), which Jena does not.
 */
class ManagedVirtuosoTests {

	private static final Iri S = Iri.of("http://example.org/s0");
	private static final Iri P = Iri.of("http://example.org/p");

	@Example
	void eachDebianReleaseRunsAndReturnsBooleansAsIntegers() throws Exception {
		Dataset data = Dataset.of(new Triple(S, P, Literal.integer(7)), new Triple(S, P, Literal.string("a")));
		String plain = "SELECT * WHERE { ?s <" + P.value() + "> ?o }";
		String bool = "SELECT (true AS ?t) WHERE { }";
		for (String version : List.of("7.2.5.1", "7.2.12")) {
			long pid;
			try (Engine v = ManagedOrSkip.open("virtuoso@" + version); Engine jena = new JenaEngine()) {
				assertThat(v).isInstanceOf(ManagedServer.class);
				pid = ((ManagedServer) v).pid();
				assertThat(v.family()).isEqualTo(EngineFamily.VIRTUOSO);
				assertThat(bag(v.select(data, plain))).isEqualTo(bag(jena.select(data, plain)));
				assertThat(value(v.select(data, bool))).as("virtuoso@" + version).isEqualTo(Literal.integer(1));
				assertThat(value(jena.select(data, bool))).isEqualTo(Literal.typed("true", "http://www.w3.org/2001/XMLSchema#boolean"));
			}
			assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("stopped by its PID").isFalse();
		}
	}

	@Example
	void aReleaseDebianDoesNotHaveIsOneClearError() {
		CliRun run = CliRun.of("campaign", "--grammar", "core-1", "--engines", "virtuoso@9.9.9", "--tries", "1", "--out", "target/managed-virtuoso-none");
		assertThat(run.rc()).as(run.text()).isEqualTo(2);
		assertThat(run.text()).contains("no Debian package of Virtuoso 9.9.9").contains("7.2.5.1").doesNotContain("Exception");
	}

	/** The releases bisect searches: the installed package's and the suites' upstream versions, oldest first. */
	@Example
	void theReleasesAreDebiansUpstreamVersions() {
		ManagedEngines managed = new ManagedEngines(ManagedEngines.DEFAULT_HOME, Map.of());
		assertThat(managed.releases("virtuoso")).containsSubsequence("7.2.5.1", "7.2.12");
		assertThat(ManagedEngines.productOf("virtuoso")).isEqualTo("virtuoso");
	}

	private static Object bag(QueryOutcome outcome) {
		assertThat(outcome).isInstanceOf(QueryOutcome.Solutions.class);
		return ((QueryOutcome.Solutions) outcome).bag();
	}

	private static Term value(QueryOutcome outcome) {
		assertThat(outcome).isInstanceOf(QueryOutcome.Solutions.class);
		return ((QueryOutcome.Solutions) outcome).rows().get(0).get("t");
	}
}
