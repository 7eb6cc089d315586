package io.sparqlcheck.engine;

import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;

import java.util.Optional;

/**
 * An engine that is another engine with one thing changed: every method forwards to the engine it
 * wraps (outages and closing included) unless a subclass overrides it. What a renamed engine or a
 * mutant overrides is then the one thing it changes, and a method added to {@link Engine} later is
 * forwarded in one place.
 */
public abstract class ForwardingEngine implements Engine {
	private final Engine delegate;

	protected ForwardingEngine(Engine delegate) {
		this.delegate = delegate;
	}

	/** The engine this one forwards to. */
	protected final Engine delegate() {
		return delegate;
	}

	@Override
	public String name() {
		return delegate.name();
	}

	@Override
	public String version() {
		return delegate.version();
	}

	@Override
	public EngineFamily family() {
		return delegate.family();
	}

	@Override
	public QueryOutcome select(Dataset data, String query) {
		return delegate.select(data, query);
	}

	@Override
	public void prepareAhead(Dataset data, java.util.List<String> queries, io.sparqlcheck.query.CaseParses parses) {
		delegate.prepareAhead(data, queries, parses);
	}

	@Override
	public Optional<String> outage() {
		return delegate.outage();
	}

	@Override
	public Optional<Restartable> restartable() {
		return delegate.restartable();
	}

	@Override
	public StoreLimits storeLimits() {
		return delegate.storeLimits();
	}

	@Override
	public void close() {
		delegate.close();
	}
}
