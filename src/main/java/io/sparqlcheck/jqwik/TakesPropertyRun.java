package io.sparqlcheck.jqwik;

/**
 * A property class whose body needs its {@link PropertyRun}. Before each of its properties runs,
 * {@link SparqlPropertyHook} hands the run to the property's test instance, on the thread the
 * property runs on; the instance keeps it in a field. Looking the run up by thread instead would
 * fail during shrinking: jqwik's time-bounded shrinking calls the property method from common
 * fork-join pool threads.
 */
public interface TakesPropertyRun {

	/** Receives the run of the property about to run on this instance. */
	void take(PropertyRun run);
}
