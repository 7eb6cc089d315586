package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.campaign.Triage;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.Rdf4jEngine;
import io.sparqlcheck.engine.RenamedEngine;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.KnownBugs;
import io.sparqlcheck.ledger.KnownFailures;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.TestCandidates;
import io.sparqlcheck.ledger.TriagedFinding;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Oracles;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * One view of the known set: the campaign's triage, {@code candidates}, {@code report}, {@code recheck}
 * and the property hook ({@link KnownFailures}, which {@code holdsUnlessKnown} and the hook's
 * "falsified" line read) say the same thing, known as which bug or new, of every record: repros of
 * the repository's triaged findings and ledger entries (replayed live on the embedded engines for the
 * campaign) and a failure of a mutant that no record knows. The findings are known only through
 * findings.jsonl, so a view that read ledger.jsonl alone would call them new, and the test would fail.
 */
class KnownViewsTests {

	private static final Path LEDGER = Path.of(Ledger.DEFAULT_FILE), FINDINGS = Path.of(TriagedFinding.DEFAULT_FILE),
		ATTRIBUTIONS = Path.of(Attributions.DEFAULT_FILE);
	private static final Set<String> EMBEDDED = Set.of("jena", "jena-ref", "rdf4j", "rdf4j-noopt");

	record Run(int status, String out) {
	}

	private static Run run(String... argv) {
		ByteArrayOutputStream buffer = new ByteArrayOutputStream();
		PrintStream print = new PrintStream(buffer, true, StandardCharsets.UTF_8);
		int status = Main.run(argv, new CliContext(EngineCatalog.embedded(), Map.of(), print, print));
		return new Run(status, buffer.toString(StandardCharsets.UTF_8));
	}

	/** A view's answer reduced to what must agree: the id of the bug it names (the one expected, if it names it), or "new". */
	private static String reduce(String said, String expected) {
		if (said.startsWith("new") || said.startsWith("NEW")) {
			return "new";
		}
		boolean names = !expected.equals("new")
			&& said.matches("(?s).*(^|[ :(,])" + java.util.regex.Pattern.quote(expected) + "([ ),]|$).*");
		return names ? expected : "known as something else: " + said;
	}

	private static Verdict replay(Candidate c, List<Engine> engines) {
		return Oracles.bind(c.oracle(), engines).orElseThrow().check(c.shrunk().sparqlCase());
	}

	@Example
	void campaignCandidatesReportRecheckAndTheHookAgreeOnEveryRecord() throws Exception {
		KnownBugs known = KnownBugs.read(LEDGER, FINDINGS, ATTRIBUTIONS);
		EngineCatalog catalog = EngineCatalog.embedded();
		Map<String, Engine> open = new LinkedHashMap<>();
		List<Candidate> records = new ArrayList<>();
		Map<String, Verdict> live = new LinkedHashMap<>();
		try (Rdf4jEngine rdf4j = new Rdf4jEngine()) {
			// repros on the embedded engines that still fail there: a finding's first, each ledger entry's
			List<Candidate> repros = new ArrayList<>();
			for (TriagedFinding f : Findings.read(FINDINGS)) {
				f.repros().stream().filter(r -> EMBEDDED.containsAll(r.engines().stream().map(EngineRef::name).toList())).findFirst()
					.ifPresent(repros::add);
			}
			Ledger.read(LEDGER).stream().filter(e -> e.candidate() != null).map(e -> e.candidate())
				.filter(r -> EMBEDDED.containsAll(r.engines().stream().map(EngineRef::name).toList())).forEach(repros::add);
			for (Candidate r : repros) {
				if (records.size() >= 6) {
					break;
				}
				List<Engine> engines = new ArrayList<>();
				for (EngineRef e : r.engines()) {
					if (!open.containsKey(e.name())) {
						open.put(e.name(), catalog.open(e.name()).orElseThrow());
					}
					engines.add(open.get(e.name()));
				}
				Verdict v = replay(r, engines);
				if (v.kind() != io.sparqlcheck.oracle.VerdictKind.PASS) {
					records.add(r);
					live.put(r.id(), v);
				}
			}
			// a different bug on an engine of a known bug's name: no record knows it
			Engine mutant = new RenamedEngine(Mutants.dropsOneFilteredRow(rdf4j), "rdf4j");
			for (long seed = 0; seed < 60; seed++) {
				SparqlCase c = SparqlArbitraries.cases().caseForSeed(seed);
				Verdict v = Oracles.bind("TLP", List.of(mutant)).orElseThrow().check(c);
				if (v instanceof Verdict.Violation && Oracles.bind("TLP", List.of(rdf4j)).orElseThrow().check(c) instanceof Verdict.Pass
					&& known.bugId(v).isEmpty()) {
					Candidate n = TestCandidates.ofVerdict(v);
					records.add(n);
					live.put(n.id(), v);
					break;
				}
			}
		} finally {
			open.values().forEach(Engine::close);
		}
		assertThat(records).as("a new record and known ones").hasSizeGreaterThan(3);
		Path file = Files.createTempDirectory("sparqlcheck-views").resolve("candidates.jsonl");
		for (Candidate c : records) {
			Candidates.append(file, c);
		}

		// candidates: each record's group label
		Run list = run("candidates", "--file", file.toString());
		Map<String, String> grouped = new LinkedHashMap<>();
		String label = null;
		for (String line : list.out().lines().toList()) {
			if (line.matches("sig-[0-9a-f]+  .*")) {
				label = line.substring(line.indexOf("  ") + 2);
			} else if (line.matches("  c-[0-9a-f]+  .*") && label != null) {
				grouped.put(line.strip().split(" ")[0], label);
			}
		}
		Triage campaign = CampaignCommand.triage("campaign", LEDGER, FINDINGS, ATTRIBUTIONS);
		KnownFailures hook = KnownFailures.ofWorkingDirectory();
		KnownBugs ledgerOnly = KnownBugs.of(Ledger.read(LEDGER), List.of(), List.of());
		int findingsOnly = 0, fresh = 0;
		for (Candidate c : records) {
			Verdict v = live.get(c.id());
			String expected = known.match(c).map(m -> m.bug().id()).orElse("new");
			Map<String, String> views = new LinkedHashMap<>();
			views.put("campaign", reduce(campaign.knownAs(v, c.engines().stream().map(EngineRef::name).toList()).orElse("new"), expected));
			views.put("candidates", reduce(Optional.ofNullable(grouped.get(c.id())).orElse("missing from the listing"), expected));
			Run report = run("report", c.id(), "--file", file.toString(), "--out", "-");
			views.put("report", reduce(line(report.out(), "sparqlcheck report: " + c.id() + ": "), expected));
			Run recheck = run("recheck", c.id(), "--by", "case", "--file", file.toString());
			views.put("recheck", reduce(line(recheck.out(), "known set: " + c.id() + ": "), expected));
			views.put("hook", reduce(hook.verdict(c), expected));
			views.put("holdsUnlessKnown", reduce(hook.known(v).orElse("new"), expected));
			assertThat(views).as("record %s (%s)", c.id(), known.verdict(c)).allSatisfy((view, said) -> assertThat(said).as(view).isEqualTo(expected));
			if (!expected.equals("new") && reduce(ledgerOnly.verdict(c), expected).equals("new")) {
				findingsOnly++;
			}
			fresh += expected.equals("new") ? 1 : 0;
		}
		assertThat(findingsOnly).as("records a view reading ledger.jsonl alone would call new").isPositive();
		assertThat(fresh).as("the mutant's record is new in every view").isEqualTo(1);
		assertThat(list.status()).as("candidates exits 1: one group is new").isEqualTo(1);
	}

	private static String line(String out, String prefix) {
		return out.lines().filter(l -> l.startsWith(prefix)).map(l -> l.substring(prefix.length())).findFirst()
			.orElse("no line '" + prefix + "' in:\n" + out);
	}
}
