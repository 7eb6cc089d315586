package org.example.consumer;

import io.sparqlcheck.engine.Engine;
import io.sparqlcheck.engine.EngineFamily;
import io.sparqlcheck.engine.JenaEngine;
import io.sparqlcheck.model.Dataset;
import io.sparqlcheck.result.QueryOutcome;

/**
 * "Our" engine: Jena behind a query-rewriting step of our own, the kind of layer a product puts in
 * front of a store. {@link #correct()} passes queries through; {@link #withTwoValuedNot()} has a
 * deliberately wrong step: it rewrites a top-level {@code FILTER(!(c))} to
 * {@code FILTER(COALESCE(!(c), true))}, so that a row on which {@code c} is an error passes the
 * negation (two-valued logic: an error taken as false, negated to true). SPARQL's three-valued logic
 * says the row fails both {@code FILTER(c)} and {@code FILTER(!(c))}; TLP finds the difference.
 */
public final class MyEngine implements Engine {

	private final Engine jena = new JenaEngine();
	private final boolean twoValuedNot;

	private MyEngine(boolean twoValuedNot) {
		this.twoValuedNot = twoValuedNot;
	}

	public static MyEngine correct() {
		return new MyEngine(false);
	}

	public static MyEngine withTwoValuedNot() {
		return new MyEngine(true);
	}

	@Override
	public String name() {
		return twoValuedNot ? "my-engine-two-valued-not" : "my-engine";
	}

	@Override
	public String version() {
		return "1.0 on Jena " + jena.version();
	}

	@Override
	public EngineFamily family() {
		return EngineFamily.OTHER;
	}

	@Override
	public QueryOutcome select(Dataset data, String query) {
		return jena.select(data, twoValuedNot ? rewrite(query) : query);
	}

	/** The wrong step: {@code ... FILTER(!(c)) }} becomes {@code ... FILTER(COALESCE(!(c), true)) }}. */
	static String rewrite(String query) {
		int at = query.lastIndexOf(" FILTER(!(");
		if (at < 0 || !query.endsWith(")) }")) {
			return query;
		}
		String negation = query.substring(at + " FILTER(".length(), query.length() - ") }".length());
		return query.substring(0, at) + " FILTER(COALESCE(" + negation + ", true)) }";
	}

	@Override
	public void close() {
		jena.close();
	}
}
