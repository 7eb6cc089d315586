package io.sparqlcheck.engine;

import io.sparqlcheck.arbitraries.SparqlArbitraries;
import io.sparqlcheck.model.SparqlCase;
import io.sparqlcheck.oracle.Tlp;
import io.sparqlcheck.oracle.Verdict;

/**
 * A child process for the assertions test, started with {@code -ea} as Surefire starts its forks:
 * checks TLP on in-process RDF4J over the seeds of a grammar named by its arguments and prints
 * {@code assertion-failures N} and the first one, where an assertion inside RDF4J failed. Not a test itself.
 */
public final class TlpOnRdf4jChild {
	private TlpOnRdf4jChild() {
	}

	public static void main(String[] args) {
		String grammar = args[0];
		int from = Integer.parseInt(args[1]);
		int to = Integer.parseInt(args[2]);
		int failures = 0;
		String first = "";
		try (Rdf4jEngine rdf4j = new Rdf4jEngine()) {
			for (int seed = from; seed < to; seed++) {
				SparqlCase c = SparqlArbitraries.cases(grammar).caseForSeed(seed);
				String text;
				try {
					Verdict v = Tlp.on(rdf4j).check(c);
					text = v.describe();
				} catch (Throwable t) {
					text = t.toString();
				}
				if (text.contains("AssertionError") || text.contains("unexpected parent")) {
					failures++;
					first = first.isEmpty() ? "seed " + seed + ": " + text.lines().limit(3).reduce("", (a, b) -> a + " " + b) : first;
				}
			}
		}
		System.out.println("assertion-failures " + failures + " checked " + (to - from));
		System.out.println(first);
		System.out.println("assertions in our code: " + TlpOnRdf4jChild.class.desiredAssertionStatus());
	}
}
