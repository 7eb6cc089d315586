/**
 * The case model: RDF terms, triples, datasets, graph patterns, the predicate expression AST and
 * the {@link io.sparqlcheck.model.SparqlCase} that ties them together.
 *
 * <p>Everything here is an immutable value with structural equality, renders to text
 * deterministically (the same value always gives the same bytes) and has no dependency on jqwik or
 * on any engine, so a recorded case means the same thing to every engine and every jqwik version.
 */
package io.sparqlcheck.model;
