/**
 * Engines the tool installs and runs itself, by release: {@code oxigraph@0.5.11} is that npm package
 * behind the project's server in a child process on a free loopback port, stopped by its PID; a Jena or
 * RDF4J release ({@code jena@5.0.0}, {@code rdf4j@4.3.6}) runs inside this JVM in a class loader of its
 * own ({@link io.sparqlcheck.engine.managed.IsolatedEngine}), with its server as the fallback.
 * Installs are cached in one folder ({@link io.sparqlcheck.engine.managed.ManagedEngines#DEFAULT_HOME}).
 */
package io.sparqlcheck.engine.managed;
