package io.sparqlcheck.engine;

/**
 * An engine under another name, otherwise itself (version, family, answers, outages, close): what a
 * replay on another release needs so that the verdict's per-engine counts carry the recorded engine's
 * name and compare with the record.
 */
public final class RenamedEngine extends ForwardingEngine {
	private final String name;

	public RenamedEngine(Engine engine, String name) {
		super(engine);
		this.name = name;
	}

	@Override
	public String name() {
		return name;
	}
}
