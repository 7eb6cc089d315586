package io.sparqlcheck.campaign;

import io.sparqlcheck.jqwik.JqwikShrinker;
import io.sparqlcheck.ledger.FailureClass;
import io.sparqlcheck.oracle.ExecutedQuery;
import io.sparqlcheck.oracle.Verdict;
import io.sparqlcheck.result.QueryOutcome;
import io.sparqlcheck.result.Solution;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A failing check as the summary and report show it: described from its shrunk case when there is
 * one (the way it fails, each engine's answer side by side), with the commands a user runs next.
 */
final class CandidateView {
	private CandidateView() {
	}

	/**
	 * What a replay command needs beyond the seed: the grammar, or the user's data file the cases are
	 * over (then the grammar is that data's and is not named), the oracle's key, the engines, the
	 * engines file they came from (or null), the candidate file the ids are in, and the differential's
	 * relative tolerance when the campaign set one other than the default (or null).
	 */
	record Replay(String grammar, String dataFile, String oracleKey, List<String> engineNames, String enginesFile, String candidatesFile,
				  Double tolerance) {
		/** The replay of a check: the tolerance of its differential when that is not the default one. */
		static Replay of(String grammar, String dataFile, Check check, List<String> engineNames, String enginesFile, String candidatesFile) {
			Double tolerance = check.oracle() instanceof io.sparqlcheck.oracle.Differential d
				&& !d.tolerance().equals(io.sparqlcheck.compare.Tolerance.DEFAULT) ? d.tolerance().relative() : null;
			return new Replay(grammar, dataFile, check.type().key(), engineNames, enginesFile, candidatesFile, tolerance);
		}

		/**
		 * The campaign command that checks exactly this seed again, with the same grammar (or data
		 * file), engines, engines file and tolerance, into its own output folder.
		 */
		String command(long seed) {
			return "bin/sparqlcheck campaign --tries 1 --seed " + seed + " --oracles " + oracleKey
				+ " --engines " + String.join(",", engineNames) + (dataFile == null ? " --grammar " + grammar : " --data " + dataFile)
				+ (enginesFile == null ? "" : " --engines-file " + enginesFile)
				+ (tolerance == null ? "" : " --tolerance " + tolerance)
				+ (Guides.DEFAULT == Guides.NONE ? "" : " --guide none") // the seed is the case's own: no guide picks again
				+ " --out target/sparqlcheck/replay-" + seed;
		}
	}

	static CampaignSummary.Candidate of(long seed, Verdict v, RootCauses.Group group, Optional<JqwikShrinker.Shrunk> shrink,
										Replay replay) {
		Verdict s = shrink.map(JqwikShrinker.Shrunk::verdict).orElse(null);
		String id = shrink.map(JqwikShrinker.Shrunk::candidateId).orElse(null);
		List<String> next = new ArrayList<>();
		String file = replay.candidatesFile() == null ? "" : " --file " + replay.candidatesFile();
		if (id != null) {
			next.add("bin/sparqlcheck report " + id + file);
			next.add("bin/sparqlcheck recheck " + id + file
				+ (replay.enginesFile() == null ? "" : " --engines-file " + replay.enginesFile()));
			next.add("bin/sparqlcheck promote " + id + file + " --url <upstream issue> --status reported --summary \"<one line>\"");
		}
		return new CampaignSummary.Candidate(seed, v.oracle(), v.engines(), v.kind().name(), group.name(), what(v),
			v.sparqlCase().data().text(), v.sparqlCase().predicate().toSparql(), queries(v),
			s == null ? null : s.sparqlCase().data().text(),
			s == null ? null : s.sparqlCase().predicate().toSparql(),
			s == null ? null : queries(s),
			replay.command(seed),
			s == null ? null : what(s), s == null ? null : answers(s), id,
			shrink.map(JqwikShrinker.Shrunk::evaluations).orElse(null), next, runs(s != null ? s : v));
	}

	/** Each query of the verdict as it ran, the ones the engine failed on marked. */
	static List<CampaignSummary.QueryRun> runs(Verdict v) {
		return v.queries().stream().map(q -> new CampaignSummary.QueryRun(q.role(), q.engine(), q.query(), answer(q.outcome()),
			q.outcome() instanceof QueryOutcome.Failure)).toList();
	}

	/** How the verdict fails, in words that name each engine's side (never "a against b" counts). */
	static String what(Verdict v) {
		if (v instanceof Verdict.EngineFailure f) {
			return f.engine() + " failed (" + f.failure().kind() + "): " + f.failure().cause();
		}
		Verdict.Violation x = (Verdict.Violation) v;
		FailureClass fc = FailureClass.of(v);
		StringBuilder b = new StringBuilder(String.join("; ", fc.how()));
		b.append(" — rows: ");
		List<String> counts = new ArrayList<>();
		x.counts().forEach((k, n) -> counts.add(k + " " + n));
		b.append(String.join(", ", counts));
		return b.toString();
	}

	/** Each query's answer on the case, one line per engine (differential) or per query role. */
	static List<String> answers(Verdict v) {
		List<String> out = new ArrayList<>();
		for (ExecutedQuery q : v.queries()) {
			String who = q.role().equals(q.engine()) || q.engine().startsWith(q.role() + " ") ? q.engine() : q.role() + " on " + q.engine();
			out.add(who + ": " + answer(q.outcome()));
		}
		return out;
	}

	private static String answer(QueryOutcome o) {
		if (o instanceof QueryOutcome.Solutions s) {
			List<String> rows = s.rows().stream().map(Solution::toString).sorted().toList();
			return s.size() + " row(s) " + String.join(" ", rows);
		}
		if (o instanceof QueryOutcome.BooleanAnswer b) {
			return "boolean " + b.value();
		}
		QueryOutcome.Failure f = (QueryOutcome.Failure) o;
		return "failure " + f.kind() + ": " + f.cause().lines().findFirst().orElse("");
	}

	private static List<String> queries(Verdict v) {
		return v.queries().stream().map(ExecutedQuery::query).distinct().toList();
	}
}
