package io.sparqlcheck.engine;

import io.sparqlcheck.model.Triple;

import java.util.function.Predicate;

/**
 * What an engine declares it cannot store: triples whose load breaks its store (a server bug met and
 * recorded as a finding), so that they are never sent to it. An oracle over engines with limits runs
 * on the data every one of them can store ({@link CommonData}), so a differential compares answers
 * over the same data, and an engine is never counted wrong, or failed, over a triple it was not given.
 *
 * @param description one line: what is refused and why (the finding it comes from)
 * @param refused     whether a triple is one the engine cannot store
 */
public record StoreLimits(String description, Predicate<Triple> refused) {

	/** No limits: every triple is stored. */
	public static final StoreLimits NONE = new StoreLimits("none", t -> false);

	/**
	 * The engine as it is, but declaring no limits: every triple is sent to it. What a campaign of
	 * {@code --store-limits off} runs on, to meet (and record as a CRASH finding, shrunk) the crash a
	 * limit was declared for, or to see whether a release still has it.
	 */
	public static Engine ignoredBy(Engine engine) {
		if (engine.storeLimits().none()) {
			return engine;
		}
		return new ForwardingEngine(engine) {
			@Override
			public StoreLimits storeLimits() {
				return NONE;
			}
		};
	}

	/** Whether nothing is refused. */
	public boolean none() {
		return this == NONE;
	}
}
