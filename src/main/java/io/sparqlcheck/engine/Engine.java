package io.sparqlcheck.engine;

import io.sparqlcheck.result.QueryOutcome;

import io.sparqlcheck.model.Dataset;

/**
 * A SPARQL engine under test.
 *
 * <p>The contract that makes verdicts fail closed: {@link #select} never throws for anything the
 * engine does. A parse error, a timeout, a crash inside the engine, an unreadable response: each is
 * returned as a {@link QueryOutcome.Failure} with its cause, so that an oracle can tell an engine
 * failure from a wrong result and never mistake one for the other.
 *
 * <p>An engine decides how it holds data: it may load each distinct dataset once and reuse it for
 * every query over the same data (the in-process engines cache by content), but a query must only
 * ever see the dataset it was given.
 */
public interface Engine extends AutoCloseable {

	/** A short name: {@code jena}, {@code rdf4j}, or the name given in engines.yaml. */
	String name();

	/** The exact version of the engine, as the engine itself reports it. */
	String version();

	/**
	 * Whose evaluator this is. Declared by the engine, so that a rule about what an engine does
	 * applies by what it is, never by what it is called.
	 */
	EngineFamily family();

	/** Runs a SELECT query over the dataset. Never throws for engine or query problems. */
	QueryOutcome select(Dataset data, String query);

	/**
	 * Work on the dataset and the queries about to be sent over it, done ahead: a campaign calls it on
	 * its case-feed thread, in seed order, while its own thread runs earlier cases' queries. An engine
	 * may load the data and parse the queries now ({@link AheadWork}) so that {@link #select} takes
	 * them ready. It must change nothing select returns, only how soon; it may run on another thread
	 * than select, concurrently with it; it never throws. Nothing by default (an endpoint's loads are
	 * its server's).
	 *
	 * @param parses the case's parses ({@link io.sparqlcheck.query.CaseParses}): an engine parsing with a parser
	 *               of the table takes the parse another engine (or the case's preconditions) made of the same text
	 */
	default void prepareAhead(Dataset data, java.util.List<String> queries, io.sparqlcheck.query.CaseParses parses) {
	}

	/**
	 * Why the engine stopped answering for good in this run (an endpoint down past its re-probes), or
	 * empty while it answers. A campaign stops at the first engine in outage instead of counting
	 * every later check as an engine failure.
	 */
	default java.util.Optional<String> outage() {
		return java.util.Optional.empty();
	}

	/**
	 * What this engine declares it cannot store ({@link StoreLimits}); none by default. An oracle over
	 * engines with limits sees only the data all of them can store ({@link CommonData}).
	 */
	default StoreLimits storeLimits() {
		return StoreLimits.NONE;
	}

	/**
	 * The engine as a server the tool restarts on a fresh store when it dies or its store goes bad
	 * ({@link Restartable}: a managed release, an engines.yaml endpoint with a restart command), or
	 * empty for an engine the tool cannot restart. A campaign lists such an engine's crashes.
	 */
	default java.util.Optional<Restartable> restartable() {
		return java.util.Optional.empty();
	}

	/** Releases what the engine holds. Idempotent. */
	@Override
	default void close() {
	}

	/** {@code name version}, the way reports name an engine. */
	default String label() {
		return name() + " " + version();
	}
}
