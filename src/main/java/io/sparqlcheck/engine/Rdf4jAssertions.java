package io.sparqlcheck.engine;

/**
 * Java assertions off inside RDF4J, whatever {@code -ea} says, so that the engine under test is
 * the one users run. Surefire runs tests with {@code -ea} by default, and under it RDF4J's optimizer
 * pipeline adds a {@code ParentReferenceChecker} after each optimizer that no production run has:
 * on TLP's own error-branch query (core-2 seed 0, {@code ValueConstant false} under a filter) it
 * throws {@code AssertionError: After ConstantOptimizer there was an unexpected parent}, and a user's
 * property on RDF4J fails for a check their engine never makes. An assertion's status is fixed when
 * its class is initialised, so this runs before any RDF4J class that evaluates a query is: from the
 * static initialisers of {@link Rdf4jEngine} and {@link Rdf4jStores}, the only ways this project
 * evaluates on RDF4J. Assertions in our own code, and everyone else's, stay as {@code -ea} set them.
 */
final class Rdf4jAssertions {

	/** RDF4J's root package: the setting covers its subpackages. */
	static final String PACKAGE = "org.eclipse.rdf4j";

	private Rdf4jAssertions() {
	}

	/** Turns assertions off for RDF4J's classes not yet initialised, in the loaders that may load them. */
	static void off() {
		ClassLoader ours = Rdf4jAssertions.class.getClassLoader();
		if (ours != null) {
			ours.setPackageAssertionStatus(PACKAGE, false);
		}
		ClassLoader context = Thread.currentThread().getContextClassLoader();
		if (context != null && context != ours) {
			context.setPackageAssertionStatus(PACKAGE, false);
		}
	}
}
