/**
 * Engines the tool installs and runs itself, by release: {@code jena@5.0.0} is that release's Fuseki
 * server jar from Maven Central in a child process on a free loopback port, stopped by its PID.
 * Installs are cached in one folder ({@link io.sparqlcheck.engine.managed.ManagedEngines#DEFAULT_HOME}).
 */
package io.sparqlcheck.engine.managed;
