package io.sparqlcheck.cli;

import io.sparqlcheck.config.EngineCatalog;
import io.sparqlcheck.ledger.Attributions;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.CaseRecheck;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.IssueReport;
import io.sparqlcheck.ledger.RecheckResult;
import io.sparqlcheck.ledger.TriagedFinding;
import io.sparqlcheck.ledger.UpstreamSearch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * {@code finding <candidate-id> --id NAME [--engine KIND --summary "..." --upstream-search F] [--draft-file F] [--file F]
 * [--findings findings.jsonl] [--attributions F] [--engines-file F]}: records a bug triaged here but not filed upstream.
 * The candidate is rechecked by its case first, and recorded only when it still fails the same way:
 * as the first repro of a new finding (which then needs {@code --engine}, {@code --summary} and
 * {@code --upstream-search}, a JSON file of the search of the upstream trackers, {@link UpstreamSearch}; its
 * draft is {@code report}'s Markdown, with what {@code bisect} and {@code explain} recorded for the candidate
 * in {@code --attributions} (releases affected, optimizer step), unless {@code --draft-file} gives one), or as one more repro of
 * the finding of that id (another signature of the same bug). Exit status 0 when recorded, 1 when
 * the recheck refused it, 2 on bad usage.
 */
final class FindingCommand {
	private FindingCommand() {
	}

	static int run(Args args, CliContext ctx) throws Exception {
		Path candidates = Records.candidates(args);
		Path findings = Path.of(args.option("findings", TriagedFinding.DEFAULT_FILE));
		Path attributions = Records.attributions(args);
		String id = args.option("id").orElseThrow(() -> new Args.UsageException("finding: --id <name> is required"));
		Optional<String> engine = args.option("engine");
		Optional<String> summary = args.option("summary");
		Optional<String> draftFile = args.option("draft-file");
		Optional<String> searchFile = args.option("upstream-search");
		Path enginesFile = args.option("engines-file").map(Path::of).orElse(null);
		args.rejectUnknown();
		String candidateId = Records.onlyPositional(args, "finding", "candidate id");
		Candidate c = Records.candidate(candidates, candidateId);
		EngineCatalog catalog = EngineResolver.catalog("finding", enginesFile, ctx);
		RecheckResult recheck = CaseRecheck.run(c, catalog);
		ctx.out().println("candidate " + candidateId + ": " + recheck.describe());
		if (recheck.answer() != RecheckResult.Answer.STILL_FAILS) {
			ctx.out().println("not recorded: a triaged finding holds only repros that still fail the same way");
			return 1;
		}
		Optional<TriagedFinding> existing = Findings.find(findings, id);
		TriagedFinding finding;
		if (existing.isPresent()) {
			finding = existing.get().withRepro(c);
		} else {
			String kind = engine.orElseThrow(() -> new Args.UsageException("finding: a new finding needs --engine <engine name>"));
			String line = summary.orElseThrow(() -> new Args.UsageException("finding: a new finding needs --summary \"<one line>\""));
			UpstreamSearch search = upstreamSearch(searchFile.orElseThrow(() -> new Args.UsageException("finding: a new finding needs "
				+ "--upstream-search <file>: the JSON of the upstream trackers searched, the queries tried, the closest issues found "
				+ "and the date (findings.schema.json, upstream-search)")));
			String draft = draftFile.isPresent() ? Files.readString(Path.of(draftFile.get()))
				: IssueReport.markdown(c, Attributions.of(attributions, c.id()), Optional.of(search));
			finding = new TriagedFinding(id, kind, List.of(), line, c.classification(), List.of(), List.of(), draft, search).withRepro(c);
		}
		Findings.put(findings, finding);
		ctx.out().println("recorded " + candidateId + " (" + c.signature().hash() + ") as a repro of triaged finding " + id
			+ " in " + findings + ": " + finding.repros().size() + " repro(s), versions " + finding.versionsSeen());
		return 0;
	}

	private static UpstreamSearch upstreamSearch(String file) throws java.io.IOException {
		Path path = Path.of(file);
		if (!Files.isRegularFile(path)) {
			throw new Args.UsageException("finding: --upstream-search " + file + ": no such file");
		}
		try {
			return io.sparqlcheck.ledger.Json.MAPPER.readValue(Files.readString(path), UpstreamSearch.class);
		} catch (com.fasterxml.jackson.core.JsonProcessingException e) {
			throw new Args.UsageException("finding: --upstream-search " + file + ": " + e.getOriginalMessage());
		}
	}
}
