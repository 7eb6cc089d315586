package io.sparqlcheck.ledger;

import com.fasterxml.jackson.core.JsonProcessingException;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The attributions file, {@code attributions.jsonl} at the repository root: one {@link Attribution}
 * a line, at most one per candidate id and kind (a new bisection of a candidate replaces the old).
 * Reading aborts on the first malformed line, naming it (an absent file reads as empty); a write
 * goes to a temporary file moved into place, so a reader never sees half a record.
 */
public final class Attributions {

	/** Where the repository keeps them. */
	public static final String DEFAULT_FILE = "attributions.jsonl";

	private Attributions() {
	}

	/** Every attribution, in file order. */
	public static List<Attribution> read(Path file) throws IOException {
		List<Attribution> out = new ArrayList<>();
		for (Jsonl.Line line : Jsonl.read(file)) {
			try {
				Attribution a = Json.MAPPER.readValue(line.text(), Attribution.class);
				if (a.id() == null || a.kind() == null || a.subject() == null || a.verdict() == null) {
					throw new RecordFormatException(file, line.number(), "id", "an attribution needs id, kind, subject and verdict");
				}
				out.add(a);
			} catch (JsonProcessingException e) {
				throw new RecordFormatException(file, line.number(), "attribution", e.getOriginalMessage());
			} catch (NullPointerException e) {
				throw new RecordFormatException(file, line.number(), "attribution", "a required field is missing: " + e.getMessage());
			}
		}
		return out;
	}

	/** The attributions of a candidate, releases first. */
	public static List<Attribution> of(Path file, String candidateId) throws IOException {
		return read(file).stream().filter(a -> a.id().equals(candidateId)).sorted(java.util.Comparator.comparing(Attribution::kind)).toList();
	}

	/** Writes the attribution, in place of the one of the same candidate and kind if there is one. */
	public static void put(Path file, Attribution attribution) throws IOException {
		List<Attribution> records = new ArrayList<>();
		boolean replaced = false;
		for (Attribution a : read(file)) {
			boolean same = a.id().equals(attribution.id()) && a.kind() == attribution.kind();
			records.add(same ? attribution : a);
			replaced |= same;
		}
		if (!replaced) {
			records.add(attribution);
		}
		Jsonl.rewrite(file, records);
	}
}
