package io.sparqlcheck.campaign;

import com.fasterxml.jackson.annotation.JsonAutoDetect;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a campaign found, in a form that merges: every count is a sum, the fingerprint is a sum,
 * the candidate list is a union. {@link #merge} of the summaries of every shard of a seed range
 * equals the summary of one unsharded run over it ({@code CampaignShardTests} checks this), and
 * {@code summary.json} is this object as JSON with sorted keys, so two summaries compare as text.
 *
 * <p>Nothing here depends on time: checks per second and durations are printed, never stored, so
 * a summary is a function of the seeds, the engines and the grammar alone.
 */
@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY, getterVisibility = JsonAutoDetect.Visibility.NONE,
	isGetterVisibility = JsonAutoDetect.Visibility.NONE)
@JsonInclude(JsonInclude.Include.NON_NULL)
public final class CampaignSummary {

	private static final ObjectMapper JSON = new ObjectMapper()
		.enable(SerializationFeature.INDENT_OUTPUT)
		.enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS);

	/**
	 * One check that did not pass and was not known, as a report lists it.
	 *
	 * @param group            the name of its root-cause group (see {@link RootCauses})
	 * @param what             how the unshrunk case fails
	 * @param recheck          the command that checks this seed again, exactly, into its own folder
	 * @param shrunkWhat       how the shrunk case fails, or null when it was not shrunk
	 * @param shrunkAnswers    each engine's (or query's) answer on the shrunk case, one line each
	 * @param candidateId      the id of the candidate record of the shrunk failure, or null
	 * @param shrinkEvaluations the evaluations of the check its shrink spent, or null
	 * @param next             the commands to run next: report, recheck and promote by id
	 * @param runs             each query of the shown case (the shrunk one when there is one) as it ran:
	 *                         role, engine, answer, and whether it is where the check failed; null in
	 *                         summaries written before it existed
	 */
	@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY)
	public record Candidate(long seed, String oracle, List<String> engines, String verdict, String group, String what,
							String data, String predicate, List<String> queries, String shrunkData, String shrunkPredicate,
							List<String> shrunkQueries, String recheck, String shrunkWhat, List<String> shrunkAnswers,
							String candidateId, Integer shrinkEvaluations, List<String> next, List<QueryRun> runs) {
	}

	/**
	 * One query of a failing check as it ran, for the report's side-by-side view.
	 *
	 * @param role   the query's role in the oracle (base, true, false, error; unoptimized, optimized; an engine's name)
	 * @param engine the engine it ran on
	 * @param query  the query text
	 * @param answer the engine's answer, on one line
	 * @param failed whether the check failed here: the engine failed on this query
	 */
	@JsonAutoDetect(fieldVisibility = JsonAutoDetect.Visibility.ANY)
	public record QueryRun(String role, String engine, String query, String answer, boolean failed) {
	}

	String generatorVersion;
	long seedFrom;
	long seedCount;
	int shards = 1;
	TreeSet<Integer> shardIndices = new TreeSet<>();
	long casesChecked;
	String fingerprint = new Fingerprint().hex();
	TreeMap<String, String> engines = new TreeMap<>();
	/** oracle → engine label → outcome label → count */
	TreeMap<String, TreeMap<String, TreeMap<String, Long>>> outcomes = new TreeMap<>();
	/** oracle → reason → count */
	TreeMap<String, TreeMap<String, Long>> skipReasons = new TreeMap<>();
	/** what a known check matched (ledger entry id or latitude rule name) → count */
	TreeMap<String, Long> known = new TreeMap<>();
	/** EBV outcome of the TLP base solutions on the first engine → count, plus cases with an empty base */
	TreeMap<String, Long> coverage = new TreeMap<>();
	/** "oracle engine" → {pairs, collapsed}: pairs whose two forms ran one plan have no oracle power */
	TreeMap<String, TreeMap<String, Long>> plans = new TreeMap<>();
	List<Candidate> candidates = new ArrayList<>();
	/** construct@depth → {cases, checks, failed}: {@link ConstructCoverage} */
	TreeMap<String, TreeMap<String, Long>> constructs = new TreeMap<>();
	/** The constructs of the case being checked, and whether it has had a check yet; not part of the summary. */
	@com.fasterxml.jackson.annotation.JsonIgnore
	transient java.util.Set<String> caseConstructs = java.util.Set.of();
	@com.fasterxml.jackson.annotation.JsonIgnore
	transient boolean caseCounted;
	/** The fingerprint of the cases counted since the last {@link #sealFingerprint}; not part of the summary. */
	@com.fasterxml.jackson.annotation.JsonIgnore
	transient Fingerprint checkedSum = new Fingerprint();
	/** With a guide that measures it ({@code --guide plan}): "guided"/"unguided" → cases → distinct (construct, optimizer step) combinations ({@link CoverageCurve}) */
	TreeMap<String, TreeMap<Long, Long>> planCoverage;
	/** Shrinks that broke (the candidate is then kept unshrunk), one line each. */
	List<String> shrinkProblems = new ArrayList<>();
	/** root-cause group name → its failures; see {@link RootCauses} */
	TreeMap<String, RootCauseGroup> groups = new TreeMap<>();
	/** raw failures : distinct groups, over {@link #groups} */
	String rawUnique = "0:0";
	/** the evaluations of the check each shrink spent, sorted */
	List<Integer> shrinkEvaluations = new ArrayList<>();

	CampaignSummary() {
	}

	static CampaignSummary start(String generatorVersion, SeedRange range) {
		CampaignSummary s = new CampaignSummary();
		s.generatorVersion = generatorVersion;
		s.seedFrom = range.from();
		s.seedCount = range.count();
		s.shards = range.shards();
		s.shardIndices.add(range.index());
		return s;
	}

	void engine(String name, String version) {
		engines.put(name, version);
	}

	void add(String oracle, String engine, Outcome outcome) {
		ConstructCoverage.count(constructs, caseConstructs, !caseCounted, outcome);
		caseCounted = true;
		outcomes.computeIfAbsent(oracle, k -> new TreeMap<>()).computeIfAbsent(engine, k -> zeroes())
			.merge(outcome.label, 1L, Long::sum);
	}

	void skipped(String oracle, String engine, String reason) {
		add(oracle, engine, Outcome.SKIPPED);
		skipReasons.computeIfAbsent(oracle, k -> new TreeMap<>()).merge(reason, 1L, Long::sum);
	}

	/** The constructs of the case whose checks are counted next ({@link ConstructCoverage#keys}). */
	void constructs(java.util.Set<String> keys) {
		caseConstructs = keys;
		caseCounted = false;
	}

	void knownAs(String what) {
		known.merge(what, 1L, Long::sum);
	}

	void coverage(String key, long n) {
		coverage.merge(key, n, Long::sum);
	}

	void plan(String pair, boolean collapsed) {
		TreeMap<String, Long> p = plans.computeIfAbsent(pair, k -> new TreeMap<>(Map.of("pairs", 0L, "collapsed", 0L)));
		p.merge("pairs", 1L, Long::sum);
		if (collapsed) {
			p.merge("collapsed", 1L, Long::sum);
		}
	}

	/** A pair whose plans the engine could not explain: counted apart, never as collapsed or not. */
	void planUnexplained(String pair) {
		plans.computeIfAbsent(pair, k -> new TreeMap<>(Map.of("pairs", 0L, "collapsed", 0L))).merge("unexplained", 1L, Long::sum);
	}

	void planCoverage(TreeMap<String, TreeMap<Long, Long>> curves) {
		planCoverage = curves;
	}

	/** The plan-coverage curves of a guided run ({@link CoverageCurve}), or empty. */
	public Map<String, TreeMap<Long, Long>> planCoverage() {
		return planCoverage == null ? Map.of() : Collections.unmodifiableMap(planCoverage);
	}

	void shrinkProblem(String what) {
		int at = Collections.binarySearch(shrinkProblems, what);
		shrinkProblems.add(at < 0 ? -at - 1 : at, what); // sorted, for the same reason as the candidates
	}

	/** The shrinks that broke during the run; their candidates are listed unshrunk. */
	public List<String> shrinkProblems() {
		return shrinkProblems;
	}

	/**
	 * Candidates are kept in one order, by seed, oracle and engines, whatever order the checks ran
	 * in, so that merged shards list them exactly as one run does.
	 */
	static final Comparator<Candidate> CANDIDATE_ORDER = Comparator.comparingLong(Candidate::seed)
		.thenComparing(Candidate::oracle).thenComparing((Candidate c) -> String.join(",", c.engines()));

	void candidate(Candidate c) {
		int at = Collections.binarySearch(candidates, c, CANDIDATE_ORDER);
		candidates.add(at < 0 ? -at - 1 : at, c);
	}

	/** Counts one failure in its group, with the candidate id and evaluations of its shrink if it was shrunk. */
	void grouped(String group, long seed, String knownAs, boolean shrunk, String candidateId, Integer evaluations) {
		groups.merge(group, new RootCauseGroup(1, shrunk ? 1 : 0, knownAs, seed, candidateId), RootCauseGroup::plus);
		if (evaluations != null) {
			int at = Collections.binarySearch(shrinkEvaluations, evaluations);
			shrinkEvaluations.add(at < 0 ? -at - 1 : at, evaluations);
		}
		refreshRawUnique();
	}

	void refreshRawUnique() {
		rawUnique = groups.values().stream().mapToLong(RootCauseGroup::raw).sum() + ":" + groups.size();
	}

	/** Counts a case; its part of the fingerprint shows in {@link #fingerprint} after {@link #sealFingerprint}. */
	void checked(long seed, String caseFingerprint) {
		casesChecked++;
		checkedSum.add(seed, caseFingerprint);
	}

	/** {@link #checked(long, String)} with the pair's {@link Fingerprint#term} already worked out. */
	void checked(java.math.BigInteger fingerprintTerm) {
		casesChecked++;
		checkedSum.add(fingerprintTerm);
	}

	/** Adds the cases counted since the last call to the fingerprint: once at the end of a run, not per case. */
	void sealFingerprint() {
		Fingerprint f = new Fingerprint();
		f.add(fingerprint);
		f.add(checkedSum.hex());
		fingerprint = f.hex();
		checkedSum = new Fingerprint();
	}

	static TreeMap<String, Long> zeroes() {
		TreeMap<String, Long> m = new TreeMap<>();
		for (Outcome o : Outcome.values()) {
			m.put(o.label, 0L);
		}
		return m;
	}

	// ---- reading ----

	public String generatorVersion() {
		return generatorVersion;
	}

	public long casesChecked() {
		return casesChecked;
	}

	public String fingerprint() {
		return fingerprint;
	}

	public Map<String, String> engines() {
		return engines;
	}

	/** The count of one outcome for one oracle and engine; 0 where nothing was counted. */
	public long count(String oracle, String engine, Outcome outcome) {
		return outcomes.getOrDefault(oracle, new TreeMap<>()).getOrDefault(engine, new TreeMap<>())
			.getOrDefault(outcome.label, 0L);
	}

	/** The total of one outcome over every oracle and engine. */
	public long total(Outcome outcome) {
		return outcomes.values().stream().flatMap(m -> m.values().stream())
			.mapToLong(m -> m.getOrDefault(outcome.label, 0L)).sum();
	}

	public Map<String, TreeMap<String, TreeMap<String, Long>>> outcomes() {
		return outcomes;
	}

	public Map<String, TreeMap<String, Long>> skipReasons() {
		return skipReasons;
	}

	public Map<String, Long> known() {
		return known;
	}

	public Map<String, Long> coverage() {
		return coverage;
	}

	public Map<String, TreeMap<String, Long>> plans() {
		return plans;
	}

	/** construct@depth → {cases, checks, failed}: see {@link ConstructCoverage}. */
	public Map<String, TreeMap<String, Long>> constructs() {
		return constructs;
	}

	public List<Candidate> candidates() {
		return candidates;
	}

	/**
	 * The checks that failed, matched no known bug, and stand in an unshrunk group ({@code everyShrunkKnown}
	 * false) or in one whose class's shrunk cases were all known (true): not new, since nothing
	 * unshrunk is called new, but not shown known either; the summary lists them on a line of their own.
	 */
	public List<Candidate> unshrunk(boolean everyShrunkKnown) {
		return candidates.stream().filter(c -> c.group().startsWith(RootCauses.UNSHRUNK)
			&& c.group().startsWith(RootCauses.UNSHRUNK_CLASS_KNOWN) == everyShrunkKnown).toList();
	}

	/** The failing checks confirmed new: not known, and in a group a shrunk case stands for. */
	public long confirmedNew() {
		return candidates.stream().filter(c -> !c.group().startsWith(RootCauses.UNSHRUNK)).count();
	}

	/** The root-cause groups by name. */
	public Map<String, RootCauseGroup> groups() {
		return groups;
	}

	/** Raw failures : distinct root-cause groups, e.g. {@code 412:5}. */
	public String rawUnique() {
		return rawUnique;
	}

	/** The evaluations each shrink spent, sorted. */
	public List<Integer> shrinkEvaluations() {
		return shrinkEvaluations;
	}

	/** Whether this summary covers every shard of its seed range. */
	public boolean complete() {
		return shardIndices.size() == shards;
	}

	// ---- merging and JSON ----

	/**
	 * The summary of this run and another shard of the same campaign: same generator version, same
	 * seed range, same shard count, another shard index.
	 *
	 * @throws IllegalArgumentException when the two are not shards of one campaign, naming what differs
	 */
	public CampaignSummary merge(CampaignSummary other) {
		return SummaryMerge.merge(this, other);
	}

	public String toJson() {
		try {
			return JSON.writeValueAsString(this) + "\n";
		} catch (IOException e) {
			throw new IllegalStateException("a summary is always serialisable", e);
		}
	}

	public static CampaignSummary fromJson(String json) {
		try {
			return JSON.readValue(json, CampaignSummary.class);
		} catch (com.fasterxml.jackson.core.JsonProcessingException e) {
			throw new IllegalArgumentException("not a sparqlcheck summary: " + e.getOriginalMessage(), e);
		}
	}

	public static CampaignSummary read(Path file) throws IOException {
		try {
			return fromJson(Files.readString(file));
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
		}
	}

	/** Writes the summary atomically: a temporary file renamed over the target, never a half file. */
	public void write(Path file) throws IOException {
		Files.createDirectories(file.toAbsolutePath().getParent());
		Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
		try {
			Files.writeString(tmp, toJson());
			Files.move(tmp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
		} finally {
			Files.deleteIfExists(tmp); // never a leftover .tmp, whether the move was done or the write failed
		}
	}
}
