/**
 * The jqwik integration: the provider that makes {@code @ForAll SparqlCase} work with no setup, the
 * ready-made oracle properties, the AssertJ assertion that turns a verdict into a readable failure,
 * run statistics, and the lifecycle hook every sparqlcheck property runs under: it prints the seed
 * first, records a candidate for every falsified property ({@link io.sparqlcheck.jqwik.SparqlPropertyHook}),
 * and serves the recheck by seed ({@link io.sparqlcheck.jqwik.SeedRecheck} with
 * {@link io.sparqlcheck.jqwik.RecheckTryHook}). Whoever launches properties with settings (a shrink,
 * a recheck, the benchmark) hands them over in one {@link io.sparqlcheck.jqwik.PropertyRun} through
 * {@link io.sparqlcheck.jqwik.PropertyLaunch}; no system property, standard output or static field
 * carries them.
 */
package io.sparqlcheck.jqwik;
