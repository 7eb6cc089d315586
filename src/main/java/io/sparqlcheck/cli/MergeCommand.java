package io.sparqlcheck.cli;

import io.sparqlcheck.campaign.CampaignSummary;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code merge --out DIR SHARD_DIR...}: merges the {@code summary.json} of each shard's output
 * directory into one summary, as if one process had run the whole seed range, and their
 * {@code candidates.jsonl} into one file with each record once (by its id). Refuses summaries that
 * are not shards of one campaign (other seeds, generator, engines or shard count), naming the file
 * and what differs.
 */
final class MergeCommand {
	private MergeCommand() {
	}

	static int run(Args args) throws Exception {
		java.util.Optional<String> outOption = args.option("out");
		List<String> inputs = args.positional();
		args.rejectUnknown(); // a misspelt --out is named as such, not taken for a missing one
		Path out = Path.of(outOption.orElseThrow(() -> new Args.UsageException("merge: --out DIR is required")));
		if (inputs.isEmpty()) {
			throw new Args.UsageException("merge: name the shard output directories to merge");
		}
		if (Files.exists(out.resolve("candidates.jsonl"))) {
			throw new Args.UsageException("merge: " + out.resolve("candidates.jsonl") + " exists already; merge into a new directory");
		}
		CampaignSummary merged = null;
		for (String dir : inputs) {
			Path file = Path.of(dir).resolve("summary.json");
			if (!Files.exists(file)) {
				throw new Args.UsageException("merge: " + file + " does not exist");
			}
			CampaignSummary s = CampaignSummary.read(file);
			try {
				merged = merged == null ? s : merged.merge(s);
			} catch (IllegalArgumentException e) {
				throw new Args.UsageException("merge: " + file + ": " + e.getMessage());
			}
		}
		merged.write(out.resolve("summary.json"));
		io.sparqlcheck.campaign.HtmlReport.write(merged, out.resolve("report.html"));
		// Candidate records: every shard's, each record once (ids are derived from the property, seed and shrunk case).
		java.util.Map<String, io.sparqlcheck.ledger.Candidate> candidates = new java.util.LinkedHashMap<>();
		int read = 0;
		for (String dir : inputs) {
			Path file = Path.of(dir).resolve("candidates.jsonl");
			if (Files.exists(file)) {
				for (io.sparqlcheck.ledger.Candidate c : io.sparqlcheck.ledger.Candidates.read(file)) {
					read++;
					candidates.putIfAbsent(c.id(), c);
				}
			}
		}
		Path mergedCandidates = out.resolve("candidates.jsonl");
		for (io.sparqlcheck.ledger.Candidate c : candidates.values()) {
			io.sparqlcheck.ledger.Candidates.append(mergedCandidates, c);
		}
		SummaryText.print(merged, System.out, 0, false);
		System.out.println("wrote " + out.resolve("summary.json") + (merged.complete() ? "" : " (not every shard is in it yet)")
			+ "; " + candidates.size() + " candidate record(s) of " + read + " read, into " + mergedCandidates);
		return 0;
	}
}
