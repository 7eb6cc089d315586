package io.sparqlcheck.campaign;

import io.sparqlcheck.arbitraries.CaseArbitrary;

import java.util.Objects;
import java.util.function.Function;

/**
 * A kind of case guide as the {@link Guides} registry knows it: the key users give ({@code --guide
 * plan}), one line saying what it does, and how a run starts one over its cases.
 *
 * @param key         what {@code --guide} takes
 * @param description one line for the help and the run's header
 * @param factory     a new guide, with no history, over the run's cases
 */
public record GuideType(String key, String description, Function<CaseArbitrary, CaseGuide> factory) {

	public GuideType {
		Objects.requireNonNull(key, "key");
		Objects.requireNonNull(description, "description");
		Objects.requireNonNull(factory, "factory");
	}

	/** A guide with no history for one run over these cases. */
	public CaseGuide start(CaseArbitrary cases) {
		return factory.apply(cases);
	}
}
