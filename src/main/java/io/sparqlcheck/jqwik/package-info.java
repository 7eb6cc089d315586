/**
 * The jqwik integration: the provider that makes {@code @ForAll SparqlCase} work with no setup, the
 * ready-made oracle properties, the AssertJ assertion that turns a verdict into a readable failure,
 * run statistics, and the lifecycle hook every sparqlcheck property runs under.
 */
package io.sparqlcheck.jqwik;
