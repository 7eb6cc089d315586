package io.sparqlcheck.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.engine.JenaEngine;
import net.jqwik.api.Example;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The triaged-findings file: the repository's own reads, validates, and every repro still fails the
 * same way by case on the releases it was seen on; the schema and the validator are in step; and a
 * finding without a replayable repro, with signatures that are not its repros', or with an upstream
 * URL (a filed bug belongs in the ledger) is never written.
 */
class FindingsTests {

	static final Path REPOSITORY_FILE = Path.of(TriagedFinding.DEFAULT_FILE);

	static final UpstreamSearch SEARCH = new UpstreamSearch("2026-12-04", List.of("github.com/apache/jena/issues"),
		List.of("jena FILTER disjunction duplicate rows"), List.of(new UpstreamSearch.Closest("https://github.com/apache/jena/issues/4160",
		"open", "the same rewrite")), "a test fixture");

	@Example
	void everyRepoOfTheRepositoryFindingsStillFailsTheSameWayByCase() throws IOException {
		List<TriagedFinding> findings = Findings.read(REPOSITORY_FILE);
		assertThat(findings).extracting(TriagedFinding::id).contains("rdf4j-if-error-no-value", "jena-filter-into-values-undef");
		List<Rechecks.Report> reports = Findings.recheckAll(REPOSITORY_FILE, EngineCatalog.embedded());
		List<String> unrunnable = new ArrayList<>(); // repros on a managed engine this machine cannot run: skipped with the reason
		for (int i = 0; i < reports.size(); i++) {
			Rechecks.Report r = reports.get(i);
			System.out.println(r.describe().lines().limit(4).reduce((a, b) -> a + "\n" + b).orElse(""));
			List<Candidate> repros = findings.get(i).repros();
			for (int j = 0; j < repros.size(); j++) {
				RecheckResult result = r.results().get(j);
				if (result.answer() == RecheckResult.Answer.SKIPPED
					&& result.details().stream().anyMatch(d -> d.contains(io.sparqlcheck.engine.managed.ManagedEngineException.PLATFORM))) {
					unrunnable.add(r.what() + " repro " + repros.get(j).id() + ": " + result.details().get(0));
					continue;
				}
				boolean sameRelease = result.details().stream().noneMatch(d -> d.startsWith("recorded on"));
				if (sameRelease) {
					assertThat(result.answer()).as(r.what() + " repro " + repros.get(j).id() + ": " + result.describe())
						.isEqualTo(RecheckResult.Answer.STILL_FAILS);
				} else {
					assertThat(result.answer()).as("on another release a repro may pass, never be skipped silently")
						.isNotEqualTo(RecheckResult.Answer.SKIPPED);
				}
			}
		}
		if (!unrunnable.isEmpty()) {
			throw new org.opentest4j.TestAbortedException("every other repro still fails the same way; " + unrunnable.size()
				+ " could not run on this machine: " + String.join("; ", unrunnable));
		}
	}

	@Example
	void theSchemaAndTheValidatorAreInStep() throws IOException {
		JsonNode schema = Json.MAPPER.readTree(Path.of("findings.schema.json").toFile());
		List<String> required = new ArrayList<>();
		schema.get("required").forEach(n -> required.add(n.asText()));
		List<String> properties = new ArrayList<>();
		schema.get("properties").fieldNames().forEachRemaining(properties::add);
		assertThat(required).containsExactlyElementsOf(FindingsValidator.REQUIRED);
		assertThat(properties).containsExactlyElementsOf(FindingsValidator.REQUIRED);
		assertThat(schema.get("additionalProperties").asBoolean()).isFalse();
	}

	@Example
	void aFindingWithoutAReplayableReproOrWithAnUpstreamUrlIsNotWritten() throws IOException {
		Candidate c = KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), new JenaEngine());
		TriagedFinding ok = new TriagedFinding("fixture", "jena", List.of("5.6.0"), "one line", c.classification(),
			List.of(), List.of(), "draft", SEARCH).withRepro(c);
		Path file = Files.createTempDirectory("sparqlcheck-findings").resolve("findings.jsonl");
		Findings.put(file, ok);
		assertThat(Findings.read(file)).singleElement().satisfies(f -> assertThat(f.signatures()).containsExactly(c.signature().hash()));

		TriagedFinding noRepro = new TriagedFinding("empty", "jena", List.of("5.6.0"), "one line", c.classification(),
			List.of(), List.of(), "draft", SEARCH);
		assertThatThrownBy(() -> Findings.put(file, noRepro)).isInstanceOf(RecordFormatException.class).hasMessageContaining("repros");
		TriagedFinding wrongSignature = new TriagedFinding("wrong", "jena", List.of("5.6.0"), "one line", c.classification(),
			List.of("sig-000000000000"), List.of(c), "draft", SEARCH);
		assertThatThrownBy(() -> Findings.put(file, wrongSignature)).hasMessageContaining("signatures");
		TriagedFinding otherEngine = new TriagedFinding("other", "rdf4j", List.of("5.2.1"), "one line", c.classification(),
			List.of(c.signature().hash()), List.of(c), "draft", SEARCH);
		assertThatThrownBy(() -> Findings.put(file, otherEngine)).hasMessageContaining("does not involve engine rdf4j");

		assertThat(TriagedFinding.names("oxigraph", "oxigraph@0.5.11")).as("an engine by release is its product's").isTrue();
		assertThat(TriagedFinding.names("rdf4j", "rdf4j-noopt")).isTrue();
		assertThat(TriagedFinding.names("jena", "jenax")).isFalse();

		ObjectNode filed = (ObjectNode) Json.tree(ok);
		filed.put("url", "https://github.com/apache/jena/issues/4160");
		assertThat(FindingsValidator.validate(filed)).extracting(LedgerValidator.Problem::message)
			.anySatisfy(m -> assertThat(m).contains("belongs in the ledger"));
		assertThat(Findings.read(file)).as("nothing invalid was written").hasSize(1);
	}

	/**
	 * Novelty is a recorded step: a finding without its upstream-search (or with one that lists no
	 * query tried) is refused in one line naming the file, the line and the key, and nothing is written.
	 */
	@Example
	void aFindingWithoutItsUpstreamSearchIsRefusedNamingFileLineAndKey() throws IOException {
		Candidate c = KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), new JenaEngine());
		TriagedFinding ok = new TriagedFinding("fixture", "jena", List.of("5.6.0"), "one line", c.classification(),
			List.of(), List.of(), "draft", SEARCH).withRepro(c);
		ObjectNode without = (ObjectNode) Json.tree(ok);
		without.remove("upstream-search");
		without.put("id", "unsearched");
		Path file = Files.createTempDirectory("sparqlcheck-findings").resolve("findings.jsonl");
		Files.writeString(file, Json.line(ok) + "\n" + Json.line(without) + "\n");
		assertThatThrownBy(() -> Findings.read(file)).isInstanceOf(RecordFormatException.class)
			.hasMessage(file + ": line 2: field 'upstream-search': missing (required)");

		ObjectNode noQuery = (ObjectNode) Json.tree(ok);
		((ObjectNode) noQuery.get("upstream-search")).putArray("queries");
		assertThat(FindingsValidator.validate(noQuery)).extracting(LedgerValidator.Problem::field).containsExactly("upstream-search.queries");
		assertThat(FindingsValidator.validate(Json.tree(ok))).isEmpty();
		assertThat(Json.MAPPER.convertValue(Json.tree(ok), TriagedFinding.class).upstreamSearch()).as("it reads back").isEqualTo(SEARCH);
	}

	/** The issue draft of a finding's repro lists the closest issues the search found, and says what was searched. */
	@Example
	void theIssueDraftShowsTheClosestIssuesFound() {
		Candidate c = KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), new JenaEngine());
		String draft = IssueReport.markdown(c, List.of(), java.util.Optional.of(SEARCH));
		assertThat(draft).contains("## Searched upstream first", "https://github.com/apache/jena/issues/4160 (open): the same rewrite",
			"`jena FILTER disjunction duplicate rows`", "2026-12-04");
		assertThat(IssueReport.markdown(c)).doesNotContain("Searched upstream");
	}
}
