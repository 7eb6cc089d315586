package io.sparqlcheck.ledger;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The found-bug ledger, {@code ledger.jsonl} at the repository root: one validated entry a line.
 * Reading aborts on the first malformed line, naming the line and the field; appending validates
 * the entry and the existing file first, and on any problem writes nothing.
 */
public final class Ledger {
	private Ledger() {
	}

	public static final String DEFAULT_FILE = "ledger.jsonl";

	/** Every entry, in file order. */
	public static List<LedgerEntry> read(Path file) throws IOException {
		List<LedgerEntry> entries = new ArrayList<>();
		Map<String, Integer> ids = new HashMap<>();
		for (Jsonl.Line line : Jsonl.read(file)) {
			LedgerEntry e = parse(file, line);
			Integer earlier = ids.putIfAbsent(e.id(), line.number());
			if (earlier != null) {
				throw new RecordFormatException(file, line.number(), "id", "'" + e.id() + "' is already the id of line " + earlier);
			}
			entries.add(e);
		}
		return entries;
	}

	public static Optional<LedgerEntry> find(Path file, String id) throws IOException {
		return read(file).stream().filter(e -> e.id().equals(id)).findFirst();
	}

	/**
	 * Validates the entry, then appends it as one line. Throws {@link RecordFormatException} naming
	 * the field, and leaves the file untouched, when the entry is invalid, its id is taken, or the
	 * existing file is malformed.
	 */
	public static void append(Path file, LedgerEntry entry) throws IOException {
		JsonNode tree = Json.tree(entry);
		List<LedgerValidator.Problem> problems = LedgerValidator.validate(tree);
		if (!problems.isEmpty()) {
			LedgerValidator.Problem first = problems.get(0);
			throw new RecordFormatException(null, 0, first.field(), first.message() + more(problems)
				+ "; nothing was written to " + file);
		}
		for (LedgerEntry existing : read(file)) {
			if (existing.id().equals(entry.id())) {
				throw new RecordFormatException(null, 0, "id", "'" + entry.id() + "' is already in " + file
					+ "; nothing was written");
			}
		}
		Jsonl.append(file, Json.line(tree));
	}

	/**
	 * Writes these entries in place of the file's, in their order: the same entries (by id, in the
	 * file's order) with a field recomputed, as {@code signatures --write} does. Each is validated
	 * first; on a problem, or when the ids are not the file's, nothing is written.
	 */
	public static void rewrite(Path file, List<LedgerEntry> entries) throws IOException {
		List<String> ids = read(file).stream().map(LedgerEntry::id).toList();
		if (!ids.equals(entries.stream().map(LedgerEntry::id).toList())) {
			throw new IllegalArgumentException("a rewrite keeps the entries of " + file + " and their order; nothing was written");
		}
		List<Object> trees = new ArrayList<>();
		for (LedgerEntry e : entries) {
			JsonNode tree = Json.tree(e);
			List<LedgerValidator.Problem> problems = LedgerValidator.validate(tree);
			if (!problems.isEmpty()) {
				throw new RecordFormatException(null, 0, problems.get(0).field(), problems.get(0).message() + "; nothing was written to " + file);
			}
			trees.add(tree);
		}
		Jsonl.rewrite(file, trees);
	}

	static LedgerEntry parse(Path file, Jsonl.Line line) {
		JsonNode tree;
		try {
			tree = Json.MAPPER.readTree(line.text());
		} catch (JsonProcessingException e) {
			throw new RecordFormatException(file, line.number(), null, "not JSON: " + e.getOriginalMessage());
		}
		List<LedgerValidator.Problem> problems = LedgerValidator.validate(tree);
		if (!problems.isEmpty()) {
			LedgerValidator.Problem first = problems.get(0);
			throw new RecordFormatException(file, line.number(), first.field(), first.message() + more(problems));
		}
		try {
			return Json.MAPPER.treeToValue(tree, LedgerEntry.class);
		} catch (JsonProcessingException e) {
			String path = e instanceof com.fasterxml.jackson.databind.JsonMappingException m ? Candidates.path(m) : null;
			throw new RecordFormatException(file, line.number(), path, Candidates.rootMessage(e));
		}
	}

	private static String more(List<LedgerValidator.Problem> problems) {
		if (problems.size() == 1) {
			return "";
		}
		StringBuilder b = new StringBuilder(" (and ").append(problems.size() - 1).append(" more:");
		for (LedgerValidator.Problem p : problems.subList(1, problems.size())) {
			b.append(" '").append(p.field()).append("' ").append(p.message()).append(';');
		}
		b.setLength(b.length() - 1);
		return b.append(')').toString();
	}
}
