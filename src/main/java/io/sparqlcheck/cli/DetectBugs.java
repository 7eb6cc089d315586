package io.sparqlcheck.cli;

import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.ledger.Findings;
import io.sparqlcheck.ledger.Ledger;
import io.sparqlcheck.ledger.LedgerEntry;
import io.sparqlcheck.ledger.TriagedFinding;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The project's own bugs that the time-to-detect benchmark can look for: each triaged finding and
 * each ledger entry whose affected engine is one the run has open, at the release that engine is.
 * A finding names its engine and the releases it was seen on; a ledger entry's affected engine is the
 * project its upstream issue was filed against ({@code apache/jena}: jena, {@code eclipse-rdf4j}:
 * rdf4j), at the release the entry records for that engine. A bug at a release the run cannot
 * open (a managed server, an old release) is left out, and counted as left out.
 *
 * <p>A bug is what was filed, not a record of it: the ledger entries of one upstream issue (jena#4160 has
 * five repros, one per shape the campaigns met) are one bug, named by the issue ({@code apache/jena#4160}),
 * detected when the campaign names any of its entries, or names several at once that are all its own
 * (a cause its repros share, which {@link io.sparqlcheck.ledger.KnownBugs#byCause} calls ambiguous between
 * records but is one issue). Counting entries instead would weigh an issue by how many shapes of it the
 * triage rounds happened to record, and count a detection of one shape as misses of the others. A finding
 * whose upstream search found it to be a ledger entry's issue ({@code duplicateOf}) is one more record of it.
 */
final class DetectBugs {
	private DetectBugs() {
	}

	/**
	 * A bug to look for.
	 *
	 * @param id      the finding's or ledger entry's id, as the campaign's triage names it
	 * @param engine  the affected engine (the name of an engine the run has open)
	 * @param release its release
	 * @param records the ids of its records as the campaign's triage names them: the finding's id, or
	 *                the ids of every ledger entry filed as this bug's upstream issue
	 */
	record Bug(String id, String engine, String release, List<String> records) {
		Bug {
			records = List.copyOf(records);
			if (records.isEmpty()) {
				throw new IllegalArgumentException("a bug has at least one record: " + id);
			}
		}

		/** A bug with one record, named by it. */
		Bug(String id, String engine, String release) {
			this(id, engine, release, List.of(id));
		}

		/**
		 * Whether a campaign's words for a known failure name this bug: one of its records (an id as a
		 * whole token), or, for a cause several records share, records that are all its own.
		 */
		boolean namedBy(String knownAs) {
			if (knownAs.startsWith(io.sparqlcheck.ledger.DifferentialSplit.PREFIX) || knownAs.startsWith(io.sparqlcheck.ledger.CauseMatch.BY_ROLE)) {
				// two engines each wrong their own way: each part names its own bug
				return io.sparqlcheck.ledger.DifferentialSplit.parts(knownAs).stream().anyMatch(this::namedBy);
			}
			if (knownAs.startsWith(io.sparqlcheck.ledger.CauseMatch.AMBIGUOUS)) {
				// a cause several bugs share names none of them in particular (KnownBugs.byCause), unless they are one bug's records
				String ids = knownAs.substring(io.sparqlcheck.ledger.CauseMatch.AMBIGUOUS.length());
				int paren = ids.indexOf(" (");
				return List.of((paren < 0 ? ids : ids.substring(0, paren)).split("\\|")).stream().map(String::strip)
					.allMatch(records::contains);
			}
			return records.stream().anyMatch(r -> Pattern.compile("(?<![\\w-])" + Pattern.quote(r) + "(?![\\w-])").matcher(knownAs).find());
		}
	}

	/** The bugs found, in file order (findings, then the ledger), and how many were left out as not runnable. */
	record Listing(List<Bug> runnable, List<String> leftOut) {
	}

	/**
	 * The runnable bugs of the two files.
	 *
	 * @param releases the open engines' releases by engine name ({@code jena} to {@code 5.6.0})
	 */
	static Listing read(Path findings, Path ledger, Map<String, String> releases) throws IOException {
		List<Bug> runnable = new ArrayList<>();
		List<String> leftOut = new ArrayList<>();
		// a finding that turned out to be a ledger entry's issue (upstream-search.duplicateOf) is a record of that bug
		Map<String, List<Bug>> duplicates = new java.util.LinkedHashMap<>();
		for (TriagedFinding f : Findings.read(findings)) {
			String release = releases.get(f.engine());
			if (release != null && f.versionsSeen().contains(release)) {
				String issue = f.upstreamSearch().duplicateOf();
				if (issue == null) {
					runnable.add(new Bug(f.id(), f.engine(), release));
				} else {
					duplicates.computeIfAbsent(issue, k -> new ArrayList<>()).add(new Bug(f.id(), f.engine(), release));
				}
			} else {
				leftOut.add(f.id() + " (" + f.engine() + " " + f.versionsSeen() + ")");
			}
		}
		Map<String, Bug> byIssue = new java.util.LinkedHashMap<>();
		for (LedgerEntry e : Ledger.read(ledger)) {
			Optional<String> engine = affected(e.url());
			Optional<EngineRef> at = engine.flatMap(name -> e.engines().stream().filter(r -> r.name().equals(name)).findFirst());
			String release = engine.map(releases::get).orElse(null);
			if (at.isPresent() && release != null && release.equals(firstWord(at.get().version()))) {
				Bug was = byIssue.get(e.url());
				List<String> records = new ArrayList<>(was == null ? List.of() : was.records());
				records.add(e.id());
				byIssue.put(e.url(), new Bug(issueName(e.url()), engine.get(), release, records));
			} else {
				leftOut.add(e.id() + " (" + e.url() + ")");
			}
		}
		for (Map.Entry<String, Bug> issue : byIssue.entrySet()) {
			Bug b = issue.getValue();
			List<String> records = new ArrayList<>(b.records());
			Optional.ofNullable(duplicates.remove(issue.getKey())).orElse(List.of()).forEach(f -> records.add(f.id()));
			runnable.add(new Bug(b.id(), b.engine(), b.release(), records));
		}
		duplicates.values().forEach(runnable::addAll); // an issue no runnable ledger entry has: its findings stand alone
		return new Listing(List.copyOf(runnable), List.copyOf(leftOut));
	}

	/**
	 * Whether a bug is in the training half: the runnable bugs in file order (findings, then the
	 * ledger), alternately training (even positions, from 0) and test (odd). Weights are learned on
	 * the training half only and reported on the test half (DESIGN.md, search efficiency).
	 */
	static boolean training(List<Bug> runnable, Bug bug) {
		int i = runnable.indexOf(bug);
		if (i < 0) {
			throw new IllegalArgumentException("not a runnable bug: " + bug.id());
		}
		return i % 2 == 0;
	}

	/** The engine an upstream issue URL is filed against, for the projects whose engines run in-process. */
	static Optional<String> affected(String url) {
		if (url.startsWith("https://github.com/apache/jena/")) {
			return Optional.of("jena");
		}
		if (url.startsWith("https://github.com/eclipse-rdf4j/rdf4j/")) {
			return Optional.of("rdf4j");
		}
		return Optional.empty();
	}

	/** {@code apache/jena#4160} of {@code https://github.com/apache/jena/issues/4160} (or {@code .../pull/N}): an upstream issue's short name. */
	static String issueName(String url) {
		java.util.regex.Matcher m = Pattern.compile("^https://github\\.com/([^/]+/[^/]+)/(?:issues|pull)/(\\d+)").matcher(url);
		return m.find() ? m.group(1) + "#" + m.group(2) : url;
	}

	/** {@code 5.6.0} of {@code 5.6.0 (QueryEngineRef)}: an engine's release, without what its label adds. */
	static String firstWord(String version) {
		String v = version.strip();
		int space = v.indexOf(' ');
		return space < 0 ? v : v.substring(0, space);
	}
}
