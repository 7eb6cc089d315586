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
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Blazegraph by release ({@code blazegraph@V}): the fat jar of each release Central has, fetched on
 * first use, started on a free loopback port and stopped by its PID. The two releases Central has
 * answer a plain query as in-process Jena does, and both keep the row of the README's Blazegraph
 * finding (a comparison of an unbound variable is not an error under {@code !}), which Jena drops.
 * They differ on finding blazegraph-not-in-both-branches, the regression bisect found at 2.1.5:
 * {@code FILTER(?o NOT IN (?o, 0))} over {@code 0} keeps the row on 2.1.5 only.
 */
class ManagedBlazegraphTests {

	private static final Iri S = Iri.of("http://example.org/s0");
	private static final Iri P = Iri.of("http://example.org/p");
	private static final String NOT_UNBOUND_COMPARISON = "SELECT * WHERE { ?s <http://example.org/p> ?o "
		+ "OPTIONAL { ?s <http://example.org/q> ?w } FILTER(!((?w != ?w))) }";

	@Example
	void eachReleaseOnCentralRunsAndKeepsTheRowOfTheFinding() throws Exception {
		Dataset data = Dataset.of(new Triple(S, P, Literal.integer(7)), new Triple(S, P, Literal.string("a")));
		String plain = "SELECT * WHERE { ?s <" + P.value() + "> ?o }";
		String notIn = "SELECT * WHERE { ?s <" + P.value() + "> ?o FILTER(?o NOT IN (?o, 0)) }";
		Map<String, Integer> notInRows = Map.of("2.1.4", 0, "2.1.5", 1);
		for (String version : new String[] {"2.1.4", "2.1.5"}) {
			long pid;
			try (Engine bg = EngineCatalog.embedded().open("blazegraph@" + version).orElseThrow(); Engine jena = new JenaEngine()) {
				assertThat(bg).isInstanceOf(ManagedServer.class);
				pid = ((ManagedServer) bg).pid();
				assertThat(bg.family()).isEqualTo(EngineFamily.BLAZEGRAPH);
				assertThat(bg.version()).startsWith(version);
				assertThat(bag(bg.select(data, plain))).isEqualTo(bag(jena.select(data, plain)));
				Dataset one = Dataset.of(new Triple(S, P, Literal.integer(0)));
				assertThat(((QueryOutcome.Solutions) bg.select(one, NOT_UNBOUND_COMPARISON)).rows()).as("blazegraph@" + version).hasSize(1);
				assertThat(((QueryOutcome.Solutions) jena.select(one, NOT_UNBOUND_COMPARISON)).rows()).isEmpty();
				assertThat(((QueryOutcome.Solutions) bg.select(one, notIn)).rows()).as("NOT IN on blazegraph@" + version).hasSize(notInRows.get(version));
				assertThat(((QueryOutcome.Solutions) jena.select(one, notIn)).rows()).isEmpty();
			}
			assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)).as("stopped by its PID").isFalse();
		}
	}

	/** The releases bisect searches are the ones Central lists for the runnable jar, oldest first. */
	@Example
	void theReleasesAreCentralsRunnableJars() {
		ManagedEngines managed = new ManagedEngines(ManagedEngines.DEFAULT_HOME, Map.of());
		assertThat(managed.releases("blazegraph")).containsSubsequence("2.1.4", "2.1.5");
		assertThat(ManagedEngines.productOf("blazegraph")).isEqualTo("blazegraph");
		assertThat(ManagedEngines.oldestRunnable("blazegraph")).isEqualTo("2.1.4");
	}

	private static Object bag(QueryOutcome outcome) {
		assertThat(outcome).isInstanceOf(QueryOutcome.Solutions.class);
		return ((QueryOutcome.Solutions) outcome).bag();
	}
}
