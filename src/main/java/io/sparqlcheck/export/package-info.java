/**
 * Repros that leave as tests: a recorded failure (candidate, ledger entry or triaged finding)
 * written out the way maintainers take it. {@link io.sparqlcheck.export.JUnitExport} writes a
 * self-contained JUnit 5 class that replays the shrunk case on the engine and asserts the oracle's
 * relation; {@link io.sparqlcheck.export.W3cExport} writes a W3C SPARQL test-suite entry whose
 * expected answer is decided by the SPARQL definition of Filter over the engine's own evaluation of
 * the unfiltered pattern ({@link io.sparqlcheck.export.FilterExpectation}), never by one engine's
 * answer to the disputed query. Sits above {@code ledger}: it reads records, runs engines, and
 * knows no jqwik.
 */
package io.sparqlcheck.export;
