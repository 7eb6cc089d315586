package io.sparqlcheck.cli;

import io.sparqlcheck.arbitraries.CaseArbitrary;
import io.sparqlcheck.arbitraries.DataCases;
import io.sparqlcheck.campaign.CampaignSummary;
import io.sparqlcheck.campaign.Outcome;
import io.sparqlcheck.codec.DataFiles;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.model.Triple;
import io.sparqlcheck.testing.Mutants;
import net.jqwik.api.Example;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code campaign --data}: cases over a small real dataset (src/test/resources/data/people.ttl):
 * the data is the file's, always, blank nodes as numbered IRIs; the patterns use its predicates and
 * the filters its values; a mutant engine is flagged and its shrunk case keeps the data; a bad file
 * is one line naming the file and line, exit 2.
 */
class DataCampaignTests {

	private static final Path PEOPLE = Path.of("src/test/resources/data/people.ttl");

	@Example
	void theCasesDrawTheirVocabularyFromTheData() {
		Dataset data = DataFiles.load(PEOPLE);
		assertThat(data.size()).isEqualTo(22);
		assertThat(data.toNTriples()).contains(DataFiles.GENID + "0").doesNotContain("_:");
		Set<String> predicates = data.triples().stream().map(t -> t.predicate().toSparql()).collect(Collectors.toSet());
		Set<String> values = data.triples().stream().map(t -> t.object().toSparql()).collect(Collectors.toSet());
		CaseArbitrary cases = DataCases.over(data, "data-test");
		long withDataValue = 0;
		for (long seed : LongStream.range(0, 40).toArray()) {
			SparqlCase c = cases.caseForSeed(seed);
			assertThat(c.data()).isEqualTo(data);
			String pattern = c.pattern().toSparql();
			long used = predicates.stream().filter(pattern::contains).count();
			assertThat(used).as("seed " + seed + ": " + pattern).isPositive();
			String predicate = c.predicate().toSparql();
			withDataValue += values.stream().anyMatch(predicate::contains) ? 1 : 0;
		}
		assertThat(withDataValue).as("filters that meet the data's values").isGreaterThan(10);
	}

	@Example
	void aMutantIsFlaggedOverTheDataAndItsShrunkCaseKeepsIt() throws Exception {
		Path out = Files.createTempDirectory("sparqlcheck-data");
		Run mutant = run(EngineCatalog.embedded().with("mutant", () -> Mutants.dropsOneFilteredRow(new JenaEngine())), "campaign", "--data", PEOPLE.toString(), "--engines", "mutant", "--oracles", "tlp,norec",
			"--tries", "30", "--max-shrinks", "1", "--max-shrinks-total", "2", "--quiet", "--out", out.resolve("mutant").toString());
		assertThat(mutant.status()).as(mutant.text()).isEqualTo(1);
		CampaignSummary s = CampaignSummary.read(out.resolve("mutant/summary.json"));
		assertThat(s.total(Outcome.CANDIDATE)).isPositive();
		assertThat(s.generatorVersion()).startsWith("core-1+data-");
		// the data shrinks to the triples the failure needs (issue 27: it used to be the whole file each time)
		java.util.List<String> whole = DataFiles.load(PEOPLE).toNTriples().lines().toList();
		assertThat(s.candidates()).filteredOn(c -> c.shrunkData() != null).isNotEmpty()
			.allSatisfy(c -> assertThat(c.shrunkData().lines().toList()).isSubsetOf(whole).hasSizeLessThan(whole.size() / 2));
		// the printed replay names the data file (a data campaign's grammar is no --grammar) and replays the failure
		CampaignSummary.Candidate first = s.candidates().get(0);
		assertThat(first.recheck()).contains("--data " + PEOPLE).doesNotContain("--grammar");
		java.util.List<String> replay = new java.util.ArrayList<>(java.util.Arrays.asList(first.recheck().split(" ")));
		replay.remove(0); // bin/sparqlcheck
		replay.set(replay.indexOf("--out") + 1, out.resolve("replay").toString());
		replay.add("--quiet");
		// the replay names the engine as it names itself
		Run again = run(EngineCatalog.embedded().with(new JenaEngine().name() + "+drops-one-filtered-row",
			() -> Mutants.dropsOneFilteredRow(new JenaEngine())), replay.toArray(String[]::new));
		assertThat(again.status()).as(again.text()).isEqualTo(1);
		assertThat(CampaignSummary.read(out.resolve("replay/summary.json")).total(Outcome.CANDIDATE)).isEqualTo(1);

		Run jena = run(EngineCatalog.embedded(), "campaign", "--data", PEOPLE.toString(), "--engines", "jena", "--oracles", "tlp,norec",
			"--tries", "30", "--quiet", "--out", out.resolve("jena").toString());
		assertThat(jena.status()).as(jena.text()).isZero();
	}

	@Example
	void aBadFileIsOneLineAndExitTwo() throws Exception {
		Path out = Files.createTempDirectory("sparqlcheck-data-bad");
		Run bad = run(EngineCatalog.embedded(), "campaign", "--data", "src/test/resources/data/bad.ttl", "--engines", "jena",
			"--tries", "1", "--out", out.toString());
		assertThat(bad.status()).isEqualTo(2);
		assertThat(bad.text().strip().lines()).hasSize(1);
		assertThat(bad.text()).contains("src/test/resources/data/bad.ttl: line 3").doesNotContain("Exception");
		Run other = run(EngineCatalog.embedded(), "campaign", "--data", "data.csv", "--tries", "1", "--out", out.toString());
		assertThat(other.status()).isEqualTo(2);
		assertThat(other.text()).contains("data.csv: not a .ttl, .nt or .trig file");
	}

	record Run(int status, String text) {
	}

	private static Run run(EngineCatalog catalog, String... argv) {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8);
		int status = Main.run(argv, new CliContext(catalog, Map.of(), ps, ps));
		return new Run(status, bytes.toString(StandardCharsets.UTF_8));
	}
}
