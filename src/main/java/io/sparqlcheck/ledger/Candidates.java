package io.sparqlcheck.ledger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonMappingException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Candidate files: appended to by the hook (to the file its property run names), read strictly (a
 * malformed line aborts the read, naming the line and the field). The default file is
 * {@code candidates.jsonl} in the records folder ({@link #folder()}: {@code target/sparqlcheck}
 * unless {@code -D}{@value #FOLDER_PROPERTY} names another, as sparqlcheck's own test suite does so
 * that its records never mix with a user's campaign), unless the user names a file with
 * {@code -D}{@value #FILE_PROPERTY}; nothing in sparqlcheck sets that property.
 */
public final class Candidates {
	private Candidates() {
	}

	public static final String FILE_PROPERTY = "sparqlcheck.candidates";
	public static final String DEFAULT_FILE = "target/sparqlcheck/candidates.jsonl";
	/** The system property naming the records folder; the project's pom sets it for its own test suite. */
	public static final String FOLDER_PROPERTY = "sparqlcheck.records";
	/** The records folder when {@value #FOLDER_PROPERTY} names none: a user's campaigns and properties write here. */
	public static final String DEFAULT_FOLDER = "target/sparqlcheck";

	/**
	 * The default candidate file: the user's {@code -D}{@value #FILE_PROPERTY}, else
	 * {@code candidates.jsonl} in {@link #folder()} ({@value #DEFAULT_FILE} by default).
	 */
	public static Path file() {
		return configured().orElse(folder().resolve("candidates.jsonl"));
	}

	/**
	 * The folder where sparqlcheck writes what nobody told it where to write (candidate records,
	 * a campaign's summary and report, rechecks' jqwik database, issue drafts):
	 * {@code -D}{@value #FOLDER_PROPERTY}, else {@value #DEFAULT_FOLDER}.
	 */
	public static Path folder() {
		String configured = System.getProperty(FOLDER_PROPERTY);
		return Path.of(configured == null || configured.isBlank() ? DEFAULT_FOLDER : configured.strip());
	}

	/** The file the user named with {@code -D}{@value #FILE_PROPERTY}, if any. */
	public static Optional<Path> configured() {
		String configured = System.getProperty(FILE_PROPERTY);
		return configured == null || configured.isBlank() ? Optional.empty() : Optional.of(Path.of(configured.strip()));
	}

	public static void append(Path file, Candidate candidate) throws IOException {
		Jsonl.append(file, Json.line(candidate));
	}

	/** Every record of the file, in order (the same id may occur more than once: the same failure seen again). */
	public static List<Candidate> read(Path file) throws IOException {
		List<Candidate> out = new ArrayList<>();
		for (Jsonl.Line line : Jsonl.read(file)) {
			out.add(parse(file, line));
		}
		return out;
	}

	/** The candidates by id; a later record with an id replaces an earlier one. */
	public static Map<String, Candidate> byId(Path file) throws IOException {
		Map<String, Candidate> m = new LinkedHashMap<>();
		for (Candidate c : read(file)) {
			m.put(c.id(), c);
		}
		return m;
	}

	public static Optional<Candidate> find(Path file, String id) throws IOException {
		return Optional.ofNullable(byId(file).get(id));
	}

	/**
	 * The one failure the id names in the file, or empty when none does.
	 *
	 * @throws IllegalArgumentException when records with that id name different failures (other
	 *                                  oracles, engines or signatures: files written before ids
	 *                                  named the engines), listing them, so that nothing takes one silently
	 */
	public static Optional<Candidate> findUnambiguous(Path file, String id) throws IOException {
		List<Candidate> same = read(file).stream().filter(c -> c.id().equals(id)).toList();
		List<String> distinct = same.stream().map(c -> c.oracle() + " on " + c.engineLabels() + " (" + c.signature().hash() + ")")
			.distinct().toList();
		if (distinct.size() > 1) {
			throw new IllegalArgumentException("candidate id " + id + " is ambiguous in " + file + ": it names "
				+ String.join(", ", distinct));
		}
		return same.isEmpty() ? Optional.empty() : Optional.of(same.get(same.size() - 1));
	}

	static Candidate parse(Path file, Jsonl.Line line) {
		try {
			Candidate c = Json.MAPPER.readValue(line.text(), Candidate.class);
			c.shrunk().sparqlCase();
			c.original().sparqlCase();
			return c;
		} catch (RecordFormatException e) {
			throw e.at(file, line.number());
		} catch (JsonMappingException e) {
			throw new RecordFormatException(file, line.number(), path(e), rootMessage(e));
		} catch (JsonProcessingException e) {
			throw new RecordFormatException(file, line.number(), null, "not JSON: " + e.getOriginalMessage());
		}
	}

	/** The dotted path of the field a Jackson error is about. */
	static String path(JsonMappingException e) {
		StringBuilder b = new StringBuilder();
		for (JsonMappingException.Reference r : e.getPath()) {
			if (r.getFieldName() != null) {
				if (b.length() > 0) {
					b.append('.');
				}
				b.append(r.getFieldName());
			} else if (r.getIndex() >= 0) {
				b.append('[').append(r.getIndex()).append(']');
			}
		}
		return b.length() == 0 ? null : b.toString();
	}

	static String rootMessage(Throwable e) {
		Throwable t = e;
		while (t.getCause() != null && t.getCause() != t) {
			t = t.getCause();
		}
		String m = t instanceof JsonProcessingException j ? j.getOriginalMessage() : t.getMessage();
		return m == null ? t.getClass().getSimpleName() : m.lines().findFirst().orElse(m);
	}
}
