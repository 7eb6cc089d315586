package io.sparqlcheck.campaign;

import io.sparqlcheck.codec.LoadsCodec;
import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.Restartable;
import io.sparqlcheck.jqwik.JqwikVersion;
import io.sparqlcheck.ledger.Candidate;
import io.sparqlcheck.ledger.Candidates;
import io.sparqlcheck.ledger.Classification;
import io.sparqlcheck.ledger.EngineRef;
import io.sparqlcheck.ledger.PropertyRef;
import io.sparqlcheck.ledger.RecordedVerdict;
import io.sparqlcheck.ledger.Replay;
import io.sparqlcheck.ledger.Sample;
import io.sparqlcheck.ledger.Signature;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.VerdictKind;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The crashes of a campaign's restartable engines ({@link Restartable}: managed servers, endpoints
 * with a restart command), as findings of class CRASH. After each check it takes the crashes the
 * engines met since the one before, with the seed and case being checked; at the end of the run it
 * shrinks the first crash of each engine and kind ("the server exited", "the store refuses every
 * load", ...) on fresh stores ({@link CrashShrinker}) and lists every crash like a candidate: in the
 * summary (group {@code crash: ENGINE KIND}) and, shrunk, as a candidate record of classification
 * {@code crash} in the run's candidate file. A crash is neither a pass nor an oracle's verdict: the
 * check that met it was retried on the restarted server and counted by its own verdict.
 */
final class CrashWatch {

	/** The fresh-store steps one crash's shrink may take (each restarts the server). */
	static final int MAX_STEPS = 40;

	/** A crash as the campaign met it. */
	private record Met(Engine engine, Restartable server, Restartable.Crash crash, long seed, SparqlCase sparqlCase, Check check) {
	}

	private final Map<Restartable, Engine> servers = new IdentityHashMap<>();
	private final Map<Restartable, Integer> seen = new IdentityHashMap<>();
	private final List<Met> met = new ArrayList<>();
	/** The last check {@link #after} was told of: crashes met after it (in the shrinks at the end) are put on it. */
	private Met last;

	/** Watches the restartable engines among the checks' engines. */
	CrashWatch(List<Check> checks) {
		for (Check c : checks) {
			for (Engine e : c.engines()) {
				e.restartable().ifPresent(r -> {
					servers.putIfAbsent(r, e);
					seen.putIfAbsent(r, 0);
				});
			}
		}
	}

	/** Takes the crashes met since the last call, as met on this seed's case by this check. */
	void after(long seed, SparqlCase c, Check check) {
		last = new Met(null, null, null, seed, c, check);
		for (Map.Entry<Restartable, Engine> s : servers.entrySet()) {
			List<Restartable.Crash> all = s.getKey().crashes();
			for (Restartable.Crash crash : all.subList(seen.get(s.getKey()), all.size())) {
				met.add(new Met(s.getValue(), s.getKey(), crash, seed, c, check));
			}
			seen.put(s.getKey(), all.size());
		}
	}

	/** Shrinks and lists every crash met (see the class comment), in the order they were met. */
	void list(CampaignSummary summary, Campaign.Options options, String generatorVersion, java.io.PrintStream progress) {
		if (last != null) {
			after(last.seed(), last.sparqlCase(), last.check());
		}
		Set<String> shrunkKinds = new HashSet<>();
		for (Met m : met) {
			String kind = kind(m.crash().what());
			String group = "crash: " + m.engine().name() + " " + kind;
			CrashShrinker.Shrunk shrunk = null;
			if (shrunkKinds.add(group)) {
				if (progress != null) {
					progress.println("[campaign] shrinking the crash of " + m.engine().name() + " at seed " + m.seed() + " (" + kind
						+ ") on fresh stores, at most " + MAX_STEPS + " restarts");
				}
				shrunk = new CrashShrinker(m.server(), MAX_STEPS).shrink(m.crash().before(), m.crash().data(), m.crash().query());
				if (shrunk.reproduced()) {
					m.server().breaksFreshStore(Dataset.of(), CrashShrinker.PLAIN_QUERY); // a fresh store for whoever comes next
				}
			}
			String id = shrunk == null || !shrunk.reproduced() ? null : record(m, shrunk, options, generatorVersion, summary);
			summary.grouped(group, m.seed(), null, id != null, id, null);
			summary.candidate(view(m, group, shrunk, id, options, generatorVersion));
		}
	}

	/** The kind of a crash ({@link Restartable#kind}). */
	static String kind(String what) {
		return Restartable.kind(what);
	}

	/** Appends the shrunk crash's candidate record; returns its id, or null when it could not be written (said in the summary). */
	private static String record(Met m, CrashShrinker.Shrunk s, Campaign.Options options, String generatorVersion, CampaignSummary summary) {
		String name = m.engine().name();
		SparqlCase original = new SparqlCase(m.crash().data(), m.sparqlCase().pattern(), m.sparqlCase().predicate(), m.sparqlCase().form());
		SparqlCase small = new SparqlCase(s.data(), m.sparqlCase().pattern(), m.sparqlCase().predicate(), m.sparqlCase().form());
		Sample shrunk = sample(small, s.before(), name, s.query(), s.what());
		Candidate c = new Candidate(Candidate.FORMAT, id(m, small, s), Classification.CRASH, "crash", List.of(new EngineRef(name, m.engine().version())),
			new PropertyRef(Campaign.class.getName(), "crash", null, "crash of " + name),
			new Replay(Long.toString(m.seed()), 1, 1, null, null, null, null, s.steps(), s.boundReached(), JqwikVersion.get(), generatorVersion),
			shrunk, sample(original, m.crash().before(), name, m.crash().query(), m.crash().what()), Signature.of("crash", List.of(name), "ENGINE_FAILURE/CRASH", small),
			name + " crashed: " + s.what());
		if (options.candidates() != null) {
			try {
				Candidates.append(options.candidates(), c);
			} catch (IOException e) {
				summary.shrinkProblem("crash of " + name + " at seed " + m.seed() + ": could not append its record to " + options.candidates() + ": " + e.getMessage());
				return null;
			}
		}
		return c.id();
	}

	private static String id(Met m, SparqlCase small, CrashShrinker.Shrunk s) {
		return "c-" + Signature.sha256("crash|" + m.seed() + "|" + loadsText(s.before(), small.data()) + "|" + s.query() + "|" + m.engine().label())
			.substring(0, 12);
	}

	/**
	 * A crash's sample: the case (with its own load as data) and, in its tree, the loads before it
	 * ({@link LoadsCodec}); its verdict lists each earlier load (role {@code load N}, the N-Triples or
	 * N-Quads as its text, outcome {@code loaded}) before the query that met the crash (role {@code crash}).
	 */
	private static Sample sample(SparqlCase c, List<Dataset> before, String engine, String query, String what) {
		List<RecordedVerdict.RecordedQuery> queries = new ArrayList<>();
		for (int i = 0; i < before.size(); i++) {
			queries.add(new RecordedVerdict.RecordedQuery("load " + (i + 1), engine, before.get(i).text(), "loaded", List.of(), List.of(), null, null));
		}
		queries.add(new RecordedVerdict.RecordedQuery("crash", engine, query, "failure", List.of(), List.of(), "CRASH", what));
		RecordedVerdict v = new RecordedVerdict(VerdictKind.ENGINE_FAILURE, "crash", null, Map.of(), List.of(), List.of(), List.of(), engine,
			"CRASH", what, queries);
		return new Sample(c.fingerprint(), c.data().text(), c.pattern().toSparql(), c.predicate().toSparql(), LoadsCodec.encode(c, before), v);
	}

	/** The loads of a trigger as one text: the data alone, or each load under a comment line saying which it is. */
	static String loadsText(List<Dataset> before, Dataset data) {
		if (before.isEmpty()) {
			return data.text();
		}
		StringBuilder b = new StringBuilder();
		for (int i = 0; i <= before.size(); i++) {
			b.append("# load ").append(i + 1).append(" of ").append(before.size() + 1).append(i == 0 ? ", on a fresh store" : "")
				.append(i == before.size() ? ", the crash's own" : "").append('\n').append(i < before.size() ? before.get(i).text() : data.text());
		}
		return b.toString();
	}

	private static CampaignSummary.Candidate view(Met m, String group, CrashShrinker.Shrunk s, String id, Campaign.Options options,
												  String generatorVersion) {
		boolean small = s != null && s.reproduced();
		List<String> next = id == null ? List.of() : List.of("bin/sparqlcheck report " + id
			+ (options.candidates() == null ? "" : " --file " + options.candidates()));
		String replay = CandidateView.Replay.of(generatorVersion, options.dataFile(), m.check(), m.check().engines().stream().map(Engine::name).toList(),
			options.enginesFile(), options.candidates() == null ? null : options.candidates().toString()).command(m.seed());
		String what = m.engine().name() + " crashed: " + m.crash().what() + (s != null && !s.reproduced() ? "; " + s.what() : "");
		return new CampaignSummary.Candidate(m.seed(), "crash", List.of(m.engine().label()), "CRASH", group, what,
			loadsText(m.crash().before(), m.crash().data()), null, List.of(m.crash().query()), small ? loadsText(s.before(), s.data()) : null, null, small ? List.of(s.query()) : null,
			replay, small ? m.engine().name() + " crashed: " + s.what() : null, small ? List.of(m.engine().name() + ": " + s.what()) : null, id, null, next,
			List.of(new CampaignSummary.QueryRun("crash", m.engine().name(), small ? s.query() : m.crash().query(), "crash: "
				+ (small ? s.what() : m.crash().what()), true)));
	}
}
