package io.sparqlcheck.ledger;

import com.fasterxml.jackson.databind.JsonNode;
import io.sparqlcheck.engine.JenaEngine;
import net.jqwik.api.Example;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The ledger's format: what it accepts, what it rejects and how it says so. Fixtures: src/test/resources/ledger. */
class LedgerTests {

	static Path fixture(String name) {
		try {
			return Path.of(LedgerTests.class.getResource("/ledger/" + name).toURI());
		} catch (URISyntaxException e) {
			throw new IllegalStateException(e);
		}
	}

	static Path copy(String name) throws IOException {
		Path target = Files.createTempDirectory("sparqlcheck-ledger").resolve("ledger.jsonl");
		return Files.copy(fixture(name), target, StandardCopyOption.REPLACE_EXISTING);
	}

	@Example
	void aValidLedgerReads() throws IOException {
		List<LedgerEntry> entries = Ledger.read(fixture("valid.jsonl"));
		assertThat(entries).hasSize(1);
		LedgerEntry e = entries.get(0);
		assertThat(e.status()).isEqualTo(Status.REPORTED);
		assertThat(e.url()).isEqualTo("https://github.com/apache/jena/issues/4160");
		assertThat(e.candidate()).isNotNull();
		assertThat(e.candidate().shrunk().sparqlCase()).isEqualTo(KnownCases.jenaFilterDisjunction());
		assertThat(Ledger.read(fixture("by-hand.jsonl")).get(0).seed()).isNull();
	}

	@Example
	void theRepositoryLedgerIsValidWithAnEntryPerLine() throws IOException {
		Path ledger = Path.of(Ledger.DEFAULT_FILE);
		assertThat(ledger).exists();
		long lines = java.nio.file.Files.readAllLines(ledger).stream().filter(l -> !l.isBlank()).count();
		assertThat(Ledger.read(ledger)).as("every line of " + ledger + " is a valid entry").hasSize((int) lines);
	}

	@Example
	void aCorruptedLineIsRejectedNamingItsLine() {
		assertThatThrownBy(() -> Ledger.read(fixture("corrupted.jsonl")))
			.isInstanceOf(RecordFormatException.class)
			.hasMessageContaining("corrupted.jsonl: line 2: not JSON")
			.satisfies(e -> assertThat(((RecordFormatException) e).line()).isEqualTo(2));
	}

	@Example
	void anEntryWithoutUrlIsRejectedNamingLineAndField() {
		assertThatThrownBy(() -> Ledger.read(fixture("no-url.jsonl")))
			.isInstanceOf(RecordFormatException.class)
			.hasMessageContaining("line 2: field 'url': missing (required)");
	}

	@Example
	void anEntryWithoutStatusIsRejectedNamingLineAndField() {
		assertThatThrownBy(() -> Ledger.read(fixture("no-status.jsonl")))
			.isInstanceOf(RecordFormatException.class)
			.hasMessageContaining("line 1: field 'status': missing (required; there is no default: one of reported, developer-confirmed, fixed, rejected, duplicate)");
	}

	@Example
	void anHttpUrlAndAnUnknownStatusAreRejected() {
		assertThatThrownBy(() -> Ledger.read(fixture("http-url.jsonl")))
			.hasMessageContaining("line 3: field 'url': 'http://github.com/apache/jena/issues/4160' is not an https URL");
		assertThatThrownBy(() -> Ledger.read(fixture("bad-status.jsonl")))
			.hasMessageContaining("line 1: field 'status': 'open' is not one of reported");
	}

	@Example
	void aLastLineWithoutLineEndIsACutOffWrite() throws IOException {
		Path file = copy("valid.jsonl");
		Files.writeString(file, Files.readString(file) + "{\"id\":\"x\"", java.nio.file.StandardOpenOption.TRUNCATE_EXISTING);
		assertThatThrownBy(() -> Ledger.read(file)).hasMessageContaining("line 2: the last line has no line end");
	}

	@Example
	void anInvalidEntryIsNotWrittenAndTheFileIsUntouched() throws IOException {
		Path file = copy("valid.jsonl");
		byte[] before = Files.readAllBytes(file);
		Candidate c = KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), new JenaEngine());
		for (String url : List.of("", "http://example.org/issue/1", "https://", "not a url", "https://github.com")) {
			assertThatThrownBy(() -> Ledger.append(file, LedgerEntry.promote(c, url, Status.REPORTED, "s")))
				.as(url).isInstanceOf(RecordFormatException.class).hasMessageContaining("field 'url'")
				.hasMessageContaining("nothing was written");
		}
		assertThatThrownBy(() -> Ledger.append(file, LedgerEntry.promote(c, "https://example.org/i/1", Status.REPORTED, "two\nlines")))
			.hasMessageContaining("field 'summary': must be one line");
		assertThatThrownBy(() -> Ledger.append(file, LedgerEntry.promote(c, "https://example.org/i/1", Status.REPORTED, " ")))
			.hasMessageContaining("field 'summary': must not be blank");
		assertThatThrownBy(() -> Ledger.append(file, LedgerEntry.promote(c, "https://example.org/i/1", Status.FIXED, "again")))
			.as("the fixture already holds this candidate").hasMessageContaining("field 'id'");
		assertThatThrownBy(() -> LedgerEntry.promote(c, "https://example.org/i/1", null, "no status"))
			.isInstanceOf(NullPointerException.class).hasMessageContaining("status");
		assertThat(Files.readAllBytes(file)).isEqualTo(before);
	}

	@Example
	void aValidEntryIsAppendedAsOneLine() throws IOException {
		Path file = Files.createTempDirectory("sparqlcheck-ledger").resolve("ledger.jsonl");
		Candidate c = KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), new JenaEngine());
		Ledger.append(file, LedgerEntry.promote(c, "https://github.com/apache/jena/issues/4160", Status.REPORTED, "dup rows"));
		List<LedgerEntry> read = Ledger.read(file);
		assertThat(read).hasSize(1);
		assertThat(read.get(0).candidate()).isEqualTo(c);
		assertThat(read.get(0).signature()).isEqualTo(c.signature().hash());
	}

	@Example
	void aMalformedCandidateLineIsRejectedNamingLineAndField() throws IOException {
		Path file = Files.createTempDirectory("sparqlcheck-candidates").resolve("candidates.jsonl");
		Candidate c = KnownCases.handWritten(KnownCases.jenaFilterDisjunction(), new JenaEngine());
		Candidates.append(file, c);
		String good = Json.line(c);
		Files.writeString(file, good + "\n" + good.replace("\"classification\":\"wrong-result\"", "\"classification\":\"bogus\"") + "\n");
		assertThatThrownBy(() -> Candidates.read(file)).hasMessageContaining("line 2: field 'classification'")
			.hasMessageContaining("'bogus' is not one of wrong-result, engine-error");
		Files.writeString(file, good.replace("(?o = ?o)", "(?o != ?o)") + "\n");
		assertThatThrownBy(() -> Candidates.read(file)).hasMessageContaining("line 1: field 'predicate'")
			.hasMessageContaining("does not match the recorded structure");
		Files.writeString(file, good.replace("\"relation\":", "\"extra\":1,\"relation\":") + "\n");
		assertThatThrownBy(() -> Candidates.read(file)).hasMessageContaining("line 1: field 'shrunk.verdict.extra'")
			.hasMessageContaining("Unrecognized field \"extra\"");
	}

	@Example
	void theSchemaFileAndTheValidatorAgree() throws IOException {
		JsonNode schema = Json.MAPPER.readTree(Path.of("ledger.schema.json").toFile());
		List<String> required = new ArrayList<>();
		schema.get("required").forEach(n -> required.add(n.asText()));
		assertThat(required).containsExactlyElementsOf(LedgerValidator.REQUIRED);
		List<String> properties = new ArrayList<>();
		schema.get("properties").fieldNames().forEachRemaining(properties::add);
		List<String> all = new ArrayList<>(LedgerValidator.REQUIRED);
		all.addAll(LedgerValidator.OPTIONAL);
		assertThat(properties).containsExactlyInAnyOrderElementsOf(all);
		List<String> statuses = new ArrayList<>();
		schema.get("properties").get("status").get("enum").forEach(n -> statuses.add(n.asText()));
		assertThat(statuses).containsExactlyElementsOf(Arrays.stream(Status.values()).map(Status::text).toList());
		assertThat(schema.get("additionalProperties").asBoolean()).isFalse();
	}
}
