/**
 * Engines: the one interface every SPARQL engine is driven through, the outcome of a query, and
 * the in-process implementations.
 */
package io.sparqlcheck.engine;
