package io.sparqlcheck.engine;

import java.util.List;

/**
 * An engine whose optimiser is a list of named steps that can be switched off one at a time: what
 * optimizer attribution needs ("which step, when off, makes the failure vanish") and what the
 * optimizer-step oracle compares. Jena's steps are ARQ's {@code opt*} context switches; RDF4J's are
 * the optimizers of its standard pipeline, by class name.
 */
public interface OptimizerSteps {

	/** The steps that can be switched off, in the engine's own order; empty for an engine that never optimises. */
	List<String> optimizerSteps();

	/**
	 * The same engine with {@code step} switched off, named after it ({@code jena without optFilterPlacement}).
	 *
	 * @throws IllegalArgumentException for a step the engine does not have
	 */
	Engine withoutStep(String step);
}
