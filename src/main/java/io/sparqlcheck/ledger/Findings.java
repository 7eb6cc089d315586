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
 * The triaged-findings file, {@code findings.jsonl} at the repository root: bugs triaged here and
 * not filed upstream, one validated {@link TriagedFinding} a line. Reading aborts on the first
 * malformed line, naming the line and the field (an absent file reads as empty); writing validates
 * first and on any problem writes nothing. Whoever adds a finding must have rechecked its repro
 * (the {@code finding} command does, and refuses a repro that does not still fail).
 */
public final class Findings {
	private Findings() {
	}

	/** Every finding, in file order. */
	public static List<TriagedFinding> read(Path file) throws IOException {
		List<TriagedFinding> out = new ArrayList<>();
		Map<String, Integer> ids = new HashMap<>();
		for (Jsonl.Line line : Jsonl.read(file)) {
			TriagedFinding f = parse(file, line);
			Integer earlier = ids.putIfAbsent(f.id(), line.number());
			if (earlier != null) {
				throw new RecordFormatException(file, line.number(), "id", "'" + f.id() + "' is already the id of line " + earlier);
			}
			out.add(f);
		}
		return out;
	}

	/** The finding of that id. */
	public static Optional<TriagedFinding> find(Path file, String id) throws IOException {
		return read(file).stream().filter(f -> f.id().equals(id)).findFirst();
	}

	/**
	 * Writes the finding: appended when its id is new, else in place of the finding of that id. The
	 * finding and the existing file are validated first; on a problem nothing is written.
	 */
	public static void put(Path file, TriagedFinding finding) throws IOException {
		JsonNode tree = Json.tree(finding);
		List<LedgerValidator.Problem> problems = FindingsValidator.validate(tree);
		if (!problems.isEmpty()) {
			throw new RecordFormatException(null, 0, problems.get(0).field(), problems.get(0).message() + "; nothing was written to " + file);
		}
		List<Object> records = new ArrayList<>();
		boolean replaced = false;
		for (TriagedFinding f : read(file)) {
			boolean same = f.id().equals(finding.id());
			replaced |= same;
			records.add(same ? finding : f);
		}
		if (!replaced) {
			records.add(tree);
		}
		Jsonl.rewrite(file, records);
	}

	static TriagedFinding parse(Path file, Jsonl.Line line) {
		JsonNode tree;
		try {
			tree = Json.MAPPER.readTree(line.text());
		} catch (JsonProcessingException e) {
			throw new RecordFormatException(file, line.number(), null, "not JSON: " + e.getOriginalMessage());
		}
		List<LedgerValidator.Problem> problems = FindingsValidator.validate(tree);
		if (!problems.isEmpty()) {
			throw new RecordFormatException(file, line.number(), problems.get(0).field(), problems.get(0).message());
		}
		try {
			return Json.MAPPER.treeToValue(tree, TriagedFinding.class);
		} catch (JsonProcessingException e) {
			throw new RecordFormatException(file, line.number(), null, Candidates.rootMessage(e));
		}
	}

	/** Rechecks by case every repro of every finding. */
	public static List<Rechecks.Report> recheckAll(Path file, io.sparqlcheck.config.EngineCatalog catalog) throws IOException {
		return recheck(file, catalog, f -> true);
	}

	/** Rechecks by case every repro of the findings {@code which} accepts (the others are not run). */
	public static List<Rechecks.Report> recheck(Path file, io.sparqlcheck.config.EngineCatalog catalog,
												java.util.function.Predicate<TriagedFinding> which) throws IOException {
		List<Rechecks.Report> out = new ArrayList<>();
		for (TriagedFinding f : read(file)) {
			if (!which.test(f)) {
				continue;
			}
			List<RecheckResult> results = new ArrayList<>();
			f.repros().forEach(c -> results.add(CaseRecheck.run(c, catalog)));
			out.add(new Rechecks.Report(f.id(), "triaged finding " + f.id() + " (not filed; " + f.repros().size() + " repro"
				+ (f.repros().size() == 1 ? "" : "s") + ")", results));
		}
		return out;
	}
}
