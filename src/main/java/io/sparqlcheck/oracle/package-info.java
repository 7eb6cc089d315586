/**
 * The oracles and their verdicts. An oracle turns one case into the queries of its metamorphic or
 * differential relation, runs them, and returns exactly one {@link io.sparqlcheck.oracle.Verdict}:
 * PASS, VIOLATION or ENGINE_FAILURE. No oracle here depends on jqwik, so the same code answers a
 * property, a campaign and a recheck.
 */
package io.sparqlcheck.oracle;
