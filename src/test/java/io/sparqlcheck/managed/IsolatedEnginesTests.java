package io.sparqlcheck.managed;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.engine.managed.IsolatedEngine;
import io.sparqlcheck.engine.managed.ManagedEngines;
import io.sparqlcheck.engine.managed.ManagedServer;
import io.sparqlcheck.engine.managed.Release;
import io.sparqlcheck.ledger.ExceptionClass;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.result.QueryOutcome;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.ref.WeakReference;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Managed Jena and RDF4J releases in-process ({@link IsolatedEngine}), on the real releases from
 * Maven Central: the same outcomes as the same release behind its HTTP server, query by query over
 * generated cases; a known finding of an old release reproduces, and a later regression of the
 * project's own Jena does not (its classes do not leak in); nothing of a release outlives its
 * engine; a release that cannot load in this JVM runs as its server, saying why once.
 */
class IsolatedEnginesTests {

	private static ManagedEngines managed() {
		return new ManagedEngines(ManagedEngines.DEFAULT_HOME, Map.of());
	}

	@Example
	void rdf4j436AnswersAsItsServerOnCore1AndCore3Cases() {
		assertSameAsServer("rdf4j@4.3.6", 100);
	}

	@Example
	void jena500AnswersAsItsServerOnCore1AndCore3Cases() {
		assertSameAsServer("jena@5.0.0", 100);
	}

	@Example
	void rdf4jNoopt436AnswersAsItsServer() {
		assertSameAsServer("rdf4j-noopt@4.3.6", 30);
	}

	/**
	 * Every TLP and NoREC query of {@code perGrammar} core-1 and as many core-3 cases, on the release
	 * in-process and behind its server: the same outcome each time (the same variables and bag of
	 * rows; or a failure of the same kind with the same exception), or else the outcome of a server
	 * started for that query alone ({@link #freshServer}). A mismatch is listed, not hidden.
	 */
	private static void assertSameAsServer(String spec, int perGrammar) {
		Release release = Release.parse(spec).orElseThrow();
		List<String> mismatches = new ArrayList<>(), stateful = new ArrayList<>();
		int queries = 0, failures = 0;
		try (Engine isolated = managed().start(release); Engine server = managed().asServers().start(release)) {
			assertThat(isolated).isInstanceOf(IsolatedEngine.class);
			assertThat(server).isInstanceOf(ManagedServer.class);
			assertThat(isolated.name()).isEqualTo(server.name());
			assertThat(isolated.version()).isEqualTo(server.version());
			assertThat(isolated.family()).isEqualTo(server.family());
			for (String grammar : List.of("core-1", "core-3")) {
				CaseArbitrary arbitrary = SparqlArbitraries.cases(grammar);
				List<SparqlCase> cases = SparqlArbitraries.inGenerationContext(
					() -> LongStream.range(0, perGrammar).mapToObj(arbitrary::caseForSeed).toList());
				for (SparqlCase c : cases) {
					List<String> texts = new ArrayList<>(Tlp.queries(c.pattern(), c.predicate()));
					texts.addAll(Norec.queries(c));
					for (String q : texts) {
						QueryOutcome a = isolated.select(c.data(), q), b = server.select(c.data(), q);
						queries++;
						failures += a instanceof QueryOutcome.Failure ? 1 : 0;
						String why = difference(a, b);
						if (why != null && difference(a, freshServer(release, c, q)) != null) {
							mismatches.add(grammar + " " + q + ": " + why);
						} else if (why != null) {
							stateful.add(grammar + " " + q + ": " + why);
						}
					}
				}
			}
		}
		assertThat(mismatches).as(spec + ": " + queries + " queries, " + failures + " failures in-process").isEmpty();
		assertThat(stateful.size()).as("answers of the long-running server that a fresh one does not give: " + stateful).isLessThan(queries / 100);
		assertThat(queries).isGreaterThan(perGrammar * 2 * 5);
	}

	/**
	 * The query on a server started for it alone. The long-running server's store holds the last
	 * datasets the run loaded (each in its graph), and their statistics steer RDF4J's join order: on
	 * core-3 seed 86 it reached rdf4j-if-error-no-value's NullPointerException where a fresh server and
	 * the in-process release (a new store per dataset) answer 0 rows. Such a difference is the
	 * server's state, not the in-process engine's.
	 */
	private static QueryOutcome freshServer(Release release, SparqlCase c, String query) {
		try (Engine fresh = managed().asServers().start(release)) {
			return fresh.select(c.data(), query);
		}
	}

	private static String difference(QueryOutcome a, QueryOutcome b) {
		if (a instanceof QueryOutcome.Solutions x && b instanceof QueryOutcome.Solutions y) {
			return x.variables().equals(y.variables()) && x.bag().equals(y.bag()) ? null : "in-process " + x.rows() + ", server " + y.rows();
		}
		if (a instanceof QueryOutcome.Failure x && b instanceof QueryOutcome.Failure y) {
			return x.kind() == y.kind() && ExceptionClass.same(x.cause(), y.cause()) ? null
				: "in-process " + x.kind() + " " + x.cause() + ", server " + y.kind() + " " + y.cause();
		}
		return "in-process " + a + ", server " + b;
	}

	/**
	 * The classes that answer are the release's: its own version string, not the project's Jena or
	 * RDF4J; and once the engine is closed its class loader is collected, no thread runs with it and no
	 * MBean of it stays registered.
	 */
	@Example
	void theReleasesOwnClassesAnswerAndNothingOfThemOutlivesTheEngine() throws Exception {
		for (String spec : List.of("jena@5.0.0", "rdf4j@4.3.6")) {
			WeakReference<ClassLoader> loader = openUseAndClose(spec);
			for (int i = 0; i < 20 && loader.get() != null; i++) {
				System.gc();
				Thread.sleep(100);
			}
			assertThat(loader.get()).as(spec + "'s class loader after close").isNull();
		}
	}

	private static WeakReference<ClassLoader> openUseAndClose(String spec) {
		Release release = Release.parse(spec).orElseThrow();
		IsolatedEngine e = (IsolatedEngine) managed().start(release);
		ClassLoader loader = e.loader();
		try {
			assertThat(e.releaseVersion()).isEqualTo(release.version());
			assertThat(e.releaseVersion()).isNotEqualTo(spec.startsWith("jena") ? new JenaEngine().version() : Rdf4jEngine.RELEASE);
			assertThat(e.family()).isEqualTo(spec.startsWith("jena") ? EngineFamily.JENA : EngineFamily.RDF4J);
			SparqlCase c = SparqlArbitraries.inGenerationContext(() -> SparqlArbitraries.cases("core-1").caseForSeed(1));
			for (String q : Tlp.queries(c.pattern(), c.predicate())) {
				e.select(c.data(), q);
			}
		} finally {
			e.close();
		}
		assertThat(e.select(io.sparqlcheck.model.Dataset.of(), "SELECT * {}")).isInstanceOf(QueryOutcome.Failure.class);
		assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getContextClassLoader() == loader);
		var server = java.lang.management.ManagementFactory.getPlatformMBeanServer();
		assertThat(server.queryNames(null, null)).noneMatch(n -> {
			try {
				return server.getClassLoaderFor(n) == loader;
			} catch (javax.management.InstanceNotFoundException gone) {
				return false;
			}
		});
		return new WeakReference<>(loader);
	}

	/**
	 * Known findings replayed by {@code bisect} on old releases, which now run in-process:
	 * apache/jena#4160 (c-1e6b20a8ad04, filter disjunction duplicates rows) fails on 4.10.0 and 5.0.0 as
	 * recorded; RDF4J's {@code true || error}
	 * (c-f8fa79d07d13, rdf4j#6056, a regression at 4.3.0) fails on 4.3.6; and jena-hash-join-npe, a
	 * regression at 5.5.0 that the project's own Jena (5.6.0) has, passes on 5.0.0: the release's
	 * classes answered, not the project's.
	 */
	@Example
	void knownOldReleaseFindingsReproduceInProcess() {
		CliRun values = CliRun.of("bisect", "c-1e6b20a8ad04", "--from", "4.10.0", "--to", "5.0.0");
		assertThat(values.rc()).as(values.text()).isZero();
		assertThat(values.text()).containsPattern("4\\.10\\.0 +FAILS").containsPattern("5\\.0\\.0 +FAILS").doesNotContain("runs as a server");
		CliRun or = CliRun.of("bisect", "c-f8fa79d07d13", "--engine", "rdf4j", "--from", "4.3.6", "--to", "4.3.6");
		assertThat(or.rc()).as(or.text()).isZero();
		assertThat(or.text()).containsPattern("4\\.3\\.6 +FAILS");
		CliRun npe = CliRun.of("bisect", "jena-hash-join-npe", "--from", "5.0.0", "--to", "5.0.0");
		assertThat(npe.rc()).as(npe.text()).isZero();
		assertThat(npe.text()).containsPattern("5\\.0\\.0 +PASSES");
	}

	/**
	 * Jena 6.x is built for Java 21: on an older JVM it cannot load in-process, so it runs as its
	 * server (on a Java 21+ the machine has), and the reason is told once however often it starts.
	 */
	@Example
	void aReleaseThatCannotLoadRunsAsItsServerSayingWhyOnce() {
		org.junit.jupiter.api.Assumptions.assumeTrue(Runtime.version().feature() < 21, "this JVM could load Jena 6.x");
		ByteArrayOutputStream told = new ByteArrayOutputStream();
		ManagedEngines engines = managed().withNotices(new PrintStream(told, true, StandardCharsets.UTF_8));
		Release release = new Release("jena", "6.0.0");
		for (int i = 0; i < 2; i++) {
			try (Engine e = engines.start(release)) {
				assertThat(e).isInstanceOf(ManagedServer.class);
				assertThat(e.version()).isEqualTo("6.0.0 (managed)");
			} catch (io.sparqlcheck.engine.managed.ManagedEngineException noJava21) {
				assertThat(noJava21.getMessage()).contains("Java 21");
			}
		}
		String text = told.toString(StandardCharsets.UTF_8);
		assertThat(text).contains("jena@6.0.0 runs as a server, not in-process: jena@6.0.0 needs Java 21 or newer and this JVM is Java "
			+ Runtime.version().feature());
		assertThat(text.lines().count()).isEqualTo(1);
	}
}
