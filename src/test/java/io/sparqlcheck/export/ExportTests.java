package io.sparqlcheck.export;

import io.sparqlcheck.cli.CliContext;
import io.sparqlcheck.cli.Main;
import io.sparqlcheck.config.EngineCatalog;
import net.jqwik.api.Example;
import org.apache.jena.arq.junit.manifest.Manifest;
import org.apache.jena.arq.junit.manifest.ManifestEntry;
import org.apache.jena.arq.junit.sparql.SparqlTests;
import org.apache.jena.query.ARQ;
import org.apache.jena.query.Dataset;
import org.apache.jena.query.DatasetFactory;
import org.apache.jena.sparql.util.Symbol;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Issue 15: {@code export} turns the repository's own records into a JUnit 5 class and a W3C
 * test-suite entry; the class compiles and fails on the engine with its wrong answer, and passes on
 * the engine with the step the bug depends on switched off; the W3C entry, run by Jena's own
 * manifest runner (jena-arq's {@code org.apache.jena.arq.junit}), fails on the engine and passes with
 * that step off.
 */
class ExportTests {

	private static final String INT1 = "\"1\"^^<http://www.w3.org/2001/XMLSchema#integer>";

	private static String export(Path out, String id, int expectedStatus) {
		ByteArrayOutputStream stdout = new ByteArrayOutputStream(), stderr = new ByteArrayOutputStream();
		int rc = Main.run(new String[] {"export", id, "--out", out.toString(), "--file", out.resolve("none.jsonl").toString()},
			new CliContext(EngineCatalog.embedded(), Map.of(), new PrintStream(stdout, true, StandardCharsets.UTF_8),
				new PrintStream(stderr, true, StandardCharsets.UTF_8)));
		String text = stdout.toString(StandardCharsets.UTF_8) + stderr.toString(StandardCharsets.UTF_8);
		assertThat(rc).as(text).isEqualTo(expectedStatus);
		return text;
	}

	/** The JUnit class fails on Jena as it is and passes with {@code step} off; returns the failure. */
	private static String junitFailsThenPassesWithout(Path dir, String id, String step) throws Exception {
		String exported = JavaText.className(id);
		Path fixed = ExportedRepro.subclass(dir, "Fixed" + exported, exported, """
				@Override
				protected org.apache.jena.sparql.util.Context jenaContext() {
					org.apache.jena.sparql.util.Context c = super.jenaContext();
					c.set(org.apache.jena.query.ARQ.%s, false);
					return c;
				}
			""".formatted(step));
		ClassLoader loader = ExportedRepro.compile(dir.resolve("classes"), dir.resolve(exported + ".java"), fixed);
		ExportedRepro.Run buggy = ExportedRepro.run(loader, exported);
		assertThat(buggy.found()).isEqualTo(1);
		assertThat(buggy.failures()).as("fails on the engine as it is").hasSize(1);
		ExportedRepro.Run withoutStep = ExportedRepro.run(loader, "Fixed" + exported);
		assertThat(withoutStep.failures()).as("passes with " + step + " off").isEmpty();
		assertThat(withoutStep.succeeded()).isEqualTo(1);
		return buggy.failures().get(0);
	}

	/** The W3C entry, through Jena's manifest runner: fails on Jena as it is, passes with {@code step} off. */
	private static void w3cFailsThenPassesWithout(Path w3c, Symbol step) {
		List<ManifestEntry> entries = Manifest.parse(w3c.resolve("manifest.ttl").toString()).entries();
		assertThat(entries).hasSize(1);
		ManifestEntry entry = entries.get(0);
		assertThatThrownBy(() -> SparqlTests.makeSPARQLTest(entry).run()).as("the entry fails on Jena as it is")
			.isInstanceOf(AssertionError.class);
		SparqlTests.makeSPARQLTestExecOnly(entry, () -> {
			Dataset ds = DatasetFactory.create();
			ds.getContext().set(step, false);
			return ds;
		}).run();
	}

	@Example
	void theJenaDisjunctionLedgerEntryLeavesAsAFailingTestAndAW3cEntry() throws Exception {
		Path out = Files.createTempDirectory("export");
		String said = export(out, "c-1e6b20a8ad04", 0); // apache/jena#4160
		assertThat(said).contains("SparqlcheckC1e6b20a8ad04Test.java", "1 expected row(s)");
		Path dir = out.resolve("c-1e6b20a8ad04");
		String failure = junitFailsThenPassesWithout(dir, "c-1e6b20a8ad04", "optFilterDisjunction");
		// the engine's wrong answer: the one solution of the base, twice in the branches
		assertThat(failure).contains("expected: <{{o=" + INT1 + ", s=<http://example.org/s0>}=1}> but was: <{{o=" + INT1
			+ ", s=<http://example.org/s0>}=2}>");
		assertThat(Files.readString(dir.resolve("w3c/query.rq"))).contains("FILTER(((<http://example.org/s0> = ?s) || (?o = ?o)))");
		assertThat(Files.readString(dir.resolve("w3c/result.srj"))).containsOnlyOnce("\"s\" :");
		w3cFailsThenPassesWithout(dir.resolve("w3c"), ARQ.optFilterDisjunction);
		assertThat(Files.readString(dir.resolve("SparqlcheckC1e6b20a8ad04Test.java"))).as("drops into a project as is")
			.contains("\npackage " + JUnitExport.PACKAGE + ";\n");
		// docs/export.md's command: the entry in Jena's own manifest runner, as a single-file program
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		Process p = new ProcessBuilder(java, "-cp", System.getProperty("surefire.test.class.path", System.getProperty("java.class.path")),
			"scripts/RunW3cEntry.java", dir.resolve("w3c/manifest.ttl").toString()).redirectErrorStream(true).start();
		String ran = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(p.waitFor()).as(ran).isEqualTo(1);
		assertThat(ran).contains("FAIL ").doesNotContain("PASS ");
	}

	@Example
	void everyRepro_ofTheJenaValuesFinding_leavesAsAFailingTestAndAW3cEntry() throws Exception {
		Path out = Files.createTempDirectory("export");
		// One later repro (c-b124c1e516e8, core-2) joins VALUES UNDEF with a UNION whose unfiltered
		// evaluation Jena and RDF4J answer differently (RDF4J's rdf4j-union-join-unbound-drops-rows), so
		// no engine-decided W3C answer exists for it: the command says so and exits 1, the rest is written.
		String text = export(out, "jena-filter-into-values-undef", 1);
		assertThat(text).contains("export c-b124c1e516e8: no W3C entry: the engines disagree", "decide the answer by hand");
		assertThat(out.resolve("c-b124c1e516e8").resolve("w3c")).doesNotExist();
		for (String id : List.of("c-07067b8ee803", "c-70fcc2f27140", "c-8541c3e1b740")) { // differential, TLP, NoREC
			Path dir = out.resolve(id);
			String failure = junitFailsThenPassesWithout(dir, id, "optFilterPlacement");
			assertThat(failure).as(id).startsWith("AssertionFailedError");
			w3cFailsThenPassesWithout(dir.resolve("w3c"), ARQ.optFilterPlacement);
		}
	}

	@Example
	void anRdf4jFindingFailsOnRdf4jAndPassesWithoutItsOptimizers() throws Exception {
		Path out = Files.createTempDirectory("export");
		export(out, "rdf4j-filter-into-values-undef", 0);
		Path dir = out.resolve("c-a060ea0fcf13");
		String exported = JavaText.className("c-a060ea0fcf13");
		Path noopt = ExportedRepro.subclass(dir, "NoOpt" + exported, exported, """
				@Override
				protected org.eclipse.rdf4j.sail.memory.MemoryStore rdf4jStore(boolean optimized) {
					return super.rdf4jStore(false); // rdf4j-noopt: the pipeline the bug depends on is off
				}
			""");
		ClassLoader loader = ExportedRepro.compile(dir.resolve("classes"), dir.resolve(exported + ".java"), noopt);
		ExportedRepro.Run buggy = ExportedRepro.run(loader, exported);
		assertThat(buggy.failures()).hasSize(1);
		assertThat(buggy.failures().get(0)).contains("NoREC on rdf4j", "expected: <1> but was: <0>");
		assertThat(ExportedRepro.run(loader, "NoOpt" + exported).failures()).isEmpty();
	}

	/**
	 * A case with named graphs (core-4): the class loads the data as TriG, so Jena answers a row
	 * per named graph ({@code ?g} = {@code <g2>}), and RDF4J runs over the data's default graph with the
	 * data's named graphs, as the campaign ran it, and gives the row with {@code ?g} unbound
	 * (rdf4j#483). Written as N-Quads and parsed as N-Triples, as it once was, the data did not load at all.
	 */
	@Example
	void aCaseWithNamedGraphsLeavesWithItsGraphs() throws Exception {
		Path out = Files.createTempDirectory("export");
		assertThat(export(out, "c-b87800f4b5f2", 1)).contains("no W3C entry: the case has named graphs");
		Path dir = out.resolve("c-b87800f4b5f2");
		String exported = JavaText.className("c-b87800f4b5f2");
		assertThat(Files.readString(dir.resolve(exported + ".java"))).contains("<http://example.org/g2> {");
		ExportedRepro.Run run = ExportedRepro.run(ExportedRepro.compile(dir.resolve("classes"), dir.resolve(exported + ".java")), exported);
		assertThat(run.failures()).hasSize(1);
		assertThat(run.failures().get(0)).contains("jena (expected) against rdf4j (actual)", "g=<http://example.org/g2>");
	}

	/** Fuseki on a free loopback port over an updatable in-memory dataset, with {@code stepOff} off in its context (or none). */
	private static org.apache.jena.fuseki.main.FusekiServer fuseki(org.apache.jena.sparql.core.DatasetGraph dsg, Symbol stepOff) {
		if (stepOff != null) {
			dsg.getContext().set(stepOff, false);
		}
		return org.apache.jena.fuseki.main.FusekiServer.create().loopback(true).port(0).add("/ds", dsg, true).build().start();
	}

	@Example
	void anEndpointRecordReplaysThroughItsUrl_failingOnFusekiAndPassingWithTheStepOff() throws Exception {
		io.sparqlcheck.ledger.Candidate jena = io.sparqlcheck.ledger.Ledger.find(Path.of("ledger.jsonl"), "c-1e6b20a8ad04").orElseThrow()
			.candidate(); // apache/jena#4160, as if found on a Fuseki endpoint
		io.sparqlcheck.ledger.Candidate c = new io.sparqlcheck.ledger.Candidate(jena.format(), jena.id(), jena.classification(), jena.oracle(),
			List.of(new io.sparqlcheck.ledger.EngineRef("fuseki", "5.6.0")), jena.property(), jena.replay(), jena.shrunk(), jena.original(),
			jena.signature(), jena.message());
		Path dir = Files.createTempDirectory("export");
		org.apache.jena.sparql.core.DatasetGraph buggyData = org.apache.jena.sparql.core.DatasetGraphFactory.createTxnMem();
		org.apache.jena.fuseki.main.FusekiServer buggy = fuseki(buggyData, null);
		org.apache.jena.fuseki.main.FusekiServer fixed = fuseki(org.apache.jena.sparql.core.DatasetGraphFactory.createTxnMem(), ARQ.optFilterDisjunction);
		try {
			ExportedRepro.Run[] runs = new ExportedRepro.Run[2];
			int i = 0;
			for (org.apache.jena.fuseki.main.FusekiServer server : List.of(buggy, fixed)) {
				String base = "http://127.0.0.1:" + server.getPort() + "/ds/";
				JUnitExport.Source source = JUnitExport.of(c, Map.of("fuseki", new ReplayEngine.Endpoint(base + "query", base + "update")));
				Path sub = Files.createDirectories(dir.resolve("server" + i));
				Files.writeString(sub.resolve(source.className() + ".java"), source.text());
				ClassLoader loader = ExportedRepro.compile(sub.resolve("classes"), sub.resolve(source.className() + ".java"));
				runs[i++] = ExportedRepro.run(loader, source.className());
				// not vacuous: through its URL the endpoint sees the data (the base has its one solution)
				Object test = loader.loadClass(source.qualifiedName()).getDeclaredConstructor().newInstance();
				java.lang.reflect.Method select = test.getClass().getDeclaredMethod("select", String.class, String.class);
				select.setAccessible(true);
				java.lang.reflect.Field baseQuery = test.getClass().getDeclaredField("Q_BASE");
				java.lang.reflect.Method drop = test.getClass().getDeclaredMethod("dropTheGraph");
				baseQuery.setAccessible(true);
				drop.setAccessible(true);
				assertThat((List<?>) select.invoke(test, "fuseki", baseQuery.get(null))).hasSize(1);
				drop.invoke(test);
			}
			assertThat(runs[0].failures()).hasSize(1);
			assertThat(runs[0].failures().get(0)).contains("but was: <{{o=" + INT1 + ", s=<http://example.org/s0>}=2}>");
			assertThat(runs[1].failures()).isEmpty();
			assertThat(runs[1].succeeded()).isEqualTo(1);
			// the test's own graph is gone afterwards: nothing left on the endpoint
			buggyData.begin(org.apache.jena.query.ReadWrite.READ);
			try {
				assertThat(buggyData.listGraphNodes()).toIterable().isEmpty();
			} finally {
				buggyData.end();
			}
		} finally {
			buggy.stop();
			fixed.stop();
		}
	}

	@Example
	void noW3cEntryWhenTheEngineCannotAnswerTheRewrite_theJUnitClassStillLeaves() throws Exception {
		Path out = Files.createTempDirectory("export");
		String said = export(out, "jena-hash-join-npe", 1); // Jena 5.6.0's hash-join NullPointerException
		assertThat(said).contains("wrote " + out.resolve("c-7151ed22b5a4").resolve("SparqlcheckC7151ed22b5a4Test.java"))
			.contains("export c-7151ed22b5a4: no W3C entry: jena 5.6.0 fails on the flag rewrite too (EVALUATION_ERROR");
		assertThat(out.resolve("c-7151ed22b5a4").resolve("w3c")).doesNotExist();
	}

	@Example
	void anUnknownIdIsOneLineAndStatus2() throws Exception {
		Path out = Files.createTempDirectory("export");
		String said = export(out, "c-000000000000", 2);
		assertThat(said.strip()).startsWith("sparqlcheck export: no ledger entry, triaged finding or candidate c-000000000000").doesNotContain("\n");
	}
}
