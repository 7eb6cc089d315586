package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;

/**
 * An engine under another name, otherwise itself (version, family, answers, close): what a replay
 * on another release needs so that the verdict's per-engine counts carry the recorded engine's name
 * and compare with the record.
 */
public final class RenamedEngine implements Engine {
	private final Engine engine;
	private final String name;

	public RenamedEngine(Engine engine, String name) {
		this.engine = engine;
		this.name = name;
	}

	@Override
	public String name() {
		return name;
	}

	@Override
	public String version() {
		return engine.version();
	}

	@Override
	public EngineFamily family() {
		return engine.family();
	}

	@Override
	public QueryOutcome select(Dataset data, String query) {
		return engine.select(data, query);
	}

	@Override
	public void close() {
		engine.close();
	}
}
