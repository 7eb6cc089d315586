package io.sparqlcheck.endpoint;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.result.Solution;
import io.sparqlcheck.result.SolutionBag;
import io.sparqlcheck.engine.endpoint.EndpointSettings;
import io.sparqlcheck.engine.endpoint.Preflight;
import io.sparqlcheck.engine.endpoint.QueryMethod;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.engine.endpoint.ResultFormat;
import io.sparqlcheck.engine.endpoint.SparqlEndpointEngine;
import io.sparqlcheck.model.BlankNode;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.Iri;
import io.sparqlcheck.model.Literal;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Term;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.oracle.Norec;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;
import net.jqwik.api.Example;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What every preset must do against its real server: the preflight, self-tests of result fidelity
 * (terms, unbound values, multiset counts, every supported method and format), scoping to the
 * dataset's own graph, a short TLP and NoREC campaign, a server restarted mid-run, and the harness
 * killed mid-run, with the server's unrelated data unchanged throughout. A subclass names the server;
 * this class starts it on first use, once per test class, and stops it by its PID after the class.
 */
abstract class EndpointContract {

	static final int CAMPAIGN_CASES = 60;

	/** The server of the test class that is running, by name; test classes run one after the other. */
	private static final java.util.Map<String, TestServer> RUNNING = new java.util.HashMap<>();

	/** The server this test class runs against: {@code fuseki}, {@code virtuoso}, ... */
	abstract String serverName();

	/**
	 * The running server of the test class, started on first use. A server skipped with
	 * SPARQLCHECK_SKIP_SERVERS aborts the test (reported as skipped, never as a pass); one that cannot
	 * start fails it with the reason.
	 */
	final TestServer server() {
		String name = serverName();
		if (ServerSwitch.isSkipped(name)) {
			throw ServerSwitch.abort(name);
		}
		synchronized (RUNNING) {
			return RUNNING.computeIfAbsent(name, TestServer::start);
		}
	}

	@net.jqwik.api.lifecycle.AfterContainer
	static void stopServers() {
		synchronized (RUNNING) {
			RUNNING.values().forEach(TestServer::close);
			RUNNING.clear();
		}
	}

	/** What the preflight must report as the version. */
	abstract String expectedVersionFragment();

	/** Settings of the engine under test; the generic-preset test overrides the preset. */
	EndpointSettings settings(Path stateDir) {
		return server().settings(stateDir);
	}

	/**
	 * A verdict of the short campaign that is a triaged finding of this server (an engine bug with
	 * its repro in the README), or empty. Everything else must pass.
	 */
	Optional<String> knownFinding(Verdict v) {
		return Optional.empty();
	}

	private static final Iri P = new Iri("http://example.org/p");
	private static final Iri Q = new Iri("http://example.org/q");
	private static final Iri S1 = new Iri("http://example.org/s1");
	private static final Iri S2 = new Iri("http://example.org/s2");
	private static final Iri O1 = new Iri("http://example.org/o1");

	static final Dataset SELF_TEST_DATA = Dataset.of(
		new Triple(S1, P, Literal.langString("x", "en")),
		new Triple(S1, P, Literal.integer(1)),
		new Triple(S2, P, Literal.string("plain")),
		new Triple(S2, P, new BlankNode("b1")),
		new Triple(S1, Q, O1));

	/**
	 * A candidate found on this endpoint (here through a row-dropping mutant that keeps the
	 * endpoint's name) is replayed by case from engines.yaml on the real server, by the name the
	 * candidate recorded: the real server answers correctly, so the recheck says "now passes". Without
	 * the engines file the name is nowhere, and the recheck says so instead of passing.
	 */
	@Example
	void aCandidateFoundOnThisEndpointRechecksByCaseFromEnginesYaml() throws Exception {
		Path dir = TestServer.scratch();
		EndpointSettings s = settings(dir);
		io.sparqlcheck.ledger.Candidate candidate = null;
		try (SparqlEndpointEngine real = SparqlEndpointEngine.open(s)) {
			real.preflight();
			io.sparqlcheck.engine.Engine mutant = new io.sparqlcheck.engine.RenamedEngine(io.sparqlcheck.testing.Mutants.dropsOneFilteredRow(real), real.name());
			CaseArbitrary cases = SparqlArbitraries.cases();
			for (long seed = 0; seed < 200 && candidate == null; seed++) {
				SparqlCase c = cases.caseForSeed(seed);
				if (Tlp.on(mutant).check(c) instanceof Verdict.Violation) {
					candidate = io.sparqlcheck.ledger.TestCandidates.of(c, mutant);
				}
			}
		}
		assertThat(candidate).as("the mutant fails on some case of seeds 0..199").isNotNull();
		assertThat(candidate.engines()).extracting(io.sparqlcheck.ledger.EngineRef::name).containsExactly(s.name());
		Path candidates = dir.resolve("candidates.jsonl");
		io.sparqlcheck.ledger.Candidates.append(candidates, candidate);
		Path yaml = dir.resolve("engines.yaml");
		java.nio.file.Files.writeString(yaml, "engines:\n  - name: " + s.name() + "\n    kind: sparql-endpoint\n    preset: "
			+ s.preset().key() + "\n    query-url: " + s.queryUrl() + "\n"
			+ (s.updateUrl() == null ? "" : "    update-url: " + s.updateUrl() + "\n")
			+ (s.credentials() == null ? "" : "    user-env: TEST_USER\n    password-env: TEST_PASSWORD\n"));
		Map<String, String> env = s.credentials() == null ? Map.of()
			: Map.of("TEST_USER", s.credentials().user(), "TEST_PASSWORD", s.credentials().password());
		String[] recheck = {"recheck", candidate.id(), "--by", "case", "--file", candidates.toString(),
			"--ledger", dir.resolve("no-ledger.jsonl").toString()};

		java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
		java.io.PrintStream print = new java.io.PrintStream(out, true, StandardCharsets.UTF_8);
		io.sparqlcheck.cli.CliContext ctx = new io.sparqlcheck.cli.CliContext(io.sparqlcheck.config.EngineCatalog.embedded(), env, print, print);
		String[] withFile = java.util.stream.Stream.concat(java.util.Arrays.stream(recheck),
			java.util.stream.Stream.of("--engines-file", yaml.toString())).toArray(String[]::new);
		int rc = io.sparqlcheck.cli.Main.run(withFile, ctx);
		String text = out.toString(StandardCharsets.UTF_8);
		assertThat(text).as(text).contains("now passes");
		assertThat(rc).as(text).isZero();

		out.reset();
		int without = io.sparqlcheck.cli.Main.run(recheck, ctx);
		String skipped = out.toString(StandardCharsets.UTF_8);
		assertThat(skipped).as(skipped).contains("engine " + s.name() + " not available here");
		assertThat(without).as(skipped).isEqualTo(2);
	}

	@Example
	void preflightAnswersAndReadsTheVersion() throws Exception {
		try (SparqlEndpointEngine engine = SparqlEndpointEngine.open(settings(TestServer.scratch()))) {
			Preflight p = engine.preflight();
			assertThat(p.contentType()).startsWith(engine.settings().format().mediaType());
			assertThat(p.version()).contains(expectedVersionFragment());
			assertThat(engine.version()).isEqualTo(p.version());
		}
	}

	@Example
	void selfTestTermsUnboundAndCountsSurviveEveryMethodAndFormat() throws Exception {
		for (QueryMethod method : settings(TestServer.scratch()).preset().methods()) {
			for (ResultFormat format : ResultFormat.values()) {
				try (SparqlEndpointEngine engine = SparqlEndpointEngine.open(settings(TestServer.scratch()).withMethod(method).withFormat(format))) {
					String where = method.key() + "/" + format.key() + ": ";
					QueryOutcome rows = engine.select(SELF_TEST_DATA,
						"SELECT ?s ?v ?w WHERE { ?s <http://example.org/p> ?v OPTIONAL { ?s <http://example.org/q> ?w } }");
					assertThat(rows).as(where + rows).isInstanceOf(QueryOutcome.Solutions.class);
					List<Solution> sols = ((QueryOutcome.Solutions) rows).rows();
					assertThat(sols).as(where).hasSize(4);
					assertThat(sols).as(where).contains(
						row("s", S1, "v", Literal.langString("x", "en"), "w", O1),
						row("s", S1, "v", Literal.integer(1), "w", O1),
						row("s", S2, "v", Literal.string("plain")));
					assertThat(sols).as(where + "a blank node, and ?w unbound for s2")
						.anyMatch(s -> s.get("v") instanceof BlankNode && s.get("w") == null && S2.equals(s.get("s")));

					QueryOutcome dup = engine.select(SELF_TEST_DATA, "SELECT ?s WHERE { ?s <http://example.org/p> ?v }");
					assertThat(((QueryOutcome.Solutions) dup).bag()).as(where + "duplicates counted")
						.isEqualTo(SolutionBag.of(row("s", S1), row("s", S1), row("s", S2), row("s", S2)));
					assertThat(engine.loads()).as(where + "the data is loaded once").isEqualTo(1);
				}
			}
		}
	}

	@Example
	void queriesSeeOnlyTheirOwnDatasetAndUnrelatedDataSurvivesACampaign() {
		server().writeUnrelated();
		List<String> before = server().unrelatedSnapshot();
		assertThat(before).isNotEmpty();
		Dataset other = Dataset.of(new Triple(S2, Q, Literal.string("other")));
		CaseArbitrary cases = SparqlArbitraries.cases();
		try (SparqlEndpointEngine engine = SparqlEndpointEngine.open(settings(TestServer.scratch()))) {
			assertThat(all(engine, SELF_TEST_DATA)).hasSize(5);
			assertThat(all(engine, other)).containsExactly(row("s", S2, "p", Q, "o", Literal.string("other")));
			assertThat(all(engine, Dataset.of())).isEmpty();
			for (long seed = 0; seed < 20; seed++) {
				Tlp.on(engine).check(cases.caseForSeed(seed));
			}
			assertThat(engine.createdData()).isNotEmpty().hasSizeLessThanOrEqualTo(SparqlEndpointEngine.LOADED_CAPACITY);
		}
		assertThat(server().unrelatedSnapshot()).isEqualTo(before);
		assertThat(server().sparqlcheckLeftovers()).as("a clean exit leaves nothing").isEmpty();
	}

	/**
	 * Non-vacuity through the real server: on an error-free case TLP and NoREC pass on the endpoint and flag
	 * a mutant that drops one filtered row of the endpoint's answers, so a pass here means something.
	 */
	@Example
	void aMutantOfTheEndpointIsFlaggedByTlpAndNorecAndThePlainEndpointPasses() {
		Iri p = Iri.of("http://example.org/name");
		Iri q = Iri.of("http://example.org/age");
		Dataset data = Dataset.of(
			new Triple(Iri.of("http://example.org/ann"), p, Literal.string("Ann")),
			new Triple(Iri.of("http://example.org/ann"), q, Literal.integer(20)),
			new Triple(Iri.of("http://example.org/bob"), p, Literal.string("Bob")),
			new Triple(Iri.of("http://example.org/bob"), q, Literal.integer(30)));
		SparqlCase c = new SparqlCase(data, io.sparqlcheck.model.GroupPattern.optionalPattern(p, q),
			new io.sparqlcheck.model.Expr.Comparison(io.sparqlcheck.model.Expr.CompareOp.LT, io.sparqlcheck.model.Var.of("w"),
				new io.sparqlcheck.model.Expr.Constant(Literal.integer(25))));
		try (SparqlEndpointEngine engine = SparqlEndpointEngine.open(settings(TestServer.scratch()))) {
			Verdict plain = Tlp.on(engine).check(c);
			assertThat(plain).as(plain.describe()).isInstanceOf(Verdict.Pass.class);
			assertThat(((Verdict.Pass) plain).counts()).containsEntry("base", 2).containsEntry("true", 1).containsEntry("false", 1);
			Verdict mutant = Tlp.on(io.sparqlcheck.testing.Mutants.dropsOneFilteredRow(engine)).check(c);
			assertThat(mutant).as(mutant.describe()).isInstanceOf(Verdict.Violation.class);
			assertThat(knownFinding(mutant)).as("the server's known findings do not excuse the mutant").isEmpty();
			// NoREC's projection is a result path of its own: it passes (or shows only the server's known
			// finding, Virtuoso's booleans as 1/0), and its verdict on the mutant is a violation that saw the dropped row.
			Verdict norec = Norec.on(engine).check(c);
			assertThat(norec instanceof Verdict.Pass || knownFinding(norec).isPresent()).as(norec.describe()).isTrue();
			java.util.Map<String, Integer> plainCounts = norec instanceof Verdict.Pass pp ? pp.counts() : ((Verdict.Violation) norec).counts();
			Verdict norecMutant = Norec.on(io.sparqlcheck.testing.Mutants.dropsOneFilteredRow(engine)).check(c);
			assertThat(norecMutant).as(norecMutant.describe()).isInstanceOf(Verdict.Violation.class);
			assertThat(((Verdict.Violation) norecMutant).counts()).as("the oracle saw the dropped row").isNotEqualTo(plainCounts);
		}
	}

	@Example
	void shortCampaignOfTlpAndNorec() {
		CaseArbitrary cases = SparqlArbitraries.cases();
		List<String> unexpected = new ArrayList<>();
		Map<String, Integer> counts = new TreeMap<>();
		try (SparqlEndpointEngine engine = SparqlEndpointEngine.open(settings(TestServer.scratch()))) {
			for (long seed = 0; seed < CAMPAIGN_CASES; seed++) {
				SparqlCase c = cases.caseForSeed(seed);
				for (Verdict v : List.of(Tlp.on(engine).check(c), Norec.on(engine).check(c))) {
					Optional<String> finding = v instanceof Verdict.Pass ? Optional.empty() : knownFinding(v);
					counts.merge(v.oracle() + " " + v.kind() + finding.map(f -> " (" + f + ")").orElse(""), 1, Integer::sum);
					if (!(v instanceof Verdict.Pass) && finding.isEmpty()) {
						unexpected.add("seed " + seed + ": " + v.describe());
					}
				}
			}
		}
		System.out.println(server().name + " short campaign, " + CAMPAIGN_CASES + " cases: " + counts);
		assertThat(unexpected).isEmpty();
	}

	@Example
	void aServerRestartedMidRunIsAnEngineFailureAndTheRunContinuesOnReloadedData() {
		CaseArbitrary cases = SparqlArbitraries.cases();
		SparqlCase c = firstCaseWithRows(cases);
		try (SparqlEndpointEngine engine = SparqlEndpointEngine.open(settings(TestServer.scratch()))) {
			Verdict before = Tlp.on(engine).check(c);
			assertThat(before).isInstanceOf(Verdict.Pass.class);
			server().stop();
			Verdict during = Tlp.on(engine).check(c);
			assertThat(during).isInstanceOf(Verdict.EngineFailure.class);
			assertThat(((Verdict.EngineFailure) during).failure().kind()).isIn(QueryOutcome.FailureKind.UNREACHABLE,
				QueryOutcome.FailureKind.LOAD_FAILED);
			server().start();
			Verdict after = Tlp.on(engine).check(c);
			assertThat(after).as(after.describe()).isInstanceOf(Verdict.Pass.class);
			assertThat(((Verdict.Pass) after).counts()).as("the restarted server was refilled, not queried empty")
				.isEqualTo(((Verdict.Pass) before).counts());
		}
	}

	@Example
	void aHarnessKilledMidRunLeavesUnrelatedDataAloneAndTheRerunCleansUp() throws Exception {
		server().writeUnrelated();
		List<String> before = server().unrelatedSnapshot();
		Path state = TestServer.scratch();
		EndpointSettings s = settings(state);
		List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m", "-cp",
			System.getProperty("java.class.path"), EndpointCrashChild.class.getName(), s.preset().key(), s.queryUrl().toString(),
			s.updateUrl() == null ? "-" : s.updateUrl().toString(), state.toString());
		ProcessBuilder pb = new ProcessBuilder(command).redirectErrorStream(true);
		if (s.credentials() != null) {
			pb.environment().put("SPARQLCHECK_CHILD_USER", s.credentials().user());
			pb.environment().put("SPARQLCHECK_CHILD_PASSWORD", s.credentials().password());
		}
		Process child = pb.start();
		StringBuilder output = new StringBuilder();
		try (BufferedReader r = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
			String line;
			while ((line = r.readLine()) != null) {
				output.append(line).append('\n');
				if (line.equals("CHECKED 5")) {
					break;
				}
			}
			child.destroyForcibly();
			assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
		}
		assertThat(output.toString()).as("the child ran").contains("CHECKED 5");
		assertThat(server().sparqlcheckLeftovers()).as("a killed harness leaves its datasets behind").isNotEmpty();
		assertThat(server().unrelatedSnapshot()).as("unrelated data after the crash").isEqualTo(before);

		CaseArbitrary cases = SparqlArbitraries.cases();
		try (SparqlEndpointEngine rerun = SparqlEndpointEngine.open(settings(state))) {
			Preflight p = rerun.preflight();
			assertThat(p.leftovers()).as("the rerun dropped what the killed run journalled").isPositive();
			for (long seed = 0; seed < 8; seed++) {
				assertThat(Tlp.on(rerun).check(cases.caseForSeed(seed))).isNotInstanceOf(Verdict.EngineFailure.class);
			}
		}
		assertThat(server().sparqlcheckLeftovers()).as("the rerun's clean exit leaves nothing").isEmpty();
		assertThat(server().unrelatedSnapshot()).as("unrelated data after the rerun").isEqualTo(before);
	}

	private static SparqlCase firstCaseWithRows(CaseArbitrary cases) {
		for (long seed = 0; ; seed++) {
			SparqlCase c = cases.caseForSeed(seed);
			if (c.data().size() >= 3) {
				return c;
			}
		}
	}

	private static List<Solution> all(SparqlEndpointEngine engine, Dataset data) {
		QueryOutcome out = engine.select(data, "SELECT ?s ?p ?o WHERE { ?s ?p ?o }");
		assertThat(out).as(out.toString()).isInstanceOf(QueryOutcome.Solutions.class);
		return ((QueryOutcome.Solutions) out).rows();
	}

	static Solution row(Object... pairs) {
		Map<String, Term> m = new TreeMap<>();
		for (int i = 0; i < pairs.length; i += 2) {
			m.put((String) pairs[i], (Term) pairs[i + 1]);
		}
		return Solution.of(m);
	}
}
